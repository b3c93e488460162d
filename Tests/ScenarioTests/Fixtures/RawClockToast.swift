import MachineScenarios
import StageKit

/// A deliberately wrong toast for the helper's tests: the same rules as `ToastMachine`, but it
/// schedules its inputs on the raw clock itself (its effect is not a timer request), so nothing
/// cancels the slide-in's end when a tap starts the slide-out. `tools/time-owners.lua` rejects
/// this file, and the stale-timer scenario fails on it.
enum RawClockToast: StateMachine {
    enum State: Hashable, Sendable, InvariantChecking {
        case idle, showing, shown, hiding, gone
        func checkInvariants() throws(InvariantBroken) {}
    }
    enum Input: Hashable, Sendable { case show(slide: SimDuration, stay: SimDuration), slideEnded, timeUp, tap }
    enum Effect: Hashable, Sendable {
        case attach, detach, emit(String), animate(to: Double, SimDuration)
        case schedule(after: SimDuration, Input)
    }
    struct Context: Sendable { var now: SimTime }
    struct Refusal: Error {}

    static func transition(_ s: inout State, _ input: Input, _ ctx: Context) -> MachineStep<Effect, Refusal> {
        switch (s, input) {
        case (.idle, .show(let slide, let stay)):
            s = .showing
            return .moved([.attach, .emit("willShow"), .animate(to: 1, slide), .schedule(after: slide, .slideEnded),
                           .schedule(after: slide + stay, .timeUp)])
        case (.showing, .slideEnded):
            s = .shown
            return .moved([.emit("didShow")])
        case (.showing, .tap), (.shown, .tap), (.shown, .timeUp):
            s = .hiding
            return .moved([.emit("willHide"), .animate(to: 0, 0.3), .schedule(after: 0.3, .slideEnded)])
        case (.hiding, .slideEnded):
            s = .gone
            return .moved([.detach, .emit("didHide")])
        default:
            return .ignored(why: "\(input) while \(s)")
        }
    }

    static func label(_ input: Input) -> String { "\(input)" }

    /// Carries its own timers out on the scenario's clock: the wrong way.
    static func scenario() -> MachineScenario<RawClockToast> {
        let s = MachineScenario(RawClockToast.self, state: .idle) { Context(now: $0) }
        s.onEffect = { [unowned s] effect in
            guard case .schedule(let d, let input) = effect else { return }
            s.clock.schedule(after: d, label: "toast") { s.deliverFromOutside(input) }
        }
        return s
    }
}
