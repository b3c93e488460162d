import LuaBridge

extension ViewAPI {
    /// The views (UIKit's) and the plain host, declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "views", stageNames: ["view", "label", "button", "imageView", "switch", "scrollView", "stackView", "viewHost"],
        registry: { ViewAPI.registry },
        bindingFiles: ["ViewAPI.swift", "ViewKindsAPI.swift", "ViewTypesAPI.swift", "ViewHostAPI.swift", "ViewManifest.swift"],
        docsPage: "docs/VIEWS.md",
        samples: ComponentSamples(setup: """
            S.view = stage.view{ width = 100, height = 100 }
            S.label = stage.label{ text = "Hi" }
            S.button = stage.button{ title = "Go" }
            S.imageView = stage.imageView{ image = "heart" }
            S.switch = stage.switch()
            S.scrollView = stage.scrollView{ width = 100, height = 100 }
            S.stackView = stage.stackView()
            S.viewHost = stage.viewHost{ frame = { x = 0, y = 0, width = 100, height = 100 }, root = S.view }
            """, [viewKey: "S.view", labelKey: "S.label", buttonKey: "S.button", imageKey: "S.imageView", switchKey: "S.switch",
                  scrollKey: "S.scrollView", stackKey: "S.stackView", hostKey: "S.viewHost"]))
}
