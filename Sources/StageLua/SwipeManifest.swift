import LuaBridge

extension SwipeAPI {
    /// Swipe actions on table rows (SwipeCellKit), declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "swipe", stageNames: ["tableView", "collectionView", "swipeAction"], registry: { SwipeAPI.registry },
        bindingFiles: [
            "SwipeAPI.swift", "SwipeTypesAPI.swift", "SwipeValuesAPI.swift", "SwipeRowsAPI.swift",
            "SwipeManifest.swift",
        ],
        docsPage: "docs/SWIPE.md",
        samples: ComponentSamples(setup: """
            S.table = stage.tableView{ rows = { "a", "b" }, editActions = function() return { { title = "X" } } end }
            S.row = S.table:row(1)
            S.pan = S.table:pan(2)
            S.swipeAction = stage.swipeAction{ title = "X" }
            """, [tableKey: "S.table", rowKey: "S.row", panKey: "S.pan", actionKey: "S.swipeAction"]))
}
