import LuaBridge

extension ActionSheetAPI {
    /// The action sheets (XLActionController), declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "action sheet", aliases: ["XLActionController"],
        stageNames: ["actionController"], registry: { ActionSheetAPI.registry },
        bindingFiles: ["ActionSheetAPI.swift", "ActionSheetSettingsAPI.swift", "ActionSheetManifest.swift"],
        docsPage: "docs/ACTIONSHEETS.md",
        samples: ComponentSamples(setup: """
            S.sheet = stage.actionController{}
            S.action = S.sheet:addAction{ title = "A" }
            S.section = S.sheet.sections[1]
            S.settings = S.sheet.settings
            """, [
            sheetKey: "S.sheet", actionKey: "S.action", sectionKey: "S.section",
            SheetSettingsAPI.rootKey: "S.settings",
            SheetSettingsAPI.behavior.key: "S.settings.behavior",
            SheetSettingsAPI.cancelView.key: "S.settings.cancelView",
            SheetSettingsAPI.collectionView.key: "S.settings.collectionView",
            SheetSettingsAPI.animation.key: "S.settings.animation",
            SheetSettingsAPI.phase.key: "S.settings.animation.present",
            SheetSettingsAPI.statusBar.key: "S.settings.statusBar",
        ]),
        fuzz: ComponentFuzzRecipe(
            makerOptions: ["stage.actionController": [("style", ["nil", "'twitter'", "'periscope'"])]],
            // Half of them before present (settings, actions and the header change only then).
            states: ["ActionController": [
                fuzzActions, fuzzCancelScroll + fuzzActions, fuzzActions + " o:present() stage.clock.advance(1)",
                fuzzCancelScroll + fuzzActions + " o:present() stage.clock.advance(1)",
            ]]))

    /// The fuzzer's actions: their handlers re-enter the API (with the sheet).
    static let fuzzActions =
        "o:addAction{ title = 'One', handler = \(ComponentFuzzRecipe.reenter("ActionController", "o")) } "
        + "o:addAction{ title = 'Two', handler = \(ComponentFuzzRecipe.reenter("ActionController", "o")) } "
            + "o:addAction('Three')"
    /// tapCancel needs the cancel bar, scroll a scrolling sheet.
    static let fuzzCancelScroll = "o.settings.cancelView.showCancel = true o.settings.behavior.scrollEnabled = true "
}
