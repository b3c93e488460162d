@testable import StageLua

extension ToastAPI {
    /// The example toast, declared once (`ComponentManifest`). It models no library, so it is
    /// not in `StageAPI.components`: `ExampleComponentTests` installs it beside them.
    static let manifest = ComponentManifest(
        name: "toast", stageNames: ["toast"], registry: { ToastAPI.registry },
        bindingFiles: ["ToastAPI.swift", "ToastManifest.swift"],
        docsPage: "docs/ARCHITECTURE.md",
        samples: ComponentSamples(setup: "S.toast = stage.toast{ text = 'Hi' }", [toastKey: "S.toast"]))
}
