import LuaBridge

extension PopupBarAPI {
    /// The popup bar and its containers (LNPopupController), with the window that holds them,
    /// declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "popup bar",
        stageNames: ["tabBarController", "navigationController", "viewController", "customContainer", "window"],
        registry: { PopupBarAPI.registry + WindowAPI.registry },
        bindingFiles: ["PopupBarAPI.swift", "PopupBarPartsAPI.swift", "NavigationAPI.swift", "PopupBarManifest.swift"],
        docsPage: "docs/POPUPBAR.md",
        samples: ComponentSamples(setup: """
            S.bars = stage.tabBarController{}
            S.bars:presentPopupBar{ content = { title = "A", hasScrollView = true }, animated = false }
            S.popupBar, S.popupContent, S.popupItem = S.bars.popupBar, S.bars.popupContent, S.bars.popupItem
            S.popupScroll = S.bars.popupContent.scrollView
            """,
            [
                containerKey: "S.bars", PopupBarPartsAPI.barKey: "S.popupBar",
                PopupBarPartsAPI.contentKey: "S.popupContent",
                  PopupBarPartsAPI.itemKey: "S.popupItem", PopupBarPartsAPI.scrollKey: "S.popupScroll"]))
}
