@testable import StageKit
import Testing

/// What a touch on a swipe table lands on (`SwipeTable.element(at:t:)`) and the shared `HitError`
/// refusals of its semantic input (covered, off screen, not revealed); a row that is not open
/// keeps its own reason.
@Suite struct SwipeHitTests {
    static func make() -> (Stage, SwipeTable) {
        let stage = Stage(size: Size(width: 375, height: 667), safeArea: EdgeInsets())
        let table = try! SwipeTable(stage: stage, sections: [(header: "Inbox", rows: ["Mail 1", "Mail 2"]), (header: nil, rows: ["Mail 3"])],
                                    rowHeight: 76)
        table.delegate.editActions = { _, o in
            o == .right ? [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Flag"), SwipeAction(title: nil)] : nil
        }
        table.present()
        return (stage, table)
    }

    @Test func elementsUnderAPoint() throws {
        let (stage, table) = Self.make()
        try table.showSwipe(row: 0, orientation: .right, animated: false)
        // Header 0-28, row 1 28-104 (buttons from x = 153), row 2 104-180, section 2's 0-pt header, row 3 180-256.
        #expect(table.element(at: Point(x: 10, y: 10), t: stage.now) == .header(0))
        #expect(table.element(at: Point(x: 360, y: 60), t: stage.now) == .button(row: 0, action: 0, title: "Delete"))
        #expect(table.element(at: Point(x: 160, y: 60), t: stage.now) == .button(row: 0, action: 2, title: nil))
        #expect(table.element(at: Point(x: 100, y: 60), t: stage.now) == .row(0))
        #expect(table.element(at: Point(x: 360, y: 200), t: stage.now) == .row(2))
        #expect(table.element(at: Point(x: 10, y: 400), t: stage.now) == nil)
        #expect(SwipeHit.button(row: 0, action: 2, title: nil).description == "action 3 of row 1")
        #expect(SwipeHit.button(row: 0, action: 1, title: "Flag").description == "action 2 (\"Flag\") of row 1")
        #expect(SwipeHit.header(1).description == "the header of section 2")
    }

    @Test func refusalsAreTheStagesHitErrors() throws {
        let (stage, table) = Self.make()
        #expect(throws: SwipeError.rowNotOpen(row: 0)) { try table.tapAction(row: 0, index: 0) }
        try table.showSwipe(row: 0, orientation: .right, animated: false)
        let card = CardLayer(stage, title: "over", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        stage.layers.present(card)
        #expect(throws: SwipeError.input(.covered(target: "action 2 (\"Flag\") of row 1", point: Point(x: 264, y: 66), by: card.source))) {
            try table.tapAction(row: 0, index: 1)
        }
        #expect(throws: SwipeError.input(.covered(target: "row 2", point: Point(x: 187.5, y: 142), by: card.source))) {
            try table.tapRow(1)
        }
        #expect(throws: SwipeError.input(.gesture(verb: "swipe", .covered(target: "row 3", point: Point(x: 359, y: 218), by: card.source)))) {
            try table.swipe(row: 2, dx: -200)
        }
        #expect(table.brokenInvariants.isEmpty)
    }
}
