import LuaBridge

extension ViewContainersAPI {
    /// Scroll views, stack views and the plain host, declared once (`ComponentManifest`); they
    /// hold the views of `ViewAPI.manifest`.
    static let manifest = ComponentManifest(
        name: "view containers", stageNames: ["scrollView", "stackView", "viewHost"],
        registry: { ViewContainersAPI.registry },
        bindingFiles: [
            "ViewContainersAPI.swift", "ViewHostAPI.swift", "ViewCellsAPI.swift", "ViewContainersManifest.swift",
        ],
        docsPage: "docs/VIEWS.md",
        samples: ComponentSamples(
            setup: """
                S.scrollView = stage.scrollView{ width = 100, height = 100 }
                S.stackView = stage.stackView()
                S.viewHost = stage.viewHost{ frame = { x = 0, y = 0, width = 100, height = 100 }, root = stage.view() }
                """, [V.scrollKey: "S.scrollView", V.stackKey: "S.stackView", V.hostKey: "S.viewHost"]),
        fuzz: ComponentFuzzRecipe(lua: """
            H.MAKE.ScrollView = function() return stage.scrollView{ width = 100, height = 100 } end
            H.MAKE.StackView = function() return stage.stackView() end
            """))
}
