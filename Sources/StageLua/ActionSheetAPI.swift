import LuaBridge
import StageKit

// The action-sheet area of the `stage` API (XLActionController): `stage.actionController{...}`,
// the ActionController, Action and Section types, and the settings proxies. One binding file per
// engine area, declared with the kit (docs/ARCHITECTURE.md, "How to add a component").

extension ActionController: StageBound {
    public var handleName: String { labeledSource }
}

extension SheetActionRef: StageElement { public var elementName: String { "action \(index + 1)" } }
extension SheetSectionRef: StageElement { public var elementName: String { "section \(index + 1)" } }

enum ActionSheetAPI {
    static let sheetKey = LuaTypeKey("ActionController")
    static let actionKey = LuaTypeKey("Action")
    static let sectionKey = LuaTypeKey("Section")

    typealias Sheet = ActionController
    static let height = LuaType.range(LuaRange(min: 0))

    static let headerType = LuaType.oneOf([.string, .options([
        LuaOption("title", .string, required: true, "the header's title"),
        LuaOption("subtitle", .string, "spotify: the line under the title"),
        LuaOption("image", .string, "spotify: an image name (drawn as a placeholder)"),
    ])])

    static let actionOptions: [LuaOption] = [
        LuaOption("title", .string, "the row's title (ActionData.title; a String-data style's whole data)"),
        LuaOption("subtitle", .string, "ActionData.subtitle (twitter, youtube, spotify, default)"),
        LuaOption("image", .string, "ActionData.image: an image name (twitter, youtube, spotify, default)"),
        LuaOption("style", .enumeration(ActionStyle.allCases.map(\.rawValue)), default: "\"default\"",
                  "\"default\", \"cancel\" or \"destructive\" (only colors: the library never interprets it)"),
        LuaOption("enabled", .boolean, default: "true", "a disabled action ignores taps (the sheet stays)"),
        LuaOption("executeImmediatelyOnTouch", .boolean, default: "false",
                  "run the handler on touch, before the dismissal, instead of after it"),
        LuaOption(
            "handler", .fn(("action", .object(actionKey))), "handler(action), called after didDismissView (or on touch)"
        ),
    ]

    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(
                    path: "stage",
                    doc: "Action sheets (XLActionController): stage.actionController{...}; see docs/ACTIONSHEETS.md.",
                              functions: [constructor]),
            ],
            types: [sheetType, actionType, sectionType] + SheetSettingsAPI.types
        )
    }

    // MARK: stage.actionController

    /// Each style's present and dismiss durations, read from the presets themselves (the engine's
    /// values, so the help never disagrees with what the clock does).
    static var styleDurations: String {
        let parts = SheetStyleName.allCases.map { name -> String in
            let a = SheetStyle.preset(name).settings.animation
            return
                "\(name.rawValue) "
                    + "\(LuaNumberText.format(a.present.duration))/\(LuaNumberText.format(a.dismiss.duration))"
        }
        return "Durations in seconds, present/dismiss (settings.animation.present.duration, .dismiss.duration): "
            + parts.joined(separator: ", ") + "."
    }

    /// docs/behavior/xlactioncontroller.md, "Fixes".
    static let fixes = [
        LibraryFix(
            "ignoresTapsWhileFalling",
            "tweetbot: ignore taps on rows while they fall (the library selects them again: its Dynamics dismiss "
                + "forgets disableActions)"
        ),
        LibraryFix(
            "logsSkypeDismissHooks",
            "skype: log willDismissView and didDismissView (its dismissView override calls neither hook)"),
    ]

    static let constructor = LuaFunctionDecl.constructor(
        "actionController",
        params: [LuaParam("options", .options([
            LuaOption("style", .enumeration(SheetStyleName.allCases.map(\.rawValue)), default: "\"default\"",
                        "one of \"default\", \"skype\", \"tweetbot\", \"twitter\", \"youtube\", \"periscope\", "
                            + "\"spotify\""
                    ),
                    LuaOption(
                        "header", headerType,
                        "the global header (twitter, periscope: a string; spotify: {title, subtitle, image})"),
                    LuaOption(
                        "settings", .options(SheetSettingsAPI.optionGroups),
                        "settings to change from the style's (same keys as sheet.settings)"),
            LuaOption("cellHeight", height, "row height (cellSpec) instead of the style's"),
                    LuaOption(
                        "headerHeight", height,
                        "header height (headerSpec) instead of the style's; gives the default style a header"),
                    LuaOption(
                        "sectionHeaderHeight", height,
                        "height of the header of sections that have data (sectionHeaderSpec)"),
            ComponentName.option, LuaOption.fixes(fixes),
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
            "youtube" (rows 46 overlapping 0.5), "periscope" (text-fit header, a 5-pt band over \
            each section added with addSection), "spotify" (header 84, cancel bar over the last \
            row, scrolls).

            \(styleDurations)
            """,
        example: """
            local sheet = stage.actionController{ style = "twitter", header = "Accounts" }
            sheet:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs", handler = function(a) print(a.title) end }
            sheet:present()
            stage.clock.advance(0.6)
            sheet:tap("Xmartlabs")          -- handler after didDismissView
            """
    ) { call in
        let o = call.options(1)
        let style = o?.string("style").flatMap(SheetStyleName.init(rawValue:)).map(SheetStyle.preset) ?? .plain
        var settings = style.settings
        if let groups = o?.options("settings") { SheetSettingsAPI.apply(groups, to: &settings) }
        let header = o?.field("header", readHeader)
        do {
            let sheet = try ActionController(
                stage: call.world.stage, style: style, settings: settings, label: ComponentName.read(o))
            try sheet.setHeights(cell: o?.number("cellHeight"), header: o?.number("headerHeight"),
                                 sectionHeader: o?.number("sectionHeaderHeight"))
            if let header { try sheet.setHeader(header) }
            (sheet.fixes.ignoresTapsWhileFalling, sheet.fixes.logsSkypeDismissHooks) = (
                o?.fix("ignoresTapsWhileFalling") ?? false, o?.fix("logsSkypeDismissHooks") ?? false
            )
            return call.returning(object: sheet, as: sheetKey)
        } catch {
            return call.fail(error)
        }
    }

    /// A header from a string or `{title=, subtitle=, image=}` (a value `headerType` accepts).
    static func readHeader(_ v: LuaSlot) -> SheetHeader? {
        if let title = v.string { return SheetHeader(title: title) }
        return v.options.map {
            SheetHeader(title: $0.string("title") ?? "", subtitle: $0.string("subtitle"), image: $0.string("image"))
        }
    }

    /// The action a `tap`/`frameOf` argument means: a 1-based index or a title.
    static func target(_ call: LuaCall, _ i: Int32) -> ActionTarget {
        call.slot(i).string.map { .title($0) } ?? .position(call.integer(i))
    }

    // MARK: ActionController

    static let targetParam = LuaParam(
        "action", .oneOf([.string, .integer]), "a title (the first match) or a 1-based index in display order")

    static var sheetType: LuaTypeDecl {
        LuaTypeDecl(sheetKey, doc: """
            An action sheet (XLActionController). Configure it (actions, sections, header, \
            settings) before `present()`; from then on settings are frozen and writing one is an \
            error. `state` is "idle", "presenting", "presented" (from didPresentView), \
            "dismissing" or "dismissed". Taps and drags go through the screen's input path, so a \
            row that is off screen, covered or not revealed yet fails with a clear error.
            """, methods: [
                .method(
                    "addAction", on: Sheet.self,
                    params: [LuaParam("action", .oneOf([.string, .options(actionOptions)]))],
                    returns: "Action", doc: """
            Appends an action to the last section (creating the first section \
            if there is none). A string is a title. Before present only. The \
            handler receives the action; by default it runs after the sheet \
            is dismissed (after didDismissView), with \
            `executeImmediatelyOnTouch` on touch, before willDismissView. An \
            action without a title has a 0×0 row, as in the library.
            """,
                    example: """
            local sheet = stage.actionController()
            sheet:addAction{ title = "Delete", style = "destructive", handler = function(action) print(action.title) \
            end }
            sheet:addAction("Cancel")
            """) { sheet, call in
                let o = call.options(2)
                let title = call.slot(2).string ?? o?.string("title")
                let subtitle = o?.string("subtitle"), image = o?.string("image")
                    let data =
                        title ?? subtitle ?? image == nil
                        ? nil : ActionData(title: title, subtitle: subtitle, image: image)
                let world = call.world
                // (Names, not the sheet: the sheet holds this closure.)
                let source = sheet.labeledSource, label = data?.title ?? ""
                let handler: ActionController.Handler? = o?.ref("handler").map { fn in
                    { ref in
                        try world.invoke(fn, as: "handler of \(source) '\(label)'") { c in
                            c.push(object: ref, as: actionKey)
                            return 1
                        }
                    }
                }
                    let action = SheetAction(
                        data: data, style: o?.string("style").flatMap(ActionStyle.init(rawValue:)) ?? .default,
                                         enabled: o?.bool("enabled") ?? true,
                                         executeImmediatelyOnTouch: o?.bool("executeImmediatelyOnTouch") ?? false)
                    return call.returning(
                        object: sheet.actionRef(try sheet.addAction(action, handler: handler)), as: actionKey)
            },
            .method("addSection", on: Sheet.self, params: [LuaParam("section", .options([
                LuaOption("data", .string, "the section header's data (shown when the style has section headers)"),
                                LuaOption(
                                    "plain", .boolean, default: "false",
                                    "a plain Section with no data, where the style would add its own kind "
                                        + "(periscope's PeriscopeSection)"
                                ),
            ]), optional: true)], returns: "Section", doc: """
            Appends a section (the library's addSection takes any Section); actions \
            added afterwards go into it. Its header shows only when the style has \
            section headers and the section has data. On periscope it adds the \
            example's `PeriscopeSection`, whose data is set, so it gets the 5-pt \
            band; `plain = true` adds a plain Section, with no data and no band, as \
            the first section (made by addAction) is. \
            Presenting with an empty last section is an error (the library \
            crashes).
            """,
                    example:
                        "local sheet = stage.actionController{ style = \"periscope\", header = \"Block?\" "
                        + "}\nsheet:addAction{ title = \"Block user\", style = \"destructive\" "
                            + "}\nsheet:addSection()\nsheet:addAction{ title = \"Cancel\", style = \"cancel\" }"
                ) { sheet, call in
                let o = call.options(2)
                    if o?.bool("plain") == true && o?.string("data") != nil {
                        return call.argError(2, "a plain section has no data: give 'data' or 'plain', not both")
                    }
                    return call.returning(
                        object: sheet.sectionRef(
                            try sheet.addSection(data: o?.string("data"), plain: o?.bool("plain") ?? false)),
                        as: sectionKey)
            },
            .command("present", on: Sheet.self, params: [LuaParam("options", .options([
                LuaOption("from", WindowAPI.presenterType,
                                    "the presenting controller: a presented sheet (it must present nothing), or a "
                                        + "container in the window (UIKit presents from the root and names the "
                                            + "container in its warnings), the popup content (its container), a "
                                            + "popup or a view (the controller holding it); default: "
                                            + "stage.window.visibleViewController"
                                )
            ]), optional: true)], doc: """
            Presents the sheet: settings and layout freeze, willPresentView now, \
            the style's present animation, didPresentView at delay + duration \
            (0.7 s by default; tweetbot's second section arrives at 0.3 s). It is \
            presented from the window's root view controller, or from the sheet \
            `from`. As in UIKit, a presenter that already presents a sheet (or \
            whose presentation or dismissal is in progress, or is not on screen) \
            refuses: nothing happens, the sheet stays idle, a \
            `presentationRefused` event carries UIKit's warning and this returns \
            false with it. Errors: presenting twice, an empty last section.
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                            + "sheet:present()\nstage.clock.advance(0.7)\nprint(sheet.state)   --> presented"
                ) { sheet, call in
                    let p =
                        try call.options(2)?.field("from") { try WindowAPI.presenter($0, call) }
                        ?? WindowAPI.presenter(nil, call)
                return try sheet.present(from: p.presenter, via: p.via)
            },
                .method(
                    "dismiss", on: Sheet.self, params: [LuaParam("completion", .fn(), optional: true)],
                    returns: CommandOutcome.luaReturns,
                    doc: """
            Dismisses the sheet (no handler runs): willDismissView now, \
            didDismissView when the style's dismissal ends, then \
            `completion()`. A sheet that presents another is dismissed with it, \
            as UIKit does: the top one animates out, this one leaves at once \
            (removedFromStack) and `completion()` runs when the top one is gone. \
            Allowed during the present animation. During a dismissal (its own, \
            or one above it: a presentationRefused event) it does nothing and \
            returns false and why; its completion is dropped. An error before \
            present and after the dismissal.
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nsheet:dismiss(function() print('gone') end)\n"
                            + "stage.clock.advance(0.7)   --> gone"
                ) { sheet, call in
                let world = call.world, source = sheet.labeledSource
                    let completion: (() throws -> Void)? = call.optRef(2).map { fn in
                        { try world.invoke(fn, as: "dismiss completion of \(source)") }
                    }
                return call.finish(call.returning(try sheet.dismiss(completion: completion)))
            },
            .method("tap", on: Sheet.self, params: [targetParam], returns: CommandOutcome.luaReturns, doc: """
            Taps the middle of an action's visible row through the screen \
            (`stage.screen.tap`). Returns true when the tap selected it (the \
            sheet dismisses; the handler runs after didDismissView, or now with \
            executeImmediatelyOnTouch), false and why when it was ignored (a \
            disabled action, or a dismissal already running). Raises (an error, not \
            false) when the row cannot be touched: the sheet is not on screen (not \
            presented yet, or gone), the row is off screen, covered (spotify's cancel \
            bar, a popup above), not revealed yet (tweetbot), or no action has that \
            index or title.
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nsheet:tap(\"Delete\")   -- or sheet:tap(2)\n"
                            + "stage.clock.advance(0.7)"
                ) { sheet, call in
                call.finish(call.returning(try sheet.tap(action: try sheet.actionIndex(target(call, 2)))))
            },
            .method("tapBackground", on: Sheet.self, returns: CommandOutcome.luaReturns, doc: """
            Taps the empty area above the sheet through the screen. With \
            settings.behavior.hideOnTap (the default) the sheet dismisses \
            without running any handler (not even a "cancel" action's) and \
            this returns true; otherwise nothing happens (false and why). Raises \
            (an error, not false) when the sheet is not on screen or the point is \
            covered (naming what covers it).
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nsheet:tapBackground()\nprint(sheet.state)   "
                            + "--> dismissing"
                ) { sheet, call in
                call.finish(call.returning(try sheet.tapBackground()))
            },
            .method("tapCancel", on: Sheet.self, returns: CommandOutcome.luaReturns, doc: """
            Taps the cancel bar's button (settings.cancelView.showCancel; \
            spotify has one): the sheet dismisses, no handler runs. Raises (an \
            error, not false) when the sheet has no cancel bar, is not on screen, \
            or the bar is covered.
            """,
                    example:
                        "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t "
                        + "in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do "
                            + "sheet:addAction(t) end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:tapCancel()"
                ) { sheet, call in
                call.finish(call.returning(try sheet.tapCancel()))
            },
                .method(
                    "drag", on: Sheet.self, params: [DragShape.param(duration: 0.2)],
                    returns: CommandOutcome.luaReturns,
                    doc: """
            A pan on the sheet from the middle of its content, through \
            `stage.screen.drag`. With scrolling off and hideOnScrollDown on, a \
            swipe down dismisses the sheet (no handler): at least 50 pt down, \
            within about 27° of vertical (|dx| ≤ dy/2), released at 300 pt/s or \
            faster (the simulation's threshold; UIKit does not document its \
            own). With scrollEnabled the drag scrolls the content instead \
            (rubber-banding past the ends when bounces is on, springing back \
            in 0.4 s). Raises (an error, not false) when the sheet is not on \
            screen or the middle of its content is covered (naming what covers it).
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nsheet:drag{ dy = 200, duration = 0.2 }\n"
                            + "print(sheet.state)   --> dismissing"
                ) { sheet, call in
                let d = DragShape.read(call.options(2), duration: 0.2)
                do {
                    try sheet.drag(dy: d.dy, dx: d.dx, duration: d.duration.seconds, velocity: d.velocity)
                } catch ActionSheetError.badGesture(let m) {
                    return call.argError(2, m)
                } catch let e as ActionSheetError {
                    throw e
                } catch {
                    return ClockAPI.clockFailure(call, error)
                }
                return call.finish(call.returning(CommandOutcome.acted))
            },
                .method(
                    "scroll", on: Sheet.self,
                    params: [LuaParam("dy", StageTypes.finite, "points to scroll the content up (negative: down)")],
                    returns: "number", doc: """
            Scrolls the content at once (setContentOffset), clamped to the \
            scroll range; returns the new offset from rest. Needs \
            settings.behavior.scrollEnabled (spotify has it).
            """,
                    example:
                        "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t "
                        + "in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do "
                        + "sheet:addAction(t) end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:scroll(60)       "
                            + "        -- the last row was under the cancel bar\nsheet:tap(\"Start radio\")"
                ) { sheet, call in
                call.returning(LuaCompactNumber(try sheet.scroll(by: call.number(2))))
            },
                .method(
                    "frameOf", on: Sheet.self,
                    params: [LuaParam("action", .oneOf([.string, .integer]), "a title or a 1-based index")],
                    returns: "table or nil", doc: """
            The action's row on screen now, `{x=, y=, width=, height=}` at its \
            current animated and scrolled position; nil while its section is \
            not revealed (tweetbot). An error before present and after the \
            dismissal.
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nlocal f = sheet:frameOf(\"Delete\")\n"
                        + "print(f.x, f.y, f.width, f.height)   --> 0 758 393 60\nstage.screen.tap(f.x + 10, f.y + 10)"
                ) { sheet, call in
                call.returning(try sheet.frame(ofAction: try sheet.actionIndex(target(call, 2))))
            },
        ], properties: [
                .value(
                    Sheet.self, "state", .string,
                    doc: "\"idle\", \"presenting\", \"presented\", \"dismissing\" or \"dismissed\".",
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                            + "print(sheet.state)   --> idle"
                ) { $0.state.phase.rawValue },
                .value(
                    Sheet.self, "style", .enumeration(SheetStyleName.allCases.map(\.rawValue)),
                    doc: "The style preset's name.",
                   example: "print(stage.actionController{ style = \"skype\" }.style)") { $0.style.name.rawValue },
            // Readable after a reset too: logs of an old stage are still searched by it.
            LuaPropertyDecl("source", .string, doc: "The timeline source, \"sheet#1\".",
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                        + "sheet:present()\nstage.clock.advance(0.7)\nprint(#stage.log.events{ source = sheet.source "
                            + "})",
                            getter: .swift { call in call.returning(call.object(1, as: Sheet.self).source) }),
            ComponentName.property(Sheet.self,
                    example:
                        "local sheet = stage.actionController{ name = \"share\" }\nprint(sheet.name, sheet.source)   "
                            + "--> share sheet#1"
                ),
            .value(Sheet.self, "contentHeight", .number, doc: """
            The sheet's content height (headers, insets, rows; plus the cancel bar unless it \
            hides rows behind it; tweetbot: actions × 50 + section insets + 6). Frozen at \
            present; before, what present would compute.
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                            + "print(sheet.contentHeight)   --> 120"
                ) {
                LuaCompactNumber(try $0.contentHeight())
            },
            .on(Sheet.self, "header", .any, doc: """
            The global header as {title=, subtitle=, image=} (nil when none). Writable before \
            present only (a string, such a table, or nil); the tweetbot style cannot have one, nor \
            can styles without a header view (skype, youtube, default unless headerHeight).
            """,
                    example:
                        "local sheet = stage.actionController{ style = \"twitter\" }\nsheet.header = "
                            + "\"Accounts\"\nprint(sheet.header.title)",
                    get: { sheet, call in
                guard let h = sheet.model.header else { return call.returningNil() }
                return call.returningTable(fields: 3) { t in
                    t.set("title", h.title)
                    t.set("subtitle", h.subtitle)
                    t.set("image", h.image)
                }
            }, set: { sheet, call in
                if let m = call.slot(2).refusal(as: .nullable(headerType)) {
                    throw StageReadError("bad value for field 'header' of ActionController (\(m))")
                }
                try sheet.setHeader(readHeader(call.slot(2)))
            }),
                .value(
                    Sheet.self, "actions", .list(.object(actionKey)),
                    doc: "The actions in display order (a list of Action).",
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\nfor i, "
                            + "a in ipairs(sheet.actions) do print(i, a.title) end"
                ) { LuaObjectList((0..<$0.model.actionCount).map($0.actionRef), as: actionKey) },
                .value(
                    Sheet.self, "sections", .list(.object(sectionKey)),
                    doc: "The sections (a list of Section); the first is created by the first addAction.",
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                            + "print(#sheet.sections)   --> 1"
                ) { LuaObjectList((0..<$0.model.sections.count).map($0.sectionRef), as: sectionKey) },
            .on(Sheet.self, "settings", .object(SheetSettingsAPI.rootKey), doc: """
            The settings (XLActionController's ActionControllerSettings), grouped as in the library: behavior, \
            cancelView, \
            collectionView, animation (scale, present, dismiss), statusBar. Readable any time; \
            writable before present; writing one afterwards is an error (they are frozen when \
            the sheet is presented).
            """,
                    example:
                        "local sheet = stage.actionController()\nsheet.settings.behavior.hideOnTap = "
                            + "false\nprint(sheet.settings.animation.present.duration)   --> 0.7",
                    get: { sheet, call in
                call.returning(object: SettingsGroup(sheet, \.self, "settings"), as: SheetSettingsAPI.rootKey)
            }),
            .value(Sheet.self, "scrollOffset", .number, doc: "How far the content is scrolled up from rest (points).",
                    example:
                        "local sheet = stage.actionController{ style = \"spotify\", header = \"Album\" }\nfor _, t "
                        + "in ipairs{ \"Save\", \"Remove\", \"Share\", \"Go to Album\", \"Start radio\" } do "
                        + "sheet:addAction(t) "
                        + "end\nsheet:present()\nstage.clock.advance(0.7)\nsheet:scroll(60)\n"
                            + "print(sheet.scrollOffset)   --> 60"
                ) { LuaCompactNumber($0.scrollOffset) },
            .value(Sheet.self, "presentingScale", .number, doc: """
            The scale the presenting screen is drawn at now (settings.animation.scale while \
            shown: 0.9 by default; 1 when not scaling).
            """,
                    example:
                        "local sheet = "
                        + "stage.actionController()\nsheet:addAction(\"Edit\")\nsheet:addAction(\"Delete\")\n"
                            + "sheet:present()\nstage.clock.advance(0.7)\nprint(sheet.presentingScale)   --> 0.9"
                ) { $0.presentingScale },
            ],
            bodies: LuaTypeDecl.describing(Sheet.self) {
                "ActionController(\($0.labeledSource), \($0.style.name.rawValue), \($0.state.phase.rawValue))"
            })
    }

    // MARK: Action

    static var actionType: LuaTypeDecl {
        LuaTypeDecl(actionKey, doc: """
            One action of a sheet (its handler receives it). `enabled` and \
            `executeImmediatelyOnTouch` can change at any time (the library's Action keeps them \
            mutable); the rest is fixed when the action is added.
            """, properties: [
                .value(
                    SheetActionRef.self, "title", .string, doc: "The title (\"\" when the action has none).",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\nprint(action.title)"
                ) { $0.title },
                .value(
                    SheetActionRef.self, "subtitle", .nullable(.string), doc: "The subtitle, or nil.",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Miguel\", subtitle = "
                            + "\"@remer88\" }\nprint(action.subtitle)"
                ) { $0.action.data?.subtitle },
                .value(
                    SheetActionRef.self, "image", .nullable(.string), doc: "The image name, or nil.",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Miguel\", image = \"tw-remer\" "
                            + "}\nprint(action.image)"
                ) { $0.action.data?.image },
                .value(
                    SheetActionRef.self, "style", .enumeration(ActionStyle.allCases.map(\.rawValue)),
                    doc: "\"default\", \"cancel\" or \"destructive\".",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\nprint(action.style)   --> destructive"
                ) { $0.action.style.rawValue },
                .value(
                    SheetActionRef.self, "index", .integer, doc: "1-based position among all actions (display order).",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\nprint(action.index)   --> 1"
                ) { $0.index + 1 },
                .value(
                    SheetActionRef.self, "section", .integer, doc: "1-based index of its section.",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\nprint(action.section)   --> 1"
                ) { $0.position.section + 1 },
            .on(SheetActionRef.self, "enabled", .boolean, doc: "A disabled action ignores taps (the sheet stays).",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\naction.enabled = false",
                get: { a, call in call.returning(a.action.enabled) }, set: { a, call in a.setEnabled(call.bool(2)) }),
                .on(
                    SheetActionRef.self, "executeImmediatelyOnTouch", .boolean,
                    doc: "Run the handler on touch instead of after the dismissal.",
                    example:
                        "local action = stage.actionController():addAction{ title = \"Delete\", style = "
                            + "\"destructive\" }\naction.executeImmediatelyOnTouch = true",
                get: { a, call in call.returning(a.action.executeImmediatelyOnTouch) },
                set: { a, call in a.setExecuteImmediatelyOnTouch(call.bool(2)) }),
        ], bodies: LuaTypeDecl.describing(SheetActionRef.self) { "Action(\($0.index + 1), '\($0.title)')" })
    }

    // MARK: Section

    static var sectionType: LuaTypeDecl {
        LuaTypeDecl(sectionKey, doc: "A section of a sheet: its header data and its actions.", properties: [
                .value(
                    SheetSectionRef.self, "index", .integer, doc: "1-based.",
                    example:
                        "local section = stage.actionController():addSection{ data = \"More\" "
                            + "}\nprint(section.index)   --> 1"
                ) { $0.index + 1 },
                .value(
                    SheetSectionRef.self, "data", .nullable(.string), doc: "The section header's data, or nil.",
                    example:
                        "local section = stage.actionController():addSection{ data = \"More\" }\nprint(section.data) "
                            + "  --> More"
                ) { $0.section.data },
                .value(
                    SheetSectionRef.self, "actions", .list(.object(actionKey)),
                    doc: "The section's actions (a list of Action).",
                    example:
                        "local section = stage.actionController():addSection{ data = \"More\" "
                            + "}\nprint(#section.actions)   --> 0"
                ) { s in
                LuaObjectList(s.actionIndices.map(s.controller.actionRef), as: actionKey)
            },
            .value(SheetSectionRef.self, "revealed", .boolean, doc: """
            Whether the section's rows are on the screen now: from present on, except that \
            tweetbot (Dynamics) inserts section n at 0.3·(n − 1) s; false once dismissed.
            """,
                    example:
                        "local sheet = stage.actionController{ style = \"tweetbot\" }\nsheet:addAction(\"View "
                        + "Details\")\nsheet:addSection()\nsheet:addAction(\"Cancel\")\nsheet:present()\n"
                            + "stage.clock.advance(0.31)\nprint(sheet.sections[2].revealed)   --> true"
                ) { $0.isRevealed },
            ],
            bodies: LuaTypeDecl.describing(SheetSectionRef.self) {
                let n = $0.section.actions.count
                return "Section(\($0.index + 1), \(n) action\(n == 1 ? "" : "s"))"
            })
    }
}
