import LuaBridge

extension ViewAPI {
    /// The views (UIKit's): plain views, labels, buttons, image views and switches, declared once
    /// (`ComponentManifest`); scroll and stack views and the plain host are `ViewContainersAPI`'s.
    static let manifest = ComponentManifest(
        name: "views", stageNames: ["view", "label", "button", "imageView", "switch"],
        registry: { ViewAPI.registry },
        bindingFiles: ["ViewAPI.swift", "ViewKindsAPI.swift", "ViewTypesAPI.swift", "ViewManifest.swift"],
        docsPage: "docs/VIEWS.md",
        samples: ComponentSamples(
            setup: """
                S.view = stage.view{ width = 100, height = 100 }
                S.label = stage.label{ text = "Hi" }
                S.button = stage.button{ title = "Go" }
                S.imageView = stage.imageView{ image = "heart" }
                S.switch = stage.switch()
                """,
            [viewKey: "S.view", labelKey: "S.label", buttonKey: "S.button", imageKey: "S.imageView",
             switchKey: "S.switch"]),
        // A control in a host on the screen: what tap and press need.
        fuzz: ComponentFuzzRecipe(
            states: ["Button": ["", fuzzHost], "Switch": ["", fuzzHost]],
            // A view argument (addSubview's) when a reset left none live.
            lua: """
                H.MAKE.View = function() return stage.view() end
                H.MAKE.Label = function() return stage.label{ text = 'Hi' } end
                H.MAKE.Button = function() return stage.button{ title = 'Go' } end
                H.MAKE.ImageView = function() return stage.imageView{ image = 'heart' } end
                H.MAKE.Switch = function() return stage.switch() end
                """))

    static let fuzzHost = "stage.viewHost{ frame = { x = 0, y = 0, width = 393, height = 300 }, root = o }"
}
