/// Errors of the popup engine; descriptions are the messages Lua users read.
public enum PopupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `pop` on a popup whose scope was invalidated (spec §9.9).
    case retired(popup: String)
    /// `pop` on a popup that already went away.
    case ended(popup: String, state: String)
    case unknownPopup(String)
    /// A transition would schedule something beyond the clock's range.
    case beyondClockRange(popup: String, operation: String, due: Double)
    /// A semantic helper found nothing to touch (`tapBackground` on a covered popup).
    case notReachable(popup: String, what: String)

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
        case .notReachable(let p, let what):
            return "cannot reach the background of \(p): \(what)"
        }
    }
}
