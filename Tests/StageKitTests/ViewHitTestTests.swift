@testable import StageKit
import Testing

/// UIKit's `hitTest(_:with:)` rules (docs/VIEWS.md, "Which view a touch reaches"), and that a
/// hit test visits only the views on the path and the siblings in front of them.
@Suite struct ViewHitTestTests {
    /// root 300 × 300; a at (10, 10, 100, 100) with c at (80, 80, 50, 50) inside it (reaching
    /// past a's bounds); b, a button, at (120, 10, 60, 60), added after a; a label over b.
    final class Tree {
        let stage = Stage()
        let root: View, a: View, b: Button, c: View, label: Label
        init() throws {
            root = View(stage: stage, frame: Rect(x: 0, y: 0, width: 300, height: 300))
            a = View(stage: stage, frame: Rect(x: 10, y: 10, width: 100, height: 100))
            c = View(stage: stage, frame: Rect(x: 80, y: 80, width: 50, height: 50))
            b = Button(stage: stage, title: "B", frame: Rect(x: 120, y: 10, width: 60, height: 60))
            label = Label(stage: stage, text: "over b", frame: Rect(x: 120, y: 10, width: 60, height: 60))
            try root.addSubview(a)
            try a.addSubview(c)
            try root.addSubview(b)
            try root.addSubview(label)
        }
        func hit(_ x: Double, _ y: Double) -> String { root.hitTest(Point(x: x, y: y))?.source ?? "nil" }
    }

    enum Change: Sendable {
        case none, clipA, labelInteractive, hideA, alphaA(Double), aNoInteraction, disableB, bOverA, bOverAThenBack

        func apply(_ t: Tree) {
            switch self {
            case .none: break
            case .clipA: t.a.clipsToBounds = true
            case .labelInteractive: t.label.isUserInteractionEnabled = true
            case .hideA: t.a.isHidden = true
            case .alphaA(let v): t.a.alpha = v
            case .aNoInteraction: t.a.isUserInteractionEnabled = false
            case .disableB: t.b.isEnabled = false
            case .bOverA: t.b.setFrame(Rect(x: 0, y: 0, width: 60, height: 60))
            case .bOverAThenBack:
                t.b.setFrame(Rect(x: 0, y: 0, width: 60, height: 60))
                t.root.sendSubviewToBack(t.b)
            }
        }
    }

    @Test(arguments: [
        ("a's own area", Change.none, 20.0, 20.0, "view#2"),
        ("a subview inside its parent's bounds", .none, 100, 100, "view#3"),
        ("a subview outside its parent's bounds is not reached", .none, 125, 125, "view#1"),
        ("clipping changes nothing for touches", .clipA, 125, 125, "view#1"),
        ("a label (interaction off) does not cover the button", .none, 150, 40, "button#1"),
        ("a label with interaction on covers it", .labelInteractive, 150, 40, "label#1"),
        ("hidden: the view and its subviews are skipped", .hideA, 100, 100, "view#1"),
        ("alpha below 0.01 is skipped", .alphaA(0.009), 20, 20, "view#1"),
        ("alpha 0.01 is not", .alphaA(0.01), 20, 20, "view#2"),
        ("interaction off skips the subviews too", .aNoInteraction, 100, 100, "view#1"),
        ("a disabled button is still hit", .disableB, 150, 40, "button#1"),
        ("outside the root", .none, 300, 10, "nil"),
        ("the front sibling wins", .bOverA, 20, 20, "button#1"),
        ("sent to the back, it loses", .bOverAThenBack, 20, 20, "view#2"),
    ])
    func rule(_ name: String, _ change: Change, _ x: Double, _ y: Double, _ want: String) throws {
        let t = try Tree()
        change.apply(t)
        #expect(t.hit(x, y) == want, "\(name)")
    }

    @Test func aScrollViewsOffsetMovesItsSubviews() throws {
        let s = Stage()
        let sv = ScrollView(stage: s, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let far = Button(stage: s, title: "far", frame: Rect(x: 0, y: 500, width: 100, height: 44))
        try sv.addSubview(far)
        #expect(sv.hitTest(Point(x: 10, y: 10)) === sv)
        sv.contentOffset = Point(x: 0, y: 480)
        #expect(sv.hitTest(Point(x: 10, y: 510)) === far, "bounds coordinates: 480 + 30")
    }

    /// 10,000 rows under one parent: a hit asks the few rows at the point, not all of them.
    @Test func manySubviewsVisitFew() throws {
        let s = Stage()
        let root = View(stage: s, frame: Rect(x: 0, y: 0, width: 100, height: 440_000))
        for i in 0..<10_000 {
            let row = View(stage: s, frame: Rect(x: 0, y: Double(i) * 44, width: 100, height: 44))
            try row.addSubview(Button(stage: s, title: "row \(i)", frame: Rect(x: 60, y: 5, width: 30, height: 34)))
            try root.addSubview(row)
        }
        var visits = 0
        let hit = root.hitTest(Point(x: 70, y: 7_000 * 44 + 20), visits: &visits)
        #expect((hit as? Button)?.title == "row 7000")
        #expect(visits <= 4, "\(visits) views asked")
        // Moving a row keeps the index right.
        root.subviews[7_000].setOrigin(Point(x: 0, y: 10))
        #expect((root.hitTest(Point(x: 70, y: 20)) as? Button)?.title == "row 7000")
        #expect(root.brokenInvariants.isEmpty, "\(root.brokenInvariants)")
    }

    /// A deep tree: the path only, plus the siblings in front of each view on it.
    @Test func aDeepPathVisitsThePathAndFrontSiblings() throws {
        let s = Stage()
        let root = View(stage: s, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        for _ in 0..<20 {
            let back = View(stage: s, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let front = View(stage: s, frame: Rect(x: 50, y: 50, width: 10, height: 10))
            try parent.addSubview(back)
            try parent.addSubview(front)
            parent = back
        }
        var visits = 0
        #expect(root.hitTest(Point(x: 5, y: 5), visits: &visits) === parent)
        #expect(visits == 41, "root, then at each of 20 levels the front sibling and the view on the path")
    }
}
