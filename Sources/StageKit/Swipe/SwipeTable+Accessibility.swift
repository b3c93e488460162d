/// VoiceOver custom actions (SwipeTableViewCell+Accessibility.swift 41-79): rebuilt on every read, which asks the
/// delegate for both
/// sides' actions (a side effect the timeline shows); performing one calls the handler directly,
/// and a destructive one makes the library delete the row itself.
extension SwipeTable {
    public struct AccessibilityAction: Sendable {
        public var name: String
        public var orientation: SwipeActionsOrientation
        /// Delegate index on that side.
        public var index: Int
        public var style: SwipeActionStyle
    }

    /// `[right.first, left.first]`, then the rest of right, then the rest of left; actions without
    /// a name are dropped.
    public func accessibilityActions(row i: Int) throws(SwipeError) -> [AccessibilityAction] {
        try accessibilityEntries(row: i).map(\.0)
    }

    private func accessibilityEntries(row i: Int) throws(SwipeError) -> [(AccessibilityAction, SwipeAction)] {
        let id = try rowID(i)
        func side(_ o: SwipeActionsOrientation) -> [SwipeAction] {
            guard let path = path(ofID: id) else { return [] }
            stage.log(source, "editActions", rowFields(path) + [EventField("orientation", .string(o.rawValue)),
                                                                EventField("accessibility", true)])
            var actions: [SwipeAction]?
            if let f = delegate.editActions { stage.callUser { actions = try f(path, o) } }
            return actions ?? []
        }
        let right = side(.right)
        let left = side(.left)
        var list: [(SwipeActionsOrientation, Int, SwipeAction)] = []
        if let r = right.first { list.append((.right, 0, r)) }
        if let l = left.first { list.append((.left, 0, l)) }
        for (k, a) in right.enumerated().dropFirst() { list.append((.right, k, a)) }
        for (k, a) in left.enumerated().dropFirst() { list.append((.left, k, a)) }
        return list.compactMap { o, k, a in
            a.name.map { (AccessibilityAction(name: $0, orientation: o, index: k, style: a.style), a) }
        }
    }

    /// Performs custom action `k` (0-based in `accessibilityActions`) as VoiceOver does: the
    /// handler, no expansion or fill; a destructive action's row is then deleted by the library
    /// (`.fade`), which fails as a double delete if the handler already deleted it.
    public func performAccessibilityAction(row i: Int, _ k: Int) throws(SwipeError) {
        let entries = try accessibilityEntries(row: i)
        guard entries.indices.contains(k) else { throw .actionOutOfRange(index: k, count: entries.count) }
        let id = try rowID(i)
        let (info, action) = entries[k]
        guard let path = path(ofID: id) else { throw .deletedRow }
        stage.log(source, "handler", rowFields(path) + [EventField("action", .string(action.title ?? "")),
                                                        EventField("accessibility", true)])
        if let h = action.handler {
            let ref = SwipeActionRef(table: self, rowID: id, index: info.index, action: action)
            stage.callUser { try h(ref, path) }
        }
        if action.style == .destructive {
            guard let now = rowIndex(ofID: id) else { throw .doubleDelete(row: i) }
            // The library's own delete: `deleteRows(at:with: .fade)` for a table, `deleteItems(at:)`
            // for a collection (SwipeTableViewCell+Accessibility.swift 74-76,
            // SwipeCollectionViewCell+Accessibility.swift 74-76).
            try checkDeletable(now)
            // The cell goes with its row, whatever its swipe was doing (no fill's mask collapses).
            try removeRow(now, via: kind == .table ? "deleteRows" : "deleteItems",
                          animation: kind == .table ? .fade : nil, collapsesSwipe: false)
        }
    }
}
