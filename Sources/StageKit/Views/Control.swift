/// UIKit's `UIControl`: a view that tracks a finger (`ControlMachine`, fed through its own
/// `MachineDriver`, made on the first touch) and sends its action when the finger lifts inside
/// (`Button`, `Switch`). `isEnabled` false: the control tracks nothing and draws dimmed; a touch
/// on it goes on to the view behind it in the host, as UIKit passes it up the responder chain.
///
/// Events (the timeline, source `button#n` or `switch#n`): `touchUpInside` with the control's
/// `title` (what VoiceOver reads: the title, else the accessibility label, else the image
/// name), `touchUpOutside`, `touchCancel`; a switch also `valueChanged` with `isOn`.
///
/// Invariants: highlighted exactly while a finger is down inside; a hold's timer only while a
/// finger is down.
public class Control: View {
    public var isEnabled = true {
        didSet { if !isEnabled, controlState != .idle { _ = send(.touchCancelled) } }
    }
    public private(set) var controlState = ControlState.idle
    /// UIKit's `isHighlighted`: a finger is down on the control, inside it.
    public private(set) var isHighlighted = false
    /// What VoiceOver reads (UIKit's `accessibilityLabel`); nil: the control's own text.
    public var accessibilityLabel: String?
    /// The app's action, with the control (a Lua function through the binding).
    public var action: ((Control) throws -> Void)?
    /// Whatever the binding keeps for the action (the Lua function, to give back when read).
    public var actionRef: AnyObject?
    private var driverStorage: MachineDriver<ControlMachine>?

    override init(stage: Stage, kind: String = "view", frame: Rect? = nil, label: String? = nil) {
        super.init(stage: stage, kind: kind, frame: frame, label: label)
        // A reset drops the script's action (it may hold the control: a cycle through Lua).
        stage.onInvalidate { [weak self] in
            self?.action = nil
            self?.actionRef = nil
        }
    }

    /// What the timeline and messages call the control ("Continue").
    public var spokenLabel: String { accessibilityLabel ?? "" }

    private var driver: MachineDriver<ControlMachine> {
        if let d = driverStorage { return d }
        let d = MachineDriver<ControlMachine>(component: source, clock: stage.clock)
        let name = source
        d.timerLabel = { _, _ in "\(name) hold" }
        d.deliver = { [weak self] _, _, input in self?.send(input) }
        driverStorage = d
        return d
    }

    /// The one entry point: a call from inside the control's own action waits for its step.
    @discardableResult
    func send(_ input: ControlMachine.Input) -> ControlMachine.Step {
        let ctx = ControlMachine.Context(isEnabled: isEnabled)
        if let waiting = driver.deferring(input, ctx, state: controlState, { [self] in _ = send(input) }) {
            return waiting
        }
        return driver.send(input, ctx, on: self, at: \.controlState) { perform($0) }
    }

    private func perform(_ effect: ControlMachine.Effect) {
        switch effect {
        case .highlight(let on): isHighlighted = on
        case .send(let event):
            let title = spokenLabel
            stage.log(source, event.rawValue, title.isEmpty ? [] : [EventField("title", .string(title))])
            if event == .touchUpInside { primaryActionTriggered() }
        case .timer: break  // the driver's
        }
    }

    /// The finger lifted inside: a button runs its action; a switch toggles first.
    func primaryActionTriggered() { runAction() }

    /// Runs the app's action (a Lua error is reported, never thrown through the engine).
    func runAction() {
        guard let action else { return }
        stage.callUser { try action(self) }
    }

    // MARK: Touches

    /// A tap the screen delivered to this control: the finger goes down and lifts inside.
    /// Returns what happened (nothing, and why, for a disabled control).
    @discardableResult
    public func receiveTap() -> CommandOutcome {
        let down = send(.touchDown)
        guard down.isMoved else { return CommandOutcome(acted: false, otherwise: "\(labeledSource) is disabled") }
        send(.touchUp(inside: true))
        return .acted
    }

    /// A finger held on the control for `duration`, then lifted inside (the clock must advance
    /// for the lift).
    @discardableResult
    public func receivePress(holding duration: SimDuration) -> CommandOutcome {
        let step = send(.press(duration))
        return CommandOutcome(
            acted: step.isMoved,
            otherwise: isEnabled
                ? "a finger is already down on \(labeledSource)"
                : "\(labeledSource) is disabled")
    }

    /// A pan the screen delivered: down at `began`, moves in and out of the tracking area,
    /// lifts at `ended`.
    public func receivePan(_ phase: PanPhase, inside: Bool) {
        switch phase {
        case .began: send(.touchDown)
        case .changed: send(.touchMoved(inside: inside))
        case .ended: send(.touchUp(inside: inside))
        case .cancelled: send(.touchCancelled)
        }
    }

    override public func checkInvariants() throws(InvariantBroken) {
        try super.checkInvariants()
        try InvariantBroken.check(
            isHighlighted == controlState.isHighlighted,
            "\(source) is \(isHighlighted ? "" : "not ")highlighted while \(controlState)")
    }
}
