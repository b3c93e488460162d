import LuaBridge

extension PopupAPI {
    /// Prioritized popups (LSTPopView), declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "popups", stageNames: ["popup", "alert", "host", "popups"], registry: { PopupAPI.registry },
        bindingFiles: ["PopupAPI.swift", "PopupFields.swift", "PopupManifest.swift"],
        docsPage: "docs/POPUPS.md",
        samples: ComponentSamples(setup: """
            S.popup = stage.popup{ content = { width = 100, height = 50 } }
            S.host = stage.host("feed")
            """, [popupKey: "S.popup", hostKey: "S.host"]))
}
