/// The interface's rotation as a `StateMachine`: the stage keeps the state and feeds it through a
/// `MachineDriver`, which owns the turn's timer. A turn starts at once (`viewWillTransition`: the
/// new size, safe area and bars are the model from then on, and every component lays itself out
/// again, as UIKit does inside the rotation's animation block) and completes after its duration.
///
/// A request while a turn runs waits for it: UIKit does not start a second rotation inside the
/// first, and when one ends the window reads the device's orientation again and turns to it if it
/// differs (approximate: UIKit's private behaviour, docs/WORLD.md "Rotation"). So the latest
/// request wins at the end of the running turn; a request back to where the turn goes drops the
/// waiting one.
///
/// ```swift
/// var s = RotationState.still(.portrait)
/// let turn = RotationMachine.Turn(from: .portrait, to: .landscapeLeft, duration: 0.3)
/// RotationMachine.transition(&s, .rotate(.landscapeLeft, duration: 0.3), .init())
/// // s == .rotating(turn, next: nil); effects: willTransition(turn), schedule(turn, after: 0.3, turnEnded)
/// ```
public enum RotationMachine: StateMachine {
    /// One turn: from where to where, over how long.
    public struct Turn: Hashable, Sendable, CustomStringConvertible {
        public var from: DeviceOrientation
        public var to: DeviceOrientation
        public var duration: SimDuration
        public init(from: DeviceOrientation, to: DeviceOrientation, duration: SimDuration) {
            self.from = from
            self.to = to
            self.duration = duration
        }
        public var description: String { "\(from.rawValue) → \(to.rawValue)" }
    }

    public typealias State = RotationState

    public enum Input: Hashable, Sendable {
        /// `stage.screen.rotate`: turn to an orientation over `duration` (the owner computes it
        /// from where the turn would start: `State.orientation`).
        case rotate(DeviceOrientation, duration: SimDuration)
        /// The running turn's animation ended (its timer).
        case turnEnded
    }

    public enum Effect: Hashable, Sendable {
        /// The new size, safe area and bars take effect; components lay out; `viewWillTransition`.
        case willTransition(Turn)
        /// The turn's completion.
        case didTransition(Turn)
        case timer(TimerRequest<Slot, Input>)
    }

    /// What the device refuses: each orientation it cannot take, with the reason.
    public struct Context: Hashable, Sendable {
        public var unsupported: [DeviceOrientation: String]
        public init(unsupported: [DeviceOrientation: String] = [:]) { self.unsupported = unsupported }
    }

    public enum Slot: Hashable, Sendable { case turn }
    public typealias Refusal = RotationError

    public static func transition(
        _ s: inout State, _ input: Input, _ ctx: Context
    ) -> MachineStep<Effect, RotationError> {
        switch (s, input) {
        case (_, .rotate(let o, _)) where ctx.unsupported[o] != nil:
            return .refused(.unsupported(o, why: ctx.unsupported[o] ?? ""))
        case (.still(let here), .rotate(let o, let d)):
            guard o != here else { return .ignored(why: "the screen is already \(o.rawValue)") }
            let turn = Turn(from: here, to: o, duration: d)
            s = .rotating(turn, next: nil)
            return .moved([.willTransition(turn), .timer(.schedule(.turn, after: d, .turnEnded))])
        case (.rotating(let t, let next), .rotate(let o, let d)):
            if o == t.to {
                guard next != nil else { return .ignored(why: "the screen is already turning to \(o.rawValue)") }
                s = .rotating(t, next: nil)   // back to where the turn goes: the waiting one is dropped
                return .moved([])
            }
            if next?.to == o { return .ignored(why: "a turn to \(o.rawValue) already waits") }
            s = .rotating(t, next: Turn(from: t.to, to: o, duration: d))
            return .moved([])
        case (.rotating(let t, nil), .turnEnded):
            s = .still(t.to)
            return .moved([.didTransition(t)])
        case (.rotating(let t, let next?), .turnEnded):
            s = .rotating(next, next: nil)
            return .moved([
                .didTransition(t), .willTransition(next), .timer(.schedule(.turn, after: next.duration, .turnEnded)),
            ])
        case (.still, .turnEnded):
            return .ignored(why: "no turn runs")
        }
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .rotate(let o, _): return "rotate(\(o.rawValue))"
        case .turnEnded: return "turnEnded"
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// A turn's end while it runs.
    public static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool { state.isRotating }

    public static func slotName(_ slot: Slot) -> String { "turn" }
    public static let slotNames = ["turn"]

    /// How long UIKit's rotation animation takes: 0.3 s a quarter turn on an iPhone, 0.4 on an
    /// iPad, twice that for a half turn (approximate: docs/WORLD.md "Rotation").
    public static func duration(quarterTurns: Int, isPad: Bool) -> SimDuration {
        let quarter = isPad ? padQuarterTurn : phoneQuarterTurn
        return SimDuration(seconds: quarter * Double(max(1, quarterTurns)))
    }

    /// Seconds per quarter turn (approximate, UIKit's `statusBarOrientationAnimationDuration`).
    public static let phoneQuarterTurn = 0.3
    public static let padQuarterTurn = 0.4
}

/// A rotation the device refuses.
public enum RotationError: Error, Hashable, Sendable, CustomStringConvertible {
    case unsupported(DeviceOrientation, why: String)

    public var description: String {
        switch self {
        case .unsupported(let o, let why): return "cannot rotate to \(o.rawValue): \(why)"
        }
    }
}
