/// One action sheet on a stage (XLActionController's `ActionController` and its example
/// subclasses): it holds the model, the settings and the style, owns the lifecycle state, carries
/// out the state machine's effects on the stage (timeline events, scheduled completions, the
/// layer), and answers taps and pans routed to it by the screen.
///
/// Configuration (header, actions, sections, settings) is open until `present()`; from then on
/// the settings and the layout are frozen, as the library reads them when its view loads.
///
/// The type is split by concern: this file is the core (state, reading, carrying out the state
/// machine's effects), `+Configuration` what may change before `present()`, `+Input` the
/// semantic input and the touches the screen routes here, `+Drawing` the canvas.
///
/// Invariants (`checkInvariants()`, run after every transition in debug builds): a layout and a
/// motion exist exactly when the sheet has been presented; the layer is on the stack exactly
/// while the state is on screen; the callbacks are released once it is dismissed; the scroll
/// offset is 0 unless scrolling is enabled.
///
/// ```swift
/// let stage = Stage()
/// let sheet = try ActionController(stage: stage, style: .preset(.skype))
/// try sheet.addAction(SheetAction(data: ActionData(title: "Take photo"))) { action in print(action.title) }
/// try sheet.present()                      // sheet#1 willPresentView at 0
/// try stage.clock.advance(by: 0.5)         // didPresentView at 0.5
/// try sheet.tap(action: 0)                 // dismissal; the handler runs after didDismissView
/// ```
public final class ActionController: StageLayer, TimelineSource, PresentedController, InvariantChecking {
    public typealias Handler = (SheetActionRef) throws -> Void

    public let stage: Stage
    /// The timeline source, "sheet#1".
    public let source: String
    public internal(set) var style: SheetStyle
    public internal(set) var settings: ActionControllerSettings
    public internal(set) var model: SheetModel
    public internal(set) var state: SheetState = .idle
    /// Feeds `state` its inputs and checks the invariants after each (debug builds).
    var driver: MachineDriver<SheetMachine>
    /// Fixed at `present()`.
    public internal(set) var layout: SheetLayout?
    public internal(set) var motion: SheetMotion?
    /// How a drag must look to dismiss (see `SwipeDownRule`).
    public var swipeRule = SwipeDownRule.standard
    /// The presenting navigation controller's `isNavigationBarHidden` before this sheet hid its
    /// bar (`hideNavigationBarOnShow`), nil when it did not.
    private var navigationBarWasHidden: Bool?
    /// The divergences from the library the script turned on (all off: faithful).
    public var fixes = SheetFixes()

    /// The script's callbacks, released by the state machine's `releaseCallbacks` effect.
    var handlers: [Int: Handler] = [:]
    var completion: (() throws -> Void)?
    var scroll = Animated<Double>(0)
    var panStartScroll: Double?

    /// How long a scroll past either end takes to spring back after the finger lifts.
    public static let bounceBackDuration: SimDuration = 0.4

    /// Bytes charged to the stage's memory for the sheet, its actions, sections, header and
    /// layout (`EngineMemory`), released when the sheet goes.
    public internal(set) var memoryHeld = 0
    private var rotationToken: ObserverToken?
    /// Estimates, rounded up from measurements (debug build, glibc): a sheet with its style and
    /// settings ~3.4 KB, each action ~100 bytes (plus its strings and handler), the layout and
    /// motion made by `present()` ~5 KB.
    static let sheetBytes = 4 << 10
    static let actionBytes = 128
    static let handlerBytes = 96
    static let sectionBytes = 128
    static let layoutBytes = 6 << 10
    static let layoutBytesPerAction = 96

    /// `label`: the name the script gave the sheet (`TimelineSource`).
    public init(stage: Stage, style: SheetStyle, header: SheetHeader? = nil,
                settings: ActionControllerSettings? = nil, label: String? = nil) throws(ActionSheetError) {
        guard stage.isValid else { throw .stageReset(source: "this stage") }
        self.stage = stage
        self.style = style
        self.settings = settings ?? style.settings
        self.model = SheetModel()
        self.source = stage.makeSource(kind: "sheet", label: label)
        self.driver = MachineDriver(component: source, clock: stage.clock)
        driver.deliver = { [weak self] _, _, input in self?.send(input) }
        rotationToken = stage.addRotationObserver { [weak self] change in self?.screenDidTransition(change) }
        try setHeader(header)
        stage.memory.charge(Self.sheetBytes, for: .components, heldBy: &memoryHeld)
        stage.onInvalidate { [weak self] in
            self?.handlers.removeAll()
            self?.completion = nil
        }
    }

    deinit {
        stage.memory.release(memoryHeld, for: .components)
        if let rotationToken { stage.removeRotationObserver(rotationToken) }
    }

    // MARK: Reading

    /// The behavior flags the collection view has (ActionController.swift 130-152): the script's,
    /// or the preset's for a style that makes it in its init (`SheetStyle.collectionViewAtInit`).
    public var collectionBehavior: ActionControllerSettings.Behavior {
        guard style.collectionViewAtInit else { return settings.behavior }
        var b = settings.behavior
        let made = style.settings.behavior
        (b.hideOnTap, b.hideOnScrollDown, b.scrollEnabled, b.bounces) =
            (made.hideOnTap, made.hideOnScrollDown, made.scrollEnabled, made.bounces)
        return b
    }

    /// The settings the layout and the motion follow: `settings` with `collectionBehavior`.
    var laidOutSettings: ActionControllerSettings {
        var s = settings
        s.behavior = collectionBehavior
        return s
    }

    public var device: SheetDevice { SheetDevice(size: stage.screen.size, safeArea: stage.screen.safeArea) }

    /// The content height (xlactioncontroller.md "Layout", "Dynamics"): the frozen layout's once presented, otherwise
    /// what
    /// `present()` would compute now. Fails like `present()` on an empty last section.
    public func contentHeight() throws(ActionSheetError) -> Double {
        if let layout { return layout.contentHeight }
        return try SheetLayout(model: model, style: style, settings: laidOutSettings, device: device).contentHeight
    }

    /// The handle of action `index` (the same object while anyone holds it; `Stage.handle`).
    public func actionRef(_ index: Int) -> SheetActionRef {
        stage.handle(of: self, element: index) { SheetActionRef(owner: self, index: index) }
    }

    /// The handle of section `index` (the same object while anyone holds it; `Stage.handle`).
    public func sectionRef(_ index: Int) -> SheetSectionRef {
        stage.handle(of: self, element: index) { SheetSectionRef(owner: self, index: index) }
    }

    /// Global index of `target` (0-based), or the error a Lua user should see.
    public func actionIndex(_ target: ActionTarget) throws(ActionSheetError) -> Int {
        switch target {
        case .index(let i):
            guard i >= 0 && i < model.actionCount else {
                throw .actionIndexOutOfRange(index: i == Int.max ? i : i + 1, count: model.actionCount)
            }
            return i
        case .position(let n):
            guard n >= 1 && n <= model.actionCount else {
                throw .actionIndexOutOfRange(index: n, count: model.actionCount)
            }
            return n - 1
        case .title(let t):
            guard let i = model.firstIndex(ofTitle: t) else {
                throw .noActionTitled(t, titles: model.allActions.map(\.title))
            }
            return i
        }
    }

    /// Where everything is now (nil unless presented at least once).
    public func snapshot(at t: SimTime? = nil) -> SheetSnapshot? {
        guard let layout, let motion else { return nil }
        let t = t ?? stage.now
        return SheetSnapshot(
            layout: layout, motion: motion, positions: model.positions, scroll: scroll.value(at: t), at: t)
    }

    /// Row `index`'s frame on screen now; nil while its section is not revealed (Dynamics).
    public func frame(ofAction index: Int) throws(ActionSheetError) -> Rect? {
        try checkStage()
        guard state.isOnScreen, let snap = snapshot() else {
            throw .wrongState(operation: "get a frame of", state: state.phase.rawValue,
                hint: state == .idle ? "rows have a place on screen once presented" : "it left the screen")
        }
        return snap.rowFrame(index)
    }

    /// How far the content is scrolled up from rest.
    public var scrollOffset: Double { scroll.value(at: stage.now) }

    // MARK: Lifecycle

    /// Presents the sheet (xlactioncontroller.md "Lifecycle") from `presenter` (a presented sheet's source, or the
    /// window's root view controller, what an app's `self` usually is): freezes settings and
    /// layout, logs `willPresentView`, runs the style's present animation, `didPresentView` at
    /// delay + duration. A presentation UIKit refuses (the presenter already presents something,
    /// or is not on screen) does nothing but log `presentationRefused` with UIKit's warning: the
    /// outcome says it did nothing, with the warning. `requester`: the child controller `present` was called on, when
    /// it is not
    /// the presenter (UIKit presents from the root and names the child in its warnings).
    @discardableResult
    public func present(from presenter: String = PresentationChain.root,
        via requester: PresentationMachine.Requester? = nil
    ) throws(ActionSheetError) -> CommandOutcome {
        try checkStage()
        guard state == .idle else {
            let step = SheetMachine.step(state, .present(.init(duration: .zero)), .init(now: stage.now)).1
            if let e = step.refusal { throw e }
            return .didNothing("the sheet is already \(state.phase.rawValue)")
        }
        if let refusal = PresentationMachine.step(
            stage.presentations, .present(source, from: presenter, via: requester)
        ).1.refusal {
            stage.log(
                source, "presentationRefused",
                ["presenter": .string(requester?.name ?? presenter), "warning": .string(refusal.warning)])
            return .didNothing("UIKit refused the presentation: " + refusal.warning)
        }
        let layout = try SheetLayout(model: model, style: style, settings: laidOutSettings, device: device)
        let motion = SheetMotion(style: style, settings: laidOutSettings, layout: layout)
        let (oldLayout, oldMotion) = (self.layout, self.motion)
        self.layout = layout
        self.motion = motion
        let plan = SheetMachine.PresentPlan(
            duration: motion.presentDuration, sectionReveals: motion.sectionRevealDelays)
        if let e = SheetMachine.step(state, .present(plan), .init(now: stage.now, reach: stage.clock.reach)).1.refusal {
            // Beyond the clock's range: nothing happened.
            (self.layout, self.motion) = (oldLayout, oldMotion)
            throw e
        }
        stage.register(presented: self)
        stage.presentation(.present(source, from: presenter, via: requester))
        send(.present(plan))
        if oldLayout == nil {
            let bytes = EngineMemory.sum(
                Self.layoutBytes, EngineMemory.product(model.actionCount, Self.layoutBytesPerAction))
            stage.memory.charge(bytes, for: .components, heldBy: &memoryHeld)
        }
        return .acted
    }

    /// Dismisses (xlactioncontroller.md "Lifecycle"): asks the presenter to dismiss, as the library does, so a sheet
    /// that presents another goes with it (`PresentationMachine`). An error before presentation
    /// or after the dismissal; ignored (and `completion` dropped) while a dismissal already runs,
    /// or when UIKit refuses it (a dismissal above runs: `presentationRefused`); allowed during
    /// the present animation. The outcome says why when it was ignored.
    @discardableResult
    public func dismiss(completion: (() throws -> Void)? = nil) throws(ActionSheetError) -> CommandOutcome {
        try checkStage()
        if state == .presenting || state == .presented, let refusal = presenterRefusesDismissal() {
            stage.log(
                source, "presentationRefused",
                ["presenter": .string(refusal.presenter), "warning": .string(refusal.warning)])
            return .didNothing("UIKit refused the dismissal: " + refusal.warning)
        }
        let outcome = try CommandOutcome(
            send(.dismiss(.programmatic, completion: completion != nil, dismissDuration: dismissDuration())))
        if outcome.acted { self.completion = completion }
        return outcome
    }

    func dismissDuration() -> SimDuration {
        motion?.dismissDuration(at: stage.now) ?? .zero
    }

    /// UIKit's warning if asking the presenter to dismiss now would be refused (a dismissal
    /// already runs above this sheet).
    func presenterRefusesDismissal() -> (presenter: String, warning: String)? {
        guard let presenter = stage.presentations.link(of: source)?.presenter else { return nil }
        guard
            let refusal = PresentationMachine.step(stage.presentations, .dismiss(calledOn: presenter, by: source)).1
                .refusal
        else { return nil }
        return (presenter, refusal.warning)
    }

    /// What UIKit does to this sheet when a dismissal goes through the chain.
    public func carryOut(_ effect: PresentationMachine.Effect) {
        switch effect {
        case .animateDismissal:
            // No caller to throw to: a dismissal beyond the clock's range is reported to it.
            if case .refused(let e) = send(.dismissTransition(dismissDuration: dismissDuration())) {
                stage.clock.report(e)
            }
        case .removeAtOnce: send(.removeFromStack)
        case .completeDismissal: send(.dismissalCompleted)
        case .endPresentTransition: break
        }
    }

    /// Feeds the state machine and carries out what it says. A call from inside a callback of
    /// a step waits for it (the driver's rule): refused now if the state the step left refuses
    /// it, else accepted (moved, no effects), and a refusal when it runs is reported on the clock.
    @discardableResult
    func send(_ input: SheetMachine.Input) -> SheetMachine.Step {
        let ctx = SheetMachine.Context(now: stage.now, reach: stage.clock.reach,
                                         dismissViewCallsHooks: style.name != .skype || fixes.logsSkypeDismissHooks,
                                         presentAnimationOutlivesView: settings.animation.scale != nil)
        if let waiting = driver.deferring(
            input, ctx, state: state, { [self] in if case .refused(let e) = send(input) { throw e } })
        {
            return waiting
        }
        return driver.send(input, ctx, on: self, at: \.state) { apply($0) }
    }

    /// `send` for input from a touch, which has no caller to throw to: a refusal is reported to
    /// the clock, so the binding that delivered the touch (a tap, a drag) raises it.
    @discardableResult
    func sendFromTouch(_ input: SheetMachine.Input) -> SheetMachine.Step {
        let result = send(input)
        if case .refused(let e) = result { stage.clock.report(e) }
        return result
    }

    func apply(_ effect: SheetMachine.Effect) {
        switch effect {
        case .freeze:
            // The layout and motion were computed from the settings just before; the state now
            // refuses configuration changes.
            break
        case .show:
            stage.layers.present(self)
            // viewWillAppear (Source/ActionController.swift 298-306): a presenting navigation
            // controller's bar hides while the sheet is up.
            if settings.behavior.hideNavigationBarOnShow,
                stage.presentations.link(of: source)?.presenter == PresentationChain.root,
               let nav = stage.rootNavigationController {
                navigationBarWasHidden = nav.navigationBarHidden
                nav.navigationBarHidden = true
            }
        case .emit(let name, let reason):
            if let reason {
                stage.log(source, name.rawValue, ["reason": .string(reason.rawValue)])
            } else {
                stage.log(source, name.rawValue)
            }
        case .completeTransition:
            // After didDismissView (when the style calls it), so that it precedes what leaving
            // the chain runs (a lower sheet's completion).
            stage.presentation(.dismissFinished(source))
        case .startPresentMotion:
            motion?.startPresent(at: stage.now)
        case .startDismissMotion:
            panStartScroll = nil
            restoreNavigationBar()
            // A sheet a lower sheet's dismissal takes along never had its own dismiss() called.
            var calledDismiss = true
            if case .dismissing(_, _, .presenterDismissed) = state { calledDismiss = false }
            motion?.startDismiss(at: stage.now, calledDismiss: calledDismiss)
        case .askPresenterToDismiss:
            // The library's `presentingViewController?.dismiss(animated: true)`: nothing when the
            // sheet is not in the chain; a refusal (a dismissal above runs) is UIKit's warning,
            // and the sheet stays with its actions off, as the library's `disableActions` does.
            guard let presenter = stage.presentations.link(of: source)?.presenter else { return }
            if case .refused(let r) = stage.presentation(.dismiss(calledOn: presenter, by: source)) {
                stage.log(
                    source, "presentationRefused", ["presenter": .string(presenter), "warning": .string(r.warning)])
            }
        case .timer:
            break   // the driver's
        case .runHandler(let i, let immediate):
            guard let handler = handlers[i] else { return }
            let action = model.action(at: i)
            stage.log(source, SheetMachine.EventName.handler.rawValue,
                      ["action": .string(action.title), "index": .integer(i + 1), "immediate": .bool(immediate)])
            let ref = actionRef(i)
            stage.callUser { try handler(ref) }
        case .dismissAfterHandler:
            if case .refused(let e) = send(.dismiss(.action, completion: false, dismissDuration: dismissDuration())) {
                stage.clock.report(e)
            }
        case .runCompletion:
            guard let completion else { return }
            self.completion = nil
            stage.callUser { try completion() }
        case .revealSection(let s):
            motion?.reveal(section: s, at: stage.now)
        case .hide:
            // A sheet taken out of a dismissed stack at once gets viewWillDisappear too.
            restoreNavigationBar()
            stage.layers.remove(self)
        case .releaseCallbacks:
            // Nothing can select an action any more and the deferred handler ran: dropping the
            // closures breaks cycles through Lua callbacks.
            handlers.removeAll()
            completion = nil
            stage.forget(presented: source)
        }
    }

    /// viewWillDisappear (Source/ActionController.swift 308-313): the presenting navigation
    /// controller's bar goes back to what it was before this sheet hid it (once).
    private func restoreNavigationBar() {
        if let was = navigationBarWasHidden, let nav = stage.rootNavigationController {
            nav.navigationBarHidden = was
        }
        navigationBarWasHidden = nil
    }

    /// The invariants in the type's documentation (checked after every transition in debug builds).
    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check((layout != nil) == (motion != nil), "layout and motion are set together")
        try InvariantBroken.check((layout != nil) == (state != .idle), "a layout exactly once presented (\(state))")
        if stage.isValid {
            try InvariantBroken.check(
                stage.layers.contains(self) == state.isOnScreen, "on the stack exactly while on screen (\(state))")
        }
        if state == .dismissed {
            try InvariantBroken.check(handlers.isEmpty && completion == nil, "callbacks kept after dismissal")
        }
        if !collectionBehavior.scrollEnabled {
            try InvariantBroken.check(scroll.target == 0, "scrolled with scrolling off")
        }
        try scroll.checkInvariants()
    }

    // MARK: StageLayer

    public var title: String {
        if let h = model.header { return h.title }
        return model.sections.first?.actions.first?.title ?? "action sheet"
    }

    public var level: LayerLevel { .actionSheet }

    /// The controller's view covers the screen while it is on the stack (the dim view and the
    /// full-screen collection view), so it takes every touch: rows under it are blocked.
    public func frame(at t: SimTime) -> Rect { stage.screen.bounds }

    public func hitTest(_ p: Point, at t: SimTime) -> Bool { stage.screen.bounds.contains(p) }
}

extension SheetMachine.Input {
    /// How scheduled events are named in clock messages.
    var label: String {
        switch self {
        case .present: return "present"
        case .presentFinished: return "didPresentView"
        case .revealSection(let s): return "reveal section \(s + 1)"
        case .tapRow: return "tap"
        case .dismiss: return "dismiss"
        case .dismissTransition: return "dismiss transition"
        case .removeFromStack: return "remove from stack"
        case .dismissFinished: return "didDismissView"
        case .dismissalCompleted: return "dismissal completed"
        }
    }
}
