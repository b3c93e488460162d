import LuaBridge
import StageKit

/// A navigation controller's stack and bar (docs/NAVIGATION.md), declared once: the members are
/// spliced into the container type (`PopupContainer`), beside the popup bar's.
enum NavigationAPI {
    typealias C = PopupBarContainer

    static let animatedParam = LuaParam(
        "animated", .boolean, optional: true, default: "true", "animate (\(NavigationTiming.duration.seconds) s)")
    static let controllerParam = LuaParam(
        "controller", .object(PopupBarAPI.containerKey), "a view controller (not a navigation controller)")

    static func navigation(_ c: C) throws -> NavigationStack {
        guard let n = c.navigation else {
            throw PopupBarError.badInput("\(c.labeledSource) is a \(c.kind.name), not a navigation controller")
        }
        return n
    }

    /// Reads a controller argument, refusing a stale one as Lua does a bad argument.
    static func controller(_ call: LuaCall, _ i: Int32) -> (C?, Int32?) {
        let c = call.object(i, as: C.self)
        if let m = c.staleMessage(in: call) { return (nil, call.argError(i, m)) }
        return (c, nil)
    }

    static let pushExample = """
        local nav = stage.navigationController{ title = "Podcasts" }
        local detail = stage.viewController{ title = "Episode 3" }
        nav:push(detail)
        print(nav.topViewController == detail, nav.navigationTransitioning)   --> true true
        stage.clock.advance(1)
        print(#nav.viewControllers, detail.inWindow)   --> 1 true
        """

    static let methods: [LuaFunctionDecl] = [
        .method("push", on: C.self, params: [controllerParam, animatedParam], returns: CommandOutcome.luaReturns,
                doc: """
            UINavigationController's pushViewController: the controller becomes the top of the stack \
            at once; its view slides in over the old top (viewWillDisappear / viewWillAppear now, \
            viewDidDisappear / viewDidAppear when the animation ends). During a transition it does \
            nothing (false and UIKit's warning). Raises for a controller already in the stack, a \
            navigation controller, the window's root or a child of another container.
            """, example: pushExample) { nav, call in
            let (c, failed) = controller(call, 2)
            guard let c else { return failed ?? 0 }
            return call.finish(call.returning(try navigation(nav).push(c, animated: call.optBool(3) ?? true)))
        },
        .command("pop", on: C.self, params: [animatedParam], doc: """
            UINavigationController's popViewController: the controller below the top becomes the \
            top; the popped one leaves when the animation ends. At the root, or during a \
            transition, nothing (false and why).
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav:push(stage.viewController{ title = "Episode 3" }, false)
            nav:pop()
            stage.clock.advance(1)
            print(#nav.viewControllers, nav:pop())   --> 0 false the root view controller cannot be popped
            """) { nav, call in try navigation(nav).pop(animated: call.optBool(2) ?? true) },
        .command("popToRoot", on: C.self, params: [animatedParam], doc: """
            UINavigationController's popToRootViewController: back to the navigation controller's \
            own content; the controllers between leave without appearance events.
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav:setViewControllers({ stage.viewController(), stage.viewController() }, false)
            nav:popToRoot(false)
            print(#nav.viewControllers, nav.topViewController == nav)   --> 0 true
            """) { nav, call in try navigation(nav).popToRoot(animated: call.optBool(2) ?? true) },
        .method("popTo", on: C.self, params: [
            LuaParam("controller", .object(PopupBarAPI.containerKey), "a controller in the stack (or the navigation "
                     + "controller itself: its root)"), animatedParam,
        ], returns: CommandOutcome.luaReturns, doc: """
            UINavigationController's popToViewController. Raises for a controller not in the stack \
            ("Tried to pop to a view controller that doesn't exist.").
            """, example: """
            local nav = stage.navigationController()
            local a, b = stage.viewController(), stage.viewController()
            nav:setViewControllers({ a, b }, false)
            nav:popTo(a, false)
            print(nav.topViewController == a)   --> true
            """) { nav, call in
            let (c, failed) = controller(call, 2)
            guard let c else { return failed ?? 0 }
            return call.finish(call.returning(try navigation(nav).pop(to: c, animated: call.optBool(3) ?? true)))
        },
        .method("setViewControllers", on: C.self, params: [
            LuaParam("controllers", .list(.object(PopupBarAPI.containerKey)), "the stack above the root, bottom first"),
            animatedParam,
        ], returns: CommandOutcome.luaReturns, doc: """
            UINavigationController's setViewControllers: the stack above the root at once; a push \
            when the new top is new, a pop when it was in the stack, no transition when the top \
            stays. Raises for a controller listed twice.
            """, example: """
            local nav = stage.navigationController()
            local a, b = stage.viewController{ title = "A" }, stage.viewController{ title = "B" }
            nav:setViewControllers({ a, b })
            stage.clock.advance(1)
            print(nav.backButtonTitle)   --> A
            """) { nav, call in
            var list: [C] = []
            let slot = call.slot(2)
            for k in 0..<slot.rawLength {
                guard let c = slot.element(k + 1, { $0.object(PopupBarAPI.containerKey, as: C.self) }) else { continue }
                if let m = c.staleMessage(in: call) { return call.argError(2, "element \(k + 1): " + m) }
                list.append(c)
            }
            return call.finish(call.returning(try navigation(nav).setPushed(list, animated: call.optBool(3) ?? true)))
        },
        .command("tapBack", on: C.self, doc: """
            Taps the back button through the screen: backButtonTapped, then an animated pop. \
            Raises (an error, not false) when there is none (at the root) or it cannot be touched.
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav:push(stage.viewController{ title = "Episode 3" }, false)
            nav:tapBack()
            stage.clock.advance(1)
            print(#nav.viewControllers)   --> 0
            """) { nav, _ in try nav.tapBack() },
        .command("edgeSwipe", on: C.self, params: [DragShape.param(duration: 0.3)], doc: """
            The interactive pop: a drag from the screen's left edge by `dx` through the screen. \
            The pop follows the finger; on release it finishes past half the width or faster than \
            500 pt/s to the right, and is cancelled otherwise (approximate: docs/NAVIGATION.md).
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav:push(stage.viewController{ title = "Episode 3" }, false)
            nav:edgeSwipe{ dx = 100, duration = 0.3, velocity = { 0, 0 } }
            stage.clock.advance(1)
            print(#nav.viewControllers)   --> 1
            """) { nav, call throws -> Void in
            let v = DragShape.read(call.options(2), duration: 0.3)
            try nav.edgeSwipe(dx: v.dx, duration: v.duration, velocity: v.velocity)
        },
        .command("setNavigationBarHidden", on: C.self, params: [
            LuaParam("hidden", .boolean, "hide or show the navigation bar"), animatedParam,
        ], doc: """
            UINavigationController's setNavigationBarHidden: the content's inset at once, the bar \
            sliding over UINavigationController.hideShowBarDuration (0.2 s, approximate) when animated.
            """, example: """
            local nav = stage.navigationController()
            nav:setNavigationBarHidden(true)
            print(nav.navigationBarHidden, nav.contentSafeAreaInsets.top)   --> true 59
            """) { nav, call in nav.setNavigationBarHidden(call.bool(2), animated: call.optBool(3) ?? true) },
        .method("onAppearance", on: C.self, params: [LuaParam("handlers", .options(
            NavigationAppearance.allCases.map {
                LuaOption($0.rawValue, .fn(("animated", .boolean)), "\($0.rawValue)(animated)")
            }
        ), optional: true)], doc: """
            The controller's appearance overrides (UIViewController's viewWillAppear and the like), \
            as functions called with `animated`; they replace the previous ones. A call they make \
            waits until the step that ran them is done.
            """, example: """
            local nav = stage.navigationController()
            local detail = stage.viewController{ title = "Episode 3" }
            detail:onAppearance{ viewDidAppear = function(animated) print("shown", animated) end }
            nav:push(detail)
            stage.clock.advance(1)   --> shown true
            """) { c, call in
            let world = call.world, source = c.labeledSource, o = call.options(2)
            var handlers: [NavigationAppearance: (Bool) throws -> Void] = [:]
            for kind in NavigationAppearance.allCases {
                handlers[kind] = o?.ref(kind.rawValue).map { fn in
                    { try world.invoke(fn, as: "\(kind.rawValue) of \(source)", luaArguments($0)) }
                }
            }
            c.navigationItem.appearanceHandlers = handlers
            return 0
        },
    ]

    static let properties: [LuaPropertyDecl] = [
        .value(C.self, "viewControllers", .list(.object(PopupBarAPI.containerKey)), doc: """
            The controllers pushed on a navigation controller's own content (its root), bottom \
            first; empty at the root and for other containers.
            """, example: pushExample) { LuaObjectList($0.navigation?.pushed ?? [], as: PopupBarAPI.containerKey) },
        .value(C.self, "topViewController", .object(PopupBarAPI.containerKey), doc: """
            The top of the stack (during a pop already the one it goes to): the last pushed \
            controller, or the navigation controller itself at its root (and for other containers).
            """, example: pushExample) { LuaObjectValue($0.navigation?.top ?? $0, as: PopupBarAPI.containerKey) },
        .value(C.self, "navigationTransitioning", .boolean, doc: "A push or pop is running (touches are ignored).",
               example: pushExample) { $0.navigation?.isTransitioning ?? false },
        .value(C.self, "backButtonTitle", .nullable(.string), doc: """
            The back button's label: the title of the controller below the top ("Back" when it has \
            none); nil at the root.
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav:push(stage.viewController(), false)
            print(nav.backButtonTitle)   --> Podcasts
            """) { c in c.navigation?.state.previous.map { c.backButtonTitle($0) } },
        .value(C.self, "navigationBarFrame", .nullable(.shape(.rect)), doc: """
            The navigation bar on screen now (from the screen's top, its background under the \
            status bar): 44 pt below the top inset, 96 with a large title, which collapses to 44 \
            as the top controller's table scrolls 52 pt (linearly, approximate); nil when hidden \
            or not a navigation controller.
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true }
            local list = stage.tableView{ rows = 40, parent = nav }
            print(nav.navigationBarFrame.height)   --> 155
            list:scroll(30)
            print(nav.navigationBarFrame.height)   --> 125
            list:scroll(100)
            print(nav.navigationBarFrame.height)   --> 103
            """) { $0.displayedNavigationBarFrame() },
        .value(C.self, "navigationBarAppearance", .enumeration(["scrollEdge", "standard"]), doc: """
            Which of iOS 15's bar appearances shows: "scrollEdge" (the content's background, no \
            shadow) while no content is under the bar, "standard" once the top controller's table \
            scrolled under it (past the large title, if one shows).
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            local list = stage.tableView{ rows = 40, parent = nav }
            list:scroll(10)
            print(nav.navigationBarAppearance)   --> standard
            """) { $0.navigationBarAppearance() },
        .on(C.self, "largeTitleDisplayMode",
            .enumeration(NavigationItem.LargeTitleDisplayMode.allCases.map(\.rawValue)),
            doc: """
            UINavigationItem's largeTitleDisplayMode ("automatic"): "always", "never", or the \
            controller's below (the root: the bar's prefersLargeTitles).
            """, example: """
            local nav = stage.navigationController{ prefersLargeTitles = true }
            local detail = stage.viewController{ title = "Episode 3" }
            detail.largeTitleDisplayMode = "never"
            nav:push(detail, false)
            print(nav.contentSafeAreaInsets.top)   --> 103
            """,
            get: { c, call in call.returning(c.navigationItem.largeTitleDisplayMode.rawValue) },
            set: { c, call in
                c.navigationItem.largeTitleDisplayMode = NavigationItem.LargeTitleDisplayMode(
                    rawValue: call.string(2)) ?? .automatic
            }),
        .field(C.self, "hidesBottomBarWhenPushed", \.navigationItem, \.hidesBottomBarWhenPushed, doc: """
            UIViewController's hidesBottomBarWhenPushed (false): while it is the top of a \
            navigation controller in a tab bar controller, the tab bar hides (the popup bar follows).
            """, example: """
            local nav = stage.navigationController()
            local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
            local detail = stage.viewController()
            detail.hidesBottomBarWhenPushed = true
            nav:push(detail, false)
            print(nav.safeAreaInsets.bottom)   --> 34
            """),
        .on(C.self, "title", .nullable(.string), doc: """
            The controller's title (its navigationItem's): what a navigation bar shows while it is \
            on top, and the back button above it.
            """, example: """
            local nav = stage.navigationController{ title = "Podcasts" }
            nav.title = "Library"
            print(nav.title)   --> Library
            """,
            get: { c, call in call.returning(c.viewController.title) },
            set: { c, call in c.viewController.title = call.slot(2).string }),
    ]
}
