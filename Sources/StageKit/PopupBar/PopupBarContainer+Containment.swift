/// The container inside other containers, as UIKit nests view controllers: a navigation
/// controller as a tab of a tab bar controller, a plain controller inside a navigation
/// controller. The structure itself is the stage's `ContainmentTree` (fed through
/// `ContainmentMachine`); this extension keeps the objects in step with it and derives the
/// geometry: a child's view fills the screen and sees its parent's safe area, which the parent's
/// bars (navigation bar, toolbar, tab bar) and its popup bar extend.
///
/// ```swift
/// let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Inbox", "Music"]))
/// let nav = PopupBarContainer(stage: stage, kind: .navigationController(toolbar: false))
/// try tabs.addChild(nav, tab: 0)
/// nav.viewSafeArea.bottom          // 83: above the tab bar
/// nav.childSafeAreaInsets.top      // 103: below its own navigation bar
/// ```
extension PopupBarContainer {
    /// The safe-area insets the container's view sees (distances from the screen's edges): the
    /// screen's at the top of the hierarchy, else what its parent gives its children.
    public var viewSafeArea: EdgeInsets { parent?.childSafeAreaInsets ?? stage.screen.safeArea }

    /// What its children and the tables inside it see: below its navigation bar, above its tab
    /// bar or toolbar and what its popup bar adds (model values). The parent's insets are read
    /// once: each level asks its parent once, so a chain of n containers costs O(n) (reading
    /// them for the bar and for the layout as well made it 3^n).
    public var childSafeAreaInsets: EdgeInsets {
        let v = viewSafeArea
        let bottom = layout(hidden: bottomBarHidden, safeArea: v).bottomSafeAreaInset(presence: presenceTarget)
        return EdgeInsets(
            top: navigationBarFrame(viewSafeArea: v)?.maxY ?? v.top, left: v.left, bottom: bottom, right: v.right)
    }

    /// Why the container's view is not in the window, or nil when it is (`isShownInWindow`): it
    /// and every container above it are on the stage (a child's view is inside its parent's:
    /// UIKit puts it in the window only with it), and the top one is either the window's root
    /// (any container at the top while the root is the implicit plain controller) or each one a
    /// child its parent shows (a tab bar controller shows only the selected tab's).
    public var whyNotShown: String? {
        guard isOnStage else { return "\(labeledSource) is not on the stage (onScreen = false)" }
        var node = self
        var steps = 0
        while let p = node.parent, steps <= stage.containment.links.count {
            if !p.isOnStage {
                return "\(labeledSource) is inside \(p.labeledSource), which is not on the stage (onScreen = false)"
            }
            if let why = p.navigation?.coveredReason(node.source) { return why }
            if let tab = node.tabIndex, tab != p.selectedTab {
                return
                    "\(node.labeledSource) is tab \(tab + 1) of \(p.labeledSource), which shows tab "
                        + "\(p.selectedTab + 1)"
            }
            node = p
            steps += 1
        }
        if let root = stage.containment.root, root != node.source {
            return "\(node.labeledSource) is not in the window (its root view controller is \(stage.labeled(root)))"
        }
        return nil
    }

    /// The content controller a user sees: down the selected tabs and the last child of each
    /// navigation or plain controller (what an app's `self` is on screen).
    public var visibleContentController: PopupBarContainer {
        var node = self
        var steps = 0
        while steps < 64 {
            steps += 1
            if node.kind.isTabBarController {
                guard let c = node.children.first(where: { $0.tabIndex == node.selectedTab }) else { break }
                node = c
            } else if let nav = node.navigation {
                // The top of the stack (during a pop, already the one it goes to).
                guard nav.top !== node else { break }
                node = nav.top
            } else if let c = node.children.last {
                node = c
            } else {
                break
            }
        }
        return node
    }

    /// The tab (0-based) whose content this container is, in a tab bar controller parent.
    var tabIndex: Int? { stage.containment.links[source]?.tab }

    /// UIKit's `addChild(_:)` with the child's view added to this one: a tab bar controller's
    /// child is the content of tab `tab` (0-based; replacing a child there), other containers'
    /// fill their view. Refused as `ContainmentMachine` says (cycles, the window's root).
    public func addChild(_ child: PopupBarContainer, tab: Int? = nil) throws(PopupBarError) {
        guard stage.isValid else { throw .stageReset(source: labeledSource) }
        let isTabs = kind.isTabBarController
        if isTabs {
            guard let tab, tab >= 0, tab < kind.tabs.count else {
                throw .badInput("a child of \(labeledSource) is one of its tabs: tab 1 to \(kind.tabs.count) expected")
            }
        }
        let index = isTabs ? tab : nil
        if let refusal = stage.containment(.addChild(child.source, to: source, tab: index)).refusal {
            throw .badInput(refusal.message)
        }
        if let old = child.parent, old !== self {
            old.children.removeAll { $0 === child }
            // Out of a navigation stack, as removeFromParent takes it out (UIKit's addChild
            // removes it from its old parent first).
            old.navigation?.removed(child)
        }
        if let index {
            // One child per tab: the one there before leaves.
            for other in children where other !== child && other.tabIndex == index {
                other.removeFromParent()
            }
        }
        if !children.contains(where: { $0 === child }) { children.append(child) }
        child.parent = self
        child.noteSafeAreaChange()
        if isOnStage {
            if child.isOnStage { stage.layers.insert(child, below: self) } else { child.present() }
        }
        // In a navigation controller the child goes on top of the stack, without animation.
        navigation?.adopted(child)
    }

    /// UIKit's `removeFromParent()`: the container leaves its parent (and the window with it,
    /// unless it is at the top while the root is the implicit plain controller).
    @discardableResult
    public func removeFromParent() -> CommandOutcome {
        guard let p = parent else { return .didNothing("\(labeledSource) has no parent") }
        stage.containment(.removeFromParent(source))
        p.children.removeAll { $0 === self }
        parent = nil
        p.navigation?.removed(self)
        noteSafeAreaChange()
        return .acted
    }
}

extension PopupBarContainer: NavigationBarHosting {
    public var hasNavigationBar: Bool { kind.isNavigationController }
}
