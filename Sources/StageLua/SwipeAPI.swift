import LuaBridge
import StageKit

// The swipe-actions area of the `stage` API (SwipeCellKit): `stage.tableView{...}`,
// `stage.collectionView{...}`, `stage.swipeAction{...}`, and the SwipeTable, SwipeRow, SwipePan
// and SwipeAction types. Values (actions, options, expansion styles) are declared in
// SwipeValuesAPI.swift; docs/SWIPE.md has the model.

extension SwipeTable: StageBound { public var handleName: String { labeledSource } }

extension SwipeRowRef: StageBound {
    public var stage: Stage { table.stage }
    public var handleName: String { "a row of \(table.labeledSource)" }

    /// Stale after a reset (the standard message) and once the row is deleted.
    public func staleMessage(in call: LuaCall) -> String? {
        if stage !== call.world.stage || !stage.isValid {
            return handleName + " belongs to a previous stage (before stage.reset) and can no longer be used"
        }
        return table.rowIndex(ofID: rowID) == nil
            ? "this row of \(table.labeledSource) was deleted (its handle can no longer be used)" : nil
    }
}

/// A step-wise pan on a row (`tbl:pan(i)`).
final class SwipePanHandle: StageBound {
    let table: SwipeTable, session: PanSession
    var stage: Stage { table.stage }
    var handleName: String { "a pan on \(table.labeledSource)" }
    init(table: SwipeTable, session: PanSession) { (self.table, self.session) = (table, session) }
}

enum SwipeAPI {
    /// What a collection view is, in the constructor's doc.
    static let collectionViewNote = "collection view (a single-column list: swipes may begin while editing, a row's "
        + "whole frame is its hit region, and deleting a row is deleteItems)"

    static let tableKey = LuaTypeKey("SwipeTable")
    static let rowKey = LuaTypeKey("SwipeRow")
    static let panKey = LuaTypeKey("SwipePan")
    static let actionKey = LuaTypeKey("SwipeAction")

    static let registry = APIRegistry(modules: [
        LuaModuleDecl(path: "stage",
                doc:
                    "Swipe actions (SwipeCellKit): stage.tableView{...}, stage.collectionView{...}, "
                        + "stage.swipeAction{...}; see docs/SWIPE.md.",
                functions: [
                    constructor("tableView", .table), constructor("collectionView", .collection), actionConstructor,
                ])
    ], types: [tableType, rowType, panType, actionType])

    // MARK: Constructors

    /// Rows: a list of strings or a count. The most rows a count may make is 250,000 (bench/swipe:
    /// 10^5); each is a row of the table's store, reserved against the memory limit before the
    /// table is built (`SwipeTable.init`, `EngineMemory`).
    static let rowsType = CellAPI.rowsType
    static let rowParam = LuaParam("row", .oneOf([.integer, .object(rowKey)]), "a 1-based flat row index or a SwipeRow")
    /// The `{animated =, completion =}` options of an animated change (`call.input(animation:)`).
    static let animation = LuaParam.options(
        LuaOption("animated", .boolean, default: "true", "animate (0.7 s, critically damped)"),
        LuaOption(
            "completion", .fn(),
            "completion() when the animation ends (never without animation, nor for hides that do nothing)"))
    /// What the table's callbacks are given: the row (1-based), the side, and {section =, row =}.
    static let row = ("row", LuaType.integer), side = ("orientation", LuaType.cases(SwipeActionsOrientation.self))
    static let path = (
        "path",
        LuaType.options([LuaOption("section", .integer, required: true), LuaOption("row", .integer, required: true)])
    )

    static let tableOptions: [LuaOption] = [
        LuaOption("rows", rowsType, "row data (strings or cells: {text =, secondaryText =, image =, accessory =, "
                  + "accessoryView =, contentView =}, docs/VIEWS.md), or a count n for \"Row 1\" ... \"Row n\""),
        LuaOption("sections", .list(.options([
            LuaOption("header", .string, "the section's header title (none: a 0-pt header)"),
            LuaOption("rows", rowsType, "the section's rows"),
        ])), "sections instead of rows: each {header =, rows =}"),
        LuaOption("rowHeight", .range(LuaRange(min: 0, minExclusive: true)), default: "44", "every row's height"),
        LuaOption("frame", .shape(.rect), default: "the screen", "the table's frame on screen"),
        LuaOption(
            "parent", .object(PopupBarAPI.containerKey),
            "the container (stage.tabBarController{}, ...) whose bars inset the rows: a tab bar, a toolbar, a popup "
                + "bar (default: stage.window.visibleViewController, or none while the window's root is the implicit "
                    + "plain controller)"
        ),
        LuaOption(
            "contentInsetAdjustmentBehavior", .cases(ContentInsetAdjustmentBehavior.self), default: "\"automatic\"",
            "which safe-area insets inset the rows (UIScrollView's; \"never\": rows start at the frame's top edge)"),
        LuaOption("alwaysBounceVertical", .boolean, default: "true for tables, false for collections",
                  "scrolls vertically even when the rows fit (so the automatic insets apply)"),
        LuaOption(
            "keepsEmptySections", .boolean, default: "false", "the app keeps a section whose last row is deleted"),
        LuaOption("editActions", .fn(row, side, path, returns: .nullable(.list(.oneOf([.object(actionKey), .table])))),
                  "editActions(row, orientation, {section =, row =}) -> list of SwipeAction (or action tables) or nil"),
        LuaOption(
            "editActionsOptions",
            .oneOf([.fn(row, side, path, returns: SwipeValues.optionsType), SwipeValues.optionsType]),
                  "options for every row, or editActionsOptions(row, orientation, path) -> options table"),
        LuaOption("willBeginEditing", .fn(row, side, path), "willBeginEditing(row, orientation, path)"),
        LuaOption("didEndEditing", .fn(("row", .nullable(.integer)), side, ("path", .nullable(path.1))),
                  "didEndEditing(row or nil, orientation, path or nil) (nil: the row was deleted)"),
        LuaOption(
            "visibleRect", .oneOf([.fn(returns: .shape(.rect)), .shape(.rect)]),
            "the table's visible rect in its own coordinates (or a function returning it)"),
        LuaOption("didSelectRow", .fn(row, path), "didSelectRow(row, path): a tap with no row open"),
        ComponentName.option,
        LuaOption.fixes(fixes.map(\.0)),
    ]

    /// The divergences from the library a script may turn on (docs/behavior/swipecellkit.md, "Fixes").
    static let fixes: [(LibraryFix, WritableKeyPath<SwipeFixes, Bool> & Sendable)] = [
        (LibraryFix("immediateCompletion",
                "non-animated hideSwipe, setSwipeOffset and showSwipe call their completion at once (the library "
                    + "never calls it)"
            ), \.immediateCompletion
        ),
        (LibraryFix("overscrollReadsContent",
                "a collection's overscroll trigger reads the moving content, so .fill expands there as in a table "
                    + "(the library reads the unmoving cell frame)"
            ),
         \.overscrollReadsContent),
        (LibraryFix("strictFulfill",
                "action:fulfill with no fill waiting for it is an error (the library ignores it)"), \.strictFulfill
        ),
        (LibraryFix("hideForgetsFulfill",
                "a fill whose row hides or is swiped again before action:fulfill is forgotten (the library's late "
                    + "fulfill still deletes the row)"
            ), \.hideForgetsFulfill
        ),
    ]

    static func constructor(_ name: String, _ kind: SwipeTable.Kind) -> LuaFunctionDecl {
        .constructor(
            name, params: [LuaParam("options", .options(tableOptions), optional: true)], returns: "SwipeTable",
            doc: """
            Creates a \(kind == .table ? "table view" : collectionViewNote) \
            of swipeable rows (SwipeCellKit) and puts it on the screen. Rows are 1-based flat \
            indices across sections. Swipes and taps go through the screen's hit-testing. \
            Timeline source "\(kind.rawValue)#n": editActions, editActionsOptions, \
            willBeginEditing, didEndEditing, haptic, expanded, collapsed, fill, fulfill, \
            deleteRow, handler, insertRow, reloadRow, scroll, and the selection's didHighlightRow, \
            didUnhighlightRow, didDeselectRow, didSelectRow, selectRow, deselectRow. See docs/SWIPE.md.
            """,
            example: """
            local tbl = stage.\(name){ rows = { "Mail 1", "Mail 2" }, rowHeight = 76,
              editActions = function(row, orientation)
                if orientation == "right" then return { stage.swipeAction{ title = "Delete", style = "destructive" } \
            } end
              end }
            tbl:swipe(1, { dx = -220 })
            stage.clock.advance(1)
            print(tbl:row(1).state, tbl:row(1).swipeOffset)   --> right -74
            """) { call in
            let o = call.options(1)
            if let m = o?.field("editActionsOptions", SwipeValues.optionsRefusal) {
                return call.argError(1, "editActionsOptions." + m)
            }
            let rows = o?.field("rows", CellAPI.rows) ?? (data: [], cells: [])
            var cells = rows.cells, flat = 0
            let sections = o?.list("sections") { s in
                s.options.map { o -> (header: String?, rows: [String]) in
                    let r = o.field("rows", CellAPI.rows) ?? (data: [], cells: [])
                    cells += r.cells.map { (flat + $0.0, $0.1) }
                    flat += r.data.count
                    return (header: o.string("header"), rows: r.data)
                }
            }
            if let m = CellAPI.refusal(cells, call) { return call.argError(1, m) }
            let parent = o?.field("parent") { $0.object(PopupBarAPI.containerKey, as: PopupBarContainer.self) }
            if let m = parent?.staleMessage(in: call) { return call.argError(1, "option 'parent': " + m) }
            // The rows are reserved against the memory limit first: over it, nothing is made.
            let table: SwipeTable
            do {
                table = try SwipeTable(
                    stage: call.world.stage, rows: rows.data, sections: sections,
                    rowHeight: o?.number("rowHeight") ?? 44, frame: o?.field("frame") { $0.rect }, kind: kind,
                                        label: ComponentName.read(o)) } catch { return call.fail(error) }
            table.keepsEmptySections = o?.bool("keepsEmptySections") ?? false
            for (f, flag) in fixes where o?.fix(f.name) == true { table.fixes[keyPath: flag] = true }
            table.contentInsetAdjustmentBehavior =
                o?.field("contentInsetAdjustmentBehavior") { $0.enumCase() } ?? .automatic
            table.alwaysBounceVertical = o?.bool("alwaysBounceVertical") ?? (kind == .table)
            table.safeAreaProvider = parent ?? WindowAPI.visibleContentController(call.world.stage)
            if let o { installDelegate(table, o, world: call.world) }
            do { try CellAPI.install(cells, in: table) } catch { return call.fail(error) }
            table.present()
            return call.returning(object: table, as: tableKey)
        }
    }

    static let actionConstructor = LuaFunctionDecl(
        "swipeAction", params: [LuaParam("options", .options(SwipeValues.actionFields.options))],
        returns: "SwipeAction",
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
        // The trampoline checked every key (no lists of options here).
        SwipeValues.action(call.slot(1), stage: call.world.stage).map { call.returning(object: $0, as: actionKey) } ?? 0
    }

    // MARK: Delegate

    static func installDelegate(_ table: SwipeTable, _ o: LuaOptions, world: StageWorld) {
        let source = table.labeledSource, stage = table.stage
        func args(_ p: SwipeRowPath?, _ side: SwipeActionsOrientation?) -> (LuaCall) -> Int32 {
            luaArguments(p.map { $0.index + 1 }, side?.rawValue, p)
        }
        var d = SwipeTableDelegate()
        let actionList = LuaType.list(.oneOf([.object(actionKey), .options(SwipeValues.actionFields.options)]))
        d.editActions = o.ref("editActions").map { fn in
            { path, side in
                try world.invoke(fn, as: "editActions of \(source)", args(path, side), returning: actionList) { v in
                v.elements { SwipeValues.action($0, stage: stage)?.engineAction(of: source, world: world) }
            } }
        }
        let options = o.field("editActionsOptions", SwipeValues.options)
        d.editActionsOptions = options.map { options in { _, _ in options } } ?? o.ref("editActionsOptions").map { fn in
                { p, side in
                    try world.invoke(
                        fn, as: "editActionsOptions of \(source)", args(p, side), returning: SwipeValues.optionsType,
                                          refusal: SwipeValues.optionsRefusal, SwipeValues.options) ?? SwipeOptions() }
        }
        d.willBeginEditing = o.ref("willBeginEditing").map { fn in
            { p, side in try world.invoke(fn, as: "willBeginEditing of \(source)", args(p, side)) }
        }
        d.didEndEditing = o.ref("didEndEditing").map { fn in
            { p, side in try world.invoke(fn, as: "didEndEditing of \(source)", args(p, side)) }
        }
        d.didSelectRow = o.ref("didSelectRow").map { fn in
            { p in try world.invoke(fn, as: "didSelectRow of \(source)", luaArguments(p.index + 1, p)) }
        }
        d.visibleRect =
            o.field("visibleRect") { $0.rect }.map { fixed in { fixed } }
            ?? o.ref("visibleRect").map { fn in
            { try world.invoke(fn, as: "visibleRect of \(source)", { _ in 0 }, returning: .shape(.rect)) { $0.rect } }
        }
        table.delegate = d
    }

    // MARK: Arguments

    /// The 0-based index a row argument means (an index or a row handle of this table).
    static func row(_ call: LuaCall, _ i: Int32, of table: SwipeTable) throws -> Int {
        guard let ref = call.slot(i).object(rowKey, as: SwipeRowRef.self) else {
            try ArgumentError.row(i, call, table.labeledSource, table.checkRow(call.index(i)))
            return call.index(i)
        }
        guard ref.table === table else {
            throw SwipeError.badInput("that row belongs to \(ref.table.labeledSource), not \(table.labeledSource)")
        }
        return try ref.staleMessage(in: call).map { throw SwipeError.badInput($0) } ?? ref.currentIndex()
    }

}

/// A row's path as callbacks get it: `{section =, row =}` (1-based).
extension SwipeRowPath: LuaPushable {
    public func push(to stack: LuaStack) { LuaTableValue(["section": section + 1, "row": row + 1]).push(to: stack) }
}
