/// Selection and highlight (UITableView's, with SwipeCellKit's handling of both): a tap on a
/// row at rest highlights it at touch-down and, at touch-up, unhighlights it and selects it
/// (`didSelectRow`); `selectRow` and `deselectRow` in code call no delegate (Apple: "Calling
/// this method doesn't cause the delegate to receive a tableView(_:willSelectRowAt:) or
/// tableView(_:didSelectRowAt:) message"). SwipeCellKit highlights a cell only at center
/// (SwipeTableViewCell.swift 143-147), and when a swipe begins it removes the highlight,
/// remembers whether the row was selected and deselects it (207-211); when the row closes it
/// selects it again (`resetSelectedState`, 171-178, from `didEndEditing`, 219).
///
/// The timeline: `didHighlightRow`, `didUnhighlightRow`, `didDeselectRow` and `didSelectRow`
/// for a user's tap (the delegate's), `selectRow` and `deselectRow` with `via` ("app", or
/// "SwipeCellKit") for the changes made in code.
extension SwipeTable {
    /// Whether row `i` is selected.
    public func isSelected(row i: Int) throws(SwipeError) -> Bool { selection.selected.contains(try rowID(i)) }

    /// Whether row `i` is highlighted (a touch is on it).
    public func isHighlighted(row i: Int) throws(SwipeError) -> Bool { selection.highlighted == (try rowID(i)) }

    /// The selected rows' flat indices, ascending: O(k log n) for k selected rows.
    public var selectedRows: [Int] { selection.selected.compactMap { store.rowIndex(ofID: $0) }.sorted() }

    /// `selectRow(at:animated:scrollPosition:)`: selects row `i` (deselecting the others unless
    /// multiple selection is on), no delegate call. Nothing when it is selected already, or
    /// when the table allows no selection.
    @discardableResult
    public func selectRow(_ i: Int) throws(SwipeError) -> CommandOutcome {
        let id = try rowID(i)
        guard selection.allowsSelection else { return .didNothing("\(labeledSource) allows no selection") }
        guard !selection.selected.contains(id) else { return .didNothing("row \(i + 1) is already selected") }
        select(id, via: "app")
        return .acted
    }

    /// `deselectRow(at:animated:)`: no delegate call. Nothing for a row not selected.
    @discardableResult
    public func deselectRow(_ i: Int) throws(SwipeError) -> CommandOutcome {
        let id = try rowID(i)
        guard selection.selected.contains(id) else { return .didNothing("row \(i + 1) is not selected") }
        deselect(id, via: "app")
        return .acted
    }

    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set {
            selection.allowsSelection = newValue
            // UIKit clears the selection when selection is turned off.
            if !newValue { for id in selection.selected.sorted() { deselect(id, via: "app") } }
        }
    }

    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }

    // MARK: Touches

    /// A tap's touch-up on row `i` that reached the table's selection (no row open): the
    /// highlight at touch-down (only at center), then the selection and the delegate.
    func touchUpSelects(row i: Int, id: Int) -> CommandOutcome {
        guard selection.allowsSelection else { return .didNothing("\(labeledSource) allows no selection") }
        let path = path(ofRow: i)
        if self[rowState: id].state == .center {
            selection.highlighted = id
            stage.log(source, "didHighlightRow", rowFields(path))
            selection.highlighted = nil
            stage.log(source, "didUnhighlightRow", rowFields(path))
        }
        if selection.allowsMultipleSelection && selection.selected.contains(id) {
            selection.selected.remove(id)
            accountMemory()
            stage.log(source, "didDeselectRow", rowFields(path))
            return .acted
        }
        if !selection.allowsMultipleSelection {
            for other in selection.selected.sorted() where other != id {
                selection.selected.remove(other)
                if let p = self.path(ofID: other) { stage.log(source, "didDeselectRow", rowFields(p)) }
            }
        }
        selection.selected.insert(id)
        accountMemory()
        stage.log(source, "didSelectRow", rowFields(path))
        if let f = delegate.didSelectRow { stage.callUser { try f(path) } }
        return .acted
    }

    // MARK: SwipeCellKit

    /// `willBeginEditing` (SwipeTableViewCell.swift 208-211): the highlight goes, the selection
    /// is remembered and the row deselected, before the delegate hears of it.
    func selectionWillBeginEditing(_ id: Int) {
        if selection.highlighted == id { selection.highlighted = nil }
        if selection.selected.contains(id) {
            selection.previouslySelected.insert(id)
            deselect(id, via: "SwipeCellKit")
        } else {
            selection.previouslySelected.remove(id)
        }
    }

    /// `resetSelectedState` (SwipeTableViewCell.swift 172-179), from `didEndEditing`: a row that
    /// was selected when its swipe began is selected again.
    func resetSelectedState(_ id: Int) {
        guard selection.previouslySelected.remove(id) != nil else { return }
        select(id, via: "SwipeCellKit")
    }

    private func select(_ id: Int, via: String) {
        if !selection.allowsMultipleSelection {
            for other in selection.selected.sorted() where other != id { deselect(other, via: via) }
        }
        selection.selected.insert(id)
        accountMemory()
        if let p = path(ofID: id) { stage.log(source, "selectRow", rowFields(p) + [EventField("via", .string(via))]) }
    }

    private func deselect(_ id: Int, via: String) {
        guard selection.selected.remove(id) != nil else { return }
        accountMemory()
        if let p = path(ofID: id) { stage.log(source, "deselectRow", rowFields(p) + [EventField("via", .string(via))]) }
    }
}
