import LuaBridge

extension PopupBarAPI {
    /// The popup bar and its containers (LNPopupController), with the window that holds them,
    /// declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "popup bar", aliases: ["LNPopupController", "mini-player", "now playing bar"],
        stageNames: ["tabBarController", "navigationController", "viewController", "customContainer", "window"],
        registry: { PopupBarAPI.registry + WindowAPI.registry },
        bindingFiles: ["PopupBarAPI.swift", "PopupBarPartsAPI.swift", "NavigationAPI.swift", "PopupBarManifest.swift"],
        docsPage: "docs/POPUPBAR.md",
        samples: ComponentSamples(setup: """
            S.bars = stage.tabBarController{}
            S.bars:presentPopupBar{ content = { title = "A", hasScrollView = true }, animated = false }
            S.popupBar, S.popupContent, S.popupItem = S.bars.popupBar, S.bars.popupContent, S.bars.popupItem
            S.popupScroll = S.bars.popupContent.scrollView
            S.popupBars = stage.tabBarController{}
            S.popupBars:presentPopupBar{ content = { title = "B", buttons = { "Next" } }, animated = false }
            S.popupButton = S.popupBars.popupItem.buttons[1]
            """,
            [
                containerKey: "S.bars", PopupBarPartsAPI.barKey: "S.popupBar",
                PopupBarPartsAPI.contentKey: "S.popupContent",
                  PopupBarPartsAPI.itemKey: "S.popupItem", PopupBarPartsAPI.scrollKey: "S.popupScroll",
                PopupBarPartsAPI.buttonKey: "S.popupButton"]),
        fuzz: ComponentFuzzRecipe(
            makerOptions: ["stage.tabBarController": [("tabs", ["{ 'Library', 'Radio', 'Search' }"])]],
            // Not as made: a hidden bar has no item, and its bar and content refuse every gesture.
            states: ["PopupContainer": [
                    "o:presentPopupBar{ content = { title = 'Song', subtitle = 'Artist', progress = 0.25, buttons = "
                        + "{ 'Next' } }, animated = false }",
                // Its delegate and completions re-enter the API while its animations run.
                fuzzDelegate + " o:presentPopupBar{ content = { title = 'Song', subtitle = 'Artist', buttons = { "
                    + "'Next' } }, completion = " + ComponentFuzzRecipe.reenter("PopupContainer", "o")
                    + " } stage.clock.advance(0.1)",
                "o:presentPopupBar{ content = { title = 'Song', scrollView = { contentSize = { width = 393, height = "
                    + "3000 } } }, openPopup = true, animated = false }",
                // The bar's buttons (handles, tapped by name) and the player's view, shut and open.
                "o:presentPopupBar{ content = { title = 'Song', buttons = \(fuzzButtons), view = stage.view() }, "
                    + "animated = false }",
                "o:presentPopupBar{ content = { title = 'Song', buttons = \(fuzzButtons), view = stage.view() }, "
                    + "openPopup = true, animated = false }",
                // A navigation controller with a pushed controller (back button, pops, the edge
                // swipe), its appearance overrides re-entering the API; other kinds as made.
                "if o.kind == 'navigationController' then local v = stage.viewController{ title = 'Pushed' } "
                    + "v:onAppearance{ viewDidAppear = " + ComponentFuzzRecipe.reenter("PopupContainer", "o")
                    + " } o:push(v, false) end",
            ]],
            // A bar button handle, which only reading an item's buttons gives.
            lua: "H.MAKE.PopupBarButton = function() local c = stage.viewController() c:presentPopupBar{ content = "
                + "{ title = 'Song', buttons = \(fuzzButtons) }, animated = false } "
                + "return c.popupItem.buttons[H.rand(2)] end",
            arguments: ["PopupBar:tapButton": ["'Next'", "'Next'", "'Play'", "'play.fill'", "'Nope'"]]))

    static let fuzzButtons = "{ { image = 'play.fill', accessibilityLabel = 'Play' }, 'Next' }"

    /// The fuzzer's bar delegate: every callback re-enters the API (with the container).
    static let fuzzDelegate = "o:delegate{ "
        + ["willPresentPopupBar", "didPresentPopupBar", "willOpen", "didOpen", "willClose", "didClose",
           "willDismissPopupBar", "didDismissPopupBar", "stateChanged"]
            .map { "\($0) = \(ComponentFuzzRecipe.reenter("PopupContainer", "o"))" }.joined(separator: ", ") + " }"
}
