import LuaBridge
import StageKit

// The popup-bar area of the `stage` API (LNPopupController): the containers
// (`stage.tabBarController{...}`, `stage.navigationController{...}`, `stage.viewController{...}`,
// `stage.customContainer{...}`) and their popup calls, state and delegate. The bar, content and
// item handles are in PopupBarPartsAPI.swift. Declared with the kit (docs/ARCHITECTURE.md,
// "How to add a component"); behavior is the engine's (docs/POPUPBAR.md).

extension PopupBarContainer: StageBound { public var handleName: String { labeledSource } }

enum PopupBarAPI {
    /// "0.5 s": a duration of the engine's, as the docs print it (never typed again in a doc).
    static func seconds(_ d: SimDuration) -> String { Fmt.number(d.seconds) + " s" }

    /// A tab title `c` does not have: the nearest one offered by the one did-you-mean rule.
    static func noTab(_ title: String, _ c: PopupBarContainer) -> ArgumentError {
        let tabs = c.kind.tabs
        let near = NearestName.first(title, among: tabs).map { " (did you mean \"\($0)\"?)" } ?? ""
        let listed = tabs.map { "\"\($0)\"" }.joined(separator: ", ")
        return ArgumentError(index: 2, message: "no tab titled \"\(title)\"\(near); tabs: " + listed)
    }

    static let containerKey = LuaTypeKey("PopupContainer")
    typealias C = PopupBarContainer
    typealias Parts = PopupBarPartsAPI


    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(
                    path: "stage",
                    doc:
                        "Popup bars (LNPopupController): stage.tabBarController{...}, "
                            + "stage.navigationController{...}, stage.viewController{...}, "
                                + "stage.customContainer{...}; see docs/POPUPBAR.md.",
                    functions: [tabBarController, navigationController, viewController, customContainer])
            ],
                    types: [containerType, Parts.barType, Parts.contentType, Parts.itemType, Parts.scrollType,
                           Parts.barButtonType])
    }

    // MARK: Constructors

    static let commonOptions: [LuaOption] = [
        LuaOption("title", .string, "the container's own title (its view controller's)"),
        LuaOption("parent", .object(containerKey), """
            the container holding this one (UIKit's addChild): its view fills the parent's and sees the parent's \
            safe area; a tab bar controller's children are its `tabs` instead
            """),
        LuaOption("onScreen", .boolean, default: "true",
            "put it on the stage now (\"in a window\"); with false, popup calls wait for c:present() and then run "
                + "non-animated"
        ),
        ComponentName.option,
        LuaOption.fixes(fixes),
    ]

    /// The divergences from LNPopupController 3.0.7 a script may turn on (docs/behavior/lnpopupcontroller.md, "Fixes").
    static let fixes = PopupBarFixes.all.map { LibraryFix($0.name, $0.doc) }

    /// A container constructor: its own options (before `commonOptions`) and the kind it makes.
    static func container(
        _ name: String, _ options: [LuaOption], _ kind: @escaping @Sendable (LuaOptions?) -> PopupBarContainerKind,
                          doc: String, example: String) -> LuaFunctionDecl {
        .constructor(name, params: [LuaParam("options", .options(options + commonOptions), optional: true)],
                        returns: "PopupContainer", doc: doc, example: example) { call in
            let o = call.options(1)
            // Where it goes is checked first: a refused constructor makes nothing.
            let placement = WindowAPI.Placement(o, call)
            if let failed = placement.failed { return failed }
            let c = PopupBarContainer(
                stage: call.world.stage, kind: kind(o), title: o?.string("title"), label: ComponentName.read(o))
            if let failed = placement.apply(to: c, o, call) { return failed }
            c.fixes = PopupBarFixes { o?.fix($0) ?? false }
            if o?.bool("onScreen") ?? true { c.present() }
            return call.returning(object: c, as: containerKey)
        }
    }

    static let tabBarController = container("tabBarController", [
            LuaOption(
                "tabs", .capped(.list(.oneOf([.string, .object(containerKey)])), atMost: 1000, "tabs"),
                default: "{\"Library\", \"Search\"}",
                "the tabs: a title, or a container (stage.navigationController{...}) that becomes the tab's content, "
                    + "titled with its title"
            )
        ],
        { o in
            .tabBarController(
                tabs: o?.list("tabs") { $0.string ?? $0.object(containerKey, as: C.self)?.title } ?? [
                    "Library", "Search",
                ])
        },
        doc: """
        A tab bar controller (a UITabBarController with LNPopupController): its tab bar (49 pt \
        + the home-indicator area) is the bottom docking view, the popup bar sits on it. \
        Timeline source "bar#n".
        """,
        example: """
        local tabs = stage.tabBarController{ tabs = { "Library", "Radio", "Search" } }
        tabs:presentPopupBar{ content = { title = "Song", subtitle = "Artist" } }
        stage.clock.advance(0.5)
        print(tabs.popupPresentationState)   --> barPresented
        """)

    static let navigationController = container("navigationController", [
            LuaOption(
                "toolbar", .boolean, default: "false", "show the navigation controller's toolbar (44 pt) under the bar")
    ] + WindowAPI.navigationBarOptions, { o in .navigationController(toolbar: o?.bool("toolbar") ?? false) },
        doc: """
        A navigation controller: its navigation bar (44 pt below the top inset, titled `title`) \
        at the top; with `toolbar = true` the popup bar docks on its toolbar, else on the bottom \
        safe area. Tables made with `parent =` it start below the navigation bar.
        """,
        example: """
        local nav = stage.navigationController{ toolbar = true }
        nav:presentPopupBar{ content = { title = "Episode 12" }, animated = false }
        print(nav.popupBar.frame.y)   --> 710
        """)

    static let viewController = container("viewController", [WindowAPI.viewOption], { _ in .viewController },
        doc: "A plain view controller: the bar docks on the bottom safe area (the library's invisible helper view).",
        example: """
        local vc = stage.viewController()
        vc:presentPopupBar{ content = { title = "Song" }, animated = false }
        print(vc.popupBar.frame.y)   --> 754
        """)

    static let customContainer = container("customContainer", [
            LuaOption(
                "dockingFrame", .shape(.rect),
                "the custom bottom docking view's frame (default: the home-indicator strip)"),
            LuaOption(
                "insetsBottom", .range(LuaRange(min: 0)), default: "0",
                "insetsForBottomDockingView's bottom (the only edge honoured)"),
        ],
        { o in .custom(dockingFrame: o?.field("dockingFrame") { $0.rect }, insetsBottom: o?.number("insetsBottom") ?? 0)
        },
        doc:
            "A custom container supplying its own bottom docking view (bottomDockingViewForPopupBar, "
                + "defaultFrameForBottomDockingView, insetsForBottomDockingView).",
        example: """
        local c = stage.customContainer{ dockingFrame = { x = 0, y = 772, width = 393, height = 80 } }
        c:presentPopupBar{ content = { title = "Song" }, animated = false }
        print(c.popupBar.frame.y)   --> 708
        """)

    // MARK: Reading options

    static let callOptions: [LuaOption] = [
        LuaOption("animated", .boolean, default: "true", "false runs it synchronously"),
        LuaOption("completion", .fn(), "called once when it ends (never when a later call drops it)"),
    ]

    /// The style's Lua name (customizedSnap's percent is a property of its own).
    static func interactionName(_ s: PopupBarInteractionStyle) -> String {
        if case .customizedSnap = s { "customizedSnap" } else { s.description }
    }

    static func interaction(_ name: String, percent: Double) -> PopupBarInteractionStyle {
        name == "customizedSnap"
            ? .customizedSnap(percent: percent)
            : [.drag, .snap, .scroll, .none].first { $0.description == name } ?? .default
    }

    /// openPopup, closePopup, dismissPopupBar: `run` starts the call with `animated` and the completion.
    static func operation(_ name: String, doc: String, example: String,
        _ run: @escaping @Sendable (C) -> (Bool, (() throws -> Void)?) -> CommandOutcome
    ) -> LuaFunctionDecl {
        .command(
            name, on: C.self, params: [LuaParam("options", .options(callOptions), optional: true)], doc: doc,
            example: example
        ) { c, call in
            let a = call.animation(2, label: "\(name) completion of \(c.labeledSource)")
            return run(c)(a.animated, a.completion)
        }
    }

    static let delegateNames = PopupBarEventName.allCases.filter { $0 != .popupItemDidUpdate }

    // MARK: PopupContainer

    static var containerType: LuaTypeDecl {
        LuaTypeDecl(containerKey, doc: """
            A presentation container with its popup bar (LNPopupController 3.0.7). Calls are \
            queued and coalesced as the library does (docs/POPUPBAR.md): a later present or \
            dismiss drops a pending present, dismiss drops everything pending, open and close drop \
            each other; a dropped call's completion is never called. `popupPresentationState` \
            changes only when an animation ends. Events go to the timeline from "bar#n".
            """, methods: [
            .method("presentPopupBar", on: C.self, params: [LuaParam("options", .options([
                LuaOption("content", .oneOf([.options(Parts.contentOptions), .object(containerKey)]), required: true,
                                        "the popup content: {title=, subtitle=, image=, progress=, buttons=, ...} (a "
                                            + "new content controller each call)"
                                    ),
                LuaOption("openPopup", .boolean, default: "false", "open the popup as soon as the bar is presented"),
            ] + callOptions))], returns: CommandOutcome.luaReturns, doc: """
            Presents the bar with new content: willPresentPopupBar now, didPresentPopupBar at \
            \(seconds(PopupBarMachine.presentDuration)) (animated), then `completion`. With `openPopup` the popup \
            opens too (willOpen \
            now, didOpen at \(seconds(PopupBarMachine.openDuration))). While presented or open it swaps the content \
            at once \
            (popupItemDidUpdate, no present events). Presenting the container itself is an error.
            """,
                    example: """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = "Song", subtitle = "Artist", progress = 0.3 },
                                  completion = function() print("presented at", stage.clock.now()) end }
            stage.clock.advance(0.5)   --> presented at 0.5
            """) { c, call in
                guard let o = call.options(2) else { return 0 }
                    let content = o.field("content") {
                        $0.object(containerKey, as: C.self)?.viewController
                            ?? $0.options.map { Parts.readContent(call, $0) }
                    }
                    guard let content else {
                        return call.argError(2, "option 'content': a content table or a container expected")
                    }
                    try c.presentPopupBar(
                        with: content, openPopup: o.bool("openPopup") ?? false, animated: o.bool("animated") ?? true,
                        completion: call.animation(2, label: "presentPopupBar completion of \(c.labeledSource)")
                            .completion)
                return call.finish(call.returning(CommandOutcome.acted))
            },
            operation("openPopup", doc: """
            Opens the popup: willOpen now, didOpen when the \(seconds(PopupBarMachine.openDuration)) animation ends, \
            then \
            `completion`. Already open, or on a hidden bar: nothing (false and why), but the completion is still called.
            """,
                    example: """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
            tabs:openPopup{ completion = function() print(tabs.popupPresentationState) end }
            stage.clock.advance(0.5)   --> open
            """) { $0.openPopup(animated:completion:) },
            operation("closePopup", doc: """
            Closes the open popup: willClose now, didClose at \(seconds(PopupBarMachine.closeDuration)), then \
            `completion`. \
            A popup that is not open: nothing (false and why), the completion still called.
            """,
                    example: """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = "Song" }, openPopup = true, animated = false }
            tabs:closePopup()
            stage.clock.advance(0.5)
            print(tabs.popupPresentationState)   --> barPresented
            """) { $0.closePopup(animated:completion:) },
            operation("dismissPopupBar", doc: """
            Dismisses the bar (\(seconds(PopupBarMachine.dismissDuration)); from open it closes first: \
            \(seconds(PopupBarMachine.closeDuration + PopupBarMachine.dismissDuration)) in all), then \
            `completion`. Dismiss drops every pending call. On a hidden bar nothing (false and why): the completion \
            runs at once.
            """,
                    example: """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = "Song" }, openPopup = true, animated = false }
            tabs:dismissPopupBar{ completion = function() print("gone at", stage.clock.now()) end }
            stage.clock.advance(1)   --> gone at 1.0
            """) { $0.dismissPopupBar(animated:completion:) },
            .method("delegate", on: C.self, params: [LuaParam("handlers", .options(
                delegateNames.map { LuaOption($0.rawValue, .fn(("animated", .boolean)), "\($0.rawValue)(animated)") } +
                                [
                                    LuaOption(
                                        "stateChanged", .fn(("from", .string), ("to", .string)),
                                        "stateChanged(from, to): popupPresentationState changed (KVO)")
                                ]
            ), optional: true)], doc: """
            Sets the presentation delegate (LNPopupPresentationDelegate) as functions; it \
            replaces the previous one (handlers not given are removed; nil removes all). \
            `will*` run while popupPresentationState still has the old value, `did*` after.
            """,
                    example: """
            local tabs = stage.tabBarController()
            tabs:delegate{ willOpen = function(animated) print("willOpen", animated, tabs.popupPresentationState) end }
            tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
            tabs:openPopup()   --> willOpen true barPresented
            """) { c, call in
                var d = PopupBarPresentationDelegate()
                let world = call.world, source = c.labeledSource, o = call.options(2)
                for name in delegateNames {
                        d[name] = o?.ref(name.rawValue).map { fn in
                            { try world.invoke(fn, as: "\(name.rawValue) of \(source)", luaArguments($0)) }
                        }
                }
                d.stateChanged = o?.ref("stateChanged").map { fn in
                        {
                            try world.invoke(
                                fn, as: "stateChanged of \(source)", luaArguments($0.description, $1.description))
                        }
                }
                c.delegate = d
                return 0
            },
            .command("present", on: C.self, doc: """
            Puts a container made with `onScreen = false` on the stage ("in a window"); the calls \
            made before run now, in order, non-animated. Nothing for one already on screen (false and why).
            """,
                    example: """
            local tabs = stage.tabBarController{ onScreen = false }
            tabs:presentPopupBar{ content = { title = "Song" } }
            print(tabs.popupPresentationState)   --> barHidden
            tabs:present()
            print(tabs.popupPresentationState)   --> barPresented
            """) { c, _ in c.present() },
            .command("tapTab", on: C.self, params: [
                LuaParam("tab", .oneOf([.string, StageTypes.index]), "a tab's title or its 1-based index")], doc: """
            Taps a tab of the tab bar through the screen (tabSelected); cancels a bar drag in progress. \
            Raises (an error, not false) when the tab cannot be touched: off screen, out of the \
            window, or covered (naming what covers it).
            """,
                    example: """
            local tabs = stage.tabBarController{ tabs = { "Library", "Search" } }
            tabs:tapTab(2)   -- or tabs:tapTab("Search")
            print(tabs.selectedTab)   --> 2
            """
                ) { c, call in
                    let tabs = c.kind.tabs
                    guard !tabs.isEmpty else {
                        throw ArgumentError(index: 2, message: "\(c.labeledSource) has no tab bar")
                    }
                    if let title = call.slot(2).string {
                        guard let i = tabs.firstIndex(of: title) else { throw noTab(title, c) }
                        return try c.tapTab(i)
                    }
                    let i = Int(clamping: call.number(2).rounded(.down), to: 1...Int(Int32.max), nan: 1)
                    guard i <= tabs.count else {
                        throw ArgumentError.outOfRange(2, "tab", i, in: c.labeledSource, has: tabs.count)
                    }
                    return try c.tapTab(i - 1)
                },
            .command("setBottomBarHidden", on: C.self, params: [
                        LuaParam(
                            "hidden", .boolean,
                            "hide (hidesBottomBarWhenPushed / setToolbarHidden) or show the tab bar or toolbar"),
                LuaParam("animated", .boolean, optional: true, default: "true", "0.5 s with the bar following"),
            ],
                    doc:
                        "Hides or shows the container's tab bar or toolbar; the popup bar follows it (no effect on "
                            + "plain and custom containers).",
                    example: """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
            tabs:setBottomBarHidden(true, false)
            print(tabs.popupBar.frame.y)   --> 754
            """) { c, call in c.setBottomBarHidden(call.bool(2), animated: call.optBool(3) ?? true) },
        ] + WindowAPI.containerMethods + NavigationAPI.methods, properties: [
            LuaPropertyDecl("source", .string, doc: "The timeline source, \"bar#1\".",
                            example: "print(stage.tabBarController().source)   --> bar#1",
                            getter: .swift { call in call.returning(call.object(1, as: C.self).source) }),
                ComponentName.property(
                    C.self, example: "print(stage.tabBarController{ name = \"player\" }.name)   --> player"),
                .value(
                    C.self, "kind",
                    .enumeration(["tabBarController", "navigationController", "viewController", "custom"]),
                   doc: "Which container this is.",
                   example: "print(stage.viewController().kind)   --> viewController") { $0.kind.name },
            .on(C.self, "selectedTab", StageTypes.index, doc: """
            The selected tab, 1-based (1 for containers without tabs). Setting it selects the tab \
            as UITabBarController's selectedIndex does: no touch and no tabSelected event (Apple: \
            tabBarController(_:didSelect:) is "called only in response to user taps in the tab bar"); \
            a tab out of range does nothing.
            """, example: """
            local tabs = stage.tabBarController{ tabs = { "Library", "Search" } }
            tabs.selectedTab = 2
            print(tabs.selectedTab, #stage.log.events{ name = "tabSelected" })   --> 2 0
            """,
                get: { c, call in call.returning(c.selectedTab + 1) },
                set: { c, call in
                    c.setSelectedTab(Int(clamping: call.number(2).rounded(.down), to: 1...Int(Int32.max), nan: 1) - 1)
                }),
            .value(C.self, "popupPresentationState", .enumeration(["barHidden", "barPresented", "open"]), doc: """
            "barHidden", "barPresented" or "open": changes only when an animation ends (and \
            during the effects of a synchronous call, so will* callbacks see the old value).
            """, example: "print(stage.tabBarController().popupPresentationState)   --> barHidden"
                ) { $0.popupPresentationState.description },
            .value(C.self, "popupTransitioning", .boolean,
                   doc: "True while a present, open, close, dismiss or drag is in flight.",
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\" } "
                            + "}\nprint(tabs.popupTransitioning)   --> true") { $0.popupTransitioning },
                .value(
                    C.self, "popupItem", .nullable(.object(Parts.itemKey)),
                    doc: """
            The item of the content the bar shows (nil while nothing is presented). Its \
            writable fields update the bar at once.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\" "
                            + "}, animated = false }\ntabs.popupItem.progress = 0.5\nprint(tabs.popupItem.progress)  "
                                + " --> 0.5") { PopupBarItemRef.of($0).map { LuaObjectValue($0, as: Parts.itemKey) } },
            .value(C.self, "popupBar", .object(Parts.barKey),
                   doc: "The popup bar (style, frame, accessibility, marquee, gestures).",
                    example: "print(stage.tabBarController().popupBar.effectiveBarStyle)   --> floating"
                ) { LuaObjectValue(PopupBarRef.of($0), as: Parts.barKey) },
                .value(
                    C.self, "popupContent", .object(Parts.contentKey),
                   doc: "The popup content view (frame, close button, gestures).",
                    example: "print(stage.tabBarController().popupContent.effectiveCloseButtonStyle)   --> grabber"
                ) { LuaObjectValue(PopupBarContentRef.of($0), as: Parts.contentKey) },
            .on(C.self, "popupInteractionStyle", .enumeration(PopupBarInteractionStyle.names), doc: """
            How the user opens and closes the popup: "default" (snap on iOS), "drag", "snap", \
            "customizedSnap" (snap with `popupSnapPercent` kept), "scroll" or "none". Setting \
            "snap" resets popupSnapPercent to 0.32.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs.popupInteractionStyle = "
                            + "\"drag\"\nprint(tabs.effectivePopupInteractionStyle)   --> drag",
                get: { c, call in call.returning(interactionName(c.popupInteractionStyle)) },
                set: { c, call in c.popupInteractionStyle = interaction(call.string(2), percent: c.popupSnapPercent) }),
            .value(C.self, "effectivePopupInteractionStyle", .enumeration(["drag", "snap", "scroll", "none"]),
                   doc: "The resolved interaction style (\"default\" → \"snap\" on iOS).",
                    example: "print(stage.tabBarController().effectivePopupInteractionStyle)   --> snap"
                ) { interactionName($0.effectivePopupInteractionStyle) },
            .field(C.self, "popupSnapPercent", \.self, \.popupSnapPercent, doc: """
            The fraction of the container height a snap drag must travel to close (0.32); \
            clamped to [0.1, 0.9] as the library does.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs.popupSnapPercent = "
                            + "2\nprint(tabs.popupSnapPercent)   --> 0.9"
                ),
            .value(C.self, "bottomSafeAreaInset", .number, doc: """
            The bottom safe-area inset the container's content sees now (its tab bar or toolbar \
            plus the bar, animated with it).
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\" "
                        + "}, animated = false }\nprint(tabs.bottomSafeAreaInset)   --> 147"
                ) { LuaCompactNumber($0.bottomSafeAreaInset()) },
            .field(C.self, "shouldExtendPopupBarUnderSafeArea", \.self, \.shouldExtendPopupBarUnderSafeArea,
                   doc: "Extend the bar's background under the home indicator (true).",
                   example: "print(stage.viewController().shouldExtendPopupBarUnderSafeArea)   --> true"),
            .field(C.self, "allowPopupHapticFeedbackGeneration", \.self, \.allowPopupHapticFeedbackGeneration,
                   doc: "Log haptics (true in 3.0.7).",
                   example: "print(stage.viewController().allowPopupHapticFeedbackGeneration)   --> true"),
                .value(
                    C.self, "pendingOperations", .list(.enumeration(PopupBarOperation.Kind.allCases.map(\.rawValue))),
                   doc: "The queued calls waiting for the running one (at most two: coalescing keeps one per family).",
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\" } "
                            + "}\ntabs:openPopup()\ntabs:closePopup()\nprint(table.concat(tabs.pendingOperations, "
                                + "\",\"))   --> close") { $0.pendingOperations.map(\.rawValue) },
            .value(C.self, "statusBarStyle", PopupBarStatusBarStyle.luaType, doc: """
            The status bar style the container reports now: the popup content's \
            preferredStatusBarStyle while the content covers the status bar (its top at or above \
            half the status-bar height), else the container's own. A programmatic open or close \
            flips it at its start; a drag when it crosses the line (0.3 s). Logged \
            statusBarStyleChanged {from, to, duration}.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", "
                            + "statusBarStyle = \"lightContent\" }, animated = false "
                                + "}\ntabs:openPopup()\nprint(tabs.statusBarStyle)   --> lightContent"
                ) { $0.statusBarStyle.rawValue },
                .field(
                    C.self, "preferredStatusBarStyle", \.self, \.viewController.preferredStatusBarStyle,
                    then: { $0.setNeedsStatusBarAppearanceUpdate() },
                    doc:
                        "The container's own preferredStatusBarStyle (\"default\"), shown while the popup content "
                            + "does not cover the status bar.",
                    example:
                        "local tabs = stage.tabBarController()\ntabs.preferredStatusBarStyle = "
                            + "\"darkContent\"\nprint(tabs.statusBarStyle)   --> darkContent"
                ),
            .value(C.self, "accessibilityElements", .list(.table), doc: """
            What VoiceOver reaches of the popup now: the bar's elements while presented (as \
            popupBar.accessibilityElements), only the close button ("Close") while open (the \
            content is modal), nothing while hidden.
            """, example: Parts.opened + "print(tabs.accessibilityElements[1].label)   --> Close"
                ) { $0.accessibilityElements() },
            .value(C.self, "onScreen", .boolean,
                   doc: "The container is on the stage (\"in a window\").",
                   example: "print(stage.viewController{ onScreen = false }.onScreen)   --> false") { $0.isOnStage },
            ] + WindowAPI.containerProperties + NavigationAPI.properties,
            bodies: LuaTypeDecl.describing(C.self) {
                "PopupContainer(\($0.labeledSource), \($0.kind.name), \($0.popupPresentationState))"
            })
    }
}
