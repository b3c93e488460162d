import CLua
import LuaBridge
import StageKit

// The swipe-actions area of the `stage` API (SwipeCellKit): `stage.tableView{...}`,
// `stage.collectionView{...}`, `stage.swipeAction{...}`, and the SwipeTable, SwipeRow, SwipePan
// and SwipeAction types. Values (actions, options, expansion styles) are declared in
// SwipeValuesAPI.swift; docs/SWIPE.md has the model.

extension SwipeTable: StageBound {
    public var handleName: String { source }
}

extension SwipeRowRef: StageBound {
    public var stage: Stage { table.stage }
    public var handleName: String { "a row of \(table.source)" }

    /// Stale after a reset (the standard message) and once the row is deleted.
    public func staleMessage(in call: LuaCall) -> String? {
        let current = call.world.stage
        guard stage === current && current.isValid else {
            return handleName + " belongs to a previous stage (before stage.reset) and can no longer be used"
        }
        return table.rowIndex(ofID: rowID) == nil ? "this row of \(table.source) was deleted (its handle can no longer be used)" : nil
    }
}

/// A step-wise pan on a row (`tbl:pan(i)`).
final class SwipePanHandle: StageBound {
    let table: SwipeTable
    let session: PanSession
    var stage: Stage { table.stage }
    var handleName: String { "a pan on \(table.source)" }
    init(table: SwipeTable, session: PanSession) {
        self.table = table
        self.session = session
    }
}

enum SwipeAPI {
    static let tableKey = LuaTypeKey("SwipeTable")
    static let rowKey = LuaTypeKey("SwipeRow")
    static let panKey = LuaTypeKey("SwipePan")
    static let actionKey = LuaTypeKey("SwipeAction")

    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(path: "stage", doc: "Swipe actions (SwipeCellKit): stage.tableView{...}, stage.collectionView{...}, stage.swipeAction{...}; see docs/SWIPE.md.",
                              functions: [constructor("tableView", .table), constructor("collectionView", .collection), actionConstructor]),
            ],
            types: [tableType, rowType, panType, actionType]
        )
    }

    // MARK: Constructors

    /// The most rows a count may make: each is a row of the table's store and a "Row n" string
    /// held in Swift (outside the memory limit), so the count is bounded (bench/swipe: 10^5).
    static let maxGeneratedRows = 250_000
    static let rowsType = LuaType.oneOf([.list(.string), .range(LuaRange(min: 0, max: Double(maxGeneratedRows)))])
    static let rowParam = LuaParam("row", .oneOf([.integer, .object(rowKey)]), "a 1-based flat row index or a SwipeRow")
    static let animatedOptions = LuaParam("options", .options([
        LuaOption("animated", .boolean, default: "true", "animate (0.7 s, critically damped)"),
        LuaOption("completion", .function, "completion() when done (not for hides that do nothing)"),
    ]), optional: true)

    static var tableOptions: [LuaOption] {
        [
            LuaOption("rows", rowsType, "row data (strings), or a count n for \"Row 1\" ... \"Row n\""),
            LuaOption("sections", .list(.options([
                LuaOption("header", .string, "the section's header title (none: a 0-pt header)"),
                LuaOption("rows", rowsType, "the section's rows"),
            ])), "sections instead of rows: each {header =, rows =}"),
            LuaOption("rowHeight", .range(LuaRange(min: 0, minExclusive: true)), default: "44", "every row's height"),
            LuaOption("frame", .shape(.rect), default: "the screen", "the table's frame on screen"),
            LuaOption("keepsEmptySections", .boolean, default: "false", "the app keeps a section whose last row is deleted"),
            LuaOption("editActions", .function, "editActions(row, orientation, {section =, row =}) -> list of SwipeAction (or action tables) or nil"),
            LuaOption("editActionsOptions", .oneOf([.function, .options(SwipeValues.optionsOptions)]),
                      "options for every row, or editActionsOptions(row, orientation, path) -> options table"),
            LuaOption("willBeginEditing", .function, "willBeginEditing(row, orientation, path)"),
            LuaOption("didEndEditing", .function, "didEndEditing(row or nil, orientation, path or nil) (nil: the row was deleted)"),
            LuaOption("visibleRect", .oneOf([.function, .shape(.rect)]), "the table's visible rect in its own coordinates (or a function returning it)"),
            LuaOption("didSelectRow", .function, "didSelectRow(row, path): a tap with no row open"),
        ]
    }

    static func constructor(_ name: String, _ kind: SwipeTable.Kind) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: [LuaParam("options", .options(tableOptions), optional: true)], returns: "SwipeTable", doc: """
            Creates a \(kind == .table ? "table view" : "collection view (a single-column list: swipes may begin while editing, a row's whole frame is its hit region, and deleting a row is deleteItems)") \
            of swipeable rows (SwipeCellKit) and puts it on the screen. Rows are 1-based flat \
            indices across sections. Swipes and taps go through the screen's hit-testing. \
            Timeline source "\(kind.rawValue)#n": editActions, editActionsOptions, \
            willBeginEditing, didEndEditing, haptic, expanded, collapsed, fill, fulfill, \
            deleteRow, handler, insertRow, scroll, didSelectRow. See docs/SWIPE.md.
            """, example: """
            local tbl = stage.\(name){ rows = { "Mail 1", "Mail 2" }, rowHeight = 76,
              editActions = function(row, orientation)
                if orientation == "right" then return { stage.swipeAction{ title = "Delete", style = "destructive" } } end
              end }
            tbl:swipe(1, { dx = -220 })
            stage.clock.advance(1)
            print(tbl:row(1).state, tbl:row(1).swipeOffset)   --> right -74
            """) { call in
            let world = call.world
            let o = call.options(1)
            if let m = call.slot(1).refusal(as: .nullable(.options(tableOptions))) { return call.argError(1, m) }
            var options: SwipeOptions?
            if let r = o?.field("editActionsOptions", { v in
                v.options == nil ? nil : SwipeValues.readOptions(v, path: "editActionsOptions")
            }) {
                switch r {
                case .success(let v): options = v
                case .failure(let e): return call.argError(1, e.message)
                }
            }
            var sections: [(header: String?, rows: [String])]?
            if let o, o.has("sections") {
                sections = o.field("sections") { L, i in
                    var out: [(header: String?, rows: [String])] = []
                    let n = lua_rawlen(L, i)
                    var k: lua_Integer = 1
                    while lua_Unsigned(k) <= n {
                        lua_rawgeti(L, i, k)
                        let top = lua_gettop(L)
                        out.append((StageTables.string(L, top, "header"), rowList(L, top, field: "rows")))
                        lua_settop(L, -2)
                        k += 1
                    }
                    return out
                }
            }
            let rows = o.flatMap { o in o.field("rows") { L, i in rowData(L, i) } } ?? []
            var frame: Rect?
            if let f = o?.field("frame", { L, i in
                Rect(x: StageTables.number(L, i, "x") ?? 0, y: StageTables.number(L, i, "y") ?? 0,
                     width: StageTables.number(L, i, "width") ?? 0, height: StageTables.number(L, i, "height") ?? 0)
            }) { frame = f }
            let table = SwipeTable(stage: world.stage, rows: rows, sections: sections, rowHeight: o?.number("rowHeight") ?? 44,
                                   frame: frame, kind: kind)
            table.keepsEmptySections = o?.bool("keepsEmptySections") ?? false
            if let o { installDelegate(table, o, options: options, world: world) }
            table.present()
            return call.returning(object: table, as: tableKey)
        }
    }

    /// Row data from a list of strings or a count.
    static func rowData(_ L: OpaquePointer, _ i: Int32) -> [String] {
        if lua_type(L, i) == LUA_TNUMBER {
            let n = max(0, Int(lua_tonumberx(L, i, nil).rounded(.down).clamped(0, Double(maxGeneratedRows))))
            return (0..<n).map { "Row \($0 + 1)" }
        }
        var out: [String] = []
        let n = lua_rawlen(L, i)
        out.reserveCapacity(Int(clamping: n))
        var k: lua_Integer = 1
        while lua_Unsigned(k) <= n {
            lua_rawgeti(L, i, k)
            out.append(LuaStack(L).string(at: -1) ?? "")
            lua_settop(L, -2)
            k += 1
        }
        return out
    }

    static func rowList(_ L: OpaquePointer, _ i: Int32, field: String) -> [String] {
        LuaStack(L).push(field)
        defer { lua_settop(L, -2) }
        return lua_rawget(L, i) <= LUA_TNIL ? [] : rowData(L, lua_gettop(L))
    }

    static let actionConstructor = LuaFunctionDecl(
        "swipeAction", params: [LuaParam("options", .options(SwipeValues.actionOptions))], returns: "SwipeAction",
        doc: """
            Creates a swipe action (SwipeCellKit's SwipeAction) with every property of the library's SwipeAction \
            (defaults: white 15-pt title; systemRed background when destructive, else \
            systemGray3). Return a list of them from editActions. The handler receives \
            (action, row, {section =, row =}); under a fill expansion it completes the fill \
            with action:fulfill("delete") or action:fulfill("reset").
            """,
        example: """
            local trash = stage.swipeAction{ title = "Trash", style = "destructive",
              handler = function(action, row) print("trash", row) end }
            print(trash.title, trash.style)   --> Trash destructive
            """
    ) { call in
        guard let o = call.options(1) else { return 0 }
        if let m = call.slot(1).refusal(as: .options(SwipeValues.actionOptions)) { return call.argError(1, m) }
        return call.returning(object: SwipeValues.action(o, stage: call.world.stage), as: actionKey)
    }

    // MARK: Delegate

    static func pushPathTable(_ call: LuaCall, _ p: SwipeRowPath?) {
        guard let p else { return call.stack.pushNil() }
        call.stack.pushTable(fields: 2) { t in
            t.set("section", p.section + 1)
            t.set("row", p.row + 1)
        }
    }

    static func installDelegate(_ table: SwipeTable, _ o: LuaOptions, options: SwipeOptions?, world: StageWorld) {
        let source = table.source
        let stage = table.stage
        func args(_ p: SwipeRowPath?, _ o: SwipeActionsOrientation?) -> (LuaCall) -> Int32 {
            { c in
                c.push(p.map { $0.index + 1 })
                c.push(o?.rawValue)
                pushPathTable(c, p)
                return 3
            }
        }
        var d = SwipeTableDelegate()
        if let fn = o.ref("editActions") {
            d.editActions = { [weak table] path, orientation in
                try world.invoke(fn, as: "editActions of \(source)", args(path, orientation)) { v -> [SwipeAction]? in
                    if v.isNil { return nil }
                    let listType = LuaType.list(.oneOf([.object(actionKey), .options(SwipeValues.actionOptions)]))
                    if let m = v.refusal(as: listType) {
                        throw StageReadError("editActions of \(source) returned a bad value (\(m.hasPrefix("[") ? "element " + m : m))")
                    }
                    return v.elements { e -> SwipeAction? in
                        guard let table, let box = e.object(actionKey, as: SwipeActionBox.self) ?? e.options.map({ SwipeValues.action($0, stage: stage) }) else { return nil }
                        return engineAction(box, table: table, world: world)
                    }
                }
            }
        }
        if let options {
            d.editActionsOptions = { _, _ in options }
        } else if let fn = o.ref("editActionsOptions") {
            d.editActionsOptions = { path, orientation in
                try world.invoke(fn, as: "editActionsOptions of \(source)", args(path, orientation)) { v -> SwipeOptions in
                    if v.isNil { return SwipeOptions() }
                    switch SwipeValues.readOptions(v, path: "") {
                    case .success(let v): return v
                    case .failure(let e): throw StageReadError("editActionsOptions of \(source) returned a bad value (\(e.message))")
                    }
                }
            }
        }
        if let fn = o.ref("willBeginEditing") {
            d.willBeginEditing = { path, orientation in try world.invoke(fn, as: "willBeginEditing of \(source)", args(path, orientation)) }
        }
        if let fn = o.ref("didEndEditing") {
            d.didEndEditing = { path, orientation in try world.invoke(fn, as: "didEndEditing of \(source)", args(path, orientation)) }
        }
        if let fn = o.ref("didSelectRow") {
            d.didSelectRow = { path in
                try world.invoke(fn, as: "didSelectRow of \(source)") { c in
                    c.push(path.index + 1)
                    pushPathTable(c, path)
                    return 2
                }
            }
        }
        let readRect: (LuaSlot) -> Rect? = { v in
            guard let o = v.options, let w = o.number("width"), let h = o.number("height") else { return nil }
            return Rect(x: o.number("x") ?? 0, y: o.number("y") ?? 0, width: w, height: h)
        }
        if let fixed = o.field("visibleRect", readRect) {
            d.visibleRect = { fixed }
        } else if let fn = o.ref("visibleRect") {
            d.visibleRect = {
                try world.invoke(fn, as: "visibleRect of \(source)", { _ in 0 }) { v -> Rect? in
                    if v.isNil { return nil }
                    if let m = v.refusal(as: .shape(.rect)) {
                        throw StageReadError("visibleRect of \(source) returned a bad value (\(m))")
                    }
                    return readRect(v)
                }
            }
        }
        table.delegate = d
    }

    /// The engine action for a box, its handler calling the Lua one with (action, row, path).
    static func engineAction(_ box: SwipeActionBox, table: SwipeTable, world: StageWorld) -> SwipeAction {
        var a = box.action
        let source = table.source
        let fn = box.handler
        a.handler = { [box] ref, path in
            box.performed = ref
            guard let fn else { return }
            try world.invoke(fn, as: "handler of \(source) '\(box.action.title ?? "")'") { c in
                c.push(object: box, as: actionKey)
                c.push(path.index + 1)
                pushPathTable(c, path)
                return 3
            }
        }
        return a
    }

    // MARK: Arguments

    /// The 0-based index a row argument means (an index or a row handle of this table).
    static func row(_ call: LuaCall, _ i: Int32, of table: SwipeTable) throws -> Int {
        if lua_type(call.L, i) == LUA_TUSERDATA {
            let ref = call.object(i, as: SwipeRowRef.self)
            guard ref.table === table else { throw SwipeError.badInput("that row belongs to \(ref.table.source), not \(table.source)") }
            if let m = ref.staleMessage(in: call) { throw SwipeError.badInput(m) }
            return try ref.currentIndex()
        }
        let k = call.index(i)
        try table.checkRow(k)
        return k
    }

    static func animated(_ call: LuaCall, _ i: Int32) -> (Bool, (() throws -> Void)?) {
        let o = call.options(i)
        let world = call.world
        let completion: (() throws -> Void)? = o?.ref("completion").map { fn in { try world.invoke(fn, as: "completion") } }
        return (o?.bool("animated") ?? true, completion)
    }

    static func velocity(_ L: OpaquePointer, _ i: Int32) -> Point? {
        let v = LuaCall(L, nil).slot(i)
        if let x = v.number { return Point(x: x, y: 0) }
        return v.point
    }

    static func actionIndex(_ call: LuaCall, _ i: Int32, table: SwipeTable, row: Int) throws -> Int {
        if lua_type(call.L, i) == LUA_TSTRING { return try table.actionIndex(row: row, title: call.string(i)) }
        return call.index(i)
    }

    static func list(_ call: LuaCall, _ n: Int, _ fill: (Int) -> Void) -> Int32 {
        lua_createtable(call.L, Int32(clamping: n), 0)
        for k in 0..<n {
            fill(k)
            lua_rawseti(call.L, -2, lua_Integer(k + 1))
        }
        return 1
    }
}

extension Double {
    fileprivate func clamped(_ lo: Double, _ hi: Double) -> Double { self.isNaN ? lo : Swift.min(Swift.max(self, lo), hi) }
}

