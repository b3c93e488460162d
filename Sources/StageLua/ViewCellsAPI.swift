import LuaBridge
import StageKit

// Cells with UIKit's standard content and the app's views (docs/VIEWS.md, "Cells"): what a
// table's `rows` take besides strings, and a row's views. The swipe table's binding reads rows
// through here; the declarations sit with the views they hold.

enum CellAPI {
    static let accessoryType = LuaType.enumeration(CellContent.Accessory.allCases.map(\.rawValue))

    /// A row given as a table: UIListContentConfiguration's texts and image, an accessory.
    static let cellOptions: [LuaOption] = [
        LuaOption("text", .string, required: true, "the cell's text (also the row's data)"),
        LuaOption("secondaryText", .string, "a second line under the text, in the subheadline style"),
        LuaOption("image", .string, "an SF Symbol's name before the text"),
        LuaOption(
            "accessory", accessoryType, default: "\"none\"",
            "a disclosure indicator or a checkmark at the trailing edge"),
        LuaOption(
            "accessoryView", ViewAPI.anyView,
            "a custom accessory (a \"…\" button): its taps are its own, not a selection"),
        LuaOption(
            "contentView", ViewAPI.anyView,
            "the app's own content view, filling the cell (the standard content is not drawn)"),
    ]

    /// Rows: strings, cell tables, or a count (at most 250,000: bench/swipe).
    static let rowsType = LuaType.oneOf([
        .list(.oneOf([.string, .options(cellOptions)])), .range(LuaRange(min: 0, max: 250_000)),
    ])

    /// A list's rows: the data strings (a cell's text), and the cells given as tables by index.
    static func rows(_ v: LuaSlot) -> (data: [String], cells: [(Int, CellContent)]) {
        if let n = v.number { return ((0..<Int(n)).map { "Row \($0 + 1)" }, []) }
        var cells: [(Int, CellContent)] = []
        let data = v.sharingStrings {
            (0..<v.rawLength).map { k in
                v.element(k + 1) { e -> String? in
                    guard let o = e.options else { return e.string }
                    let c = CellContent(
                        text: o.string("text") ?? "", secondaryText: o.string("secondaryText"),
                        image: o.string("image"), accessory: o.field("accessory") { $0.enumCase() } ?? .none,
                        accessoryView: o.field("accessoryView") { ViewAPI.view($0) },
                        contentView: o.field("contentView") { ViewAPI.view($0) })
                    cells.append((k, c))
                    return c.text
                } ?? ""
            }
        }
        return (data, cells)
    }

    /// Why the cells cannot be given (a view of a previous stage), as the option's message.
    static func refusal(_ cells: [(Int, CellContent)], _ call: LuaCall) -> String? {
        for (i, c) in cells {
            for v in c.views { if let m = v.staleMessage(in: call) { return "option 'rows' (row \(i + 1)): \(m)" } }
        }
        return nil
    }

    /// Gives the table its cells (flat row indices; checked by `refusal` first).
    static func install(_ cells: [(Int, CellContent)], in table: SwipeTable) throws {
        for (i, c) in cells { try table.setCellContent(c, row: i) }
    }

    /// A row's views, as its handle reads them.
    static let rowProperties: [LuaPropertyDecl] = [
        .on(
            SwipeRowRef.self, "accessoryView", .nullable(ViewAPI.anyView),
            doc: "The cell's custom accessory view (nil: none).",
            example:
                """
                    local more = stage.button{ image = \"ellipsis\" }
                    local t = stage.tableView{ rows = { { text = \"Episode 1\", 
                    """
                + "accessoryView = more } } }\nprint(t:row(1).accessoryView == more)   --> true",
            get: { r, call in
                ViewAPI.push(try r.table.cellContent(row: try r.currentIndex()).accessoryView, call)
                return 1
            }),
        .on(
            SwipeRowRef.self, "contentView", .nullable(ViewAPI.anyView),
            doc: "The cell's custom content view (nil: the standard content).",
            example: "local t = stage.tableView{ rows = { { text = \"A\", contentView = stage.view() } } }\n"
                + "print(t:row(1).contentView.kind)   --> view",
            get: { r, call in
                ViewAPI.push(try r.table.cellContent(row: try r.currentIndex()).contentView, call)
                return 1
            }),
    ]
}
