import LuaBridge
import StageKit

/// `stage.window`: the window's root view controller and what a user sees in it (UIKit's
/// `window.rootViewController`), declared once; the tree itself is StageKit's `ContainmentTree`.
enum WindowAPI {
    typealias C = PopupBarContainer

    static let registry = APIRegistry(modules: [
        LuaModuleDecl(path: "stage.window", doc: """
            The window (docs/WORLD.md): its root view controller and the controller a user sees. \
            While `root` is nil the root is an implicit full-screen plain controller holding what \
            a script made on its own (tables without a parent, containers at the top), all on \
            screen as before. Setting a container as root puts only its hierarchy in the window; \
            tables made afterwards without a parent go into the visible content controller.
            """, properties: [
            LuaPropertyDecl("root", .nullable(.object(PopupBarAPI.containerKey)), doc: """
                The window's root view controller: a container at the top of its hierarchy, or nil \
                for the implicit plain controller (the default). A container with a parent is \
                refused (remove it from its parent first).
                """, example: """
                local nav = stage.navigationController{ title = "Inbox" }
                local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
                stage.window.root = tabs
                print(stage.window.root == tabs, nav.inWindow)   --> true true
                """,
                getter: .swift { call in
                    let stage = call.world.stage
                        guard let root = stage.containment.root, let c = container(named: root, in: stage) else {
                            return call.returning(nil as String?)
                        }
                    return call.returning(object: c, as: PopupBarAPI.containerKey)
                },
                setter: .swift { call in
                    let stage = call.world.stage
                    let c = call.slot(2).object(PopupBarAPI.containerKey, as: C.self)
                    if let m = c?.staleMessage(in: call) { return call.argError(2, m) }
                        if let refusal = stage.containment(.setRoot(c?.source)).refusal {
                            return call.fail(PopupBarError.badInput(refusal.message))
                        }
                    c?.present()
                    return 0
                }),
            LuaPropertyDecl("visibleViewController", .nullable(.object(PopupBarAPI.containerKey)), doc: """
                The content controller a user sees (what an app's `self` is): from the root down \
                the selected tabs and each navigation or plain controller's last child; nil while \
                the root is the implicit plain controller.
                """, example: """
                local nav = stage.navigationController{ title = "Inbox" }
                stage.window.root = stage.tabBarController{ tabs = { nav, "Music" } }
                print(stage.window.visibleViewController == nav)   --> true
                """,
                getter: .swift { call in
                    let stage = call.world.stage
                        guard let root = stage.containment.root, let c = container(named: root, in: stage) else {
                            return call.returning(nil as String?)
                        }
                    return call.returning(object: c.visibleContentController, as: PopupBarAPI.containerKey)
                }),
        ]),
    ])

    /// The container on `stage` whose source is `source` (containers stay on the layer stack).
    static func container(named source: String, in stage: Stage) -> C? {
        stage.layers.layer(source: source) as? C
    }

    // MARK: Containment, on every container

    /// Where a new container goes (`parent` and container `tabs` options), read and checked
    /// before the container is made.
    struct Placement {
        var parent: C?
        var tabs: [C?] = []
        /// The error already raised, to return.
        var failed: Int32?

        init(_ o: LuaOptions?, _ call: LuaCall) {
            parent = o?.field("parent") { $0.object(PopupBarAPI.containerKey, as: C.self) }
            tabs = o?.list("tabs") { Optional($0.object(PopupBarAPI.containerKey, as: C.self)) } ?? []
            let root = call.world.stage.containment.root
            if let parent, let m = parent.staleMessage(in: call) {
                failed = call.argError(1, "option 'parent': " + m)
            } else if let parent, parent.kind.isTabBarController {
                failed = call.argError(
                    1,
                    "option 'parent': \(parent.labeledSource) is a tab bar controller: list the child in its `tabs` "
                        + "instead"
                )
            } else if let bad = tabs.lazy.compactMap({ $0 }).first(where: {
                $0.staleMessage(in: call) != nil || $0.source == root
            }) {
                failed = call.argError(1, "option 'tabs': " + (bad.staleMessage(in: call)
                    ?? "\(bad.labeledSource) is the window's root view controller (set stage.window.root first)"))
            } else if let (first, again) = Placement.repeated(tabs) {
                // UIKit: a view controller has one parent, so it can be the content of one tab only.
                failed = call.argError(
                    1,
                    "option 'tabs': \(tabs[first]?.labeledSource ?? "") is tab \(first + 1) and tab "
                                       + "\(again + 1): a view controller has one parent")
            }
        }

        /// The first container listed twice: the indices of its first two places.
        static func repeated(_ tabs: [C?]) -> (Int, Int)? {
            var seen: [ObjectIdentifier: Int] = [:]
            for (i, c) in tabs.enumerated() {
                guard let c else { continue }
                if let j = seen[ObjectIdentifier(c)] { return (j, i) }
                seen[ObjectIdentifier(c)] = i
            }
            return nil
        }

        /// Adds the tabs' containers to `c` in their places and `c` to its parent, with its
        /// navigation bar as the options say.
        func apply(to c: C, _ o: LuaOptions?, _ call: LuaCall) -> Int32? {
            if let v = o?.field("view", { ViewAPI.view($0) }) {
                if let m = v.staleMessage(in: call) { return call.argError(1, "option 'view': " + m) }
                c.setView(v)
            }
            c.navigationBarHidden = o?.bool("navigationBarHidden") ?? false
            c.prefersLargeTitles = o?.bool("prefersLargeTitles") ?? false
            do {
                for (i, child) in tabs.enumerated() { if let child { try c.addChild(child, tab: i) } }
                try parent?.addChild(c)
            } catch {
                // The container is not made: the tabs it took leave it again.
                for child in c.children { child.removeFromParent() }
                return call.fail(error)
            }
            return nil
        }
    }

    /// A navigation controller's bar options (read by `Placement.apply`).
    static let navigationBarOptions: [LuaOption] = [
        LuaOption(
            "navigationBarHidden", .boolean, default: "false",
            "hide the navigation bar (44 pt below the top inset, showing `title`)"),
        LuaOption(
            "prefersLargeTitles", .boolean, default: "false", "a large-title navigation bar: 96 pt instead of 44"),
    ]

    /// A plain controller's `view` option (UIViewController's view).
    static let viewOption = LuaOption("view", ViewAPI.anyView, """
        the controller's view (UIViewController's view, docs/VIEWS.md): it fills the screen under \
        everything the controller holds (its tables, its bars)
        """)

    static let containerProperties: [LuaPropertyDecl] = [
            .on(C.self, "view", .nullable(ViewAPI.anyView), doc: """
            The controller's view (UIViewController's `view`; nil until given): it fills the screen \
            under the container's tables and bars, is shown while the container is, and hands the \
            touches that land on it to its controls. Setting it replaces the one there.
            """, example: """
            local vc = stage.viewController{ view = stage.view{ backgroundColor = "systemBackground" } }
            local b = stage.button{ title = "Play", x = 20, y = 120 }
            vc.view:addSubview(b)
            print(b:tap(), b.screenFrame.y)   --> true 120
            """,
            get: { c, call in ViewAPI.push(c.view, call); return 1 },
            set: { c, call in
                let v = call.slot(2).isNil ? nil : try ViewAPI.argument(call, 2)
                c.setView(v)
            }),
        .value(
            C.self, "parent", .nullable(.object(PopupBarAPI.containerKey)),
    doc: """
            The container holding this one (UIKit's parent), nil at the top. Set with the \
            constructor's `parent` or `tabs`, or `addChild`.
            """,
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\nlocal tabs = stage.tabBarController{ "
                + "tabs = { nav, \"Music\" } }\nprint(nav.parent == tabs)   --> true"
        ) { $0.parent.map { LuaObjectValue($0, as: PopupBarAPI.containerKey) } },
        .value(
            C.self, "children", .list(.object(PopupBarAPI.containerKey)),
                   doc: "The containers it holds, in the order they were added (UIKit's children).",
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\nlocal tabs = stage.tabBarController{ "
                + "tabs = { nav, \"Music\" } }\nprint(#tabs.children)   --> 1"
        ) { LuaObjectList($0.children, as: PopupBarAPI.containerKey) },
        .value(C.self, "inWindow", .boolean, doc: """
            Its view is in the window now: on the stage, inside a parent that shows it (a tab bar \
            controller shows only the selected tab's child), and at the top the window's root \
            (any top-level container while stage.window.root is nil). Tables inside a container \
            that is not in the window are neither drawn nor hit.
            """,
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\nlocal tabs = stage.tabBarController{ "
                    + "tabs = { \"Music\", nav } }\nprint(nav.inWindow)   --> "
                        + "false\ntabs:tapTab(2)\nprint(nav.inWindow)   --> true") { $0.isShownInWindow },
        .value(C.self, "safeAreaInsets", .shape(.insets), doc: """
            UIKit's safeAreaInsets of the container's view {top =, left =, bottom =, right =}: \
            the screen's at the top of the hierarchy, else what its parent gives its children.
            """,
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\nstage.tabBarController{ tabs = { nav, "
                    + "\"Music\" } }\nprint(nav.safeAreaInsets.bottom)   --> 83") { $0.viewSafeArea },
        .value(C.self, "contentSafeAreaInsets", .shape(.insets), doc: """
            The safe-area insets its children and the tables inside it see: below its navigation \
            bar (top inset + 44, or 96 with prefersLargeTitles), above its tab bar or toolbar and \
            what its popup bar adds (model values: a bar being dismissed gives its final inset).
            """,
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\nstage.tabBarController{ tabs = { nav, "
                    + "\"Music\" } }\nprint(nav.contentSafeAreaInsets.top, nav.contentSafeAreaInsets.bottom)   --> "
                        + "103 83") { $0.childSafeAreaInsets },
            .field(C.self, "navigationBarHidden", \.self, \.navigationBarHidden,
            doc:
                "A navigation controller's isNavigationBarHidden (false): hidden, the content's top inset is the "
                    + "view's.",
            example:
                "local nav = stage.navigationController()\nnav.navigationBarHidden = "
                    + "true\nprint(nav.contentSafeAreaInsets.top)   --> 59"
        ),
            .field(C.self, "prefersLargeTitles", \.self, \.prefersLargeTitles,
            doc:
                "A navigation controller's navigationBar.prefersLargeTitles (false): the bar is 96 pt below the top "
                    + "inset instead of 44.",
            example:
                "local nav = stage.navigationController{ prefersLargeTitles = true "
                    + "}\nprint(nav.contentSafeAreaInsets.top)   --> 155"
        ),
            // UITabBarController's tab bar items' titles: the world's, as the other bars' flags here.
            .value(C.self, "tabTitles", .list(.string), doc: """
            The tabs' titles in order, as tapTab takes them (a tab given as a container has its \
            title then); empty for a container without tabs.
            """, example: """
            local tabs = stage.tabBarController{ tabs = { "Chats", "Calls" } }
            print(table.concat(tabs.tabTitles, ", "))   --> Chats, Calls
            """) { $0.kind.tabs },
    ]

    static let containerMethods: [LuaFunctionDecl] = [
            .method("addChild", on: C.self, params: [
                LuaParam(
                    "child", .object(PopupBarAPI.containerKey), "the container to hold (it leaves its old parent)"),
                LuaParam(
                    "tab", StageTypes.index, optional: true,
                    "for a tab bar controller: which tab (1-based) it is the content of"),
    ], doc: """
            UIKit's addChild with the child's view added: the child fills this container's view \
            and sees its safe area. A tab bar controller's child is one tab's content (replacing \
            the one there). Refused for a cycle and for the window's root.
            """,
            example: """
            local tabs = stage.tabBarController{ tabs = { "Inbox", "Music" } }
            local nav = stage.navigationController{ title = "Inbox" }
            tabs:addChild(nav, 1)
            print(nav.contentSafeAreaInsets.bottom)   --> 83
            """) { c, call in
                let child = call.object(2, as: C.self)
                if let m = child.staleMessage(in: call) { return call.argError(2, m) }
                let tab = call.optNumber(3).map { Int(clamping: $0.rounded(.down), to: 1...Int(Int32.max), nan: 1) - 1 }
                do { try c.addChild(child, tab: tab) } catch { return call.fail(error) }
                return call.finish(0)
            },
            .command("removeFromParent", on: C.self, doc: """
            UIKit's removeFromParent: the container leaves its parent (and the window, unless \
            stage.window.root is nil and it shows at the top). One without a parent: nothing \
            (false and why).
            """,
            example: """
            local nav = stage.navigationController{ title = "Inbox" }
            local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
            nav:removeFromParent()
            print(nav.parent)   --> nil
            """) { c, _ in c.removeFromParent() },
    ]

    /// A table's container (declared here with the rest of the hierarchy).
    static let tableParent: LuaPropertyDecl =
    .on(SwipeTable.self, "parent", .nullable(.object(PopupBarAPI.containerKey)), doc: """
            The container whose view the table lies in (its safe area insets the rows), or nil: \
            the implicit plain root controller. Setting it moves the table into another \
            container (its scroll offset kept, clamped to the new range), on top of the views \
            already there, as addSubview puts it.
            """,
            example:
                "local nav = stage.navigationController{ title = \"Inbox\" }\ntbl.parent = "
                    + "nav\nprint(tbl.adjustedContentInset.top)   --> 103",
            get: { t, call in
                guard let c = t.safeAreaProvider as? PopupBarContainer else { return call.returning(nil as String?) }
                return call.returning(object: c, as: PopupBarAPI.containerKey)
            },
            set: { t, call in
                let c = call.slot(2).object(PopupBarAPI.containerKey, as: PopupBarContainer.self)
                if let c, !c.stage.isValid || c.stage !== t.stage {
                    throw PopupBarError.stageReset(source: c.labeledSource)
                }
                t.safeAreaProvider = c
                // addSubview: the moved view lies on top of its new parent's.
                t.present()
            })

    /// Where a view the script adds without a parent goes: UIKit's controller on screen, nil
    /// (the full-screen plain controller) while the root is the implicit one.
    static func visibleContentController(_ stage: Stage) -> C? {
        stage.containment.root.flatMap { container(named: $0, in: stage) }?.visibleContentController
    }

    // MARK: Views

    /// The views a script can name as a parent (LSTPopView's parentView): tables and containers.
    static let viewTypes: [LuaType] = [.object(SwipeAPI.tableKey), .object(PopupBarAPI.containerKey)]

    /// The view at `v` (a table or a container), nil for anything else.
    static func view(_ v: LuaSlot) -> (any StageLayer & StageBound)? {
        v.object(SwipeAPI.tableKey, as: SwipeTable.self) ?? v.object(PopupBarAPI.containerKey, as: C.self)
    }

    /// A view's handle for Lua, nil for a layer that is not one.
    static func value(of view: any StageLayer) -> LuaObjectValue? {
        if let t = view as? SwipeTable { return LuaObjectValue(t, as: SwipeAPI.tableKey) }
        return (view as? C).map { LuaObjectValue($0, as: PopupBarAPI.containerKey) }
    }

    // MARK: Presenting

    /// What a sheet's `present{ from = }` takes: a sheet, or anything a controller holds.
    static let presenterType = LuaType.oneOf([
        .object(ActionSheetAPI.sheetKey), .object(PopupBarAPI.containerKey), .object(PopupBarPartsAPI.contentKey),
        .object(PopupAPI.popupKey),
    ] + ViewAPI.keys.map { .object($0) })

    /// Whom a sheet's `present{ from = v }` presents from: a sheet (its source), else the root,
    /// with the controller `present` is called on (docs/WORLD.md, "Presentation"): a container;
    /// the popup content (LNPopupController forwards its content controller's presentations to
    /// the container, UIViewController+LNPopupSupportPrivate.mm:417-428); an LSTPopView popup
    /// (the controller holding its parent view); a view (the controller holding it); or, by
    /// default, the window's visible view controller (none while the root is the implicit plain
    /// controller). Refused as 'present's option 'from' for a stale handle.
    static func presenter(_ v: LuaSlot?, _ call: LuaCall) throws
        -> (presenter: String, via: PresentationMachine.Requester?) {
        let stale = { (m: String?) throws in
            if let m { throw StageReadError("bad argument #1 to 'present' (option 'from': \(m))") }
        }
        if let sheet = v?.object(ActionSheetAPI.sheetKey, as: ActionSheetAPI.Sheet.self) {
            try stale(sheet.staleMessage(in: call))
            return (sheet.source, nil)
        }
        let root = PresentationChain.root
        var holder: C?
        if let c = v?.object(PopupBarAPI.containerKey, as: C.self) {
            try stale(c.staleMessage(in: call))
            holder = c
        } else if let content = v?.object(PopupBarPartsAPI.contentKey, as: PopupBarContentRef.self) {
            try stale(content.staleMessage(in: call))
            holder = content.owner
        } else if let p = v?.object(PopupAPI.popupKey, as: Popup.self) {
            try stale(p.staleMessage(in: call))
            holder = p.parent.layer.flatMap(controller(holding:))
        } else if let view = v.flatMap(ViewAPI.view) {
            try stale(view.staleMessage(in: call))
            guard let host = view.root.host else {
                return (root, PresentationMachine.Requester(view.labeledSource, inWindow: false))
            }
            holder = controller(holding: host.hostLayer)
        }
        if let holder { return (root, PresentationMachine.Requester(holder.source, inWindow: holder.isShownInWindow)) }
        return (root, visibleContentController(call.world.stage).map { PresentationMachine.Requester($0.source) })
    }

    /// The controller whose view holds `layer`: a container itself, its own view, a table's
    /// container, a popup's parent's; nil for what lies on the window (the root's).
    static func controller(holding layer: any StageLayer) -> C? {
        switch layer {
        case let c as C: return c
        case let v as ControllerViewLayer: return v.container
        case let t as SwipeTable: return t.safeAreaProvider as? C
        case let p as Popup: return p.parent.layer.flatMap(controller(holding:))
        default: return nil
        }
    }
}
