import LuaBridge
import StageKit

// The swipe area's userdata types: SwipeTable (tables and collections), SwipeRow, SwipePan and
// SwipeAction (see SwipeAPI.swift for the constructors).

extension SwipeAPI {
    /// The examples' table: three rows with a "Delete" action on the right.
    static let ex =
        "local tbl = stage.tableView{ rows = { \"Mail 1\", \"Mail 2\", \"Mail 3\" }, rowHeight = 76,\n  editActions = function(row, orientation)\n    if orientation == \"right\" then return { stage.swipeAction{ title = \"Delete\", style = \"destructive\" } } end\n  end }\n"

    /// Runs engine work (an input, a change): engine errors pass through, clock refusals are
    /// mapped, callback errors are raised once the engine's work is done.
    static func input(_ call: LuaCall, _ body: () throws -> Void) throws -> Int32 {
        do { try body() } catch where !(error is SwipeError || error is LuaError || error is LuaLimitAbort) {
            return ClockAPI.clockFailure(call, error)
        }
        return call.finish(0)
    }

    /// A SwipeTable method whose first parameter is a row: the body gets the row's 0-based index.
    static func rowMethod(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String, example: String,
                          _ body: @escaping @Sendable (SwipeTable, Int, LuaCall) throws -> Int32) -> LuaFunctionDecl {
        .method(name, on: SwipeTable.self, params: [rowParam] + params, returns: returns, doc: doc, example: example) { t, call in
            try body(t, try row(call, 2, of: t), call)
        }
    }

    static var tableType: LuaTypeDecl {
        LuaTypeDecl(tableKey, doc: """
            A table (or collection) view of swipeable rows. Rows are 1-based flat indices (across \
            sections) or SwipeRow handles; every input goes through the screen's hit-testing, so \
            a sheet or popup above the table blocks it with a clear error.
            """, methods: [
            rowMethod("swipe", params: [LuaParam("options", .options([
                LuaOption("dx", .range(LuaRange()), required: true, "horizontal travel (negative: reveals the right actions)"),
                LuaOption("duration", StageTypes.seconds, default: "0.25", "how long the finger moves (the clock advances by it)"),
                LuaOption("velocity", .oneOf([.number, .shape(.point)]), "release velocity vx (or {x, y}); default: measured over the last 50 ms"),
            ]))], doc: """
            A horizontal pan on the row from 16 pt inside the edge the finger leaves, then release \
            (open/close decided by the velocity's sign: even a short drag opens, quirk 13.1).
            """, example: ex + "tbl:swipe(1, { dx = -220, duration = 0.25 })\nstage.clock.advance(1)\nprint(tbl:row(1).state)   --> right") { t, i, call in
                let o = call.options(3)
                let duration = SimDuration(seconds: o?.number("duration") ?? 0.25), v = o?.field("velocity", velocity)
                return try input(call) { try t.swipe(row: i, dx: o?.number("dx") ?? 0, duration: duration, velocity: v) }
            },
            rowMethod("pan", params: [LuaParam("options", .options([
                LuaOption("x", .range(LuaRange()), default: "the table's middle", "where the finger touches down (screen x)"),
            ]), optional: true)], returns: "SwipePan", doc: """
            Touches the row down for a step-wise pan: g:move(dx) moves the finger (translation from \
            touch-down), g:release{ velocity = v } lifts it.
            """,
            example: """
            local tbl = stage.tableView{ rows = { "Mail 1" }, rowHeight = 76, frame = { x = 0, y = 0, width = 375, height = 667 },
              editActions = function(row, orientation)
                if orientation ~= "right" then return nil end
                return { stage.swipeAction{ title = "Delete", style = "destructive" }, stage.swipeAction{ title = "Flag" },
                         stage.swipeAction{ title = "More" } }
              end }
            local g = tbl:pan(1)
            g:move(-300)                       -- past the 222-pt actions: the rubber band
            print(tbl:row(1).swipeOffset)   --> -253.2
            g:release{ velocity = -600 }
            """) { t, i, call in
                call.returning(object: SwipePanHandle(table: t, session: try t.beginPan(row: i, x: call.options(3)?.number("x"))), as: panKey)
            },
            .method("row", on: SwipeTable.self, params: [LuaParam("row", .integer, "1-based flat index")], returns: "SwipeRow",
                    doc: "The handle of a row: it follows the row through deletes and inserts; stale once the row is deleted.",
                    example: ex + "print(tbl:row(2).data)   --> Mail 2") { t, call in call.returning(object: try t.rowRef(call.index(2)), as: rowKey) },
            rowMethod("tapAction", params: [LuaParam("action", .oneOf([.string, .integer]), "a title or a 1-based delegate index")],
                      doc: "Taps a revealed button of an open row through the screen (touch-up inside performs it).",
                      example: ex + "tbl:swipe(1, { dx = -220 })\nstage.clock.advance(1)\ntbl:tapAction(1, \"Delete\")") { t, i, call in
                let k = try call.slot(3).string.map { try t.actionIndex(row: i, title: $0) } ?? call.index(3)
                return try input(call) { try t.tapAction(row: i, index: k) }
            },
            rowMethod("tapRow", doc: "Taps the row's content: closes an open row, else selects it (didSelectRow).",
                      example: ex + "tbl:tapRow(2)") { t, i, call in try input(call) { try t.tapRow(i) } },
            .method("scroll", on: SwipeTable.self, params: [LuaParam("dy", .range(LuaRange()), "points to scroll the content up")], returns: "number",
                    doc: "Scrolls at once (clamped); open rows close as the list's pan begins. Returns the new offset.",
                    example: "local tbl = stage.tableView{ rows = 100 }\nprint(tbl:scroll(88))   --> 88") { t, call in
                t.scroll(by: call.number(2))
                return call.finish(call.returning(LuaCompactNumber(t.scrollOffset)))
            },
            rowMethod("showSwipe", params: [LuaParam("orientation", .enumeration(["left", "right"])), animatedOptions],
                      doc: "Opens a side programmatically (showSwipe(orientation:animated:completion:)).",
                      example: ex + "tbl:showSwipe(1, \"right\", { animated = false })\nprint(tbl:row(1).swipeOffset)   --> -74") { t, i, call in
                let (a, c) = animated(call, 4)
                return try input(call) { try t.showSwipe(row: i, orientation: call.string(3) == "left" ? .left : .right, animated: a, completion: c) }
            },
            rowMethod("hideSwipe", params: [animatedOptions],
                      doc: "Closes an open row (hideSwipe(animated:completion:)); a row that is not open: nothing, no completion (quirk 13.4).",
                      example: ex + "tbl:showSwipe(1, \"right\")\nstage.clock.advance(1)\ntbl:hideSwipe(1)\nstage.clock.advance(1)\nprint(tbl:row(1).state)   --> center") { t, i, call in
                let (a, c) = animated(call, 3)
                return try input(call) { try t.hideSwipe(row: i, animated: a, completion: c) }
            },
            rowMethod("setSwipeOffset", params: [LuaParam("offset", .range(LuaRange()), "content offset (negative: right actions)"), animatedOptions],
                      doc: "setSwipeOffset(_:animated:completion:): moves the content to the offset (asking for actions first when needed).",
                      example: ex + "tbl:setSwipeOffset(1, -40, { animated = false })\nprint(tbl:row(1).swipeOffset)   --> -40") { t, i, call in
                let (a, c) = animated(call, 4)
                return try input(call) { try t.setSwipeOffset(row: i, offset: call.number(3), animated: a, completion: c) }
            },
            rowMethod("rowData", returns: "string", doc: "The row's data.",
                      example: ex + "print(tbl:rowData(3))   --> Mail 3") { t, i, call in call.returning(try t.rowData(i)) },
            rowMethod("deleteRow", doc: """
            The app deletes a row (deleteRows): later rows move up (indices shift; frames animate \
            0.3 s). Deleting a row the library is about to delete itself is a clear error.
            """, example: ex + "tbl:deleteRow(1)\nprint(tbl.rowCount, tbl:rowData(1))   --> 2 Mail 2") { t, i, call in try input(call) { try t.deleteRow(i) } },
            .method("insertRow", on: SwipeTable.self, params: [LuaParam("row", .integer, "the new row's 1-based index (up to rowCount + 1)"),
                                                           LuaParam("data", .string), LuaParam("options", .options([
                LuaOption("height", .range(LuaRange(min: 0, minExclusive: true)), default: "rowHeight", "its height"),
            ]), optional: true)], doc: "Inserts a row (later rows move down).",
                    example: ex + "tbl:insertRow(1, \"New mail\")\nprint(tbl:rowData(1), tbl.rowCount)   --> New mail 4") { t, call in
                try input(call) { try t.insertRow(call.index(2), data: call.string(3), height: call.options(4)?.number("height")) }
            },
            rowMethod("rowFrame", returns: "table", doc: "The row's content frame on screen now (moved by its swipe offset).",
                      example: ex + "local f = tbl:rowFrame(2)\nprint(f.y, f.height)   --> 76 76") { t, i, call in call.returning(try t.rowFrame(i)) },
            .method("setEditing", on: SwipeTable.self, params: [LuaParam("editing", .boolean)],
                    doc: "UIKit's setEditing (tables): hides every row without animation and blocks swipes while on.",
                    example: ex + "tbl:setEditing(true)") { t, call in try input(call) { t.setEditing(call.bool(2)) } },
        ], properties: [
            .value(SwipeTable.self, "rowCount", .integer, doc: "How many rows (all sections).", example: ex + "print(tbl.rowCount)   --> 3") { $0.rowCount },
            .value(SwipeTable.self, "sectionCount", .integer, doc: "How many sections (1 without sections).", example: ex + "print(tbl.sectionCount)   --> 1") { $0.sectionCount },
            .value(SwipeTable.self, "kind", .enumeration(["table", "collection"]), doc: "\"table\" or \"collection\".", example: ex + "print(tbl.kind)   --> table") { $0.kind.rawValue },
            LuaPropertyDecl("source", .string, doc: "The timeline source, \"table#1\" (readable after a reset).", example: ex + "print(tbl.source)   --> table#1",
                            getter: .swift { call in call.returning(call.object(1, as: SwipeTable.self).source) }),
            .value(SwipeTable.self, "scrollOffset", .number, doc: "How far the content is scrolled (points).",
                   example: ex + "print(tbl.scrollOffset)   --> 0") { LuaCompactNumber($0.scrollOffset) },
            .value(SwipeTable.self, "openRow", .nullable(.integer), doc: "The row that is open or being dragged (1-based), or nil.",
                   example: ex + "print(tbl.openRow)   --> nil") { t in
                t.states.keys.sorted().lazy.compactMap { id in
                    [.left, .right, .dragging].contains(t.states[id]?.state) ? t.rowIndex(ofID: id).map { $0 + 1 } : nil
                }.first
            },
            .on(SwipeTable.self, "keepsEmptySections", .boolean, doc: "The app keeps a section whose last row is deleted (else such a delete is refused, as UIKit's 'invalid number of rows').",
                example: ex + "tbl.keepsEmptySections = true", get: { t, call in call.returning(t.keepsEmptySections) },
                set: { t, call in t.keepsEmptySections = call.bool(2) }),
        ], bodies: LuaTypeDecl.describing(SwipeTable.self) { "SwipeTable(\($0.source), \($0.rowCount) rows)" })
    }

    static let orientations = LuaType.enumeration(["left", "right"])

    static var rowType: LuaTypeDecl {
        LuaTypeDecl(rowKey, doc: "One row (from tbl:row(i)): it follows the row as indices shift; deleted rows' handles fail clearly.", methods: [
            .method("buttonFrames", on: SwipeRowRef.self, returns: "table", doc: """
            The revealed buttons now, in delegate order: each {index =, title =, frame =, visible =, \
            wrapper =, scale =, alpha =, backgroundColor =, percentVisible =} (screen points; \
            `visible` is the part not clipped). Empty when the row shows no actions.
            """, example: ex + "tbl:showSwipe(1, \"right\", { animated = false })\nlocal b = tbl:row(1):buttonFrames()[1]\nprint(b.title, b.visible.x, b.visible.width)   --> Delete 319 74") { r, call in
                call.returningList(try r.table.buttonFrames(ofRow: try r.currentIndex())) { b in
                    call.push(LuaRecord(["index": Double(b.index + 1), "title": b.title, "frame": b.frame, "visible": b.visible, "wrapper": b.wrapper,
                                         "scale": LuaCompactNumber(b.scale), "alpha": LuaCompactNumber(b.alpha),
                                         "percentVisible": LuaCompactNumber(b.percentVisible), "backgroundColor": b.backgroundColor?.hex]))
                }
            },
            .method("accessibilityActions", on: SwipeRowRef.self, returns: "table", doc: """
            VoiceOver's custom actions (the row's accessibilityCustomActions): [right first, left first, rest of right, rest of \
            left], each {name =, orientation =, index =, style =}. Reading asks the delegate for \
            both sides (logged).
            """, example: ex + "print(tbl:row(1):accessibilityActions()[1].name)   --> Delete") { r, call in
                call.finish(call.returningList(try r.table.accessibilityActions(row: try r.currentIndex())) { a in
                    call.push(LuaRecord(["name": a.name, "orientation": a.orientation.rawValue, "index": Double(a.index + 1), "style": a.style.rawValue]))
                })
            },
            .method("performAccessibilityAction", on: SwipeRowRef.self, params: [LuaParam("action", .oneOf([.string, .integer]), "a name or a 1-based index in accessibilityActions()")],
                    doc: "Performs a custom action as VoiceOver does: the handler, no expansion; a destructive one deletes the row.",
                    example: ex + "tbl:row(1):performAccessibilityAction(\"Delete\")\nprint(tbl.rowCount)   --> 2") { r, call in
                let i = try r.currentIndex()
                let k = try call.slot(2).string.map { name in
                    let acts = try r.table.accessibilityActions(row: i)
                    guard let k = acts.firstIndex(where: { $0.name == name }) else { throw SwipeError.noActionTitled(name, titles: acts.map(\.name)) }
                    return k
                } ?? call.index(2)
                try r.table.performAccessibilityAction(row: try r.currentIndex(), k)
                return call.finish(0)
            },
        ], properties: [
            .value(SwipeRowRef.self, "index", .integer, doc: "The row's 1-based flat index now.", example: ex + "print(tbl:row(2).index)   --> 2") { try $0.currentIndex() + 1 },
            .value(SwipeRowRef.self, "section", .integer, doc: "Its 1-based section.", example: ex + "print(tbl:row(2).section)   --> 1") { r in r.table.path(ofRow: try r.currentIndex()).section + 1 },
            .value(SwipeRowRef.self, "rowInSection", .integer, doc: "Its 1-based row within the section.", example: ex + "print(tbl:row(2).rowInSection)   --> 2") { r in r.table.path(ofRow: try r.currentIndex()).row + 1 },
            .value(SwipeRowRef.self, "data", .string, doc: "The row's data.", example: ex + "print(tbl:row(2).data)   --> Mail 2") { r in try r.table.rowData(try r.currentIndex()) },
            .value(SwipeRowRef.self, "swipeOffset", .number, doc: "The content's horizontal offset now (negative: right actions showing).",
                   example: ex + "print(tbl:row(1).swipeOffset)   --> 0") { r in LuaCompactNumber(try r.swipeState().offset(at: r.stage.now)) },
            .value(SwipeRowRef.self, "state", .enumeration(SwipeState.allCases.map(\.rawValue)),
                   doc: "\"center\", \"dragging\", \"left\", \"right\" or \"animatingToCenter\".", example: ex + "print(tbl:row(1).state)   --> center") { try $0.swipeState().state.rawValue },
            .value(SwipeRowRef.self, "orientation", .nullable(orientations), doc: "The side whose actions view exists, or nil.",
                   example: ex + "print(tbl:row(1).orientation)   --> nil") { try $0.swipeState().orientation?.rawValue },
            .value(SwipeRowRef.self, "expanded", .boolean, doc: "Whether the actions view is expanded.", example: ex + "print(tbl:row(1).expanded)   --> false") { try $0.swipeState().isExpanded },
            .value(SwipeRowRef.self, "visibleWidth", .number, doc: "How much of the actions view shows now (points).",
                   example: ex + "print(tbl:row(1).visibleWidth)   --> 0") { r in LuaCompactNumber(try r.swipeState().visibleWidth(at: r.stage.now)) },
            .value(SwipeRowRef.self, "frame", .shape(.rect), doc: "The content frame on screen now.", example: ex + "print(tbl:row(1).frame.height)   --> 76") { r in try r.table.rowFrame(try r.currentIndex()) },
        ], bodies: LuaTypeDecl.describing(SwipeRowRef.self) { r in
            r.table.rowIndex(ofID: r.rowID).map { "SwipeRow(\(r.table.source) row \($0 + 1))" } ?? "SwipeRow(\(r.table.source), deleted)"
        })
    }

    static var panType: LuaTypeDecl {
        LuaTypeDecl(panKey, doc: "A finger held on a row (tbl:pan(i)): move it, then release it.", methods: [
            .method("move", on: SwipePanHandle.self, params: [LuaParam("dx", .range(LuaRange()), "the translation from touch-down (points)"),
                                                        LuaParam("options", .options([
                LuaOption("dy", .range(LuaRange()), default: "0", "vertical translation"),
                LuaOption("duration", StageTypes.seconds, default: "0.05", "how long the finger takes (samples at 120 Hz; the clock advances)"),
            ]), optional: true)], doc: """
            Moves the finger to translation (dx, dy) from touch-down. The first sample is the pan's \
            began (its velocity picks the side), later ones changed.
            """, example: ex + "local g = tbl:pan(1)\ng:move(-50)\nprint(tbl:row(1).swipeOffset)   --> -50\ng:release()") { g, call in
                let o = call.options(3)
                let to = Point(x: g.session.start.x + call.number(2), y: g.session.start.y + (o?.number("dy") ?? 0))
                return try input(call) { try g.session.move(to: to, duration: SimDuration(seconds: o?.number("duration") ?? 0.05)) }
            },
            .method("release", on: SwipePanHandle.self, params: [LuaParam("options", .options([
                LuaOption("velocity", .oneOf([.number, .shape(.point)]), "vx (or {x, y}); default: measured over the last 50 ms"),
            ]), optional: true)], doc: "Lifts the finger: the row snaps open or closed by the velocity's sign, as SwipeCellKit does.",
                    example: ex + "local g = tbl:pan(1)\ng:move(-120)\ng:release{ velocity = -600 }\nstage.clock.advance(1)\nprint(tbl:row(1).state)   --> right") { g, call in
                g.session.release(velocity: call.options(2)?.field("velocity", velocity))
                return call.finish(0)
            },
        ], properties: [
            .value(SwipePanHandle.self, "translation", .number, doc: "The finger's horizontal translation from touch-down.",
                   example: ex + "local g = tbl:pan(1)\ng:move(-50)\nprint(g.translation)   --> -50") { LuaCompactNumber($0.session.location.x - $0.session.start.x) },
            .value(SwipePanHandle.self, "released", .boolean, doc: "Whether release() ran.", example: ex + "print(tbl:pan(1).released)   --> false") { $0.session.isReleased },
        ], bodies: LuaTypeDecl.describing(SwipePanHandle.self) { "SwipePan(\($0.table.source))" })
    }

    static var actionType: LuaTypeDecl {
        let mk = "local a = stage.swipeAction{ title = \"Flag\", backgroundColor = \"#FF9500\", identifier = \"flag\" }\n"
        return LuaTypeDecl(actionKey, doc: "A swipe action (stage.swipeAction{...}); its handler receives it.", methods: [
            .method("fulfill", on: SwipeActionBox.self, params: [LuaParam("style", .enumeration(ExpansionFulfillmentStyle.allCases.map(\.rawValue)), "\"delete\" or \"reset\"")],
                    doc: """
            Completes the fill this action is waiting for (action.fulfill(with:)): "delete" removes \
            the row (later rows move up), "reset" returns it to center. An error with no fill in progress.
            """, example: ex + "local ok, err = pcall(function() stage.swipeAction{ title = \"X\" }:fulfill(\"reset\") end)\nprint(ok)   --> false") { a, call in
                guard let ref = a.performed else { throw SwipeError.fulfillOutsideFill }
                try ref.fulfill(with: ExpansionFulfillmentStyle(rawValue: call.string(2)) ?? .reset)
                return call.finish(0)
            },
        ], properties: [
            .value(SwipeActionBox.self, "title", .nullable(.string), doc: "The title.", example: mk + "print(a.title)   --> Flag") { $0.action.title },
            .value(SwipeActionBox.self, "image", .nullable(.string), doc: "The image name.", example: mk + "print(a.image)   --> nil") { $0.action.image },
            .value(SwipeActionBox.self, "style", .enumeration(SwipeActionStyle.allCases.map(\.rawValue)), doc: "\"default\" or \"destructive\".",
                   example: mk + "print(a.style)   --> default") { $0.action.style.rawValue },
            .value(SwipeActionBox.self, "identifier", .nullable(.string), doc: "The app's identifier.", example: mk + "print(a.identifier)   --> flag") { $0.action.identifier },
            .value(SwipeActionBox.self, "backgroundColor", .nullable(.string), doc: "The effective background color (nil when clear or an effect).",
                   example: mk + "print(a.backgroundColor)   --> #ff9500") { $0.action.effectiveBackgroundColor?.hex },
            .value(SwipeActionBox.self, "textColor", .string, doc: "The effective title color.", example: mk + "print(a.textColor)   --> #ffffff") { $0.action.effectiveTextColor.hex },
            .value(SwipeActionBox.self, "hidesWhenSelected", .boolean, doc: "A tap closes the row before the handler.", example: mk + "print(a.hidesWhenSelected)   --> false") { $0.action.hidesWhenSelected },
            .value(SwipeActionBox.self, "accessibilityName", .nullable(.string), doc: "The VoiceOver name (accessibilityLabel, else title, else image).",
                   example: mk + "print(a.accessibilityName)   --> Flag") { $0.action.name },
        ], bodies: LuaTypeDecl.describing(SwipeActionBox.self) { "SwipeAction('\($0.action.title ?? "")', \($0.action.style.rawValue))" })
    }
}

extension SwipeRowRef {
    /// The row's swipe state now.
    fileprivate func swipeState() throws(SwipeError) -> SwipeRowState { try table.swipeState(ofRow: try currentIndex()) }
}
