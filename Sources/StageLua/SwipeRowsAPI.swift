import LuaBridge
import StageKit

/// Rows that change and the selection (docs/SWIPE.md, "Rows that change", "Selection"), declared
/// once and spliced into the SwipeTable and SwipeRow types.
enum SwipeRowsAPI {
    static let animationParam = LuaParam(
        "animation", .enumeration(SwipeRowAnimation.allCases.map(\.rawValue)), optional: true, default: "\"automatic\"",
        "UITableView.RowAnimation's name (logged; the rows below move over 0.3 s, approximate)")

    /// The 0-based rows of a list of rows (indices or SwipeRow handles).
    static func rows(_ call: LuaCall, _ i: Int32, of t: SwipeTable) throws -> [Int] {
        let slot = call.slot(i)
        var out: [Int] = []
        for k in 0..<slot.rawLength {
            if let ref = slot.element(k + 1, { $0.object(SwipeAPI.rowKey, as: SwipeRowRef.self) }) {
                if let m = ref.staleMessage(in: call) { throw SwipeError.badInput(m) }
                out.append(try ref.index(in: t))
            } else if let n = slot.element(k + 1, \.number) {
                out.append(Int(clamping: n.rounded(.down), to: Int(Int32.min)...Int(Int32.max), nan: 0) - 1)
            }
        }
        return out
    }

    static let rowsParam = LuaParam("rows", .list(.oneOf([.integer, .object(SwipeAPI.rowKey)])),
                                    "1-based flat row indices or SwipeRow handles")

    static let tableMethods: [LuaFunctionDecl] = [
        .method("reloadRows", on: SwipeTable.self, params: [rowsParam, animationParam],
                returns: CommandOutcome.luaReturns, doc: """
            UITableView's reloadRows: each row's cell shows its data now (after setRowData, or a \
            row handle's `data` written, the cell keeps what it showed until reloaded). Logs reloadRow.
            """, example: """
            tbl:setRowData(2, "Mail 2 ✓")
            tbl:reloadRows({ 2 }, "fade")
            print(tbl:rowData(2))   --> Mail 2 ✓
            """) { t, call in
            let rows = try rows(call, 2, of: t)
            return call.input { try t.reloadRows(rows, animation: call.slot(3).enumCase() ?? .automatic) }
        },
        SwipeAPI.rowMethod("setRowData", params: [LuaParam("data", .string)], returns: CommandOutcome.luaReturns,
                           setup: "", doc: """
            The app's model for the row changes (rowData reads it at once); its cell shows the new \
            data once the row is reloaded (reloadRows), as UIKit's cells do.
            """, example: """
            tbl:setRowData(1, "Read: Mail 1")
            print(tbl:rowData(1))   --> Read: Mail 1
            """) { t, i, call in call.input { try t.setRowData(i, call.string(3)) } },
        .method("insertRows", on: SwipeTable.self, params: [
            LuaParam("rows", .list(.options([
                LuaOption("row", .integer, required: true, "the new row's 1-based index once inserted"),
                LuaOption("data", .string, required: true, "its data"),
            ])), "the rows to insert"), animationParam,
        ], returns: CommandOutcome.luaReturns, doc: """
            UITableView's insertRows: each row at its index once inserted (ascending), later rows \
            moving down; each logs insertRow with the animation's name.
            """, example: """
            tbl:insertRows({ { row = 1, data = "New 1" }, { row = 2, data = "New 2" } }, "top")
            print(tbl.rowCount, tbl:rowData(2))   --> 5 New 2
            """) { t, call in
            let list: [(index: Int, data: String)] = call.slot(2).elements { e in
                e.options.flatMap { o in
                    o.number("row").map { (index: Int(clamping: $0.rounded(.down), to: -1...Int(Int32.max), nan: 0) - 1,
                                           data: o.string("data") ?? "") }
                }
            }
            return call.input { try t.insertRows(list, animation: call.slot(3).enumCase() ?? .automatic) }
        },
        .method("deleteRows", on: SwipeTable.self, params: [rowsParam, animationParam],
                returns: CommandOutcome.luaReturns, doc: """
            UITableView's deleteRows: the rows as indexed before the delete; later rows move up. \
            Each logs deleteRow with the animation's name.
            """, example: """
            tbl:deleteRows({ 1, 3 }, "fade")
            print(tbl.rowCount, tbl:rowData(1))   --> 1 Mail 2
            """) { t, call in
            let rows = try rows(call, 2, of: t)
            return call.input { try t.deleteRows(rows, animation: call.slot(3).enumCase() ?? .automatic) }
        },
        SwipeAPI.rowMethod("selectRow", returns: CommandOutcome.luaReturns, setup: "", doc: """
            UITableView's selectRow: selects the row (the others deselected unless \
            allowsMultipleSelection) with no delegate call; logs selectRow via "app". Nothing for a \
            row already selected or a table that allows no selection (false and why).
            """, example: """
            tbl:selectRow(2)
            print(tbl:row(2).selected, tbl.selectedRows[1])   --> true 2
            """) { t, i, call in call.input { try t.selectRow(i) } },
        SwipeAPI.rowMethod("deselectRow", returns: CommandOutcome.luaReturns, setup: "",
                           doc: "UITableView's deselectRow, with no delegate call; logs deselectRow via \"app\".",
                example: """
            tbl:selectRow(2)
            tbl:deselectRow(2)
            print(#tbl.selectedRows)   --> 0
            """) { t, i, call in call.input { try t.deselectRow(i) } },
    ].withExampleSetup(SwipeAPI.ex)

    static let tableProperties: [LuaPropertyDecl] = [
        .value(SwipeTable.self, "selectedRows", .list(.integer), doc: """
            The selected rows (UITableView's indexPathsForSelectedRows), 1-based, ascending.
            """, example: "tbl:tapRow(3)\nprint(tbl.selectedRows[1])   --> 3") { $0.selectedRows.map { $0 + 1 } },
        .on(SwipeTable.self, "allowsSelection", .boolean, doc: """
            UITableView's allowsSelection (true): false, a tap selects nothing and calls no delegate \
            (and the selection is cleared).
            """, example: "tbl.allowsSelection = false\ntbl:tapRow(1)\nprint(#tbl.selectedRows)   --> 0",
            get: { t, call in call.returning(t.allowsSelection) },
            set: { t, call in t.allowsSelection = call.bool(2) }),
        .on(SwipeTable.self, "allowsMultipleSelection", .boolean, doc: """
            UITableView's allowsMultipleSelection (false): true, taps add rows to the selection and \
            a tap on a selected row deselects it.
            """, example: "tbl.allowsMultipleSelection = true\ntbl:tapRow(1)\ntbl:tapRow(2)\n"
                + "print(#tbl.selectedRows)   --> 2",
            get: { t, call in call.returning(t.allowsMultipleSelection) },
            set: { t, call in t.allowsMultipleSelection = call.bool(2) }),
    ].withExampleSetup(SwipeAPI.ex)

    static let rowProperties: [LuaPropertyDecl] = [
        .value(SwipeRowRef.self, "selected", .boolean, doc: "Whether the row is selected.",
               example: "tbl:tapRow(1)\nprint(tbl:row(1).selected)   --> true"
        ) { r in try r.table.isSelected(row: try r.currentIndex()) },
        .value(SwipeRowRef.self, "highlighted", .boolean, doc: """
            Whether the row is highlighted (a touch is on it; SwipeCellKit highlights only a row at \
            center). A tap highlights and unhighlights in one instant.
            """, example: "print(tbl:row(1).highlighted)   --> false"
        ) { r in try r.table.isHighlighted(row: try r.currentIndex()) },
    ].withExampleSetup(SwipeAPI.ex)
}
