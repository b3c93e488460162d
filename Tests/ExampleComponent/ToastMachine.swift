import StageKit

/// The worked example of docs/ARCHITECTURE.md, "How to add a component": a toast slides in,
/// stays `stay` seconds and slides out; a tap hides it early. It models no library (it has no
/// source to cite) and is not in `stage`: it lives here so that the walkthrough is code that
/// builds and is tested, and cannot drift from the doc.
///
/// Its timers are the driver's: the slide's end and the stay's end, each in its own slot. A tap
/// while it slides in replaces the slide-in's end with the slide-out's (one pending input per
/// slot) and cancels the stay, which `hiding` does not await.
///
/// ```swift
/// var s = ToastState.idle
/// ToastMachine.transition(&s, .show(slide: 0.2, stay: 3), .init(now: .zero))
/// // s == .showing; effects: attach, willShow, animate to 1, the slide's end at 0.2, the stay's at 3.2
/// ```
public enum ToastMachine: StateMachine {
    public typealias State = ToastState
    public typealias Step = MachineStep<Effect, Refusal>

    public enum Input: Hashable, Sendable {
        case show(slide: SimDuration, stay: SimDuration)
        /// The running slide ended (in or out).
        case slideEnded
        /// The stay ended.
        case timeUp
        case tap
    }

    public enum Slot: Hashable, Sendable { case slide, stay }

    public enum Effect: Hashable, Sendable {
        case attach, detach
        case emit(String)
        case animate(to: Double, SimDuration)
        case timer(TimerRequest<Slot, Input>)
    }

    public struct Context: Sendable {
        public var now: SimTime
        public init(now: SimTime) { self.now = now }
    }

    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        case wrongState(operation: String, state: String)
        public var description: String {
            switch self {
            case .wrongState(let op, let state): return "cannot \(op) a toast that is \(state)"
            }
        }
    }

    /// How long the slide-out takes.
    public static let hideDuration: SimDuration = 0.3

    public static func transition(_ s: inout State, _ input: Input, _ ctx: Context) -> MachineStep<Effect, Refusal> {
        switch (s, input) {
        case (.idle, .show(let slide, let stay)):
            s = .showing
            return .moved([.attach, .emit("willShow"), .animate(to: 1, slide),
                           .timer(.schedule(.slide, after: slide, .slideEnded)),
                           .timer(.schedule(.stay, after: slide + stay, .timeUp))])
        case (_, .show):
            return .refused(.wrongState(operation: "show", state: "\(s)"))
        case (.showing, .slideEnded):
            s = .shown
            return .moved([.emit("didShow")])
        case (.showing, .tap), (.shown, .tap), (.shown, .timeUp):
            s = .hiding
            return .moved([.emit("willHide"), .animate(to: 0, hideDuration), .timer(.cancel(.stay)),
                           .timer(.schedule(.slide, after: hideDuration, .slideEnded))])
        case (.hiding, .slideEnded):
            s = .gone
            return .moved([.detach, .emit("didHide")])
        default:
            return .ignored(why: "\(input) does nothing while the toast is \(s)")
        }
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .show: return "show"
        case .slideEnded: return "slideEnded"
        case .timeUp: return "timeUp"
        case .tap: return "tap"
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// A slide's end while one runs; the stay's end while the toast is up and not leaving.
    public static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool {
        switch (slot, state) {
        case (.slide, .showing), (.slide, .hiding), (.stay, .showing), (.stay, .shown): return true
        default: return false
        }
    }

    public static func slotName(_ slot: Slot) -> String { slot == .slide ? "slide" : "stay" }
    public static let slotNames = ["slide", "stay"]
}
