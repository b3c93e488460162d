@testable import StageKit
import Testing

/// Random edits of a view tree on a real `Stage` (adds, inserts, removals, moves, frames, flags,
/// stack arrangement, scrolling), with every view's invariants checked after each step and the
/// hit test compared with a naive one (UIKit's rules, every subview scanned, no index) at random
/// points: the index and the lazy layout give the answer a full scan gives.
@Suite struct ViewPropertyTests {
    typealias Rng = PopupPropertyTests.Rng

    /// UIKit's hit test written the naive way.
    static func reference(_ v: View, _ p: Point) -> View? {
        guard !v.isHidden, v.isUserInteractionEnabled, v.alpha >= 0.01, v.pointInside(p) else { return nil }
        for child in v.subviews.reversed() {
            let q = Point(x: p.x - child.frame.x + child.bounds.minX, y: p.y - child.frame.y + child.bounds.minY)
            if let hit = reference(child, q) { return hit }
        }
        return v
    }

    static func all(_ v: View) -> [View] { [v] + v.subviews.flatMap(all) }

    @Test(arguments: 1...6)
    func randomEdits(seed: Int) throws {
        var rng = Rng(s: UInt64(seed))
        let stage = Stage()
        let root = View(stage: stage, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var views: [View] = [root]
        func any() -> View { views[rng.int(views.count)] }
        func coord(_ n: Int) -> Double { Double(rng.int(n)) }
        for step in 0..<300 {
            let v = any()
            switch rng.int(11) {
            case 0, 1:
                let kinds: [() -> View] = [{ View(stage: stage, frame: Rect(x: coord(300), y: coord(300), width: coord(150), height: coord(150))) },
                                           { Button(stage: stage, title: "b\(step)") }, { Label(stage: stage, text: "l\(step)") },
                                           { StackView(stage: stage, axis: rng.chance(50) ? .vertical : .horizontal, spacing: coord(10)) },
                                           { ScrollView(stage: stage, frame: Rect(x: coord(100), y: coord(100), width: 150, height: 150)) }]
                let n = kinds[rng.int(kinds.count)]()
                views.append(n)
                if let stack = v as? StackView, rng.chance(70) { try stack.addArrangedSubview(n) } else { try v.addSubview(n) }
            case 2:
                let n = View(stage: stage, frame: Rect(x: coord(300), y: coord(300), width: coord(100), height: coord(100)))
                views.append(n)
                try v.insertSubview(n, at: rng.int(v.subviews.count + 1))
            case 3 where v !== root:
                v.removeFromSuperview()
                // Adding a view into itself is refused (UIKit raises), and changes nothing.
                if rng.chance(60) {
                    do { try any().addSubview(v) } catch ViewError.cycle { #expect(v.superview == nil) }
                }
            case 4: v.setFrame(Rect(x: coord(300), y: coord(300), width: coord(200), height: coord(200)))
            case 5: v.isHidden = rng.chance(20)
            case 6: v.alpha = [0, 0.005, 0.01, 0.5, 1][rng.int(5)]
            case 7: v.isUserInteractionEnabled = rng.chance(80)
            case 8: if let p = v.superview, let last = p.subviews.first { p.bringSubviewToFront(last) }
            case 9: (v as? ScrollView)?.contentOffset = Point(x: 0, y: coord(200))
            default:
                // Many rows under one view: the index takes over past 32 subviews.
                for i in 0..<rng.int(40) {
                    let n = View(stage: stage, frame: Rect(x: coord(50), y: Double(i) * 9, width: 40, height: 9))
                    views.append(n)
                    try v.addSubview(n)
                }
            }
            let tree = Self.all(root)
            for x in tree { #expect(x.brokenInvariants.isEmpty, "seed \(seed) step \(step): \(x.source) \(x.brokenInvariants)") }
            for _ in 0..<5 {
                let p = Point(x: coord(400), y: coord(400))
                #expect(root.hitTest(p) === Self.reference(root, p), "seed \(seed) step \(step) at \(p)")
            }
        }
    }
}
