/// Errors of the popup engine; descriptions are the messages Lua users read.
///
/// ```swift
/// PopupError.ended(popup: "popup#1", state: "dismissed").description
/// // "popup#1 is dismissed and cannot pop again; create a new popup"
/// ```
public enum PopupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `pop` on a popup whose scope was invalidated (spec §9.9).
    case retired(popup: String)
    /// `pop` on a popup that already went away.
    case ended(popup: String, state: String)
    case unknownPopup(String)
    /// A transition would schedule something beyond the clock's range.
    case beyondClockRange(popup: String, operation: String, due: Double)
    /// A semantic input that cannot reach its target (the stage's shared `HitError`):
    /// `tapBackground` on a covered, hidden or touch-transparent backdrop.
    case input(HitError)

    public var description: String {
        switch self {
        case .retired(let p):
            return "\(p) is retired: its host's scope was invalidated; create a new popup"
        case .ended(let p, let s):
            return "\(p) is \(s) and cannot pop again; create a new popup"
        case .unknownPopup(let p):
            return "\(p) does not belong to this manager"
        case .beyondClockRange(let p, let op, let due):
            return "\(p) \(op) would end at \(Fmt.number(due)) s, beyond the clock's range (\(SimClock.rangeDescription))"
        case .input(let e):
            return e.description
        }
    }
}
