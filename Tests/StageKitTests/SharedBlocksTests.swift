@testable import StageKit
import Testing

/// The building blocks every component shares (issue 9 item 4): the animated value and its delay
/// rule, the color type, the handle cache, the hit-checked tap and its errors, and the models'
/// invariant checks.
@Suite struct SharedBlocksTests {
    /// The delay rule: a delayed animation begins from what is on screen when it begins; until
    /// then a running animation keeps running (UIKit's additive animations).
    @Test func delayedAnimationBeginsFromTheValueOnScreenThen() {
        var y = Animated(0.0)
        y.animate(to: 100, at: .zero, duration: 1, curve: .linear)
        let later = y.animate(to: 0, at: SimTime(seconds: 0.25), duration: 1, delay: 0.25, curve: .linear)
        #expect(later.start == SimTime(seconds: 0.5))
        #expect(later.from == 50)                               // not 25, the value at the call
        #expect(y.value(at: SimTime(seconds: 0.4)) == 40)       // the first one still runs
        #expect(y.value(at: SimTime(seconds: 1)) == 25)
        #expect(y.target == 0 && y.end == SimTime(seconds: 1.5))
        #expect(y.isAnimating(at: SimTime(seconds: 1.4)) && !y.isAnimating(at: SimTime(seconds: 1.5)))
    }

    /// Queued segments (Twitter's bump then slide): a later animation queued after an earlier
    /// one, and starting one drops those queued to begin after it.
    @Test func queuedSegmentsAndDroppingLaterOnes() {
        var y = Animated(0.0)
        y.animate(to: -10, at: .zero, duration: 0.1, curve: .linear)
        y.animate(to: 900, at: SimTime(seconds: 0.1), duration: 0.5, curve: .linear)
        #expect(y.value(at: SimTime(seconds: 0.05)) == -5)
        #expect(y.value(at: SimTime(seconds: 0.1)) == -10)
        #expect(y.end == SimTime(seconds: 0.6))
        y.animate(to: 5, at: SimTime(seconds: 0.05), duration: 0.1, curve: .linear)
        #expect(y.segments.count == 2 && y.target == 5)
        for k in 0..<20 { y.animate(to: Double(k), at: SimTime(seconds: 1 + Double(k)), duration: 2, curve: .linear) }
        #expect(y.segments.count <= Animated<Double>.maxQueued)
        #expect(y.value(at: SimTime(seconds: 22)) == 19)
    }

    @Test func oneColorTypeWithBothSpellings() {
        let c = Color(hex: "#12A5F4CC")
        #expect(c?.hex == "#12a5f4cc" && c?.svg == "#12A5F4")
        #expect(c?.rgb == Color(hex: 0x12A5F4))
        #expect(Color(hex: "#fff") == .white && Color(white: 0) == .black)
        #expect(Color(hex: "#12345") == nil && Color(hex: "#123456789") == nil && Color(hex: "123456") == nil)
        #expect(Color.clear.hex == "#00000000")
        let sheetColor: SheetColor = .black     // the action sheet's name is the same type
        #expect(sheetColor.fading(0.5).alpha == 0.5)
    }

    final class Thing {}
    final class ThingHandle: ElementHandle<Thing> {}
    final class OtherHandle: ElementHandle<Thing> {}

    static func id(_ o: AnyObject) -> ObjectIdentifier { ObjectIdentifier(o) }

    @Test func handleCacheGivesOneHandlePerElementWhileHeld() {
        let stage = Stage()
        let thing = Thing()
        let first = stage.handle(of: thing, element: 1) { ThingHandle(owner: thing, index: 1) }
        let a = Self.id(first)
        let again = Self.id(stage.handle(of: thing, element: 1) { ThingHandle(owner: thing, index: 1) })
        let two = stage.handle(of: thing, element: 2) { ThingHandle(owner: thing, index: 2) }
        let other = stage.handle(of: thing, element: 1) { OtherHandle(owner: thing, index: 1) }
        #expect(a == again)
        #expect(Self.id(two) != a && Self.id(other) != a)
        #expect(stage.liveHandleCount == 3)
        stage.invalidate()
        #expect(stage.liveHandleCount == 0)
        withExtendedLifetime((first, two, other)) {}
    }

    @Test func sheetHandlesComeFromTheStageCache() throws {
        let stage = Stage()
        let sheet = try ActionController(stage: stage, style: .preset(.default))
        try sheet.addAction(SheetAction(data: ActionData(title: "A")))
        let a = sheet.actionRef(0)
        let s = sheet.sectionRef(0)
        #expect(Self.id(sheet.actionRef(0)) == Self.id(a) && Self.id(sheet.sectionRef(0)) == Self.id(s))
        #expect(Self.id(a.controller) == Self.id(sheet) && a.index == 0)
        #expect(stage.liveHandleCount == 2)
        withExtendedLifetime((a, s)) {}
    }

    /// A layer with two buttons, one covering half of the other's frame.
    final class Buttons: ElementHitTesting {
        enum Part: String, Hashable, CustomStringConvertible {
            case left, right
            var description: String { "the \(rawValue) button" }
        }
        let source = "buttons#1"
        var title: String { "Buttons" }
        var level: LayerLevel { .popup }
        var taps: [Point] = []
        func frame(at t: SimTime) -> Rect { Rect(x: 0, y: 0, width: 200, height: 100) }
        func element(at p: Point, t: SimTime) -> Part? {
            guard frame(at: t).contains(p) else { return nil }
            return p.x < 100 ? .left : .right
        }
        func handleTap(_ tap: TapEvent, on stage: Stage) { taps.append(tap.location) }
        func draw(into canvas: inout Canvas, at t: SimTime) {}
    }

    /// The error `body` throws, nil when it throws none.
    static func refusal(_ body: () throws(HitError) -> Void) -> HitError? {
        do throws(HitError) { try body(); return nil } catch { return error }
    }

    @Test func hitCheckedTapReachesTheElementOrSaysWhy() throws {
        let stage = Stage()
        let layer = Buttons()
        let left = Buttons.Part.left
        let nothing = Self.refusal { () throws(HitError) in
            _ = try stage.tap(left, of: layer, at: Point(x: 50, y: 50), target: "the left button") { _ in 0 }
        }
        #expect(nothing == .nothingThere(target: "the left button", point: Point(x: 50, y: 50)))
        stage.layers.present(layer)
        var got = 0
        let none = Self.refusal { () throws(HitError) in
            got = try stage.tap(left, of: layer, at: Point(x: 50, y: 50), target: "the left button") { tap in
                layer.handleTap(tap, on: stage)
                return 7
            }
        }
        #expect(none == nil && got == 7 && layer.taps == [Point(x: 50, y: 50)])
        #expect(stage.timeline.events(source: "screen", name: "tap").count == 1)
        let covered = Self.refusal { () throws(HitError) in
            _ = try stage.tap(left, of: layer, at: Point(x: 150, y: 50), target: "the left button") { _ in 0 }
        }
        #expect(covered?.description == "cannot tap the left button: (150, 50) is covered by the right button")
        let zero = Self.refusal { () throws(HitError) in
            _ = try stage.visiblePart(of: Rect(x: 0, y: 0, width: 0, height: 10), target: "x", zeroSize: "0×0") { _ in "" }
        }
        #expect(zero == .zeroSize(target: "x", why: "0×0"))
        let off = Self.refusal { () throws(HitError) in
            _ = try stage.visiblePart(of: Rect(x: 0, y: 2000, width: 10, height: 10), target: "x", zeroSize: "") { _ in "below" }
        }
        #expect(off == .offScreen(target: "x", detail: "below"))
        #expect(layer.taps.count == 1)
    }

    /// The clock's and the queue's invariants hold through a random mix of operations, checked
    /// in full after each one (debug builds check the cheap part after every operation anyway).
    @Test func clockInvariantsHoldUnderRandomOperations() throws {
        let clock = SimClock()
        var ids: [TimerID] = []
        var rng = SystemRandomNumberGenerator()
        for step in 0..<3000 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5: ids.append(clock.schedule(after: SimDuration(seconds: Double.random(in: 0..<5, using: &rng))) {})
            case 5..<8: if let id = ids.randomElement(using: &rng) { _ = clock.cancel(id) }
            default: try clock.advance(by: SimDuration(seconds: Double.random(in: 0..<0.5, using: &rng)))
            }
            if step % 10 == 0 { try clock.checkInvariants(full: true) }
        }
        try clock.advance(by: 10)
        try clock.checkInvariants(full: true)
        #expect(clock.pending == 0)
    }

    /// `Keyframes`: evenly spaced values read at a linear progress (0 → 1.2 → 1 over 0.3 s).
    @Test(arguments: [(0.0, 0.0), (0.075, 0.6), (0.15, 1.2), (0.225, 1.1), (0.3, 1.0), (1.0, 1.0)])
    func keyframesSpreadTheirValuesEvenly(t: Double, expected: Double) {
        var k = Keyframes(1.0)
        k.play([0, 1.2, 1], at: .zero, duration: 0.3, curve: .linear)
        #expect(abs(k.value(at: SimTime(seconds: t)) - expected) < 1e-12)
        #expect(k.brokenInvariants.isEmpty)
    }
}
