import LuaBridge
import StageKit

// The swipe area's userdata types: SwipeTable (tables and collections), SwipeRow, SwipePan and
// SwipeAction (see SwipeAPI.swift for the constructors). The examples' shared setup (`ex`, `mk`)
// is put before them once per list (`withExampleSetup`).

extension SwipeAPI {
    /// The examples' table: three rows with a "Delete" action on the right.
    static let ex =
        "local tbl = stage.tableView{ rows = { \"Mail 1\", \"Mail 2\", \"Mail 3\" }, rowHeight = 76,\n  editActions "
        + "= function(row, orientation)\n    if orientation == \"right\" then return { stage.swipeAction{ title = "
            + "\"Delete\", style = \"destructive\" } } end\n  end }\n"

    /// A SwipeTable method whose first parameter is a row: the body gets the row's 0-based index;
    /// the example starts with `setup` (`ex`).
    static func rowMethod(_ name: String, params: [LuaParam] = [], returns: String = "nothing", setup: String = ex,
                          doc: String, example: String,
                          _ body: @escaping @Sendable (SwipeTable, Int, LuaCall) throws -> Int32) -> LuaFunctionDecl {
        .method(
            name, on: SwipeTable.self, params: [rowParam] + params, returns: returns,
                doc: doc, example: setup + example) { t, call in try body(t, try row(call, 2, of: t), call) }
    }

    static let tableType = LuaTypeDecl(tableKey, doc: """
        A table (or collection) view of swipeable rows. Rows are 1-based flat indices (across \
        sections) or SwipeRow handles; every input goes through the screen's hit-testing, so \
        a sheet or popup above the table blocks it with a clear error.
        """, methods: [
            rowMethod(
                "swipe", params: [DragShape.param(duration: 0.25)], returns: CommandOutcome.luaReturns, doc: """
        A horizontal pan on the row from 16 pt inside the edge the finger leaves, then release \
        (open/close decided by the velocity's sign: even a short drag opens, SwipeController.swift 313-322). \
        Raises (an error, not false) when the row cannot be touched: its table out of the window \
        (a tab not shown), the row outside the table (scroll it into view first) or off screen, or \
        covered (naming what covers it).
        """,
                example:
                    "tbl:swipe(1, { dx = -220, duration = 0.25 })\nstage.clock.advance(1)\nprint(tbl:row(1).state)   "
                        + "--> right") { t, i, call in
            let d = DragShape.read(call.options(3), duration: 0.25)
            return call.input { try t.swipe(row: i, dx: d.dx, dy: d.dy, duration: d.duration, velocity: d.velocity) }
        },
            rowMethod(
                "pan",
                params: [
                    .options(
                        LuaOption(
                            "x", .range(LuaRange()), default: "the table's middle",
                            "where the finger touches down (screen x)"))
                ],
                  returns: "SwipePan", setup: "", doc: """
        Touches the row down for a step-wise pan: g:move(dx) moves the finger (translation from \
        touch-down), g:release{ velocity = v } lifts it. Raises (an error, not false) when the \
        row cannot be touched, as swipe does.
        """,
        example: """
        local tbl = stage.tableView{ rows = { "Mail 1" }, rowHeight = 76, frame = { x = 0, y = 0, width = 375, height \
        = 667 },
          editActions = function(row, orientation)
            if orientation ~= "right" then return nil end
            return { stage.swipeAction{ title = "Delete", style = "destructive" }, stage.swipeAction{ title = "Flag" },
                     stage.swipeAction{ title = "More" } }
          end }
        local g = tbl:pan(1)
        g:move(-300)                       -- past the 222-pt actions: the rubber band
        print(tbl:row(1).swipeOffset)   --> -253.2
        g:release{ velocity = { -600, 0 } }
        """) { t, i, call in
                    call.returning(
                        object: SwipePanHandle(
                            table: t, session: try t.beginPan(row: i, x: call.options(3)?.number("x"))), as: panKey)
        },
            .method(
                "row", on: SwipeTable.self, params: [LuaParam("row", .integer, "1-based flat index")],
                returns: "SwipeRow",
                doc:
                    "The handle of a row: it follows the row through deletes and inserts; stale once the row is "
                        + "deleted.",
                example: """
                \(ex)print(tbl:row(2).data)   --> Mail 2
                """) { t, call in call.returning(object: try t.rowRef(SwipeAPI.row(call, 2, of: t)), as: rowKey) },
            rowMethod(
                "tapAction",
                params: [LuaParam("action", .oneOf([.string, .integer]), "a title or a 1-based delegate index")],
                returns: CommandOutcome.luaReturns,
                doc:
                    "Taps a revealed button of an open row through the screen (touch-up inside performs it). A row "
                    + "that ignores it (still moving, a fill in progress): false and why. Raises (an error, not "
                    + "false) when the button cannot be touched: its table out of the window, the row closed (it "
                        + "shows no buttons: swipe it open first), the button not revealed, off screen or covered.",
                example: "tbl:swipe(1, { dx = -220 })\nstage.clock.advance(1)\ntbl:tapAction(1, \"Delete\")"
            ) { t, i, call in
                    call.input {
                        try t.tapAction(
                            row: i,
                            index: try call.slot(3).string.map { try t.actionIndex(row: i, title: $0) } ?? call.index(3)
                        )
                    }
        },
        rowMethod("tapRow", returns: CommandOutcome.luaReturns,
                doc:
                    "Taps the row's content: closes an open row, else selects it (didSelectRow). Raises (an error, "
                        + "not false) when the row cannot be touched, as swipe does.",
                  example: "tbl:tapRow(2)") { t, i, call in call.input { try t.tapRow(i) } },
            .method(
                "scroll", on: SwipeTable.self,
                params: [LuaParam("dy", .range(LuaRange()), "points to scroll the content up")],
                returns: "number",
                doc: "Scrolls at once (clamped); open rows close as the list's pan begins. Returns the new offset.",
                example: "local tbl = stage.tableView{ rows = 100 }\nprint(tbl:scroll(88))   --> 88") { t, call in
            t.scroll(by: call.number(2))
            return call.finish(call.returning(LuaCompactNumber(t.scrollOffset)))
        },
            rowMethod(
                "showSwipe", params: [LuaParam("orientation", .cases(SwipeActionsOrientation.self)), animation],
                returns: CommandOutcome.luaReturns,
                doc:
                    "Opens a side programmatically (showSwipe(orientation:animated:completion:)); a side without "
                    + "actions: nothing (false and why); without animation the completion is never called (fixes = { "
                        + "immediateCompletion = true }: at once).",
                example: "tbl:showSwipe(1, \"right\", { animated = false })\nprint(tbl:row(1).swipeOffset)   --> -74"
            ) { t, i, call in
                    call.input(animation: 4) {
                        try t.showSwipe(
                            row: i, orientation: call.slot(3).enumCase() ?? .right, animated: $0, completion: $1)
                    }
        },
            rowMethod(
                "hideSwipe", params: [animation], returns: CommandOutcome.luaReturns,
                doc:
                    "Closes an open row (hideSwipe(animated:completion:)); a row that is not open: nothing (false "
                    + "and why), no completion. Without animation the completion is never called (fixes = { "
                        + "immediateCompletion = true }: at once).",
                example:
                    "tbl:showSwipe(1, "
                    + "\"right\")\nstage.clock.advance(1)\ntbl:hideSwipe(1)\nstage.clock.advance(1)\n"
                    + "print(tbl:row(1).state)   --> center"
            ) { t, i, call in call.input(animation: 3) { try t.hideSwipe(row: i, animated: $0, completion: $1) } },
            rowMethod(
                "setSwipeOffset",
                params: [
                    LuaParam("offset", .range(LuaRange()), "content offset (negative: right actions)"), animation,
                ],
                returns: CommandOutcome.luaReturns,
                doc:
                    "setSwipeOffset(_:animated:completion:): moves the content to the offset, at most the row's "
                    + "width (asking for actions first when needed); without animation the completion is never "
                        + "called (fixes = { immediateCompletion = true }: at once).",
                example: "tbl:setSwipeOffset(1, -40, { animated = false })\nprint(tbl:row(1).swipeOffset)   --> -40"
            ) { t, i, call in
                    call.input(animation: 4) {
                        try t.setSwipeOffset(row: i, offset: call.number(3), animated: $0, completion: $1)
                    }
                },
        rowMethod("rowData", returns: "string",
                  doc: "The row's data.",
                  example: "print(tbl:rowData(3))   --> Mail 3") { t, i, call in call.returning(try t.rowData(i)) },
            rowMethod(
                "deleteRow", returns: CommandOutcome.luaReturns,
                doc: """
        The app deletes a row (deleteRows): later rows move up (indices shift; frames animate \
        0.3 s). Deleting a row the library is about to delete itself is a clear error.
        """,
                example: "tbl:deleteRow(1)\nprint(tbl.rowCount, tbl:rowData(1))   --> 2 Mail 2"
            ) { t, i, call in call.input { try t.deleteRow(i) } },
        .method("insertRow", on: SwipeTable.self,
                params: [
                    LuaParam("row", .integer, "the new row's 1-based index (up to rowCount + 1)"),
                    LuaParam("data", .string),
                    .options(
                        LuaOption("height", .range(LuaRange(min: 0, minExclusive: true)), default: "rowHeight",
                                  "its height")),
                ],
                returns: CommandOutcome.luaReturns,
                doc: "Inserts a row (later rows move down).",
                example: """
                \(ex)tbl:insertRow(1, "New mail")
                print(tbl:rowData(1), tbl.rowCount)   --> New mail 4
                """) { t, call in
                    call.input {
                        try ArgumentError.row(2, call, t.labeledSource, inserting: true, t.insertRow(
                            call.index(2), data: call.string(3), height: call.options(4)?.number("height")))
                    }
                },
        rowMethod("rowFrame", returns: "table",
                  doc: "The row's content frame on screen now (moved by its swipe offset).",
                example: "local f = tbl:rowFrame(2)\nprint(f.y, f.height)   --> 135 76"
            ) { t, i, call in call.returning(try t.rowFrame(i)) },
            .method(
                "setEditing", on: SwipeTable.self, params: [LuaParam("editing", .boolean)],
                returns: CommandOutcome.luaReturns,
                doc: "UIKit's setEditing (tables): hides every row without animation and blocks swipes while on.",
                example: """
                \(ex)tbl:setEditing(true)
                """) { t, call in call.input { t.setEditing(call.bool(2)) } },
    ] + SwipeRowsAPI.tableMethods, properties: [
        .value(SwipeTable.self, "rowCount", .integer,
               doc: "How many rows (all sections).",
               example: "print(tbl.rowCount)   --> 3") { $0.rowCount },
        .value(SwipeTable.self, "sectionCount", .integer,
               doc: "How many sections (1 without sections).",
               example: "print(tbl.sectionCount)   --> 1") { $0.sectionCount },
        .value(SwipeTable.self, "kind", .enumeration(["table", "collection"]),
               doc: "\"table\" or \"collection\".",
               example: "print(tbl.kind)   --> table") { $0.kind.rawValue },
            LuaPropertyDecl(
                "source", .string, doc: "The timeline source, \"table#1\" (readable after a reset).",
                example: "print(tbl.source)   --> table#1",
                        getter: .swift { call in call.returning(call.object(1, as: SwipeTable.self).source) }),
            ComponentName.property(
                SwipeTable.self,
                example: "local inbox = stage.tableView{ name = \"inbox\", rows = 3 }\nprint(inbox.name)   --> inbox"),
        .value(SwipeTable.self, "scrollOffset", .number,
                doc:
                    "How far the content is scrolled from its resting place at the top (points; 0 there whatever the "
                        + "insets).",
               example: "print(tbl.scrollOffset)   --> 0") { LuaCompactNumber($0.scrollOffset) },
        .value(SwipeTable.self, "contentOffset", .shape(.point),
                doc:
                    "UIKit's contentOffset {x =, y =}: y is scrollOffset minus adjustedContentInset.top (negative at "
                        + "the top).",
               example: "print(tbl.contentOffset.y)   --> -59") { $0.contentOffset },
        WindowAPI.tableParent,
        .on(SwipeTable.self, "contentInsetAdjustmentBehavior", .cases(ContentInsetAdjustmentBehavior.self), doc: """
            UIScrollView's contentInsetAdjustmentBehavior. "automatic" (the default) and "scrollableAxes" \
            inset the rows by the safe-area insets the frame reaches into, top and bottom, while the table \
            can scroll vertically (a table always can; a collection when its rows are taller than its \
            frame, or with alwaysBounceVertical): rows start below the status bar and scroll above the \
            home indicator. "never": rows start at the frame's top edge. A change keeps scrollOffset.
            """, example: "tbl.contentInsetAdjustmentBehavior = \"never\"\nprint(tbl:rowFrame(1).y)   --> 0",
            get: { t, call in call.returning(t.contentInsetAdjustmentBehavior.rawValue) },
            set: { t, call in t.contentInsetAdjustmentBehavior = call.slot(2).enumCase() ?? .automatic }),
        .on(SwipeTable.self, "alwaysBounceVertical", .boolean, doc: """
            UIScrollView's alwaysBounceVertical (tables: true, collections: false). A table that does not \
            bounce can scroll only when its rows are taller than its frame, and gets no automatic insets while they fit.
            """, example: "print(tbl.alwaysBounceVertical)   --> true",
                get: { t, call in call.returning(t.alwaysBounceVertical) },
                set: { t, call in t.alwaysBounceVertical = call.bool(2) }),
        .value(SwipeTable.self, "safeAreaInsets", .shape(.insets),
                doc:
                    "How far the table's frame reaches into the screen's safe-area insets {top =, left =, bottom =, "
                        + "right =}.",
               example: "print(tbl.safeAreaInsets.top, tbl.safeAreaInsets.bottom)   --> 59 34") { $0.safeAreaInsets },
        .value(SwipeTable.self, "adjustedContentInset", .shape(.insets),
                doc:
                    "UIKit's adjustedContentInset {top =, left =, bottom =, right =}: the safe-area insets "
                        + "contentInsetAdjustmentBehavior lets through.",
                example: "print(tbl.adjustedContentInset.top, tbl:rowFrame(1).y)   --> 59 59"
            ) { $0.adjustedContentInset },
        .value(SwipeTable.self, "openRow", .nullable(.integer),
                doc:
                    "The row that is open or being dragged (1-based; the first, when a programmatic open left more "
                        + "than one open), or nil.",
               example: "print(tbl.openRow)   --> nil") { t in
            let ids = t.states.keys.sorted().lazy.filter { [.left, .right, .dragging].contains(t.states[$0]?.state) }
            return ids.compactMap(t.rowIndex(ofID:)).first.map { $0 + 1 }
        },
        .on(SwipeTable.self, "keepsEmptySections", .boolean,
                doc:
                    "The app keeps a section whose last row is deleted (else such a delete is refused, as UIKit's "
                        + "'invalid number of rows').",
            example: "tbl.keepsEmptySections = true",
                get: { t, call in call.returning(t.keepsEmptySections) },
                set: { t, call in t.keepsEmptySections = call.bool(2) }),
        ].withExampleSetup(ex) + SwipeRowsAPI.tableProperties,
        bodies: LuaTypeDecl.describing(SwipeTable.self) { "SwipeTable(\($0.labeledSource), \($0.rowCount) rows)" })

    static let rowType = LuaTypeDecl(rowKey, doc: """
        One row (from tbl:row(i)): it follows the row as indices shift; deleted rows' handles fail clearly.
        """, methods: [
        .method("buttonFrames", on: SwipeRowRef.self, returns: "table", doc: """
        The revealed buttons now, in delegate order: each {index =, title =, frame =, visible =, \
        wrapper =, scale =, alpha =, backgroundColor =, percentVisible =} (screen points; \
        `visible` is the part not clipped). Empty when the row shows no actions.
        """,
                example:
                    "tbl:showSwipe(1, \"right\", { animated = false })\nlocal b = "
                    + "tbl:row(1):buttonFrames()[1]\nprint(b.title, b.visible.x, b.visible.width)   --> Delete 319 74"
            ) { r, call in
            call.returning(try r.table.buttonFrames(ofRow: try r.currentIndex()).map { b in LuaTableValue([
                "index": b.index + 1, "title": b.title, "frame": b.frame, "visible": b.visible, "wrapper": b.wrapper,
                                "scale": LuaCompactNumber(b.scale), "alpha": LuaCompactNumber(b.alpha),
                                "percentVisible": LuaCompactNumber(b.percentVisible),
                "backgroundColor": b.backgroundColor?.hex,
            ]) })
        },
        .method("accessibilityActions", on: SwipeRowRef.self, returns: "table", doc: """
        VoiceOver's custom actions (the row's accessibilityCustomActions): [right first, left first, rest of right, \
        rest of \
        left], each {name =, orientation =, index =, style =}. Reading asks the delegate for \
        both sides (logged).
        """,
        example: "print(tbl:row(1):accessibilityActions()[1].name)   --> Delete") { r, call in
            call.finish(call.returningList(try r.table.accessibilityActions(row: try r.currentIndex())) { a in
                            call.push(
                                LuaTableValue([
                                    "name": a.name, "orientation": a.orientation.rawValue, "index": a.index + 1,
                                    "style": a.style.rawValue,
                                ]))
            })
        },
        .method("performAccessibilityAction", on: SwipeRowRef.self,
                params: [
                    LuaParam(
                        "action", .oneOf([.string, .integer]), "a name or a 1-based index in accessibilityActions()")
                ], returns: CommandOutcome.luaReturns,
                doc:
                    "Performs a custom action as VoiceOver does: the handler, no expansion; a destructive one "
                        + "deletes the row.",
                example: "tbl:row(1):performAccessibilityAction(\"Delete\")\nprint(tbl.rowCount)   --> 2") { r, call in
                    let names =
                        try call.slot(2).string.map { _ in
                            try r.table.accessibilityActions(row: try r.currentIndex()).map(\.name)
                        } ?? []
            guard let k = call.slot(2).string.map({ names.firstIndex(of: $0) }) ?? call.index(2)
            else { throw SwipeError.noActionTitled(call.string(2), titles: names) }
            return call.input { try r.table.performAccessibilityAction(row: try r.currentIndex(), k) }
        },
    ].withExampleSetup(ex), properties: [
        .value(SwipeRowRef.self, "index", .integer,
               doc: "The row's 1-based flat index now.",
               example: "print(tbl:row(2).index)   --> 2") { try $0.currentIndex() + 1 },
        .value(SwipeRowRef.self, "section", .integer,
               doc: "Its 1-based section.",
                example: "print(tbl:row(2).section)   --> 1"
            ) { r in r.table.path(ofRow: try r.currentIndex()).section + 1 },
        .value(SwipeRowRef.self, "rowInSection", .integer,
               doc: "Its 1-based row within the section.",
                example: "print(tbl:row(2).rowInSection)   --> 2"
            ) { r in r.table.path(ofRow: try r.currentIndex()).row + 1 },
        .on(SwipeRowRef.self, "data", .string,
               doc: "The row's data (the app's model). Writing it is setRowData: the cell shows it once reloaded.",
               example: "local r = tbl:row(2)\nr.data = \"Mail 2 (read)\"\nprint(r.data)   --> Mail 2 (read)",
               get: { r, call in call.returning(try r.table.rowData(try r.currentIndex())) },
               set: { r, call in try r.table.setRowData(try r.currentIndex(), call.string(2)) }),
    ].withExampleSetup(ex) + CellAPI.rowProperties + [
            .value(
                SwipeRowRef.self, "swipeOffset", .number,
               doc: "The content's horizontal offset now (negative: right actions showing).",
                example: "print(tbl:row(1).swipeOffset)   --> 0"
            ) { r in LuaCompactNumber(try r.swipeState().offset(at: r.stage.now)) },
        .value(SwipeRowRef.self, "state", .cases(SwipeState.self),
               doc: "\"center\", \"dragging\", \"left\", \"right\" or \"animatingToCenter\".",
               example: "print(tbl:row(1).state)   --> center") { try $0.swipeState().state.rawValue },
            .value(
                SwipeRowRef.self, "orientation", .nullable(.cases(SwipeActionsOrientation.self)),
               doc: "The side whose actions view exists, or nil.",
               example: "print(tbl:row(1).orientation)   --> nil") { try $0.swipeState().orientation?.rawValue },
        .value(SwipeRowRef.self, "expanded", .boolean,
               doc: "Whether the actions view is expanded.",
               example: "print(tbl:row(1).expanded)   --> false") { try $0.swipeState().isExpanded },
            .value(
                SwipeRowRef.self, "visibleWidth", .number,
               doc: "How much of the actions view shows now (points).",
                example: "print(tbl:row(1).visibleWidth)   --> 0"
            ) { r in LuaCompactNumber(try r.swipeState().visibleWidth(at: r.stage.now)) },
        .value(SwipeRowRef.self, "frame", .shape(.rect),
               doc: "The content frame on screen now.",
               example: "print(tbl:row(1).frame.height)   --> 76") { r in try r.table.rowFrame(try r.currentIndex()) },
    ].withExampleSetup(ex) + SwipeRowsAPI.rowProperties, bodies: LuaTypeDecl.describing(SwipeRowRef.self) { r in
            // As a Popup's: its table as messages name it, and its state (where a glance looks).
            r.table.rowIndex(ofID: r.rowID).map { "SwipeRow(\(r.table.labeledSource) row \($0 + 1), "
                + ((try? r.table.swipeState(ofRow: $0).state.rawValue) ?? "?") + ")" }
                ?? "SwipeRow(\(r.table.labeledSource), deleted)"
        })

    static let panType = LuaTypeDecl(
        panKey, doc: "A finger held on a row (tbl:pan(i)): move it, then release it.",
        methods: [
            .method(
                "move", on: SwipePanHandle.self,
                params: [
                    LuaParam("dx", .range(LuaRange()), "the translation from touch-down (points)"),
                    .options(
            LuaOption("dy", .range(LuaRange()), default: "0", "vertical translation"),
                        LuaOption(
                            "duration", StageTypes.seconds, default: "0.05",
                            "how long the finger takes (samples at 120 Hz; the clock advances)")
        )], returns: CommandOutcome.luaReturns, doc: """
        Moves the finger to translation (dx, dy) from touch-down. The first sample is the pan's \
        began (its velocity picks the side), later ones changed. Raises (an error, not false) when \
        the pan was released (touch down again for a new one).
        """,
        example: "local g = tbl:pan(1)\ng:move(-50)\nprint(tbl:row(1).swipeOffset)   --> -50\ng:release()") { g, call in
                    let o = call.options(3),
                        to = Point(x: g.session.start.x + call.number(2), y: g.session.start.y + (o?.number("dy") ?? 0))
                    return call.input {
                        try g.session.move(to: to, duration: SimDuration(seconds: o?.number("duration") ?? 0.05))
                    }
        },
            .method(
                "release", on: SwipePanHandle.self,
                params: [
                    LuaParam(
                        "options", .options([DragShape.options(duration: 0)[3]]), optional: true,
                                                                        retired: DragShape.retired)],
                returns: CommandOutcome.luaReturns,
                doc:
                    "Lifts the finger: the row snaps open or closed by the velocity's sign, as SwipeCellKit does. A "
                        + "second release does nothing (false and why); a move after it is an error.",
                example:
                    "local g = tbl:pan(1)\ng:move(-120)\ng:release{ velocity = { -600, 0 } "
                    + "}\nstage.clock.advance(1)\nprint(tbl:row(1).state)   --> right"
            ) { g, call in call.input { g.session.release(velocity: call.options(2)?.point("velocity")) } },
    ].withExampleSetup(ex), properties: [
            .value(
                SwipePanHandle.self, "translation", .number,
               doc: "The finger's horizontal translation from touch-down.",
                example: "local g = tbl:pan(1)\ng:move(-50)\nprint(g.translation)   --> -50"
            ) { LuaCompactNumber($0.session.location.x - $0.session.start.x) },
        .value(SwipePanHandle.self, "released", .boolean,
               doc: "Whether release() ran.",
               example: "print(tbl:pan(1).released)   --> false") { $0.session.isReleased },
    ].withExampleSetup(ex), bodies: LuaTypeDecl.describing(SwipePanHandle.self) { "SwipePan(\($0.table.source))" })

    /// The action examples' setup.
    static let mk =
        "local a = stage.swipeAction{ title = \"Flag\", backgroundColor = \"#FF9500\", identifier = \"flag\" }\n"

    static let actionType = LuaTypeDecl(
        actionKey, doc: "A swipe action (stage.swipeAction{...}); its handler receives it.",
        methods: [
        .method("fulfill", on: SwipeActionBox.self,
                params: [LuaParam("style", .cases(ExpansionFulfillmentStyle.self), "\"delete\" or \"reset\"")],
                returns: CommandOutcome.luaReturns, doc: """
        Completes the fill this action is waiting for (action.fulfill(with:)): "delete" removes \
        the row (later rows move up), "reset" returns it to center. With no fill waiting it does \
        nothing, as in the library (false and why; fixes = { strictFulfill = true }: an error).
        """,
        example: """
        \(ex)stage.swipeAction{ title = "X" }:fulfill("reset")   -- nothing waits: nothing happens
        """) { a, call in
            // Never performed: the library's action has no completion handler, so nothing happens.
                    guard let ref = a.performed else {
                        return call.returning(
                            CommandOutcome.didNothing("the action was never performed: no fill waits for it"))
                    }
            return call.input { try ref.fulfill(with: ExpansionFulfillmentStyle(rawValue: call.string(2)) ?? .reset) }
        },
    ], properties: [
        .value(SwipeActionBox.self, "title", .nullable(.string),
               doc: "The title.",
               example: "print(a.title)   --> Flag") { $0.action.title },
        .value(SwipeActionBox.self, "image", .nullable(.string),
               doc: "The image name.",
               example: "print(a.image)   --> nil") { $0.action.image },
        .value(SwipeActionBox.self, "style", .cases(SwipeActionStyle.self),
               doc: "\"default\" or \"destructive\".",
               example: "print(a.style)   --> default") { $0.action.style.rawValue },
        .value(SwipeActionBox.self, "identifier", .nullable(.string),
               doc: "The app's identifier.",
               example: "print(a.identifier)   --> flag") { $0.action.identifier },
        .value(SwipeActionBox.self, "backgroundColor", .nullable(.string),
               doc: "The effective background color (nil when clear or an effect).",
               example: "print(a.backgroundColor)   --> #ff9500") { $0.action.effectiveBackgroundColor?.hex },
        .value(SwipeActionBox.self, "textColor", .string,
               doc: "The effective title color.",
               example: "print(a.textColor)   --> #ffffff") { $0.action.effectiveTextColor.hex },
        .value(SwipeActionBox.self, "hidesWhenSelected", .boolean,
               doc: "A tap closes the row before the handler.",
               example: "print(a.hidesWhenSelected)   --> false") { $0.action.hidesWhenSelected },
        .value(SwipeActionBox.self, "accessibilityName", .nullable(.string),
               doc: "The VoiceOver name (accessibilityLabel, else title, else image).",
               example: "print(a.accessibilityName)   --> Flag") { $0.action.name },
        ].withExampleSetup(mk),
        bodies: LuaTypeDecl.describing(SwipeActionBox.self) {
            "SwipeAction('\($0.action.title ?? "")', \($0.action.style.rawValue))"
        })
}

/// The row's swipe state now.
extension SwipeRowRef {
    fileprivate func swipeState() throws(SwipeError) -> SwipeRowState {
        try table.swipeState(ofRow: try currentIndex())
    }
}
