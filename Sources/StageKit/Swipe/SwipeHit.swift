/// What a touch on a swipe table lands on (`SwipeTable.element(at:t:)`): the element semantic
/// input checks its point against (`Stage.checkHit`), and the name a refusal gives it.
///
/// ```swift
/// SwipeHit.button(row: 0, action: 1, title: "Flag").description   // "action 2 (\"Flag\") of row 1"
/// SwipeHit.row(2).description                                      // "row 3"
/// ```
public enum SwipeHit: Hashable, Sendable, CustomStringConvertible {
    /// A row (0-based flat index) where none of its buttons is.
    case row(Int)
    /// The visible part of an open row's button: action `action` in delegate order (0-based).
    case button(row: Int, action: Int, title: String?)
    /// A section's header (0-based section).
    case header(Int)

    public var description: String {
        switch self {
        case .row(let i): return "row \(i + 1)"
        case .button(let i, let k, let title):
            return "action \(k + 1)" + (title.map { " (\"\($0)\")" } ?? "") + " of row \(i + 1)"
        case .header(let s): return "the header of section \(s + 1)"
        }
    }
}
