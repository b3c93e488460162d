@testable import StageKit
import Testing

/// A popup's own coordinates on the screen (`PopupSpace`): the parent's bounds, as a pure
/// conversion; the frame math stays in `PopupFrames` (PopupGeometryTests).
@Suite struct PopupSpaceTests {
    static let window = PopupSpace(bounds: Rect(x: 0, y: 0, width: 393, height: 852))
    static let table = PopupSpace(bounds: Rect(x: 20, y: 103, width: 353, height: 600))

    /// (space, a rect in the popup's coordinates, the rect on screen)
    static let rects: [(PopupSpace, Rect, Rect)] = [
        (window, Rect(x: 56.5, y: 346, width: 280, height: 160), Rect(x: 56.5, y: 346, width: 280, height: 160)),
        (table, Rect(x: 36.5, y: 220, width: 280, height: 160), Rect(x: 56.5, y: 323, width: 280, height: 160)),
        (table, Rect(x: 0, y: -80, width: 280, height: 160), Rect(x: 20, y: 23, width: 280, height: 160)),   // flying in from the top
    ]

    @Test(arguments: rects)
    func rectsOffsetByTheParentsOrigin(_ s: PopupSpace, _ local: Rect, _ screen: Rect) {
        #expect(s.toScreen(local) == screen)
        #expect(s.toScreen(local.center) == screen.center)
    }

    /// (space, the keyboard's top in the window, converted?, the top the popup compares with)
    static let keyboardTops: [(PopupSpace, Double, Bool, Double)] = [
        (window, 516, false, 516), (window, 516, true, 516),
        (table, 516, false, 516),   // the library's comparison: window y as the popup's own
        (table, 516, true, 413),
    ]

    @Test(arguments: keyboardTops)
    func keyboardTop(_ s: PopupSpace, _ windowY: Double, _ converted: Bool, _ expected: Double) {
        #expect(s.keyboardTop(windowY: windowY, converted: converted) == expected)
    }

    @Test func backgroundProbesAreInsideTheParentsBounds() {
        #expect(Self.window.backgroundProbes.first == Point(x: 1, y: 1))
        #expect(Self.table.backgroundProbes == [Point(x: 21, y: 104), Point(x: 372, y: 104), Point(x: 21, y: 702), Point(x: 372, y: 702),
                                               Point(x: 196.5, y: 104), Point(x: 196.5, y: 702), Point(x: 21, y: 403), Point(x: 372, y: 403)])
        for p in Self.table.backgroundProbes { #expect(Self.table.bounds.contains(p)) }
    }

    @Test func aPopupInATableCoversItsFrameAndOffsetsItsLayout() throws {
        let (stage, m) = PopupTest.make(.swift)
        let table = CardLayer(stage, kind: "table", title: "Inbox", level: .content, frame: Rect(x: 0, y: 200, width: 393, height: 400))
        stage.layers.present(table)
        var c = PopupConfiguration(contentSize: Size(width: 280, height: 160))
        c.hemStyle = .bottom
        let p = m.makePopup(c, parent: .view(table))
        try p.pop()
        try PopupTest.advance(stage, 1)
        #expect(p.frame == Rect(x: 56.5, y: 200 + 400 - 160, width: 280, height: 160))
        #expect(p.frame(at: stage.now) == table.frame.value(at: stage.now))
        #expect(p.host == "<table#1>")
        #expect(stage.layers.hitTest(Point(x: 10, y: 100), at: stage.now) == nil)             // above the table: nothing
        #expect(stage.layers.hitTest(Point(x: 10, y: 210), at: stage.now) === p)
    }
}
