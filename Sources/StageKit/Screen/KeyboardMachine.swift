/// The software keyboard's slides as a `StateMachine`: the stage keeps the state and feeds it
/// through a `MachineDriver`, which owns the slide's timer (its end is `keyboardDidShow` or
/// `keyboardDidHide`). A slide that starts while another runs replaces its end: the interrupted
/// slide's did-notification is dropped, as UIKit drops it.
///
/// ```swift
/// var s = KeyboardState.hidden
/// KeyboardMachine.transition(&s, .show(slide), ())
/// // s == .showing(slide); effects: notify(willShow), schedule(slide, after: 0.25, slideEnded)
/// ```
public enum KeyboardMachine: StateMachine {
    /// One slide: where the keyboard starts and ends, over how long.
    public struct Slide: Hashable, Sendable {
        public var begin: Rect
        public var end: Rect
        public var duration: SimDuration
        public init(begin: Rect, end: Rect, duration: SimDuration) {
            self.begin = begin
            self.end = end
            self.duration = duration
        }
    }

    public typealias State = KeyboardState

    public enum Input: Hashable, Sendable {
        /// `showKeyboard` (also a new height while shown).
        case show(Slide)
        case hide(Slide)
        /// The running slide ended (its timer).
        case slideEnded
    }

    public enum Effect: Hashable, Sendable {
        /// Log the notification and tell the keyboard observers.
        case notify(KeyboardChange.Phase, Slide)
        /// The keyboard's layer leaves the screen (a hide ended).
        case removeLayer
        case timer(TimerRequest<Slot, Input>)
    }

    public enum Slot: Hashable, Sendable { case slide }
    public typealias Refusal = Never

    public static func transition(_ s: inout State, _ input: Input, _ context: Void) -> MachineStep<Effect, Never> {
        switch (s, input) {
        case (_, .show(let slide)):
            s = .showing(slide)
            return .moved([.notify(.willShow, slide), .timer(.schedule(.slide, after: slide.duration, .slideEnded))])
        case (.showing, .hide(let slide)), (.shown, .hide(let slide)):
            s = .hiding(slide)
            return .moved([.notify(.willHide, slide), .timer(.schedule(.slide, after: slide.duration, .slideEnded))])
        case (_, .hide):
            return .ignored(why: "the keyboard is hidden")
        case (.showing(let slide), .slideEnded):
            s = .shown
            return .moved([.notify(.didShow, slide)])
        case (.hiding(let slide), .slideEnded):
            s = .hidden
            return .moved([.removeLayer, .notify(.didHide, slide)])
        case (_, .slideEnded):
            return .ignored(why: "no slide runs")
        }
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .show: return "show"
        case .hide: return "hide"
        case .slideEnded: return "slideEnded"
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// A slide's end while it runs.
    public static func awaits(_ slot: Slot, in state: State, _ context: Void) -> Bool {
        switch state {
        case .showing, .hiding: return true
        case .hidden, .shown: return false
        }
    }

    public static func slotName(_ slot: Slot) -> String { "keyboard slide" }
    public static let slotNames = ["keyboard slide"]
}
