import LuaBridge

extension SwipeAPI {
    /// Swipe actions on table rows (SwipeCellKit), declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "swipe", aliases: ["SwipeCellKit", "swipe cell"],
        stageNames: ["tableView", "collectionView", "swipeAction"], registry: { SwipeAPI.registry },
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
            """, [tableKey: "S.table", rowKey: "S.row", panKey: "S.pan", actionKey: "S.swipeAction"]),
        fuzz: ComponentFuzzRecipe(
            makerOptions: ["stage.tableView": fuzzTable, "stage.collectionView": fuzzTable],
            states: [
                "SwipeTable": [
                    "",
                    // Row 1 open on the right, its buttons shown: what tapAction and the like need.
                    "o:showSwipe(1, 'right', { animated = false })",
                    "o:showSwipe(1, 'right') stage.clock.advance(1)",
                    "o:showSwipe(2, 'left', { animated = false })",
                    // Animated: the delegate's callbacks run while the row's animation is pending.
                    "o:showSwipe(1, 'right')",
                ],
                "SwipeAction": [
                    "",
                    // A fill expansion performs the first right action and waits for its fulfill.
                    "H.fill = nil local t = stage.tableView{ rows = 3, editActions = H.swipeActions, "
                        + "editActionsOptions = { expansionStyle = 'fill' } } t:swipe(1, { dx = -390, duration = 0.3 "
                            + "}) "
                        + "stage.clock.advance(1) o = H.fill",
                ],
            ],
            lua: #"""
                -- Actions for both sides of every row: three on the right (a destructive one first, a
                -- plain table last), two on the left. A handler keeps its action (a fill waits on it),
                -- then re-enters the API.
                function H.swipeActions(row, orientation)
                  local function keep(a, ...)
                    H.fill = a H.rec(a, ...)
                    H.reenter(H.rand(2) == 1 and "SwipeAction" or "SwipeTable", a, ...)
                  end
                  if orientation == "left" then
                    return { stage.swipeAction{ title = "Read", handler = keep }, { title = "Pin", handler = keep } }
                  end
                  return { stage.swipeAction{ title = "Delete", style = "destructive", handler = keep },
                           stage.swipeAction{ title = "Flag", handler = keep }, { title = "More", handler = keep } }
                end
                """#))

    /// The fuzzer's tables: rows to swipe, actions on both sides, delegates that re-enter.
    static let fuzzTable: [(key: String, values: [String])] = [("rows", ["6"]), ("editActions", ["H.swipeActions"])]
        + ComponentFuzzRecipe.reentering(["willBeginEditing", "didEndEditing", "didSelectRow"], "SwipeTable")
}
