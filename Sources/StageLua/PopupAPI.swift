import LuaBridge
import StageKit

// The popup area of the `stage` API (LSTPopView): `stage.popup{...}`, `stage.alert{...}`,
// `stage.host(name)`, the `stage.popups` manager and the Popup and Host types. The properties
// are data (PopupFields.swift); docs/POPUPS.md has the two policies.

extension Popup: StageBound {
    public var handleName: String { labeledSource }
}

/// A named group and scope of popups on the key window (`stage.host("feed")`): the whole
/// screen. A popup given a view as its parent covers the view instead (`PopupParent`).
final class PopupHost: StageBound {
    let stage: Stage
    let name: String
    init(stage: Stage, name: String) {
        self.stage = stage
        self.name = name
    }
    var handleName: String { "host '\(name)'" }
    /// The stage's one handle for the host `name` while it is held.
    static func named(_ name: String, in stage: Stage) -> PopupHost {
        stage.handle(of: stage, element: name) { PopupHost(stage: stage, name: name) }
    }
}

enum PopupAPI {
    static let popupKey = LuaTypeKey("Popup")
    static let hostKey = LuaTypeKey("Host")

    /// A popup's parent: a host (the key window) or a view, a table or a container.
    static let parentType = LuaType.oneOf([.object(hostKey), .string] + WindowAPI.viewTypes)

    /// The callback options: key, how the option's function (a `Handler`) joins the popup's
    /// blocks (onCountdownFinish: a delegate, the library having no block for it), and doc.
    typealias CallbackOption = (key: String, wire: @Sendable (Popup, Handler) -> Void, doc: String)
    static let callbackOptions: [CallbackOption] =
        blockOptions
        + [KeyboardChange.Phase.willShow, .didShow, .willHide, .didHide].map { phase in
        let key = "onK" + phase.rawValue.dropFirst()
        return (key, { $0.blocks.onKeyboard(phase, $1) }, "\(key)(p, {beginFrame=, endFrame=, duration=})")
    }
    static let blockOptions: [CallbackOption] = [
        ("onWillPop", { $0.blocks.willPop = $1.plain }, "onWillPop(p): the pop starts (willPop)"),
        ("onDidPop", { $0.blocks.didPop = $1.plain }, "onDidPop(p): the pop animation ended (didPop)"),
        ("onCountdown", { p, f in p.blocks.countdown = { try f($0, LuaCompactNumber($1)) } },
         "onCountdown(p, remaining): each whole second of showTime, then 0"),
        ("onCountdownFinish", { $0.delegates.append(PopupCallbacks(countdownFinish: $1.plain)) },
         "onCountdownFinish(p): the countdown reached 0 (the dismissal follows)"),
        (
            "onWillDismiss", { $0.blocks.willDismiss = $1.plain },
            "onWillDismiss(p): the dismissal starts (willDismiss; \"objc\" also when covered)"
        ),
        ("onDidDismiss", { $0.blocks.didDismiss = $1.plain }, "onDidDismiss(p): gone (didDismiss)"),
        (
            "onSuspended", { $0.blocks.suspended = $1.plain },
            "onSuspended(p): \"swift\": hidden behind a higher or equal arrival"
        ),
        ("onResumed", { $0.blocks.resumed = $1.plain }, "onResumed(p): \"swift\": back after the one above closed"),
        (
            "onBgClick", { $0.blocks.bgClick = $1.plain },
            "onBgClick(p): a tap on the backdrop (before isClickBgDismiss's dismissal)"
        ),
        ("onPanOffset", { p, f in p.blocks.panOffset = { try f($0, $1) } },
         "onPanOffset(p, {x=, y=}): every pan callback, the content's offset from its origin"),
    ]

    /// LSTPopViewProtocol's methods (LSTPopView.m:568-631) as a delegate table's keys.
    static let delegateKeys = [
        "willPop", "didPop", "countdown", "countdownFinish", "willDismiss", "didDismiss", "bgClick", "bgLongPress",
    ]

    /// The delegate table at 2 as callbacks, its identity the table's.
    static func delegate(_ call: LuaCall, _ p: Popup) -> PopupCallbacks {
        var c = PopupCallbacks()
        c.owner = call.slot(2).ref
        func h(_ k: String) -> Handler? {
            call.options(2)?.ref(k).map {
                Handler(fn: $0, world: call.world, key: "delegate." + k, source: p.labeledSource)
            }
        }
        (c.willPop, c.didPop, c.countdownFinish) = (
            h("willPop")?.plain, h("didPop")?.plain, h("countdownFinish")?.plain
        )
        (c.willDismiss, c.didDismiss, c.bgClick) = (
            h("willDismiss")?.plain, h("didDismiss")?.plain, h("bgClick")?.plain
        )
        if let f = h("countdown") { c.countdown = { try f($0, LuaCompactNumber($1)) } }
        return c
    }

    static let constructorOptions: [LuaOption] = [LuaOption("content", .options([
        LuaOption("width", StageTypes.nonNegative, "the content's width in points (default: the view's fitting one)"),
        LuaOption("height", StageTypes.nonNegative, "the content's height (default: the view's fitting one)"),
        LuaOption("name", .string, "a label for pictures and listings"),
        LuaOption("view", ViewAPI.anyView, "initWithCustomView: the app's view is the content (docs/VIEWS.md)"),
    ]), default: "{width = 0, height = 0}", "the content view: {width =, height =, name =, view =}"),
            LuaOption(
                "parent", parentType, default: "\"window\"",
                "where the popup is added: the key window under a host (stage.host(name) or its name: its own groups "
                    + "and scope), or a view, a table or a container (stage.tableView{}, stage.tabBarController{}, "
                        + "...), whose frame it covers, above it, with the view's own groups and scope"
            ),
        ComponentName.option, LuaOption.fixes(fixes.map(\.0))]
        + PopupFields.all.map { LuaOption($0.name, $0.type, default: $0.defaultText, $0.doc) }
        + callbackOptions.map { LuaOption($0.key, callbackType($0.key), $0.doc) }

    /// The fixes a popup may turn on (docs/behavior/lstpopview.md, "Fixes").
    static let fixes: [(LibraryFix, WritableKeyPath<PopupFixes, Bool> & Sendable)] = [
        (
            LibraryFix(
                "resumeSkipsSingle",
                "a covered single popup comes back shown (the library's resume runs the isSingle branch: it "
                    + "dismisses itself)"
            ), \.resumeSkipsSingle
        ),
        (
            LibraryFix(
                "resumeKeepsVisible",
                "resuming a visible popup leaves it as it is (the library's Fade pop blinks it from alpha 0)"),
            \.resumeKeepsVisible
        ),
        (
            LibraryFix(
                "flyOutEndsWithDismissal",
                "a drag's fly-out is dropped by a dismissal, a new pop or a cover (the library's fly-out completion "
                    + "dismisses the popup again, whatever happened meanwhile)"),
            \.flyOutEndsWithDismissal
        ),
        (
            LibraryFix(
                "dragClampsAtOrigin",
                "a drag moves the content from wherever it is, clamped at the origin per enabled half-axis (the "
                    + "library's moves a half only from its side of the origin: a content raised by the keyboard "
                    + "does not follow a one-half drag)"),
            \.dragClampsAtOrigin
        ),
    ]

    /// What a callback option's function is given: the popup, and for some a value.
    static func callbackType(_ key: String) -> LuaType {
        let p = ("p", LuaType.object(popupKey)), rect = LuaType.shape(.rect)
        if key == "onCountdown" { return .fn(p, ("remaining", .number)) }
        if key == "onPanOffset" {
            return .fn(
                p,
                (
                    "offset",
                    .options([LuaOption("x", .number, required: true), LuaOption("y", .number, required: true)])
                ))
        }
        guard key.hasPrefix("onKeyboard") else { return .fn(p) }
        return .fn(
            p,
            (
                "change",
                .options([
                    LuaOption("beginFrame", rect, required: true), LuaOption("endFrame", rect, required: true),
                                           LuaOption("duration", .number, required: true)])))
    }

    static let registry = APIRegistry(modules: [
            LuaModuleDecl(
                path: "stage",
                doc:
                    "Prioritized popups (LSTPopView): stage.popup{...}, stage.alert{...}, stage.host(name); see "
                        + "docs/POPUPS.md.",
                      functions: [constructor, alert, host]),
        LuaModuleDecl(path: "stage.popups", doc: """
            The popup manager of the stage (LSTPopView's class methods), under the policy \
            picked by `stage.reset{ popupPolicy = }`.
            """, functions: managerFunctions, properties: managerProperties),
    ], types: [popupType, hostDecl])

    // MARK: constructors

    static let constructor = LuaFunctionDecl.constructor(
        "popup", params: [LuaParam("options", .options(constructorOptions), optional: true, retired: [
            LuaRetiredOption(
                "customView", "initWithCustomView:'s view is content = { view = ... } (popup.customView reads it)"),
        ])], returns: "Popup",
        doc: """
            Creates a popup (LSTPopView) with every property as an option (defaults as in the \
            library's code) and the callbacks. `p:pop()` shows it, or queues it behind a \
            higher-priority popup of its group. Its timeline source is "popup#n"; it logs \
            willPop, didPop, countdown {remaining}, countdownFinish, willDismiss {reason}, \
            didDismiss, suspended, resumed, bgClick, retired, dropped and haptic.
            """,
        example: """
            local p = stage.popup{ content = { width = 280, height = 160 }, hemStyle = "bottom",
              popStyle = "smoothFromBottom", dismissStyle = "smoothToBottom", showTime = 3,
              onCountdown = function(p, remaining) print(remaining) end }
            p:pop()
            stage.clock.advance(0.6)   --> 3
            print(p.state)   --> shown
            """
    ) { call in make(call, .customView(contentSize: .zero)) }

    static let alert = LuaFunctionDecl.constructor(
        "alert", params: [LuaParam("options", .options(constructorOptions), optional: true)], returns: "Popup",
        doc: """
            A popup with LSTAlert's defaults: Fade/Fade, bgAlpha 0.3 and, because LSTAlert \
            copies every field of its config, swipeVelocity 0 (any release is a swipe), \
            dragReboundTime 0, dragDismissStyle set ("fade") and rectCorners 0 (a cornerRadius \
            rounds no corner). Same options as stage.popup.
            """,
        example:
            "local a = stage.alert{ content = { width = 270, height = 140 } }\nprint(a.bgAlpha, a.swipeVelocity)   "
                + "--> 0.3 0"
    ) { call in make(call, .alert(contentSize: .zero)) }

    static let host = LuaFunctionDecl(
        "host", params: [LuaParam("name", .string, "the container's name")], returns: "Host",
        doc:
            "A named group and scope on the key window (\"window\" is the default one): pass it as a popup's "
                + "`parent`; groups and scopes are per host (a view given as `parent` has its own).",
        example:
            "local feed = stage.host(\"feed\")\nlocal p = stage.popup{ content = { width = 200, height = 100 }, "
                + "parent = feed }\nprint(p.host)   --> feed"
    ) { call in call.returning(object: PopupHost.named(call.string(1), in: call.world.stage), as: hostKey) }

    /// The parent a value means (a view, a Host or a host name; nil: the window) and the handle
    /// it came from; the trampoline checked the type.
    static func parent(_ v: LuaSlot) -> (PopupParent, handle: (any StageBound)?) {
        if let view = WindowAPI.view(v) { return (.view(view), view) }
        let h = v.object(hostKey, as: PopupHost.self)
        return (.window(host: v.string ?? h?.name ?? PopupManager.defaultHost), h)
    }

    /// Why `v` is no parent: a stale handle (the trampoline checked the type).
    static func refusal(_ call: LuaCall, _ v: LuaSlot) -> String? { parent(v).handle?.staleMessage(in: call) }

    /// The scope key of the parent at `v` (nil: none given), refused as "bad argument `what`...)".
    static func scope(_ call: LuaCall, _ v: LuaSlot, _ what: String) throws -> String? {
        guard !v.isNil else { return nil }
        if let m = refusal(call, v) { throw StageReadError("bad argument " + what + m + ")") }
        return parent(v).0.scopeKey
    }

    static func make(_ call: LuaCall, _ base: PopupConfiguration) -> Int32 {
        let manager = call.world.stage.popups
        var c = base
        let o = call.options(1)
        let view = o?.options("content")?.field("view") { ViewAPI.view($0) }
        if let m = view?.staleMessage(in: call) { return call.argError(1, "option 'content.view': " + m) }
        let fit = view?.fittingSize(width: o?.options("content")?.number("width"))
        c.contentSize = o?.options("content").map {
            Size(width: $0.number("width") ?? fit?.width ?? 0, height: $0.number("height") ?? fit?.height ?? 0)
        } ?? c.contentSize
        c.contentName = o?.options("content")?.string("name") ?? c.contentName
        if let m = o?.field("parent", { refusal(call, $0) }) { return call.argError(1, "option 'parent': " + m) }
        if let o { PopupFields.all.apply(o, to: &c, manager.policy) }
        for (f, flag) in fixes where o?.fix(f.name) == true { c.fixes[keyPath: flag] = true }
        let p = manager.makePopup(
            c, parent: o?.field("parent") { parent($0).0 } ?? .window(host: PopupManager.defaultHost),
            label: ComponentName.read(o))
        for (key, wire, _) in callbackOptions {
            if let fn = o?.ref(key) { wire(p, Handler(fn: fn, world: call.world, key: key, source: p.labeledSource)) }
        }
        p.setCustomView(view)
        return call.returning(object: p, as: popupKey)
    }

    /// An on... option's Lua function: called with the popup, then the event's value (if any),
    /// as "onWillPop of popup#1" (in tracebacks).
    struct Handler {
        let fn: LuaRef, world: StageWorld, key: String, source: String

        func callAsFunction(_ p: Popup, _ value: (any LuaPushable)? = nil, as name: String? = nil) throws {
            try world.invoke(fn, as: "\(name ?? key) of \(source)") { c in
                c.push(object: p, as: popupKey)
                value?.push(to: c.stack)
                return value == nil ? 1 : 2
            }
        }

        var plain: PopupCallbacks.Handler { { try self($0) } }
    }

    /// A manager completion that calls the Lua function at `i` (if any).
    static func completion(_ call: LuaCall, _ i: Int32, _ label: String) -> (() -> Void)? {
        let world = call.world, stage = world.stage
        return call.optRef(i).map { fn in { stage.callUser { try world.invoke(fn, as: label) } } }
    }

    // MARK: Popup

    static let sample = "local p = stage.popup{ content = { width = 280, height = 160 } }\n"
    static func sampleWith(_ options: String) -> String {
        "local p = stage.popup{ content = { width = 280, height = 160 }, \(options) }\n"
    }

    static let popupType = LuaTypeDecl(popupKey, doc: """
        A popup (LSTPopView). Every property of the library is a field, readable and \
        writable (writes follow the library's setters; "swift" freezes group, priority, \
        mode, showTime and styles at `pop`, "objc" reads them live). `state` is "idle", \
        "queued", "presenting", "shown", "suspended", "dismissing", "dismissed" or "retired". \
        Taps and drags go through the screen's hit-testing.
        """, methods: [
        .command("pop", on: Popup.self, params: styleOptions(PopStyle.self, "a pop style for this pop (popWithStyle:)",
                                                             "seconds for this pop (popWithDuration:)"), doc: """
        Pops the popup (or queues it behind a higher-priority member of its group). Under \
        "swift" a popup already queued or on screen is not popped again (false and why). An \
        error for a dismissed popup and for a retired one (its host's scope was \
        invalidated; the refusal logs `retired`).
        """,
                example: sample + "p:pop{ style = \"scale\" }\nstage.clock.advance(0.3)\nprint(p.state)   --> shown"
            ) { p, call in
                try p.pop(
                    style: call.options(2)?.field("style", PopStyle.read), duration: call.options(2)?.number("duration")
                )
        },
            .command(
                "dismiss", on: Popup.self,
                params: styleOptions(
                    DismissStyle.self, "a dismiss style for this dismissal",
                                                                 "seconds for this dismissal"), doc: """
        Dismisses the popup (a queued one leaves its queue); the next waiter of its group \
        comes back. Under "swift", dismissing a popup never popped, or twice, does nothing \
        (false and why); "objc" dismisses it all the same (willDismiss again).
        """,
                example: sample
                    + "p:pop()\nstage.clock.advance(0.2)\np:dismiss{ style = \"scale\" "
                        + "}\nstage.clock.advance(0.3)\nprint(p.state)   --> dismissed"
            ) { p, call in
                p.dismiss(
                    style: call.options(2)?.field("style", DismissStyle.read),
                    duration: call.options(2)?.number("duration"))
        },
        .command("drag", on: Popup.self, params: [DragShape.param(duration: 0.2)], doc: """
        A pan from the content's center through `stage.screen.drag`: the content follows \
        along the allowed half-axes (dragStyle); the release rebounds, dismisses (distance, \
        dragDismissStyle) or swipes away (sweepStyle, swipeVelocity). Raises (an error, not \
        false) when the popup is not on screen (not popped, queued, gone) or its content's \
        center is covered (naming what covers it).
        """,
                example: sampleWith("dragStyle = \"y\", dragDistance = 100")
                    + "p:pop()\nstage.clock.advance(0.2)\np:drag{ dy = 150, duration = 0.3 }\nprint(p.state)   --> "
                        + "dismissed"
            ) { p, call throws -> Void in
            let d = DragShape.read(call.options(2), duration: 0.2)
            _ = try p.drag(by: Point(x: d.dx, y: d.dy), duration: d.duration, velocity: d.velocity)
        },
        .command("addDelegate", on: Popup.self, params: [LuaParam("delegate", .options(delegateKeys.map {
                                LuaOption(
                                    $0, callbackType($0 == "countdown" ? "onCountdown" : "on"),
                                    $0 == "bgClick" || $0 == "bgLongPress"
                                        ? "never called: the library's call is commented out" : "")
        }), "a table of delegate methods, each called with the popup")], doc: """
        Adds a delegate, as the library's `delegate` setter does (LSTPopView.m:810-813): \
        a set of them, each called before the popup's own block (568-631), in the order \
        added (the library's weak hash table has no order). Methods: willPop, didPop, \
        countdown(p, remaining), countdownFinish, willDismiss, didDismiss; bgClick and \
        bgLongPress are never called (commented out, 1215-1221, 1267-1273). The same \
        table twice does nothing (false and why); its methods are read when it is added.
        """,
                example: sample
                    + "local d = { didPop = function(p) print(\"didPop\", p.source) end "
                        + "}\np:addDelegate(d)\np:pop()\nstage.clock.advance(0.1)   --> didPop popup#1"
            ) { p, call in
            p.addDelegate(delegate(call, p)) { ($0 as? LuaRef).map(call.slot(2).isRawEqual(to:)) ?? false }
        },
            .command(
                "removeForDelegate", on: Popup.self,
                params: [LuaParam("delegate", .table, "a table given to addDelegate")],
                doc: """
        Removes that delegate (`removeForDelegate:`, LSTPopView.m:1412-1418); false when it is \
        not one.
        """, example: sample + "local d = {}\np:addDelegate(d)\np:removeForDelegate(d)") { p, call in
            p.removeDelegate { ($0 as? LuaRef).map(call.slot(2).isRawEqual(to:)) ?? false }
        },
        .command("removeAllDelegate", on: Popup.self, doc: """
        Removes every delegate (`removeAllDelegate`, LSTPopView.m:1421-1425), an \
        onCountdownFinish option's too (it is a delegate: the library has no block for it).
        """, example: sample + "p:addDelegate{}\np:removeAllDelegate()") { p, _ in p.removeAllDelegates() },
        .command("tapBackground", on: Popup.self, doc: """
        Taps the backdrop outside the content through the screen: bgClick, then the \
        dismissal when isClickBgDismiss. Raises (an error, not false) when the backdrop \
        cannot be touched: covered, not shown, or touch-transparent with isHideBg.
        """,
                example: sampleWith("isClickBgDismiss = true")
                    + "p:pop()\nstage.clock.advance(0.2)\np:tapBackground()\nprint(p.state)   --> dismissing"
            ) { p, _ in try p.tapBackground() },
        .command("resize", on: Popup.self, params: [LuaParam("size", .options([
                            LuaOption("width", StageTypes.nonNegative, required: true),
                            LuaOption("height", StageTypes.nonNegative, required: true),
                        ]))
                ],
                doc:
                    "Changes the content's size; the content re-anchors at once (the library's frame observer: a "
                        + "bottom popup grows upwards). The same size does nothing (false and why).",
                example: sampleWith("hemStyle = \"bottom\"")
                    + "p:pop()\np:resize{ width = 280, height = 200 }\nprint(p.frame.y)   --> 652"
            ) { p, call in
            call.slot(2).size.map { p.resize(to: $0) } ?? .acted
        },
    ], properties: [
        .value(Popup.self, "state", .enumeration(PopupState.allCases.map(\.rawValue)), doc: "The popup's state.",
               example: sample + "print(p.state)   --> idle") { $0.state.rawValue },
        .value(Popup.self, "frame", .shape(.rect), doc: "The content's frame on screen now (animated, scale applied).",
                example: sample
                    + "p:pop()\nstage.clock.advance(0.2)\nlocal f = p.frame\nprint(f.x, f.y, f.width, f.height)   "
                        + "--> 56.5 346 280 160"
            ) { $0.frame },
            .value(
                Popup.self, "remaining", .nullable(.number),
                doc: "Seconds left of the countdown (nil when none runs; while suspended, the paused remainder).",
                example: sampleWith("showTime = 3") + "p:pop()\nstage.clock.advance(1)\nprint(p.remaining)   --> 2"
            ) { $0.remaining.map(LuaCompactNumber.init) },
        visual("alpha", "The content's opacity now.") { $0.contentAlpha },
            visual("backdropAlpha", "The backdrop's opacity now (bgAlpha while shown; 0 without a backdrop).") {
                $0.backdropAlpha
            },
        visual("scale", "The content's scale now (the Scale and card-drop styles animate it).") { $0.scale },
        visual("rotation", "The content's rotation now, in radians (card drops).") { $0.rotation },
        LuaPropertyDecl("source", .string, doc: "The timeline source, \"popup#1\" (readable after a reset too).",
                        example: sample + "print(p.source)   --> popup#1",
                        getter: .swift { call in call.returning(call.object(1, as: Popup.self).source) }),
        ComponentName.property(Popup.self,
                example:
                    "local p = stage.popup{ name = \"rate\", content = { width = 280, height = 160 } "
                        + "}\nprint(p.name, p.source)   --> rate popup#1"
            ),
            .value(
                Popup.self, "host", .string,
                doc:
                    "What the popup is in, by name: the host's (\"window\" by default), or the parent view's source "
                        + "(\"table#1\").",
                example: sample + "print(p.host)   --> window"
            ) { $0.parent.name },
        .value(Popup.self, "parent", parentType,
                doc:
                    "Where the popup is (LSTPopView's parentView): the view given as `parent` (a table or a "
                        + "container), else the Host.",
               example: sample + "print(p.parent.name)   --> window") { p in
                    p.parent.layer.flatMap(WindowAPI.value(of:))
                        ?? LuaObjectValue(PopupHost.named(p.parent.name, in: p.stage), as: hostKey)
                },
        .value(Popup.self, "content", .table,
               doc: "The content: {width =, height =, name =} (change the size with resize).",
                example: sample + "print(p.content.width, p.content.height)   --> 280 160"
            ) { contentRecord.value($0.configuration) },
        .on(Popup.self, "customView", .nullable(ViewAPI.anyView),
            doc: "The custom view given as `content.view` (nil: none).",
            example: "local b = stage.button{ title = \"OK\" }\nlocal p = stage.popup{ content = { view = b } }\n"
                + "print(p.customView == b, p.content.width)   --> true 42.7",
            get: { p, call in ViewAPI.push(p.customView, call); return 1 }),
    ] + PopupFields.all.map(property),
       bodies: LuaTypeDecl.describing(Popup.self) { "Popup(\($0.labeledSource), \($0.state.rawValue))" })

    /// The content as `p.content` gives it: {width =, height =, name =}.
    static let contentRecord = LuaRecord<PopupConfiguration>([
        .computed("width") { LuaCompactNumber($0.contentSize.width) },
        .computed("height") { LuaCompactNumber($0.contentSize.height) }, .key("name", \.contentName),
    ])

    /// pop's and dismiss's `{style =, duration =}` options.
    static func styleOptions<S: NamedSetting>(_ style: S.Type, _ styleDoc: String, _ durationDoc: String) -> [LuaParam]
    {
        [
            LuaParam(
                "options",
                .options([
                    LuaOption("style", S.luaType, styleDoc), LuaOption("duration", StageTypes.seconds, durationDoc),
                ]), optional: true)
        ]
    }

    static func visual(
        _ name: String, _ doc: String, _ read: @escaping @Sendable (PopupVisual) -> Double
    ) -> LuaPropertyDecl {
        .value(Popup.self, name, .number, doc: doc, example: sample + "print(p.\(name))") {
            LuaCompactNumber(read($0.visual(at: $0.stage.now)))
        }
    }

    static func property(_ f: PopupField) -> LuaPropertyDecl {
        .on(Popup.self, f.name, f.type, doc: "\(f.doc) Default \(f.defaultText).",
            example: sample
                + (f.defaultText == "\"\""
                    ? "print(p.\(f.name) == \"\")   --> true" : "print(p.\(f.name))   --> \(f.defaultText)"),
            get: { p, call in
                f.push(p.configuration, call)
                return 1
            },
            set: { p, call in
                f.write(&p.configuration, call.slot(2), call.world.stage.popupSettings.policy)
                if let e = p.stage.takeReportedError() { throw e }
            })
    }

    // MARK: Host

    static let hostDecl = LuaTypeDecl(
        hostKey,
        doc: "A named group and scope of popups on the key window (the whole screen); groups and scopes are per host.",
        methods: [
            .method(
                "popups", on: PopupHost.self, returns: "list of Popup",
                doc: "The host's registered popups (stage.popups.all{ parent = host }).",
                example:
                    "local h = stage.host(\"feed\")\nstage.popup{ content = { width = 100, height = 50 }, parent = h "
                        + "}:pop()\nprint(#h:popups())   --> 1"
            ) { h, call in
            call.returning(LuaObjectList(call.world.stage.popups.all(host: h.name), as: popupKey))
        },
        .command("invalidate", on: PopupHost.self, doc: "Ends the host's scope (stage.popups.invalidate(host)).",
                example:
                    "stage.reset{ popupPolicy = \"swift\" }   -- scopes are the \"swift\" policy's\nlocal h = "
                        + "stage.host(\"feed\")\nlocal p = stage.popup{ content = { width = 100, height = 50 }, "
                            + "parent = h }\np:pop()\nh:invalidate()\nprint(p.state)   --> retired"
            ) { h, call in call.world.stage.popups.invalidate(host: h.name) },
    ], properties: [
            .value(
                PopupHost.self, "name", .string, doc: "The host's name.",
                example: "print(stage.host(\"feed\").name)   --> feed"
            ) { $0.name }
    ], bodies: LuaTypeDecl.describing(PopupHost.self) { "Host(\($0.name))" })

    // MARK: stage.popups

    static let popupParam = LuaParam("popup", .object(popupKey))
    static let completionParam = LuaParam(
        "completion", .fn(), optional: true, "called at the popup's didDismiss (now when there is nothing to remove)")

    static let managerSample =
        "local a = stage.popup{ content = { width = 200, height = 100 }, identifier = \"ad\", priority = 10 }\nlocal "
            + "b = stage.popup{ content = { width = 200, height = 100 }, priority = 20 }\na:pop()\nb:pop()\n"

    static let managerFunctions: [LuaFunctionDecl] = [
        LuaFunctionDecl(
            "all",
            params: [
                LuaParam(
                    "options", .options([LuaOption("parent", parentType, "only the popups of this host or view")]),
                    optional: true)
            ],
                        returns: "list of Popup", doc: """
            The registered popups (queued, shown, suspended; not those mid-dismissal): \
            "swift" in creation order, "objc" in the library's ascending-priority array \
            (duplicates kept).
            """, example: managerSample + "print(#stage.popups.all())   --> 2") { call in
            do {
                return call.returning(
                    LuaObjectList(
                        call.world.stage.popups.all(
                            host: try call.options(1)?.field("parent") {
                                try scope(call, $0, "#1 to 'all' (option 'parent': ")
                            }), as: popupKey))
            } catch { return call.fail(error) }
        },
        LuaFunctionDecl("forKey", params: [LuaParam("identifier", .string)], returns: "Popup or nil",
                        doc: "The first registered popup with this identifier (\"\": nil).",
                        example: managerSample + "print(stage.popups.forKey(\"ad\") == a)   --> true") { call in
            call.returning(call.world.stage.popups.forKey(call.string(1)).map { LuaObjectValue($0, as: popupKey) })
        },
        .function("group", taking: popupParam, as: Popup.self, returns: "list of Popup",
                  doc: "The registered members of the popup's group (same host and groupId).",
                  example: managerSample + "print(#stage.popups.group(a))   --> 2") { p, call in
            call.returning(LuaObjectList(call.world.stage.popups.group(p), as: popupKey))
        },
        LuaFunctionDecl(
            "queue",
            params: [
                LuaParam("host", parentType, optional: true, default: "\"window\""),
                LuaParam("groupId", .string, optional: true),
            ],
            returns: "list of Popup", doc: "The waiting popups of (host, groupId) in the order they would come back.",
                        example: managerSample + "print(stage.popups.queue(\"window\")[1] == a)   --> true") { call in
            do {
                return call.returning(
                    LuaObjectList(
                        call.world.stage.popups.queue(
                            host: try scope(call, call.slot(1), "#1 to 'queue' (") ?? PopupManager.defaultHost,
                            groupId: call.slot(2).string), as: popupKey))
            } catch { return call.fail(error) }
        },
        .function(
            "remove", taking: popupParam, as: Popup.self, params: [completionParam], returns: CommandOutcome.luaReturns,
            doc:
                "Dismisses the popup with style \"no\" (removePopView:); completion at its didDismiss (\"objc\": "
                    + "after the instance dismiss style's time, LSTPopView.m:1063, 1092-1096). A popup not "
                        + "registered: nothing (false and why; the completion runs now).",
            example: managerSample
                + "stage.popups.remove(b)\nstage.clock.advance(0.2)   -- \"objc\": the instance style's time (Fade "
                    + "0.2 s)\nprint(b.state)   --> dismissed"
        ) { p, call in
            call.input {
                call.world.stage.popups.remove(p, completion: completion(call, 2, "completion of stage.popups.remove"))
            }
        },
        .command("removeForKey", params: [LuaParam("identifier", .string), completionParam],
                 doc: "Removes the first popup with this identifier (no match: completion now).",
            example: managerSample
                + "stage.popups.removeForKey(\"ad\")\nstage.clock.advance(0.2)\nprint(a.state)   --> dismissed"
        ) { call in
            call.world.stage.popups.removeForKey(
                call.string(1), completion: completion(call, 2, "completion of stage.popups.removeForKey"))
        },
        .command(
            "removeAll", params: [LuaParam("completion", .fn(), optional: true, "called at the last one's didDismiss")],
                 doc: "Removes every registered popup with style \"no\", in listing order.",
            example: managerSample
                + "stage.popups.removeAll(function() print(\"all gone\") end)\nstage.clock.advance(0.2)   --> all gone"
        ) { call in
            call.world.stage.popups.removeAll(completion: completion(call, 1, "completion of stage.popups.removeAll"))
        },
        .command("removeLast", params: [LuaParam("completion", .fn(), optional: true)],
            doc:
                "Removes the last popup shown (\"objc\": showList's last entry not yet freed, so a popup "
                    + "mid-dismissal stays last).",
            example: managerSample
                + "stage.popups.removeLast()\nstage.clock.advance(0.2)\nprint(b.state)   --> dismissed"
        ) { call in
            call.world.stage.popups.removeLast(completion: completion(call, 1, "completion of stage.popups.removeLast"))
        },
        .command("invalidateAllScopes", doc: "Every host's scope ends (see invalidate).",
            example: "stage.reset{ popupPolicy = \"swift\" }\n" + managerSample
                + "stage.popups.invalidateAllScopes()\nprint(a.state, b.state)   --> retired retired"
        ) { call in call.world.stage.popups.invalidateAllScopes() },
        .command("invalidate", params: [LuaParam("host", parentType)], doc: """
            "swift": the host's popups end at once without animation (willDismiss, didDismiss, \
            retired), its waiters retire, and a later pop of any of them is refused. "objc" \
            (no scopes in the library): the host's registered popups are removed with style "no".
            """,
            example: "stage.reset{ popupPolicy = \"swift\" }\n" + managerSample
                + "stage.popups.invalidate(\"window\")\nprint(b.state)   --> retired"
        ) { call in
            call.world.stage.popups.invalidate(
                host: try scope(call, call.slot(1), "#1 to 'invalidate' (") ?? PopupManager.defaultHost)
        },
    ]

    static let managerProperties: [LuaPropertyDecl] = [
        LuaPropertyDecl(
            "policy", .enumeration(PopupPolicyKind.allCases.map(\.rawValue)),
            doc: "The stage's popup policy (stage.reset{ popupPolicy = }).",
                        example: "stage.reset{ popupPolicy = \"objc\" }\nprint(stage.popups.policy)   --> objc",
                        getter: .swift { call in call.returning(call.world.stage.popupSettings.policy.rawValue) }),
        LuaPropertyDecl(
            "tieBreak", .enumeration(PopupTieBreak.allCases.map(\.rawValue)),
            doc: "\"swift\": which equal-priority waiter comes back first (stage.reset{ tieBreak = }).",
                        example: "print(stage.popups.tieBreak)   --> lifo",
                        getter: .swift { call in call.returning(call.world.stage.popupSettings.tieBreak.rawValue) }),
    ]
}

extension PopupCallbacks {
    /// Adds `f` for the keyboard notification `phase` (one block serves the four), called as
    /// "keyboardWillShow of popup#1" with {beginFrame=, endFrame=, duration=}.
    mutating func onKeyboard(_ phase: KeyboardChange.Phase, _ f: PopupAPI.Handler) {
        let others = keyboard
        keyboard = { p, change in
            guard change.phase == phase else { return try others?(p, change) ?? () }
            try f(
                p,
                LuaTableValue([
                    "beginFrame": change.beginFrame, "endFrame": change.endFrame, "duration": change.duration.seconds,
                ]), as: phase.rawValue)
        }
    }
}
