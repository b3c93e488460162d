@testable import StageKit
import Testing

/// The live table on a stage: delegate order, the delete flow with indices shifting,
/// haptics, closing rules, accessibility, the crashes that become errors (docs/behavior/swipecellkit.md).
@Suite struct SwipeTableTests {
    final class Recorder { var calls: [String] = [] }

    static func make(rows: Int = 5, expansion: SwipeExpansionStyle? = .destructive, sections: [(header: String?, rows: [String])]? = nil,
                     handler: SwipeHandler? = nil) -> (Stage, SwipeTable, Recorder) {
        let stage = Stage(size: Size(width: 375, height: 667), safeArea: EdgeInsets())
        // A stage without a memory ledger refuses nothing.
        let table = try! SwipeTable(stage: stage, rows: (1...max(rows, 1)).map { "Mail \($0)" }, sections: sections, rowHeight: 76)
        let rec = Recorder()
        table.delegate.editActions = { p, o in
            rec.calls.append("editActions \(p.index + 1) \(o.rawValue)")
            guard o == .right else { return [SwipeAction(title: "Read")] }
            var d = SwipeAction(style: .destructive, title: "Delete", handler: handler ?? { _, p in rec.calls.append("handler \(p.index + 1)") })
            d.identifier = "delete"
            return [d, SwipeAction(title: "Flag"), SwipeAction(title: "More")]
        }
        table.delegate.editActionsOptions = { p, o in
            rec.calls.append("options \(p.index + 1)")
            return SwipeOptions(expansionStyle: o == .right ? expansion : .selection)
        }
        table.delegate.visibleRect = { rec.calls.append("visibleRect"); return nil }
        table.delegate.willBeginEditing = { p, o in rec.calls.append("willBegin \(p.index + 1) \(o.rawValue)") }
        table.delegate.didEndEditing = { p, o in rec.calls.append("didEnd \(p.map { String($0.index + 1) } ?? "nil") \(o.rawValue)") }
        table.present()
        return (stage, table, rec)
    }

    static func names(_ stage: Stage, _ source: String = "table#1") -> [String] {
        stage.timeline.events.filter { $0.source == source }.map(\.name)
    }

    @Test func swipeOpensWithTheDelegateOrder() throws {
        let (stage, table, rec) = Self.make(expansion: nil)
        try table.swipe(row: 1, dx: -150, duration: 0.25)
        try stage.clock.advance(by: 1)
        #expect(rec.calls == ["editActions 2 right", "options 2", "visibleRect", "willBegin 2 right"])
        #expect(Self.names(stage) == ["editActions", "editActionsOptions", "willBeginEditing"])
        let st = try table.swipeState(ofRow: 1)
        #expect(st.state == .right)
        #expect(st.offset(at: stage.now) == -222)
        let b = try table.buttonFrames(ofRow: 1)
        #expect(b.map(\.title) == ["Delete", "Flag", "More"])
        #expect(b.map(\.frame.minX) == [301, 227, 153])
        #expect(b[0].frame.minY == 76)
        #expect(table.brokenInvariants.isEmpty)
        // A tap on the open row's content closes it: didEndEditing at the start, reset at 0.7.
        try table.tapRow(1)
        #expect(rec.calls.last == "didEnd 2 right")
        #expect(try table.swipeState(ofRow: 1).state == .animatingToCenter)
        try stage.clock.advance(by: 0.7)
        #expect(try table.swipeState(ofRow: 1).isIdle)
        #expect(table.pendingCount == 0)
    }

    @Test func fullSwipeDeletesAndLaterRowsMoveUp() throws {
        let (stage, table, rec) = Self.make()
        // From x = 359 to 19: past P with the finger in the leftmost 20 % → expands (haptic), fills, deletes.
        try table.swipe(row: 1, dx: -340, duration: 0.3)
        let names = Self.names(stage)
        #expect(names.contains("haptic"))
        #expect(Array(names.drop { $0 != "fill" }) == ["fill", "handler", "fulfill", "didEndEditing", "deleteRow"])
        #expect(rec.calls.suffix(2) == ["handler 2", "didEnd 2 right"])
        #expect(table.rowCount == 4)
        #expect(try table.rowData(1) == "Mail 3")
        // Mail 3 slides up from 152 to 76 over 0.3 s.
        try stage.clock.advance(by: 0.15)
        let mid = try table.rowFrame(1).minY
        #expect(mid > 76 && mid < 152)
        try stage.clock.advance(by: 0.15)
        #expect(try table.rowFrame(1).minY == 76)
        #expect(table.states.isEmpty && table.pendingCount == 0)
        #expect(table.brokenInvariants.isEmpty)
    }

    @Test func hapticOnExpandAndCollapseNotOnTap() throws {
        let (stage, table, _) = Self.make(expansion: .fill)
        let start = Point(x: 359, y: 38)
        // Past P + 30 (overscroll trigger), then back under it, then release toward open.
        try stage.drag(PanTrack.path([start, Point(x: 59, y: 38), Point(x: 250, y: 38)], duration: 0.5), velocity: Point(x: -100, y: 0))
        let n = Self.names(stage)
        #expect(n.filter { $0 == "haptic" }.count == 2)
        #expect(n.contains("expanded") && n.contains("collapsed"))
        try stage.clock.advance(by: 1)
        try table.tapAction(row: 0, index: 0)
        // The tap expands without haptic and fills; .fill is manual: the handler at +0.3, no delete.
        #expect(Self.names(stage).filter { $0 == "haptic" }.count == 2)
        try stage.clock.advance(by: 0.3)
        #expect(Self.names(stage).last == "handler")
        #expect(table.rowCount == 5)
        #expect(try table.swipeState(ofRow: 0).fulfillable)
    }

    @Test func touchOnAnotherRowClosesTheOpenOne() throws {
        let (stage, table, rec) = Self.make(expansion: nil)
        try table.showSwipe(row: 0, orientation: .right)
        try stage.clock.advance(by: 0.7)
        #expect(try table.swipeState(ofRow: 0).state == .right)
        try table.tapRow(2)
        #expect(rec.calls.last == "didEnd 1 right")
        #expect(!Self.names(stage).contains("didSelectRow"))   // suppressed while the hide runs
        try stage.clock.advance(by: 0.7)
        try table.tapRow(2)
        #expect(Self.names(stage).last == "didSelectRow")
        // Only one open row: showing another hides the first (setSwipeOffset's hideOthers).
        try table.showSwipe(row: 0, orientation: .right)
        try table.showSwipe(row: 3, orientation: .left)
        #expect(try table.swipeState(ofRow: 0).state == .animatingToCenter)
        #expect(table.brokenInvariants.isEmpty)
        // Scrolling closes it too.
        try stage.clock.advance(by: 1)
        table.scroll(by: 10)
        #expect(try table.swipeState(ofRow: 3).state == .animatingToCenter)
    }

    @Test func deletingTheLastRowOfASectionIsRefused() throws {
        let (stage, table, _) = Self.make(sections: [(header: "Inbox", rows: ["a"]), (header: "Old", rows: ["b", "c"])])
        #expect(table.rowCount == 3 && table.sectionCount == 2)
        #expect(table.path(ofRow: 2) == SwipeRowPath(index: 2, section: 1, row: 1))
        #expect(throws: SwipeError.invalidNumberOfRows(section: 0)) { try table.deleteRow(0) }
        let y = try table.rowFrame(0).minY
        #expect(y == 28)
        // The automatic delete of a full swipe fails the same way, raised by the drag's advance;
        // the table is unchanged and the row back at rest.
        #expect(throws: SwipeError.invalidNumberOfRows(section: 0)) { try table.swipe(row: 0, dx: -340, duration: 0.3) }
        #expect(table.rowCount == 3)
        #expect(try table.swipeState(ofRow: 0).isIdle)
        _ = stage
        table.keepsEmptySections = true
        try table.deleteRow(0)
        #expect(table.rowCount == 2 && table.rowCount(inSection: 0) == 0)
        #expect(table.brokenInvariants.isEmpty)
    }

    @Test func appDeletingInItsHandlerUnderAutomaticDeletionIsADoubleDelete() throws {
        var tableRef: SwipeTable?
        let (stage, table, _) = Self.make(handler: { _, p in try tableRef?.deleteRow(p.index) })
        tableRef = table
        do {
            try table.swipe(row: 1, dx: -340, duration: 0.3)
            Issue.record("expected an error")
        } catch let e as SwipeError {
            #expect(e == .doubleDelete(row: 1))
        }
        #expect(table.rowCount == 4)   // the app's delete, once
        #expect(table.brokenInvariants.isEmpty)
        _ = stage
    }

    @Test func accessibilityActionsOrderAndDestructiveDelete() throws {
        let (stage, table, rec) = Self.make()
        let list = try table.accessibilityActions(row: 0)
        #expect(list.map(\.name) == ["Delete", "Read", "Flag", "More"])
        #expect(Self.names(stage) == ["editActions", "editActions"])
        try table.performAccessibilityAction(row: 0, 0)
        #expect(rec.calls.contains("handler 1"))
        #expect(table.rowCount == 4)   // the library deletes destructive rows itself
    }

    @Test func fulfillOutsideAFillDoesNothingUnlessStrict() throws {
        let (_, table, _) = Self.make()
        let id = try table.rowID(0)
        try table.fulfill(rowID: id, style: .delete)   // the library's action has no handler to call
        #expect(table.rowCount == 5)
        table.fixes.strictFulfill = true
        #expect(throws: SwipeError.fulfillOutsideFill) { try table.fulfill(rowID: id, style: .delete) }
    }

    @Test func aNonAnimatedCallKeepsNoCompletionAndAnIgnoredOneLeavesTheRunningOnes() throws {
        let (stage, table, _) = Self.make(expansion: nil)
        var done: [String] = []
        try table.setSwipeOffset(row: 0, offset: -100, animated: false) { done.append("set") }
        try table.showSwipe(row: 0, orientation: .right) { done.append("show") }
        _ = try stage.clock.advance(by: 1)
        try table.hideSwipe(row: 0) { done.append("hide") }
        try table.hideSwipe(row: 0) { done.append("ignored") }   // animatingToCenter: not open
        _ = try stage.clock.advance(by: 1)
        #expect(done == ["show", "hide"])
    }

    @Test func nothingPendingAfterInvalidate() throws {
        let (stage, table, _) = Self.make(expansion: nil)
        try table.showSwipe(row: 0, orientation: .right)
        #expect(stage.clock.pending > 0)
        stage.invalidate()
        #expect(stage.clock.pending == 0)
        #expect(throws: SwipeError.self) { try table.showSwipe(row: 0, orientation: .right) }
    }
}
