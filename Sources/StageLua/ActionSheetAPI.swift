import CLua
import LuaBridge
import StageKit

// The action-sheet area of the `stage` API (XLActionController): `stage.actionController{...}`,
// the ActionController, Action and Section types, and the settings proxies. One binding file per
// engine area (docs/ARCHITECTURE.md, "How to add a component").

extension ActionController: StageBound {
    public var handleName: String { source }
}

extension SheetActionRef: StageBound {
    public var stage: Stage { controller.stage }
    public var handleName: String { "\(controller.source) action \(index + 1)" }
}

extension SheetSectionRef: StageBound {
    public var stage: Stage { controller.stage }
    public var handleName: String { "\(controller.source) section \(index + 1)" }
}

enum ActionSheetAPI {
    static let sheetKey = LuaTypeKey("ActionController")
    static let actionKey = LuaTypeKey("Action")
    static let sectionKey = LuaTypeKey("Section")

    static let styleNames = SheetStyleName.allCases.map(\.rawValue)
    static let actionStyleNames = ActionStyle.allCases.map(\.rawValue)

    static let headerType = LuaType.oneOf([.string, .options([
        LuaOption("title", .string, "the header's title"),
        LuaOption("subtitle", .string, "spotify: the line under the title"),
        LuaOption("image", .string, "spotify: an image name (drawn as a placeholder)"),
    ])])

    static let actionOptions: [LuaOption] = [
        LuaOption("title", .string, "the row's title (ActionData.title; a String-data style's whole data)"),
        LuaOption("subtitle", .string, "ActionData.subtitle (twitter, youtube, spotify, default)"),
        LuaOption("image", .string, "ActionData.image: an image name (twitter, youtube, spotify, default)"),
        LuaOption("style", .string, default: "\"default\"", "\"default\", \"cancel\" or \"destructive\" (only colors: the library never interprets it)"),
        LuaOption("enabled", .boolean, default: "true", "a disabled action ignores taps (the sheet stays)"),
        LuaOption("executeImmediatelyOnTouch", .boolean, default: "false",
                  "run the handler on touch, before the dismissal, instead of after it"),
        LuaOption("handler", .function, "handler(action), called after didDismissView (or on touch)"),
    ]

    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(path: "stage", doc: "Action sheets (XLActionController): stage.actionController{...}; see docs/ACTIONSHEETS.md.",
                              functions: [constructor]),
            ],
            types: [sheetType, actionType, sectionType] + SheetSettingsAPI.types
        )
    }

    // MARK: stage.actionController

    static let constructor = LuaFunctionDecl(
        "actionController",
        params: [LuaParam("options", .options([
            LuaOption("style", .string, default: "\"default\"",
                      "one of \"default\", \"skype\", \"tweetbot\", \"twitter\", \"youtube\", \"periscope\", \"spotify\""),
            LuaOption("header", headerType, "the global header (twitter, periscope: a string; spotify: {title, subtitle, image})"),
            LuaOption("settings", .options(SheetSettingsAPI.optionGroups), "settings to change from the style's (same keys as sheet.settings)"),
            LuaOption("cellHeight", .number, "row height (cellSpec) instead of the style's"),
            LuaOption("headerHeight", .number, "header height (headerSpec) instead of the style's; gives the default style a header"),
            LuaOption("sectionHeaderHeight", .number, "height of the header of sections that have data (sectionHeaderSpec)"),
        ]), optional: true)],
        returns: "ActionController",
        doc: """
            Creates an action sheet (XLActionController's `ActionController`, or one of its six \
            example subclasses by `style`). Add actions and sections, then `present()` it: \
            settings and layout freeze then, and the sheet slides up, bottom-aligned above the \
            bottom safe area but never closer than 30 pt to the top one. Its timeline source is \
            "sheet#n"; it logs willPresentView, didPresentView, willDismissView (with `reason`), \
            didDismissView and handler. Styles: "default" (rows 60), "skype" (rows 60 on a blue \
            shape, jelly present 0.5 s, gravity dismissal), "tweetbot" (Dynamics: sections fly in \
            0.3 s apart, rows 50, side margins 12; no header), "twitter" (header 45, rows 56), \
            "youtube" (rows 46 overlapping 0.5), "periscope" (text-fit header, 5-pt section \
            bands), "spotify" (header 84, cancel bar over the last row, scrolls).
            """,
        example: """
            local sheet = stage.actionController{ style = "twitter", header = "Accounts" }
            sheet:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs", handler = function(a) print(a.title) end }
            sheet:present()
            stage.clock.advance(0.6)
            sheet:tap("Xmartlabs")          -- handler after didDismissView
            """
    ) { L, ctx in
        let call = LuaCall(L, ctx)
        let stage = call.world.stage
        let o = call.options(1)
        var style = SheetStyle.plain
        if let name = o?.string("style") {
            guard let s = SheetStyleName(rawValue: name) else {
                return call.argError(1, "option 'style': one of \(ActionSheetAPI.quoted(ActionSheetAPI.styleNames)) expected, got '\(name)'")
            }
            style = .preset(s)
        }
        var settings = style.settings
        if let groups = o?.options("settings") {
            if let message = SheetSettingsAPI.apply(groups, to: &settings) { return call.argError(1, "option 'settings." + message) }
        }
        for key in ["cellHeight", "headerHeight", "sectionHeaderHeight"] {
            if let h = o?.number(key), !(h.isFinite && h >= 0) {
                return call.argError(1, "option '\(key)': a non-negative height expected, got \(Fmt.number(h))")
            }
        }
        var header: SheetHeader?
        if let o, let read = o.field("header", ActionSheetAPI.readHeader) {
            switch read {
            case .success(let h): header = h
            case .failure(let e): return call.argError(1, "option 'header': " + e.message)
            }
        }
        do {
            let sheet = try ActionController(stage: stage, style: style, settings: settings)
            try sheet.setHeights(cell: o?.number("cellHeight"), header: o?.number("headerHeight"),
                                 sectionHeader: o?.number("sectionHeaderHeight"))
            if let header { try sheet.setHeader(header) }
            return call.returning(object: sheet, as: ActionSheetAPI.sheetKey)
        } catch {
            return call.fail(error)
        }
    }

    /// A header from a string or `{title=, subtitle=, image=}` (nil for nil), reading just those
    /// fields. The failure message fits "bad value for field 'header' of ActionController (...)".
    static func readHeader(_ L: OpaquePointer, _ i: Int32) -> Result<SheetHeader?, StageReadError> {
        switch lua_type(L, i) {
        case LUA_TNIL, LUA_TNONE: return .success(nil)
        case LUA_TSTRING: return .success(SheetHeader(title: LuaStack(L).string(at: i) ?? ""))
        case LUA_TTABLE:
            if let key = StageTables.unknownKey(L, i, allowed: ["title", "subtitle", "image"]) {
                return .failure(StageReadError("unknown \(key); valid keys: image, subtitle, title"))
            }
            guard let title = StageTables.string(L, i, "title") else {
                return .failure(StageReadError("a title string expected"))
            }
            // subtitle and image are optional strings, as the constructor's option declares them.
            for key in ["subtitle", "image"] {
                if let type = StageTables.nonString(L, i, key) {
                    return .failure(StageReadError("\(key): string expected, got \(type)"))
                }
            }
            return .success(SheetHeader(title: title, subtitle: StageTables.string(L, i, "subtitle"),
                                        image: StageTables.string(L, i, "image")))
        default:
            return .failure(StageReadError("string, table or nil expected, got \(LuaStack(L).describedType(at: i))"))
        }
    }

    static func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }

    /// The action a `tap`/`frameOf` argument means: a 1-based index or a title.
    static func target(_ call: LuaCall, _ i: Int32) -> ActionTarget {
        lua_type(call.L, i) == LUA_TSTRING ? .title(call.string(i)) : .position(call.integer(i))
    }

    // MARK: ActionController

    static var sheetType: LuaTypeDecl {
        LuaTypeDecl(ActionSheetAPI.sheetKey, doc: """
            An action sheet (XLActionController). Configure it (actions, sections, header, \
            settings) before `present()`; from then on settings are frozen and writing one is an \
            error. `state` is "idle", "presenting", "presented" (from didPresentView), \
            "dismissing" or "dismissed". Taps and drags go through the screen's input path, so a \
            row that is off screen, covered or not revealed yet fails with a clear error.
            """, methods: [
                LuaFunctionDecl("addAction", params: [LuaParam("action", .oneOf([.string, .options(actionOptions)]))],
                                returns: "Action",
                                doc: """
                                    Appends an action to the last section (creating the first section \
                                    if there is none). A string is a title. Before present only. The \
                                    handler receives the action; by default it runs after the sheet \
                                    is dismissed (after didDismissView), with \
                                    `executeImmediatelyOnTouch` on touch, before willDismissView. An \
                                    action without a title has a 0×0 row, as in the library.
                                    """,
                                example: """
                                    local sheet = stage.actionController()
                                    sheet:addAction{ title = "Delete", style = "destructive", handler = function(action) print(action.title) end }
                                    sheet:addAction("Cancel")
                                    """) { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    var data: ActionData?
                    var style = ActionStyle.default
                    var enabled = true, immediate = false
                    var handler: LuaRef?
                    if lua_type(L, 2) == LUA_TSTRING {
                        data = ActionData(title: call.string(2))
                    } else if let o = call.options(2) {
                        let title = o.string("title"), subtitle = o.string("subtitle"), image = o.string("image")
                        if title != nil || subtitle != nil || image != nil {
                            data = ActionData(title: title, subtitle: subtitle, image: image)
                        }
                        if let s = o.string("style") {
                            guard let st = ActionStyle(rawValue: s) else {
                                return call.argError(2, "option 'style': one of \(ActionSheetAPI.quoted(ActionSheetAPI.actionStyleNames)) expected, got '\(s)'")
                            }
                            style = st
                        }
                        enabled = o.bool("enabled") ?? true
                        immediate = o.bool("executeImmediatelyOnTouch") ?? false
                        handler = o.ref("handler")
                    }
                    let world = call.world
                    // (Names, not the sheet: the sheet holds this closure.)
                    let source = sheet.source, title = data?.title ?? ""
                    let h: ActionController.Handler? = handler.map { fn in
                        { ref in
                            try world.invoke(fn, as: "handler of \(source) '\(title)'") { L in
                                LuaCall(L, nil).push(object: ref, as: ActionSheetAPI.actionKey)
                                return 1
                            }
                        }
                    }
                    do {
                        let i = try sheet.addAction(SheetAction(data: data, style: style, enabled: enabled,
                                                                executeImmediatelyOnTouch: immediate), handler: h)
                        return call.returning(object: sheet.actionRef(i), as: ActionSheetAPI.actionKey)
                    } catch {
                        return call.fail(error)
                    }
                },
                LuaFunctionDecl("addSection", params: [LuaParam("section", .options([
                    LuaOption("data", .string, "the section header's data (shown when the style has section headers)"),
                ]), optional: true)],
                                returns: "Section",
                                doc: """
                                    Appends a section; actions added afterwards go into it. Its header \
                                    shows only when the style has section headers and the section has \
                                    data (periscope's added sections always get their 5-pt band). \
                                    Presenting with an empty last section is an error (the library \
                                    crashes).
                                    """,
                                example: "local sheet = stage.actionController{ style = \"periscope\", header = \"Block?\" }\nsheet:addAction{ title = \"Block user\", style = \"destructive\" }\nsheet:addSection()\nsheet:addAction{ title = \"Cancel\", style = \"cancel\" }") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do {
                        let s = try sheet.addSection(data: call.options(2)?.string("data"))
                        return call.returning(object: sheet.sectionRef(s), as: ActionSheetAPI.sectionKey)
                    } catch {
                        return call.fail(error)
                    }
                },
                LuaFunctionDecl("present",
                                doc: """
                                    Presents the sheet: settings and layout freeze, willPresentView now, \
                                    the style's present animation, didPresentView at delay + duration \
                                    (0.7 s by default; tweetbot's second section arrives at 0.3 s). \
                                    Errors: presenting twice, an empty last section.
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nprint(sheet.state)   --> presented") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do { try sheet.present() } catch { return call.fail(error) }
                    return call.finish(0)
                },
                LuaFunctionDecl("dismiss", params: [LuaParam("completion", .function, optional: true)], returns: "boolean",
                                doc: """
                                    Dismisses the sheet (no handler runs): willDismissView now, \
                                    didDismissView when the style's dismissal ends, then \
                                    `completion()`. Allowed during the present animation. During a \
                                    dismissal it does nothing and returns false (UIKit refuses the \
                                    second dismissal; its completion is dropped). An error before \
                                    present and after the dismissal.
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nsheet:dismiss(function() print('gone') end)\nstage.clock.advance(0.7)   --> gone") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    let world = call.world
                    let source = sheet.source
                    let completion: (() throws -> Void)? = call.optRef(2).map { fn in
                        { try world.invoke(fn, as: "dismiss completion of \(source)") }
                    }
                    do { return call.finish(call.returning(try sheet.dismiss(completion: completion))) } catch { return call.fail(error) }
                },
                LuaFunctionDecl("tap", params: [LuaParam("action", .oneOf([.string, .integer]), "a title (the first match) or a 1-based index in display order")],
                                returns: "boolean",
                                doc: """
                                    Taps the middle of an action's visible row through the screen \
                                    (`stage.screen.tap`). Returns true when the tap selected it (the \
                                    sheet dismisses; the handler runs after didDismissView, or now with \
                                    executeImmediatelyOnTouch), false when it was ignored (a disabled \
                                    action, or a dismissal already running). Fails clearly when the row \
                                    is off screen, covered (spotify's cancel bar), not revealed yet \
                                    (tweetbot), or the index/title does not exist.
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nsheet:tap(\"Delete\")   -- or sheet:tap(2)\nstage.clock.advance(0.7)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do {
                        let i = try sheet.actionIndex(ActionSheetAPI.target(call, 2))
                        return call.finish(call.returning(try sheet.tap(action: i)))
                    } catch {
                        return call.fail(error)
                    }
                },
                LuaFunctionDecl("tapBackground", returns: "boolean",
                                doc: """
                                    Taps the empty area above the sheet through the screen. With \
                                    settings.behavior.hideOnTap (the default) the sheet dismisses \
                                    without running any handler (not even a "cancel" action's) and \
                                    this returns true; otherwise nothing happens (false).
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nsheet:tapBackground()\nprint(sheet.state)   --> dismissing") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do { return call.finish(call.returning(try sheet.tapBackground())) } catch { return call.fail(error) }
                },
                LuaFunctionDecl("tapCancel", returns: "boolean",
                                doc: """
                                    Taps the cancel bar's button (settings.cancelView.showCancel; \
                                    spotify has one): the sheet dismisses, no handler runs. An error \
                                    when the sheet has no cancel bar.
                                    """,
                                example: "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do sheet:addAction(t) end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:tapCancel()") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do { return call.finish(call.returning(try sheet.tapCancel())) } catch { return call.fail(error) }
                },
                LuaFunctionDecl("drag", params: [LuaParam("options", .options([
                    LuaOption("dy", .number, "vertical travel in points (positive = down)"),
                    LuaOption("dx", .number, default: "0", "horizontal travel in points"),
                    LuaOption("duration", .number, default: "0.2", "seconds the finger moves (the clock advances by it)"),
                    LuaOption("velocity", .table, "release velocity {vx, vy} in points/s (default: measured over the last 50 ms)"),
                ]))],
                                doc: """
                                    A pan on the sheet from the middle of its content, through \
                                    `stage.screen.drag`. With scrolling off and hideOnScrollDown on, a \
                                    swipe down dismisses the sheet (no handler): at least 50 pt down, \
                                    within about 27° of vertical (|dx| ≤ dy/2), released at 300 pt/s or \
                                    faster (the simulation's threshold; UIKit does not document its \
                                    own). With scrollEnabled the drag scrolls the content instead \
                                    (rubber-banding past the ends when bounces is on, springing back \
                                    in 0.4 s).
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nsheet:drag{ dy = 200, duration = 0.2 }\nprint(sheet.state)   --> dismissing") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    guard let o = call.options(2), let dy = o.number("dy") else { return call.argError(2, "option 'dy': number expected, got nil") }
                    var velocity: Point?
                    if o.has("velocity") {
                        guard let v = o.point("velocity"), v.x.isFinite, v.y.isFinite else {
                            return call.argError(2, "option 'velocity': {vx, vy} with finite numbers expected")
                        }
                        velocity = v
                    }
                    do {
                        try sheet.drag(dy: dy, dx: o.number("dx") ?? 0, duration: o.number("duration") ?? 0.2, velocity: velocity)
                    } catch let e as ActionSheetError {
                        if case .badGesture(let m) = e { return call.argError(2, m) }
                        return call.fail(e)
                    } catch {
                        return ClockAPI.clockFailure(call, error)
                    }
                    return call.finish(0)
                },
                LuaFunctionDecl("scroll", params: [LuaParam("dy", .number, "points to scroll the content up (negative: down)")],
                                returns: "number",
                                doc: """
                                    Scrolls the content at once (setContentOffset), clamped to the \
                                    scroll range; returns the new offset from rest. Needs \
                                    settings.behavior.scrollEnabled (spotify has it).
                                    """,
                                example: "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do sheet:addAction(t) end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:scroll(60)               -- the last row was under the cancel bar\nsheet:tap(\"Start radio\")") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do { call.push(points: try sheet.scroll(by: call.number(2))); return 1 } catch { return call.fail(error) }
                },
                LuaFunctionDecl("frameOf", params: [LuaParam("action", .oneOf([.string, .integer]), "a title or a 1-based index")],
                                returns: "table or nil",
                                doc: """
                                    The action's row on screen now, `{x=, y=, width=, height=}` at its \
                                    current animated and scrolled position; nil while its section is \
                                    not revealed (tweetbot). An error before present and after the \
                                    dismissal.
                                    """,
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nlocal f = sheet:frameOf(\"Delete\")\nprint(f.x, f.y, f.width, f.height)   --> 0 758 393 60\nstage.screen.tap(f.x + 10, f.y + 10)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do {
                        let i = try sheet.actionIndex(ActionSheetAPI.target(call, 2))
                        guard let f = try sheet.frame(ofAction: i) else { return call.returningNil() }
                        call.push(rect: f)
                        return 1
                    } catch {
                        return call.fail(error)
                    }
                },
            ], properties: [
                LuaPropertyDecl("state", .string, doc: "\"idle\", \"presenting\", \"presented\", \"dismissing\" or \"dismissed\".",
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nprint(sheet.state)   --> idle", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    return call.returning(sheet.state.phase.rawValue)
                }),
                LuaPropertyDecl("style", .string, doc: "The style preset's name.", example: "print(stage.actionController{ style = \"skype\" }.style)", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    return call.returning(sheet.style.name.rawValue)
                }),
                LuaPropertyDecl("source", .string, doc: "The timeline source, \"sheet#1\".", example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nprint(#stage.log.events{ source = sheet.source })", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.object(1, as: ActionController.self).source)
                }),
                LuaPropertyDecl("contentHeight", .number, doc: """
                    The sheet's content height (headers, insets, rows; plus the cancel bar unless it \
                    hides rows behind it; tweetbot: actions × 50 + section insets + 6). Frozen at \
                    present; before, what present would compute.
                    """, example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nprint(sheet.contentHeight)   --> 120", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    do { call.push(points: try sheet.contentHeight()); return 1 } catch { return call.fail(error) }
                }),
                LuaPropertyDecl("header", .any, doc: """
                    The global header as {title=, subtitle=, image=} (nil when none). Writable before \
                    present only (a string, such a table, or nil); the tweetbot style cannot have one, nor \
                    can styles without a header view (skype, youtube, default unless headerHeight).
                    """, example: "local sheet = stage.actionController{ style = \"twitter\" }\nsheet.header = \"Accounts\"\nprint(sheet.header.title)", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    guard let h = sheet.model.header else { return call.returningNil() }
                    lua_createtable(L, 0, 3)
                    call.setString("title", h.title)
                    if let s = h.subtitle { call.setString("subtitle", s) }
                    if let s = h.image { call.setString("image", s) }
                    return 1
                }, set: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    let header: SheetHeader?
                    switch ActionSheetAPI.readHeader(L, 2) {
                    case .success(let h): header = h
                    case .failure(let e): return call.error("bad value for field 'header' of ActionController (\(e.message))")
                    }
                    do { try sheet.setHeader(header) } catch { return call.fail(error) }
                    return 0
                }),
                LuaPropertyDecl("actions", .table, doc: "The actions in display order (a list of Action).",
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nfor i, a in ipairs(sheet.actions) do print(i, a.title) end", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    let n = sheet.model.actionCount
                    lua_createtable(L, Int32(clamping: n), 0)
                    for i in 0..<n {
                        call.push(object: sheet.actionRef(i), as: ActionSheetAPI.actionKey)
                        lua_rawseti(L, -2, lua_Integer(i + 1))
                    }
                    return 1
                }),
                LuaPropertyDecl("sections", .table, doc: "The sections (a list of Section); the first is created by the first addAction.",
                                example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nprint(#sheet.sections)   --> 1", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    let n = sheet.model.sections.count
                    lua_createtable(L, Int32(clamping: n), 0)
                    for i in 0..<n {
                        call.push(object: sheet.sectionRef(i), as: ActionSheetAPI.sectionKey)
                        lua_rawseti(L, -2, lua_Integer(i + 1))
                    }
                    return 1
                }),
                LuaPropertyDecl("settings", .object(SheetSettingsAPI.rootKey), doc: """
                    The settings (spec §2), grouped as in the library: behavior, cancelView, \
                    collectionView, animation (scale, present, dismiss), statusBar. Readable any time; \
                    writable before present; writing one afterwards is an error (they are frozen when \
                    the sheet is presented).
                    """, example: "local sheet = stage.actionController()\nsheet.settings.behavior.hideOnTap = false\nprint(sheet.settings.animation.present.duration)   --> 0.7", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    return call.returning(object: SettingsGroup(sheet, \.self, "settings"), as: SheetSettingsAPI.rootKey)
                }),
                LuaPropertyDecl("scrollOffset", .number, doc: "How far the content is scrolled up from rest (points).",
                                example: "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do sheet:addAction(t) end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:scroll(60)\nprint(sheet.scrollOffset)   --> 60", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    call.push(points: sheet.scrollOffset)
                    return 1
                }),
                LuaPropertyDecl("presentingScale", .number, doc: """
                    The scale the presenting screen is drawn at now (settings.animation.scale while \
                    shown: 0.9 by default; 1 when not scaling).
                    """, example: "local sheet = stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nsheet:present()\nstage.clock.advance(0.7)\nprint(sheet.presentingScale)   --> 0.9", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let sheet = call.current(1, as: ActionController.self) else { return call.staleHandle(1) }
                    let scale = sheet.state.isOnScreen ? sheet.motion?.scale(at: sheet.stage.now) ?? 1 : 1
                    return call.returning(scale)
                }),
            ], metamethods: [
                "__tostring": { L, ctx in
                    let call = LuaCall(L, ctx)
                    let sheet = call.object(1, as: ActionController.self)
                    return call.returning("ActionController(\(sheet.source), \(sheet.style.name.rawValue), \(sheet.state.phase.rawValue))")
                },
            ])
    }

    // MARK: Action

    static var actionType: LuaTypeDecl {
        LuaTypeDecl(ActionSheetAPI.actionKey, doc: """
            One action of a sheet (its handler receives it). `enabled` and \
            `executeImmediatelyOnTouch` can change at any time (the library's Action keeps them \
            mutable); the rest is fixed when the action is added.
            """, properties: [
                LuaPropertyDecl("title", .string, doc: "The title (\"\" when the action has none).", example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\nprint(action.title)", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.title)
                }),
                LuaPropertyDecl("subtitle", .string, doc: "The subtitle, or nil.", example: "local action = stage.actionController():addAction{ title = \"Miguel\", subtitle = \"@remer88\" }\nprint(action.subtitle)", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.action.data?.subtitle)
                }),
                LuaPropertyDecl("image", .string, doc: "The image name, or nil.", example: "local action = stage.actionController():addAction{ title = \"Miguel\", image = \"tw-remer\" }\nprint(action.image)", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.action.data?.image)
                }),
                LuaPropertyDecl("style", .string, doc: "\"default\", \"cancel\" or \"destructive\".", example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\nprint(action.style)   --> destructive", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.action.style.rawValue)
                }),
                LuaPropertyDecl("index", .integer, doc: "1-based position among all actions (display order).", example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\nprint(action.index)   --> 1", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.index + 1)
                }),
                LuaPropertyDecl("section", .integer, doc: "1-based index of its section.", example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\nprint(action.section)   --> 1", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.position.section + 1)
                }),
                LuaPropertyDecl("enabled", .boolean, doc: "A disabled action ignores taps (the sheet stays).",
                                example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\naction.enabled = false", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.action.enabled)
                }, set: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    a.setEnabled(call.bool(2))
                    return 0
                }),
                LuaPropertyDecl("executeImmediatelyOnTouch", .boolean, doc: "Run the handler on touch instead of after the dismissal.",
                                example: "local action = stage.actionController():addAction{ title = \"Delete\", style = \"destructive\" }\naction.executeImmediatelyOnTouch = true", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    return call.returning(a.action.executeImmediatelyOnTouch)
                }, set: { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let a = call.current(1, as: SheetActionRef.self) else { return call.staleHandle(1) }
                    a.setExecuteImmediatelyOnTouch(call.bool(2))
                    return 0
                }),
            ], metamethods: [
                "__tostring": { L, ctx in
                    let call = LuaCall(L, ctx)
                    let a = call.object(1, as: SheetActionRef.self)
                    return call.returning("Action(\(a.index + 1), '\(a.title)')")
                },
            ])
    }

    // MARK: Section

    static var sectionType: LuaTypeDecl {
        LuaTypeDecl(ActionSheetAPI.sectionKey, doc: "A section of a sheet: its header data and its actions.", properties: [
            LuaPropertyDecl("index", .integer, doc: "1-based.", example: "local section = stage.actionController():addSection{ data = \"More\" }\nprint(section.index)   --> 1", get: { L, ctx in
                let call = LuaCall(L, ctx)
                guard let s = call.current(1, as: SheetSectionRef.self) else { return call.staleHandle(1) }
                return call.returning(s.index + 1)
            }),
            LuaPropertyDecl("data", .string, doc: "The section header's data, or nil.", example: "local section = stage.actionController():addSection{ data = \"More\" }\nprint(section.data)   --> More", get: { L, ctx in
                let call = LuaCall(L, ctx)
                guard let s = call.current(1, as: SheetSectionRef.self) else { return call.staleHandle(1) }
                return call.returning(s.section.data)
            }),
            LuaPropertyDecl("actions", .table, doc: "The section's actions (a list of Action).",
                            example: "local section = stage.actionController():addSection{ data = \"More\" }\nprint(#section.actions)   --> 0", get: { L, ctx in
                let call = LuaCall(L, ctx)
                guard let s = call.current(1, as: SheetSectionRef.self) else { return call.staleHandle(1) }
                let range = s.actionIndices
                lua_createtable(L, Int32(clamping: range.count), 0)
                for (k, i) in range.enumerated() {
                    call.push(object: s.controller.actionRef(i), as: ActionSheetAPI.actionKey)
                    lua_rawseti(L, -2, lua_Integer(k + 1))
                }
                return 1
            }),
            LuaPropertyDecl("revealed", .boolean, doc: """
                Whether the section's rows are on the screen now: from present on, except that \
                tweetbot (Dynamics) inserts section n at 0.3·(n − 1) s; false once dismissed.
                """, example: "local sheet = stage.actionController{ style = \"tweetbot\" }\nsheet:addAction(\"View Details\")\nsheet:addSection()\nsheet:addAction(\"Cancel\")\nsheet:present()\nstage.clock.advance(0.31)\nprint(sheet.sections[2].revealed)   --> true", get: { L, ctx in
                let call = LuaCall(L, ctx)
                guard let s = call.current(1, as: SheetSectionRef.self) else { return call.staleHandle(1) }
                return call.returning(s.isRevealed)
            }),
        ], metamethods: [
            "__tostring": { L, ctx in
                let call = LuaCall(L, ctx)
                let s = call.object(1, as: SheetSectionRef.self)
                return call.returning("Section(\(s.index + 1), \(s.section.actions.count) actions)")
            },
        ])
    }
}
