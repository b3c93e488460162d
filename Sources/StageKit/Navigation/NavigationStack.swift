/// A navigation controller's stack, live (docs/NAVIGATION.md): it keeps `NavigationMachine`'s
/// state for its container and feeds it through a `MachineDriver`, which owns the transition's
/// end; it carries out the effects (the controllers joining and leaving the navigation
/// controller and the window, the appearance events and the app's overrides), and keeps what
/// moves: the transition's progress and the navigation bar's hiding.
///
/// The navigation controller's own content (its `title`, the tables made with `parent = nav`) is
/// the root of the stack, as UINavigationController(rootViewController:)'s root; pushed
/// controllers are its children, in stack order. A covered controller's view is out of the
/// window (UIKit removes it), so the layer stack does not grow with the stack.
///
/// ```swift
/// let nav = PopupBarContainer(stage: stage, kind: .navigationController(toolbar: false), title: "Podcasts")
/// nav.present()
/// let detail = PopupBarContainer(stage: stage, kind: .viewController, title: "Episode 3")
/// try nav.navigation?.push(detail)                  // viewWillAppear now, viewDidAppear at 0.35
/// ```
public final class NavigationStack: InvariantChecking {
    unowned let container: PopupBarContainer
    var stage: Stage { container.stage }
    public internal(set) var state: NavigationState
    let driver: MachineDriver<NavigationMachine>
    /// The running transition's progress (0: the old top on screen, 1: the new one).
    var progress = Animated(1.0)
    /// The navigation bar's hiding (0 shown ... 1 hidden), animated by `setNavigationBarHidden`.
    var barHiding = Animated(0.0)
    /// The pushed controllers by source, while they are in the stack or leaving it.
    private var controllers: [String: PopupBarContainer] = [:]
    /// What `hidesBottomBarWhenPushed` last did to the enclosing tab bar.
    var appliedBottomBarHidden = false
    /// A screen-edge pan is in progress on this navigation controller.
    var edgePanActive = false

    init(container: PopupBarContainer) {
        self.container = container
        state = NavigationState(root: container.source)
        driver = MachineDriver(component: "navigation \(container.source)", clock: container.stage.clock)
        let source = container.source
        driver.timerLabel = { _, _ in "\(source) navigation transition end" }
        driver.deliver = { [weak self] _, _, input in self?.send(input) }
        container.stage.onInvalidate { [weak self] in
            self?.driver.forgetTimers()
            self?.controllers.removeAll()
        }
    }

    // MARK: Reading

    /// The controllers above the root, bottom first (`viewControllers` without the root).
    public var pushed: [PopupBarContainer] { state.stack.dropFirst().compactMap { controllers[$0] } }
    /// The top controller: the last pushed one, or the navigation controller itself at the root.
    public var top: PopupBarContainer { controller(state.top) ?? container }
    public var isTransitioning: Bool { state.transition != nil }

    func controller(_ source: String) -> PopupBarContainer? {
        source == container.source ? container : controllers[source]
    }

    /// Why `source`'s view (a pushed controller, or the root content) is out of the window: it
    /// is covered by a controller above it and no transition shows it. Nil when it is shown.
    public func coveredReason(_ source: String) -> String? {
        guard source != state.top, state.transition?.from != source else { return nil }
        guard state.contains(source) else { return nil }
        return "\(stage.labeled(source)) is covered by \(stage.labeled(state.top)) in "
            + "\(container.labeledSource)'s navigation stack"
    }

    /// How far right the view of `source` is drawn at `t` while a transition moves it (0 at rest).
    public func offsetX(of source: String, at t: SimTime) -> Double {
        guard let tr = state.transition else { return 0 }
        let w = stage.screen.width
        let p = progress.value(at: t)
        let (incoming, outgoing) = tr.kind == .push ? (tr.to, tr.from) : (tr.from, tr.to)
        // A push slides the new view in from the right over the old, which moves left by the
        // parallax; a pop is the same run backwards.
        let q = tr.kind == .push ? p : 1 - p
        if source == incoming { return w * (1 - q) }
        if source == outgoing { return -w * NavigationTiming.parallax * q }
        return 0
    }

    // MARK: Calls

    /// `pushViewController(_:animated:)`. Refused (UIKit raises) for a navigation controller, the
    /// window's root, a controller with another parent, one already in the stack or one that
    /// contains this navigation controller.
    @discardableResult
    public func push(_ c: PopupBarContainer, animated: Bool = true) throws(PopupBarError) -> CommandOutcome {
        try checkPushable(c, method: "push")
        controllers[c.source] = c
        return try outcome(send(.push(c.source, animated: animated)))
    }

    @discardableResult
    public func pop(animated: Bool = true) throws(PopupBarError) -> CommandOutcome {
        try outcome(send(.pop(animated: animated)))
    }

    @discardableResult
    public func popToRoot(animated: Bool = true) throws(PopupBarError) -> CommandOutcome {
        try outcome(send(.popTo(0, animated: animated)))
    }

    @discardableResult
    public func pop(to c: PopupBarContainer, animated: Bool = true) throws(PopupBarError) -> CommandOutcome {
        let k = c === container ? 0 : state.stack.lastIndex(of: c.source) ?? -1
        return try outcome(send(.popTo(k, animated: animated)))
    }

    /// `setViewControllers(_:animated:)` with the controllers above the root.
    @discardableResult
    public func setPushed(_ list: [PopupBarContainer], animated: Bool = true) throws(PopupBarError) -> CommandOutcome {
        for c in list where !state.contains(c.source) { try checkPushable(c, method: "setViewControllers") }
        for c in list { controllers[c.source] = c }
        let step = send(.setStack([container.source] + list.map(\.source), animated: animated))
        if !step.isMoved { forgetStrays() }
        return try outcome(step)
    }

    /// The controller left by `removeFromParent`: it leaves the stack without events; covered,
    /// its view was out of the window and stays out (off the stage until used again).
    func removed(_ c: PopupBarContainer) {
        guard controllers[c.source] != nil else { return }
        send(.remove(c.source))
        controllers[c.source] = nil
        if !stage.layers.contains(c) { c.leaveStage() }
    }

    /// A controller added with `addChild`: it goes on top without animation.
    func adopted(_ c: PopupBarContainer) {
        guard !state.contains(c.source) else { return }
        controllers[c.source] = c
        let step = send(.push(c.source, animated: false))
        if !step.isMoved { forgetStrays() }
    }

    private func checkPushable(_ c: PopupBarContainer, method: String) throws(PopupBarError) {
        guard stage.isValid, c.stage === stage else { throw .stageReset(source: c.labeledSource) }
        if c.kind.isNavigationController {
            throw .badInput("cannot \(method) \(c.labeledSource): Pushing a navigation controller is not supported")
        }
        if c.source == stage.containment.root {
            throw .badInput("cannot \(method) \(c.labeledSource): it is the window's root view controller")
        }
        if stage.containment.contains(c.source, container.source) {
            throw .badInput("cannot \(method) \(c.labeledSource): it contains \(container.labeledSource)")
        }
        if let p = c.parent, p !== container {
            throw .badInput(
                "cannot \(method) \(c.labeledSource): it is a child of \(p.labeledSource) (remove it first)")
        }
    }

    /// A push or set that did not move keeps no controller it named.
    private func forgetStrays() {
        let live = Set(state.stack + (state.transition?.removed ?? []))
        for k in controllers.keys.sorted() where !live.contains(k) { controllers[k] = nil }
    }

    private func outcome(_ step: NavigationMachine.Step) throws(PopupBarError) -> CommandOutcome {
        switch step {
        case .moved: return .acted
        case .ignored(let why): return .didNothing(why)
        case .refused(let r): throw .badInput(r.description)
        }
    }

    // MARK: The edge swipe

    /// The finger on the left edge: the interactive pop begins, follows, and on release finishes
    /// or is cancelled by `NavigationEdgePan.finishes`.
    func handleEdgePan(_ pan: PanEvent) {
        let w = max(1, stage.screen.width)
        let fraction = min(max(pan.translation.x / w, 0), 1)
        switch pan.phase {
        case .began: send(.edgePanBegan); send(.edgePanChanged(fraction))
        case .changed: send(.edgePanChanged(fraction))
        case .ended, .cancelled:
            send(.edgePanChanged(fraction))
            let finish =
                pan.phase == .ended && NavigationEdgePan.finishes(fraction: fraction, velocityX: pan.velocity.x)
            send(.edgePanEnded(finish: finish))
        }
    }

    /// An edge pan could begin now (a controller to pop back to, nothing running).
    var canBeginEdgePan: Bool { state.stack.count > 1 && state.transition == nil }

    // MARK: The machine

    @discardableResult
    func send(_ input: NavigationMachine.Input) -> NavigationMachine.Step {
        if let waiting = driver.deferring(input, (), state: state, { [self] in send(input) }) { return waiting }
        let step = driver.send(input, (), on: self, at: \.state) { perform($0) }
        if step.isMoved, !driver.isStepping {
            container.updateBottomBarForTop()
            container.noteSafeAreaChange()
        }
        return step
    }

    private func perform(_ e: NavigationMachine.Effect) {
        switch e {
        case .attach(let s):
            if let c = controllers[s] { container.attachPushed(c) }
        case .detach(let s):
            if let c = controllers[s] { container.detachPushed(c) }
            controllers[s] = nil
        case .enterWindow(let s):
            if let c = controllers[s] { container.showPushed(c) }
        case .leaveWindow(let s):
            if let c = controllers[s] { container.hidePushed(c) }
        case .appearance(let s, let kind, let animated):
            stage.log(s, kind.rawValue, ["animated": .bool(animated)])
            if let h = controller(s)?.navigationItem.appearanceHandlers[kind] { stage.callUser { try h(animated) } }
        case .progress(let from, let to, let d):
            progress.set(from)
            progress.animate(to: to, at: stage.now, duration: d, curve: NavigationTiming.curve)
        case .track(let p):
            progress.set(p)
        case .timer:
            break   // the driver's
        }
    }

    /// The stack's invariants, and a timer exactly while the transition awaits its end.
    public func checkInvariants() throws(InvariantBroken) {
        try state.checkInvariants()
        let waits = NavigationMachine.awaits(.transition, in: state, ())
        try InvariantBroken.check(waits == driver.isPending(.transition), "transition end: awaited \(waits)")
        try progress.checkInvariants()
    }

    public var pendingCount: Int { driver.pendingCount }
}

extension NavigationStack {
    /// The controller below `source` in the stack (for a controller being popped, the one the
    /// pop goes to): what its back button returns to.
    func previous(of source: String) -> String? {
        if let i = state.stack.lastIndex(of: source) { return i > 0 ? state.stack[i - 1] : nil }
        if let t = state.transition, t.from == source { return t.to }
        return nil
    }
}
