/// Why the clock refused or stopped a command. Errors raised by callbacks are not wrapped: the
/// clock rethrows them as they are (see `SimClock.advance(by:)`).
///
/// ```swift
/// do { try clock.advance(toSeconds: 1) } catch let e as ClockError { print(e.message) }
/// // "time 1 is in the past (now 2)"
/// ```
public enum ClockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A refused time value (negative, NaN, infinite, absurd); the message follows "bad argument (".
    case badTime(TimeInputError)
    /// `advance(to:)` with a target before `now`.
    case inThePast(target: SimTime, now: SimTime)
    /// The target (of an advance, or the due time of something scheduled) lies at or past
    /// `SimClock.maxNanoseconds`.
    case beyondRange(target: Double)
    /// `advance`, `next`, `runUntilIdle` (or anything that advances, like a drag) was called from
    /// inside a callback the clock is firing.
    case reentrant(command: String)
    /// Called from a callback outside an advance (the engine is in the middle of a step).
    case fromCallback(command: String)
    /// `runUntilIdle` fired `limit` events and more were still pending.
    case loopLimit(limit: Int, pending: Int, nextDue: SimTime, nextLabel: String)
    /// Events scheduled at the current instant kept scheduling more at the same instant.
    case zeroDelayLoop(limit: Int, at: SimTime, label: String)

    public var message: String {
        switch self {
        case .badTime(let e):
            return e.message
        case .inThePast(let target, let now):
            return "time \(Fmt.number(target.seconds)) is in the past (now \(Fmt.number(now.seconds)))"
        case .beyondRange(let target):
            return "time \(Fmt.number(target)) is beyond the simulated range (before \(SimClock.rangeDescription))"
        case .reentrant(let command):
            return "\(command) cannot be called while the clock is firing callbacks (it is already advancing)"
        case .fromCallback(let command):
            return "\(command) cannot be called from a callback: time moves only once the engine's step is done"
        case .loopLimit(let limit, let pending, let due, let label):
            return
                "runUntilIdle: aborting after running \(limit) timers (limit = \(limit)), assuming an infinite loop; "
                + "\(pending) still pending, next \(label) at t=\(due)"
        case .zeroDelayLoop(let limit, let at, let label):
            return "aborting after \(limit) timers scheduled for the same instant t=\(at) by callbacks firing at it "
                + "(last: \(label)); assuming an infinite loop"
        }
    }

    public var description: String { message }
}

/// An error a callback throws to stop the advance at once instead of firing the remaining events
/// (the host's safety limits: a Lua memory, time or instruction limit). Plain errors do not stop
/// an advance; see `SimClock.advance(by:)`.
public protocol ClockAbortingError: Error {}
