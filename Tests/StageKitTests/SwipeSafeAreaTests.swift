@testable import StageKit
import Testing

/// The adjusted content inset's numbers: UIKit's safe-area overlap rule, the behaviors, and a
/// table's rows, scroll range and hit-testing on the default screen (393×852, safe area 59 / 34).
@Suite struct SwipeSafeAreaTests {
    static let safe = Rect(x: 0, y: 59, width: 393, height: 759)   // the default screen's safe frame

    struct OverlapCase: Sendable, CustomTestStringConvertible {
        var name: String
        var frame: Rect
        var insets: EdgeInsets
        var testDescription: String { name }
    }

    static let overlaps: [OverlapCase] = [
        OverlapCase(name: "full screen", frame: Rect(x: 0, y: 0, width: 393, height: 852), insets: EdgeInsets(top: 59, bottom: 34)),
        OverlapCase(name: "below the top inset", frame: Rect(x: 0, y: 100, width: 393, height: 600), insets: .zero),
        OverlapCase(name: "straddling the top", frame: Rect(x: 0, y: 30, width: 393, height: 800), insets: EdgeInsets(top: 29, bottom: 12)),
        OverlapCase(name: "the specs' 375×667", frame: Rect(x: 0, y: 0, width: 375, height: 667), insets: EdgeInsets(top: 59)),
        OverlapCase(name: "past the screen's bottom", frame: Rect(x: 0, y: 0, width: 375, height: 1000), insets: EdgeInsets(top: 59, bottom: 182)),
        OverlapCase(name: "wholly in the status bar", frame: Rect(x: 0, y: 0, width: 393, height: 40), insets: EdgeInsets(top: 40)),
        OverlapCase(name: "sideways past the edges", frame: Rect(x: -10, y: 100, width: 420, height: 100), insets: EdgeInsets(left: 10, right: 17)),
    ]

    @Test(arguments: overlaps)
    func safeAreaOverlap(_ c: OverlapCase) {
        #expect(EdgeInsets.safeArea(of: c.frame, within: Self.safe) == c.insets)
    }

    @Test func behaviors() {
        let s = EdgeInsets(top: 59, left: 44, bottom: 34, right: 44)
        let both = EdgeInsets(top: 59, bottom: 34)
        // (behavior, scrolls vertically, container adjusts) → adjusted inset; left and right never
        // (a table does not scroll sideways).
        let rows: [(ContentInsetAdjustmentBehavior, Bool, Bool, EdgeInsets)] = [
            (.automatic, true, false, both), (.automatic, false, false, .zero), (.automatic, false, true, both),
            (.scrollableAxes, true, false, both), (.scrollableAxes, false, false, .zero), (.scrollableAxes, false, true, .zero),
            (.never, true, false, .zero), (.never, true, true, .zero),
        ]
        for (b, scrolls, container, expected) in rows {
            #expect(b.adjustedInset(safeArea: s, scrollsVertically: scrolls, containerAdjusts: container) == expected, "\(b) \(scrolls) \(container)")
        }
    }

    static func table(rows: Int = 20, kind: SwipeTable.Kind = .table, frame: Rect? = nil) throws -> (Stage, SwipeTable) {
        let stage = Stage()
        let table = try SwipeTable(stage: stage, rows: (1...rows).map { "Row \($0)" }, rowHeight: 44, frame: frame, kind: kind)
        table.present()
        return (stage, table)
    }

    @Test func rowsAndScrollRangeOfADefaultTable() throws {
        let (_, t) = try Self.table()
        #expect(t.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
        #expect(try t.rowFrame(0) == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(try t.rowFrame(19).minY == 895)
        #expect(t.contentOffset == Point(x: 0, y: -59))
        // 880 pt of rows + 59 + 34 − 852.
        #expect(t.maximumScroll == 121)
        t.scroll(by: 1_000)
        #expect(t.scrollOffset == 121 && t.contentOffset.y == 62)
        #expect(try t.rowFrame(19) == Rect(x: 0, y: 774, width: 393, height: 44))   // bottom at 818 = 852 − 34
        #expect(t.row(atScreen: Point(x: 10, y: 817)) == 19)
        // "never": the old numbers (rows from y = 0, range 880 − 852); the offset is kept, clamped.
        t.contentInsetAdjustmentBehavior = .never
        #expect(t.maximumScroll == 28 && t.scrollOffset == 28)
        #expect(try t.rowFrame(19).maxY == 852)
        t.scroll(by: -1_000)
        #expect(try t.rowFrame(0).minY == 0)
    }

    @Test func hitTestingSkipsTheTopInset() throws {
        let (stage, t) = try Self.table(rows: 3)
        #expect(t.element(at: Point(x: 10, y: 30), t: stage.now) == nil)
        #expect(t.element(at: Point(x: 10, y: 59), t: stage.now) == .row(0))
        #expect(t.element(at: Point(x: 10, y: 103), t: stage.now) == .row(1))
    }

    @Test func collectionsAdjustOnlyWhenTheyScroll() throws {
        let (_, few) = try Self.table(rows: 3, kind: .collection)
        #expect(!few.alwaysBounceVertical && few.adjustedContentInset == .zero)
        few.alwaysBounceVertical = true
        #expect(few.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
        let (_, many) = try Self.table(rows: 20, kind: .collection)   // 880 > 852
        #expect(many.adjustedContentInset == EdgeInsets(top: 59, bottom: 34))
    }

    /// A navigation controller's view as a later container would supply it: a 44-pt bar under
    /// the status bar, adjusting its scroll views even when they cannot scroll.
    final class NavigationLike: SafeAreaProviding {
        var safeAreaFrame: Rect { Rect(x: 0, y: 103, width: 393, height: 715) }
        var adjustsScrollViewInsetsWhenNotScrollable: Bool { true }
    }

    @Test func aContainerSuppliesTheInsets() throws {
        let (_, t) = try Self.table(rows: 3, kind: .collection)
        let nav = NavigationLike()
        t.safeAreaProvider = nav
        #expect(t.safeAreaInsets == EdgeInsets(top: 103, bottom: 34))
        #expect(t.adjustedContentInset == EdgeInsets(top: 103, bottom: 34))
        #expect(try t.rowFrame(0).minY == 103)
        t.safeAreaProvider = nil
        #expect(try t.rowFrame(0).minY == 0)
    }
}
