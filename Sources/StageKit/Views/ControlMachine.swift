/// A control's touch as a `StateMachine` (UIKit's `UIControl`: docs/VIEWS.md, "Controls"): a
/// finger goes down (highlighted), may move out of and back into the tracking area, and lifts:
/// inside, the control sends `touchUpInside` (a button's action; a switch toggles and sends
/// `valueChanged`); outside, `touchUpOutside`; a touch the system takes away (a scroll view's
/// pan) is `touchCancel`. A disabled control tracks nothing (UIKit forwards the touch to the
/// next responder: the view behind it in the host, a cell's selection). A press (`press`) holds
/// the finger down for a while: its lift is the machine's one timer (`hold`).
///
/// Calls from a control's action wait for the step that ran it (the driver's rule), so an
/// action that taps its own control again does so after it returns.
///
/// ```swift
/// var s = ControlState.idle
/// ControlMachine.transition(&s, .touchDown, .init(isEnabled: true))    // .tracking(inside: true): highlight
/// ControlMachine.transition(&s, .touchUp(inside: true), .init(isEnabled: true))   // .idle: touchUpInside
/// ```
public enum ControlMachine: StateMachine {
    public typealias State = ControlState
    public typealias Step = MachineStep<Effect, Refusal>
    public typealias Refusal = Never

    public enum Input: Hashable, Sendable {
        case touchDown
        /// The finger moved: inside the tracking area or not.
        case touchMoved(inside: Bool)
        case touchUp(inside: Bool)
        case touchCancelled
        /// A finger down held for `duration`, then lifted inside (the `hold` timer).
        case press(SimDuration)
        /// The hold's end.
        case holdEnded
    }

    /// UIKit's control events that end a touch (`UIControl.Event`), the ones the timeline logs.
    public enum Event: String, Hashable, Sendable {
        case touchUpInside, touchUpOutside, touchCancel
    }

    public enum Effect: Hashable, Sendable {
        case highlight(Bool)
        case send(Event)
        case timer(TimerRequest<Slot, Input>)
    }

    public enum Slot: Hashable, Sendable { case hold }

    public struct Context: Hashable, Sendable {
        public var isEnabled: Bool
        public init(isEnabled: Bool) { self.isEnabled = isEnabled }
    }

    public static func transition(_ s: inout State, _ input: Input, _ ctx: Context) -> Step {
        switch (s, input) {
        case (.idle, .touchDown), (.idle, .press):
            guard ctx.isEnabled else { return .ignored(why: "the control is disabled") }
            s = .tracking(inside: true)
            if case .press(let d) = input {
                return .moved([.highlight(true), .timer(.schedule(.hold, after: d, .holdEnded))])
            }
            return .moved([.highlight(true)])
        case (.tracking, .touchDown), (.tracking, .press):
            return .ignored(why: "a finger is already down on the control")
        case (.tracking(let was), .touchMoved(let inside)):
            guard was != inside else { return .ignored(why: "the finger stays \(inside ? "inside" : "outside")") }
            s = .tracking(inside: inside)
            return .moved([.highlight(inside)])
        case (.tracking, .touchUp(let inside)):
            s = .idle
            return .moved([.highlight(false), .send(inside ? .touchUpInside : .touchUpOutside), .timer(.cancel(.hold))])
        case (.tracking(let inside), .holdEnded):
            s = .idle
            return .moved([.highlight(false), .send(inside ? .touchUpInside : .touchUpOutside)])
        case (.tracking, .touchCancelled):
            s = .idle
            return .moved([.highlight(false), .send(.touchCancel), .timer(.cancel(.hold))])
        case (.idle, _):
            return .ignored(why: "no finger is down on the control")
        }
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .touchDown: return "touchDown"
        case .touchMoved(let inside): return "touchMoved(\(inside ? "inside" : "outside"))"
        case .touchUp(let inside): return "touchUp(\(inside ? "inside" : "outside"))"
        case .touchCancelled: return "touchCancelled"
        case .press: return "press"
        case .holdEnded: return "holdEnded"
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// The hold's end while the finger is down.
    public static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool {
        if case .tracking = state { return true }
        return false
    }

    public static func slotName(_ slot: Slot) -> String { "hold" }
    public static let slotNames = ["hold"]
}
