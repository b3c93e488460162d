/// A machine's request for time, one of its effects: the driver keeps the timer, not the machine
/// and not its owner. A timer lives in a *slot* the machine names; a slot holds at most one
/// pending input, so scheduling into a slot replaces what was pending there.
///
/// The driver never delivers a scheduled input into a state that no longer awaits its slot
/// (`StateMachine.awaits`): it checks when the request is carried out (a callback that ran
/// earlier in the same step may have moved the state on) and again when the input falls due.
///
/// ```swift
/// // a toast sliding in: the slide's end and the stay's end, each in its own slot
/// [.timer(.schedule(.slide, after: 0.2, .slideEnded)), .timer(.schedule(.stay, after: 3.2, .timeUp))]
/// // a tap while it slides in: hiding awaits no .stay; the slide slot gets the slide-out's end
/// [.timer(.cancel(.stay)), .timer(.schedule(.slide, after: 0.3, .slideEnded))]
/// ```
public enum TimerRequest<Slot: Hashable, Input> {
    /// Deliver `input` after `delay`, in `slot` (what was pending there is cancelled).
    case schedule(Slot, after: SimDuration, Input)
    /// Drop what is pending in `slot` (nothing when nothing is).
    case cancel(Slot)

    public var slot: Slot {
        switch self {
        case .schedule(let s, _, _), .cancel(let s): return s
        }
    }
}

extension TimerRequest: Equatable where Input: Equatable {}
extension TimerRequest: Hashable where Input: Hashable {}
extension TimerRequest: Sendable where Slot: Sendable, Input: Sendable {}

/// The slot type of a machine that never asks for time.
public enum NoTimerSlot: Hashable, Sendable {}
