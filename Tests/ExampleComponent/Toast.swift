import StageKit

/// The example's live toast (docs/ARCHITECTURE.md, "How to add a component", step 2): it holds
/// its stage, its timeline source and the machine's state, feeds the machine through its driver
/// (`send`, the one entry point) and carries out the effects (`perform`, the only place that
/// logs, calls back, animates and adds or removes the layer; the driver schedules).
///
/// Invariants (`checkInvariants()`, after every step when checks are on): the layer is on the
/// stack exactly while the toast is showing, shown or hiding; the slide rests at 0 or 1 once
/// idle, shown or gone.
///
/// ```swift
/// let stage = Stage()
/// let toast = try Toast(stage: stage, text: "Saved", stay: 2)
/// toast.show()                         // toast#1 willShow; didShow at 0.2
/// try stage.clock.advance(by: 2.2)     // willHide; didHide at 2.5
/// ```
public final class Toast: StageLayer, TimelineSource, InvariantChecking {
    public let stage: Stage
    /// The timeline source, "toast#1".
    public let source: String
    public let text: String
    public let stay: SimDuration
    public let slideDuration: SimDuration
    public private(set) var state: ToastState = .idle
    /// Called with the toast after didHide (a Lua function, through the binding).
    public var onHide: ((Toast) throws -> Void)?
    var slide = Animated<Double>(0)
    let driver: MachineDriver<ToastMachine>
    var memoryHeld = 0
    /// What a toast keeps (rounded up): the object, its text and one callback.
    static let bytes = 512

    public init(stage: Stage, text: String, stay: SimDuration, slide: SimDuration = 0.2,
                label: String? = nil) throws(ToastError) {
        guard stage.isValid else { throw .stageReset(source: "this stage") }
        (self.stage, self.text, self.stay, self.slideDuration) = (stage, text, stay, slide)
        source = stage.makeSource(kind: "toast", label: label)
        driver = MachineDriver(component: source, clock: stage.clock)
        driver.deliver = { [weak self] _, _, input in self?.send(input) }
        stage.memory.charge(Self.bytes + text.utf8.count, for: .components, heldBy: &memoryHeld)
        // A reset drops the script's callback (it may hold the toast: a cycle through Lua).
        stage.onInvalidate { [weak self] in self?.onHide = nil }
    }

    deinit { stage.memory.release(memoryHeld, for: .components) }

    // MARK: Input

    /// Slides the toast in; it stays `stay` seconds, then slides out. Refused once shown.
    @discardableResult
    public func show() throws(ToastError) -> CommandOutcome {
        try checkStage()
        do { return try CommandOutcome(send(.show(slide: slideDuration, stay: stay))) } catch { throw .refused(error) }
    }

    /// Taps the banner through the screen's hit-checked tap: an error when it cannot be touched
    /// (not shown, covered); acts when the tap starts the slide-out.
    @discardableResult
    public func tap() throws(ToastError) -> CommandOutcome {
        try checkStage()
        let step: ToastMachine.Step
        do {
            step = try stage.tap(.banner, of: self, at: frame(at: stage.now).touchPoint, target: labeledSource) { _ in
                send(.tap)
            }
        } catch { throw .input(error) }
        return CommandOutcome(acted: step.isMoved, otherwise: "the toast is \(state) (a tap hides it only while it is up)")
    }

    /// The one entry point: a call from inside a callback of a step waits for the step.
    @discardableResult
    func send(_ input: ToastMachine.Input) -> ToastMachine.Step {
        let ctx = ToastMachine.Context(now: stage.now)
        if let waiting = driver.deferring(input, ctx, state: state, { [self] in
            if case .refused(let e) = send(input) { throw ToastError.refused(e) }
        }) { return waiting }
        return driver.send(input, ctx, on: self, at: \.state) { perform($0) }
    }

    func perform(_ effect: ToastMachine.Effect) {
        switch effect {
        case .attach: stage.layers.present(self)
        case .detach: _ = stage.layers.remove(self)
        case .emit(let name):
            stage.log(source, name)
            if name == "didHide", let onHide {
                self.onHide = nil
                stage.callUser { try onHide(self) }
            }
        case .animate(let to, let duration): _ = slide.animate(to: to, at: stage.now, duration: duration, curve: .easeInOut)
        case .timer: break   // the driver's
        }
    }

    private func checkStage() throws(ToastError) {
        guard stage.isValid else { throw .stageReset(source: source) }
    }

    // MARK: StageLayer

    public var title: String { text }
    public var level: LayerLevel { .overlay }

    public func frame(at t: SimTime) -> Rect {
        ToastLayout.frame(screen: stage.screen.size, safeTop: stage.screen.safeArea.top, progress: slide.value(at: t))
    }

    public func draw(into canvas: inout Canvas, at t: SimTime) {
        let f = frame(at: t)
        canvas.box(f, fill: .secondarySystemBackground, stroke: .separator, cornerRadius: 12, label: source)
        canvas.text(text, in: f.insetBy(EdgeInsets(left: 12, right: 12)), fontSize: 15)
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) { send(.tap) }

    // MARK: InvariantChecking

    public func checkInvariants() throws(InvariantBroken) {
        let up = state == .showing || state == .shown || state == .hiding
        try InvariantBroken.check(stage.layers.contains(self) == up, "on the layer stack exactly while up (\(state))")
        if state == .shown || state == .gone || state == .idle {
            let rest = slide.value(at: stage.now)
            try InvariantBroken.check(slide.end.map { $0 <= stage.now } ?? true, "the slide still runs while \(state)")
            try InvariantBroken.check(rest == 0 || rest == 1, "the slide rests at 0 or 1 while \(state), not \(rest)")
        }
        try slide.checkInvariants()
    }
}

extension Toast: ElementHitTesting {
    /// The banner wherever the toast is drawn.
    public func element(at p: Point, t: SimTime) -> ToastPart? { frame(at: t).contains(p) ? .banner : nil }
}
