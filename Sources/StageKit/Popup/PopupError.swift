/// Errors of the popup engine; descriptions are the messages Lua users read.
///
/// ```swift
/// PopupError.ended(popup: "popup#1", state: "dismissed").description
/// // "popup#1 is dismissed and cannot pop again; create a new popup"
/// ```
public enum PopupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `pop` on a popup whose scope was invalidated (docs/behavior/lstpopview.md, "The swift policy").
    case retired(popup: String)
    /// `pop` on a popup that already went away.
    case ended(popup: String, state: String)
    case unknownPopup(String)
    /// A transition would schedule something beyond the clock's range.
    case beyondClockRange(popup: String, operation: String, due: Double)
    /// A semantic input that cannot reach its target (the stage's shared `HitError`):
    /// `tapBackground` on a covered, hidden or touch-transparent backdrop.
    case input(HitError)

    /// The same refusal with `popup` (the id a policy named it by, "popup#1") shown as `name`
    /// (`popup#1 "rate"`: `TimelineSource.labeledSource`).
    public func naming(_ popup: String, as name: String) -> PopupError {
        guard popup != name else { return self }
        switch self {
        case .retired(let p) where p == popup: return .retired(popup: name)
        case .ended(let p, let s) where p == popup: return .ended(popup: name, state: s)
        case .unknownPopup(let p) where p == popup: return .unknownPopup(name)
        case .beyondClockRange(let p, let op, let due) where p == popup:
            return .beyondClockRange(popup: name, operation: op, due: due)
        default: return self
        }
    }

    public var description: String {
        switch self {
        case .retired(let p):
            return "\(p) is retired: its host's scope was invalidated; create a new popup"
        case .ended(let p, let s):
            return "\(p) is \(s) and cannot pop again; create a new popup"
        case .unknownPopup(let p):
            return "\(p) does not belong to this manager"
        case .beyondClockRange(let p, let op, let due):
            return
                "\(p) \(op) would end at \(Fmt.number(due)) s, beyond the clock's range (\(SimClock.rangeDescription))"
        case .input(let e):
            return e.description
        }
    }
}
