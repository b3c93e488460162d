/// What a swipe table refuses, each with the message a Lua user reads. Where SwipeCellKit (or
/// UIKit under it) would crash, the message says so (docs/behavior/swipecellkit.md, "Crashes").
///
/// ```swift
/// SwipeError.invalidNumberOfRows(section: 1).description
/// // "invalid number of rows in section 2: deleting its last row leaves the section empty; ..."
/// ```
public enum SwipeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A row index outside the table (0-based here; messages are 1-based).
    case rowOutOfRange(index: Int, count: Int)
    case sectionOutOfRange(index: Int, count: Int)
    /// An action index or title the row's actions do not have.
    case actionOutOfRange(index: Int, count: Int)
    case noActionTitled(String, titles: [String])
    /// `fulfill` with no fill waiting for it.
    case fulfillOutsideFill
    /// Deleting the last row of a section while the app does not keep empty sections (#192).
    case invalidNumberOfRows(section: Int)
    /// The row was already deleted (by the app's handler) when the library deleted it too.
    case doubleDelete(row: Int)
    /// A handle to a row that left the table.
    case deletedRow
    /// An action performed on a table that no longer exists (released, or its stage reset).
    case tableGone
    case badOffset(Double)
    /// A semantic input whose point is not on the table there (covered, off screen, not
    /// revealed): the stage's shared `HitError`.
    case input(HitError)
    /// `tapAction` on a row whose actions are not showing (the machine ignores a tap there).
    case rowNotOpen(row: Int)
    case stageReset(source: String)
    case badInput(String)

    public var description: String {
        switch self {
        case .rowOutOfRange(let i, let n):
            return "row \(i + 1) is out of range (the table has \(n) row\(n == 1 ? "" : "s"))"
        case .sectionOutOfRange(let i, let n):
            return "section \(i + 1) is out of range (the table has \(n) section\(n == 1 ? "" : "s"))"
        case .actionOutOfRange(let i, let n):
            return "action \(i + 1) is out of range (the row shows \(n) action\(n == 1 ? "" : "s"))"
        case .noActionTitled(let t, let titles):
            guard !titles.isEmpty else { return "no action titled \"\(t)\" (the row shows no titled actions)" }
            return "no action titled \"\(t)\" (the row shows: \(titles.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .fulfillOutsideFill:
            return "fulfill called with no fill in progress (only a .fill completion animation waits for fulfill)"
        case .invalidNumberOfRows(let s):
            return
                "invalid number of rows in section \(s + 1): deleting its last row leaves the section empty, and "
                + "SwipeCellKit deletes rows, not sections (UIKit raises 'Invalid update'); keep empty sections "
                    + "(keepsEmptySections = true) or use destructive{automaticallyDelete = false}"
        case .doubleDelete(let r):
            return
                "row \(r + 1) was already deleted: under automatic deletion SwipeCellKit deletes the row itself "
                + "(UIKit raises 'Invalid update: invalid number of rows'); call action:fulfill(\"delete\") or use "
                    + "destructive{automaticallyDelete = false} instead of deleting in the handler"
        case .deletedRow:
            return "this row was deleted from its table"
        case .tableGone:
            return "the table this action was performed on no longer exists (released, or its stage was reset)"
        case .badOffset(let o):
            return "finite offset expected, got \(Fmt.number(o))"
        case .input(let e):
            return e.description
        case .rowNotOpen(let r):
            return
                "cannot tap an action of row \(r + 1): the row is closed (it shows no actions); swipe it open first "
                    + "(swipe, pan or showSwipe)"
        case .stageReset(let s):
            return "\(s) belongs to a previous stage (before stage.reset) and can no longer be used"
        case .badInput(let m):
            return m
        }
    }
}

/// A title the row does not show: the binding offers the nearest one ("wishlist" for
/// "Wishlist"), by the one rule of every "did you mean".
extension SwipeError: NameSuggestingError {
    public var misspelling: (name: String, valid: [String])? {
        if case .noActionTitled(let t, let titles) = self, !titles.isEmpty { return (t, titles) }
        return nil
    }

    public func message(suggesting suggestion: String?) -> String {
        guard let suggestion, case .noActionTitled(let t, let titles) = self else { return description }
        return "no action titled \"\(t)\" (did you mean \"\(suggestion)\"?); the row shows: "
            + titles.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
