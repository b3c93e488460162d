@testable import StageKit
import Testing

/// A large title's numbers (docs/NAVIGATION.md "The bar"): the bar 96 pt below the top inset at
/// offset 0, 44 once the content scrolled the large title's 52 pt, linearly between
/// (`LargeTitleCollapse`, approximate), the same again back at 0; the appearance switching once
/// the content goes under the bar.
@Suite struct LargeTitleCollapseTests {
    @Test(arguments: [
        (0.0, 0.0), (13.0, 0.25), (26.0, 0.5), (52.0, 1.0), (300.0, 1.0), (-40.0, 0.0), (Double.nan, 0.0),
    ])
    func fraction(_ c: (Double, Double)) {
        #expect(LargeTitleCollapse.fraction(scrolled: c.0, of: 52) == c.1)
    }

    @Test func zeroHeightNeverCollapses() {
        #expect(LargeTitleCollapse.fraction(scrolled: 30, of: 0) == 0)
    }

    /// Offset → the bar's frame height (from the screen's top: 59 + the bar) and appearance, on
    /// the default iPhone, in the order a user scrolls: down past 52 pt, then back to 0.
    static let path: [(offset: Double, height: Double, appearance: String)] = [
        (0, 59 + 96, "scrollEdge"),
        (26, 59 + 70, "scrollEdge"),
        (52, 59 + 44, "scrollEdge"),
        (60, 59 + 44, "standard"),
        (600, 59 + 44, "standard"),
        (26, 59 + 70, "scrollEdge"),
        (0, 59 + 96, "scrollEdge"),
    ]

    @Test func theBarCollapsesAndGrowsBackWithItsTable() throws {
        let stage = Stage()
        let nav = PopupBarContainer(stage: stage, kind: .navigationController(toolbar: false), title: "Podcasts")
        nav.prefersLargeTitles = true
        nav.present()
        let table = try SwipeTable(stage: stage, rows: (1...40).map { "Episode \($0)" }, rowHeight: 60)
        table.safeAreaProvider = nav
        table.present()
        for step in Self.path {
            table.scroll(by: step.offset - table.scrollOffset)
            #expect(table.scrollOffset == step.offset)
            #expect(nav.displayedNavigationBarFrame()?.height == step.height, "offset \(step.offset)")
            #expect(nav.navigationBarAppearance() == step.appearance, "offset \(step.offset)")
            // The rows follow the bar's edge while it shrinks (the safe area keeps the expanded inset).
            #expect(try table.rowFrame(0).minY == 59 + 96 - step.offset)
        }
    }
}
