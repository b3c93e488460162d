@testable import StageKit
import Testing

/// Frames (LSTPopView.m:635-720), durations (1287-1353), animations (924-1192), drag rules (1567-1735), keyboard avoidance.
@Suite struct PopupGeometryTests {
    typealias T = PopupTest
    static let screen = Size(width: 393, height: 852)

    static let nine: [(HemStyle, Double, Double)] = [
        (.center, 61.5, 339), (.top, 61.5, -7), (.left, 5, 339),
        (.bottom, 61.5, 685), (.right, 118, 339), (.topLeft, 5, -7),
        (.bottomLeft, 5, 685), (.bottomRight, 118, 685), (.topRight, 118, -7),
    ]

    /// The nine hemStyle anchors (LSTPopView.m:635-720); the setter lays nothing out (LSTPopView.m:770-772).
    @Test(arguments: nine)
    func nineFramesWithOffsets(_ hem: HemStyle, _ x: Double, _ y: Double) {
        let f = PopupFrames.anchoredFrame(container: Self.screen, content: T.size, hem: hem, adjustX: 5, adjustY: -7)
        #expect(f == Rect(x: x, y: y, width: 280, height: 160))
    }

    @Test func oversizedContentSpillsUnclamped() {
        let big = Size(width: 500, height: 1000)
        #expect(PopupFrames.anchoredFrame(container: Self.screen, content: big, hem: .center, adjustX: 0, adjustY: 0).origin == Point(x: -53.5, y: -74))
        #expect(PopupFrames.anchoredFrame(container: Self.screen, content: big, hem: .bottomRight, adjustX: 0, adjustY: 0).origin == Point(x: -107, y: -148))
        #expect(PopupFrames.anchoredFrame(container: Self.screen, content: big, hem: .topLeft, adjustX: 0, adjustY: 0).origin == .zero)
    }

    @Test func keyboardAvoidanceNumbers() throws {
        // Bottom content at y 692..852; keyboard 336 high → top 516: content bottom at 506.
        let c = Rect(x: 56.5, y: 692, width: 280, height: 160)
        #expect(PopupFrames.keyboardAvoidingY(content: c, origin: c, keyboardTop: 516, space: 10) == 346)
        // Centered content (346..506) sits exactly at 516 − 10: no move.
        let mid = Rect(x: 56.5, y: 346, width: 280, height: 160)
        #expect(PopupFrames.keyboardAvoidingY(content: mid, origin: mid, keyboardTop: 516, space: 10) == nil)
        // The second test adds the content's height to the origin frame's y, not the origin's
        // own (`_originFrame.origin.y + _customView.pv_Height`, LSTPopView.m:1465): a zero origin
        // frame (before the first layout) with a 600-high content moves it.
        let tall = Rect(x: 0, y: -200, width: 300, height: 600)
        #expect(PopupFrames.keyboardAvoidingY(content: tall, origin: .zero, keyboardTop: 552, space: 10) == -58)
        // And on a live popup, animated over the keyboard's 0.25 s.
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.hemStyle = .bottom }
        try p.pop()
        try T.advance(stage, 0.3)
        try stage.showKeyboard(height: 336)
        try T.advance(stage, 0.125)
        let mid1 = p.frame.y
        #expect(mid1 < 692 && mid1 > 346)
        try T.advance(stage, 0.2)
        #expect(p.frame.y == 346)
        try stage.hideKeyboard()
        try T.advance(stage, 0.3)
        #expect(p.frame.y == 692)
    }

    @Test func relayoutWithKeyboardAndResize() throws {
        let l = PopupFrames.layout(container: Self.screen, content: Size(width: 280, height: 180), hem: .center, adjustX: 0, adjustY: 0,
                                   heightDelta: 20, previousOrigin: Rect(x: 56.5, y: 346, width: 280, height: 160),
                                   keyboardTop: 500, space: 10)
        #expect(l.content.y == 500 - 180 - 10)
        #expect(l.origin.y == 346 - 10)
        // Recorded origin bottom + space exactly at the keyboard top: not pushed.
        let flush = PopupFrames.layout(container: Self.screen, content: Size(width: 280, height: 180), hem: .center, adjustX: 0, adjustY: 0,
                                       heightDelta: 20, previousOrigin: Rect(x: 56.5, y: 346, width: 280, height: 160),
                                       keyboardTop: 516, space: 10)
        #expect(flush.content.y == 336 && flush.origin == flush.content)
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.hemStyle = .bottom }
        try p.pop()
        try T.advance(stage, 0.3)
        p.resize(to: Size(width: 280, height: 200))
        #expect(p.frame == Rect(x: 56.5, y: 652, width: 280, height: 200))
        p.configuration.adjustY = -10
        #expect(p.frame.y == 642)
        p.configuration.hemStyle = .top                 // no re-layout until the next one
        #expect(p.frame.y == 642)
    }

    @Test(arguments: PopStyle.allCases)
    func popDurations(_ s: PopStyle) {
        let expected: Double = s == .no ? 0 : s == .fade ? 0.2 : s == .scale ? 0.3 : 0.6
        #expect(PopupDurations.pop(policy: .objc, instanceStyle: s, usedStyle: s, property: nil, argument: nil).seconds == expected)
        #expect(PopupDurations.pop(policy: .swift, instanceStyle: s, usedStyle: s, property: nil, argument: nil).seconds == expected)
        // A duration property replaces the default except for NO and Fade (objc).
        let withProperty = PopupDurations.pop(policy: .objc, instanceStyle: s, usedStyle: s, property: 1.5, argument: nil).seconds
        #expect(withProperty == (s == .no ? 0 : s == .fade ? 0.2 : 1.5))
    }

    @Test(arguments: DismissStyle.allCases)
    func dismissDurations(_ s: DismissStyle) {
        let expected: Double = s == .no ? 0 : s == .fade ? 0.2 : s == .scale ? 0.3 : 0.5
        #expect(PopupDurations.dismiss(policy: .objc, instanceStyle: s, usedStyle: s, property: nil, argument: nil).seconds == expected)
        // An argument without the property set is ignored by objc.
        #expect(PopupDurations.dismiss(policy: .objc, instanceStyle: s, usedStyle: s, property: nil, argument: 9).seconds == expected)
    }

    static let laid = Point(x: 196.5, y: 426)

    static func popped(_ s: PopStyle, _ t: Double) -> PopupVisual {
        var m = PopupMotion(center: laid, size: T.size)
        let d = s.defaultDuration
        m.pop(s, duration: d, laidOut: laid, container: screen, bgAlpha: 0.25, at: .zero)
        return m.snapshot(at: SimTime(seconds: t))
    }

    /// The pop styles of LSTPopView.m:924-1039, from their start to rest.
    @Test(arguments: PopStyle.allCases)
    func popStylesStartMoveAndLand(_ s: PopStyle) {
        let end = Self.popped(s, 10)
        #expect(end.frame == Rect(x: 56.5, y: 346, width: 280, height: 160))
        #expect(end.contentAlpha == 1 && end.backdropAlpha == 0.25 && end.rotation == 0)
        let start = Self.popped(s, 0)
        switch s {
        case .no: #expect(start.contentAlpha == 1 && start.backdropAlpha == 0)
        case .fade: #expect(start.contentAlpha == 0)
        case .scale: #expect(start.scale == 0)
        case .smoothFromTop, .springFromTop, .cardDropFromLeft, .cardDropFromRight: #expect(start.frame.midY == -80)
        case .smoothFromBottom, .springFromBottom: #expect(start.frame.midY == 852 + 80)
        case .smoothFromLeft, .springFromLeft: #expect(start.frame.midX == -140)
        case .smoothFromRight, .springFromRight: #expect(start.frame.midX == 393 + 140)
        }
    }

    /// Mid-flight values: the Scale keyframes (LSTPopView.m:1355-1369), the card drops' rotation
    /// (LSTPopView.m:1007-1034, 1157-1175), the springs.
    @Test func midFlightValues() {
        // Scale: 0 → 1.2 → 1 over 0.3·0.3/0.7 ≈ 0.1286 s, ease-in; halfway in time the ease-in
        // progress is below 1/2, so still growing towards 1.2.
        let s = Self.popped(.scale, 0.3 * 0.3 / 0.7 / 2)
        #expect(s.scale > 0 && s.scale < 1.2)
        #expect(Self.popped(.scale, 0.2).scale == 1)
        // Spring (0.65) overshoots the center; Smooth (1.0) does not.
        let springYs = stride(from: 0.05, to: 0.6, by: 0.01).map { Self.popped(.springFromTop, $0).frame.midY }
        let smoothYs = stride(from: 0.05, to: 0.6, by: 0.01).map { Self.popped(.smoothFromTop, $0).frame.midY }
        #expect(springYs.contains { $0 > 426.5 })
        #expect(smoothYs.allSatisfy { $0 <= 426 + 1e-9 })
        // Card drop: +15° at the start, +1° at 0.8·d, 0 at the end.
        #expect(abs(Self.popped(.cardDropFromLeft, 0).rotation - 15 * .pi / 180) < 1e-12)
        #expect(abs(Self.popped(.cardDropFromLeft, 0.48).rotation - 1 * .pi / 180) < 1e-12)
        #expect(abs(Self.popped(.cardDropFromRight, 0.48).rotation + 1 * .pi / 180) < 1e-12)
        // Others' popup alpha 0 → 1 over 0.2·d = 0.12 s.
        #expect(Self.popped(.smoothFromBottom, 0.12).contentAlpha == 1)
        #expect(Self.popped(.smoothFromBottom, 0.06).contentAlpha < 1)
    }

    /// The dismiss styles of LSTPopView.m:1099-1192.
    @Test func dismissStyles() {
        func dismissed(_ s: DismissStyle, _ t: Double) -> PopupVisual {
            var m = PopupMotion(center: Self.laid, size: T.size)
            m.pop(.no, duration: .zero, laidOut: Self.laid, container: Self.screen, bgAlpha: 0.25, at: .zero)
            m.dismiss(s, duration: s.defaultDuration, container: Self.screen, at: SimTime(seconds: 1))
            return m.snapshot(at: SimTime(seconds: 1 + t))
        }
        #expect(dismissed(.no, 0).contentAlpha == 0)
        #expect(dismissed(.fade, 0.2).contentAlpha == 0)
        #expect(dismissed(.fade, 0.1).contentAlpha > 0)
        #expect(abs(dismissed(.scale, 0.075).scale - 0.01) < 1e-12)
        #expect(dismissed(.smoothToBottom, 0.5).frame.midY == 852 + 80)
        #expect(dismissed(.smoothToLeft, 0.5).frame.midX == -140)
        #expect(dismissed(.cardDropToRight, 0.5).frame.midX == 196.5 * 1.25)
        #expect(dismissed(.cardDropToLeft, 0.5).frame.midY == 852 + 426)
        #expect(abs(dismissed(.cardDropToLeft, 0.5).rotation - 0.75 / .pi) < 1e-12)
        // In landscape (statusBarOrientation, LSTPopView.m:1160-1167) the card falls further by
        // fabs(customView.frame.origin.y) of the rotated content: 852×393, a 200×100 content at
        // (426, 196.5), its rotated bounding box 200·sin a + 100·cos a high.
        var land = PopupMotion(center: Point(x: 426, y: 196.5), size: Size(width: 200, height: 100))
        land.dismiss(.cardDropToLeft, duration: 0.5, container: Size(width: 852, height: 393), landscape: true,
                     at: SimTime(seconds: 1))
        let a = PopupMotion.cardDropDismissRotation
        let top = 196.5 - (200 * abs(_sin(a)) + 100 * abs(_cos(a))) / 2
        #expect(abs(land.snapshot(at: SimTime(seconds: 1.5)).frame.midY - (393 + 196.5 + top)) < 1e-9)
        #expect(dismissed(.cardDropToTop, 0.1).frame.midY == 476)
        #expect(dismissed(.cardDropToTop, 0.5).frame.midY == -426)
        // 0.8·d fade for the moving styles.
        #expect(dismissed(.smoothToTop, 0.4).contentAlpha == 0)
    }

    /// pan: moves the content along the allowed half-axes only (LSTPopView.m:1567-1620).
    @Test func dragClampsPerHalfAxis() {
        let o = Point(x: 56, y: 692)
        #expect(PopupDrag.move(origin: o, current: o, by: Point(x: 30, y: -40), allowed: .yPositive) == o)
        #expect(PopupDrag.move(origin: o, current: o, by: Point(x: 30, y: 40), allowed: .yPositive) == Point(x: 56, y: 732))
        #expect(PopupDrag.move(origin: o, current: Point(x: 56, y: 700), by: Point(x: 0, y: -20), allowed: .yPositive) == o)
        #expect(PopupDrag.move(origin: o, current: o, by: Point(x: -30, y: -40), allowed: .all) == Point(x: 26, y: 652))
        #expect(PopupDrag.move(origin: o, current: o, by: Point(x: -30, y: 0), allowed: .xPositive) == o)
    }

    /// `pan:` as written (LSTPopView.m:1593-1627): a half moves the content only from its side of the
    /// origin, the positive half's rule first, the negative half's on its result.
    @Test func dragHalvesAsWritten() {
        let o = Point(x: 56, y: 692)
        func move(_ c: Double, _ d: Double, _ a: DragDirection, clamps: Bool = false) -> Double {
            PopupDrag.move(origin: o, current: Point(x: 56, y: c), by: Point(x: 0, y: d), allowed: a,
                           clampsAtOrigin: clamps).y
        }
        // (current y, delta, halves, as written, clamped at the origin)
        let rows: [(Double, Double, DragDirection, Double, Double)] = [
            (392, 30, .yPositive, 392, 692),    // above the origin (the keyboard raised it): Y+ does not move it
            (392, -30, .yPositive, 392, 692),
            (392, -30, .yNegative, 362, 362),
            (992, -30, .yNegative, 992, 692),   // below it: Y- does not
            (702, -30, .y, 662, 672),           // across from below: the rest counted twice
            (702, -10, .y, 682, 692),           // onto the origin from below: Y- then moves on by the delta
            (682, 30, .y, 692, 712),            // across from above: stops at the origin
            (692, 30, .y, 722, 722), (692, -30, .y, 662, 662), (712, 30, .y, 742, 742), (672, -30, .y, 642, 642),
            (712, -30, .yPositive, 692, 692), (672, 30, .yNegative, 692, 692),
        ]
        for (c, d, a, written, clamped) in rows {
            #expect(move(c, d, a) == written, "\(c) \(d) \(a.rawValue)")
            #expect(move(c, d, a, clamps: true) == clamped, "\(c) \(d) \(a.rawValue) clamped")
        }
    }

    /// The release (LSTPopView.m:1684-1735): a swipe at swipeVelocity (1684-1686) flies out to the velocity as a
    /// coordinate, 0.5 s, then Fade 0.1 (LSTPopView.m:1658-1681), or SmoothTo; else dragDistance, else the rebound.
    @Test func releaseDecisions() {
        var c = PopupConfiguration(contentSize: T.size)
        c.dragStyle = .y
        c.dragDistance = 100
        func rel(_ v: Point, _ off: Point, _ p: PopupPolicyKind = .swift) -> PopupDrag.Release {
            PopupDrag.release(velocity: v, offset: off, center: Point(x: 196.5, y: 426), contentSize: T.size,
                              container: Self.screen, configuration: c, policy: p)
        }
        // A fast flick with sweepStyle NO always rebounds, even past dragDistance.
        #expect(rel(Point(x: 0, y: 1500), Point(x: 0, y: 300)) == .rebound(delay: 0.1, duration: 0.25))
        #expect(rel(Point(x: 0, y: 10), Point(x: 0, y: 99)) == .rebound(delay: 0.1, duration: 0.25))
        #expect(rel(Point(x: 0, y: 10), Point(x: 0, y: 100)) == .dismiss(.fade, duration: 0.2))
        c.sweepStyle = .yPositive
        #expect(rel(Point(x: 0, y: 1500), .zero, .objc) == .flyOut(center: Point(x: 196.5, y: 1500), duration: 0.5, fadeDuration: 0.1))
        #expect(rel(Point(x: 0, y: 1500), .zero, .swift) == .flyOut(center: Point(x: 196.5, y: 852 + 80), duration: 0.5, fadeDuration: 0.1))
        #expect(rel(Point(x: 0, y: -1500), .zero) == .rebound(delay: 0.1, duration: 0.25))
        c.sweepDismissStyle = .smooth
        #expect(rel(Point(x: 0, y: 1500), .zero, .swift) == .dismiss(.smoothToBottom, duration: 0.5))
        // objc resolves on the instance style (Fade: 0.2).
        #expect(rel(Point(x: 0, y: 1500), .zero, .objc) == .dismiss(.smoothToBottom, duration: 0.2))
    }

    /// The rebound: dragReboundTime after a 0.1 s delay (LSTPopView.m:1641-1642).
    @Test func liveDragReboundTiming() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.dragStyle = .y; $0.dragDistance = 200 }
        try p.pop()
        try T.advance(stage, 0.3)
        var offsets: [Point] = []
        p.blocks.panOffset = { _, o in offsets.append(o) }
        try p.drag(by: Point(x: 40, y: 120), duration: 0.2, velocity: .zero)
        #expect(p.frame.y == 346 + 120 && p.frame.x == 56.5)        // X is not enabled
        #expect(offsets.first == .zero)
        try T.advance(stage, 0.1)                                    // the rebound's delay
        #expect(p.frame.y == 466)
        try T.advance(stage, 0.25)
        #expect(p.frame.y == 346)
        try p.drag(by: Point(x: 0, y: 220), duration: 0.2, velocity: .zero)
        #expect(p.state == .dismissing)
    }

    /// A rebound waits 0.1 s; meanwhile whatever the center was doing plays on (`Animated`'s rule:
    /// a delayed animation starts from the value on screen when it begins), so a release during
    /// the first rebound's delay does not freeze the content.
    @Test func aDelayedReboundLetsTheRunningOnePlayOn() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.dragStyle = .y }
        try p.pop()
        try T.advance(stage, 1)
        try p.drag(by: Point(x: 0, y: 60), duration: 0.1, velocity: .zero)   // released at 1.1: rebound 1.2–1.45
        try p.drag(by: .zero, duration: 0.05, velocity: .zero)               // released at 1.15: rebound 1.25–1.5
        try T.advance(stage, 0.05)
        #expect(p.frame.y == 406)
        try T.advance(stage, 0.05)
        #expect(abs(p.frame.y - 387.4980) < 1e-4)                            // the first rebound still runs
        try T.advance(stage, 0.05)
        #expect(abs(p.frame.y - 374.7014) < 1e-4)                            // the second took over from there
        try T.advance(stage, 0.2)
        #expect(p.frame.y == 346)
    }

    @Test func backdropTapsAndHideBgPassThrough() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.isClickBgDismiss = true }
        var clicks = 0
        p.blocks.bgClick = { _ in clicks += 1 }
        try p.pop()
        try T.advance(stage, 0.3)
        try p.tapBackground()
        #expect(clicks == 1 && p.state == .dismissing)
        let q = T.popup(m) { $0.isHideBg = true }
        try q.pop()
        try T.advance(stage, 0.3)
        #expect(stage.layers.hitTest(Point(x: 5, y: 5), at: stage.now) == nil)
        #expect(stage.layers.hitTest(Point(x: 196, y: 426), at: stage.now) === q)
        #expect(throws: PopupError.self) { try q.tapBackground() }
        var canvas = Canvas()
        q.draw(into: &canvas, at: stage.now + 1)
        #expect(canvas.items.count == 1)                             // no backdrop
    }

    /// The content drawn with its corner radius when set (LSTPopView.m:722-751).
    @Test func drawsBackdropAndContentAtAnimatedFrames() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m) { $0.contentName = "Update"; $0.popStyle = .smoothFromBottom }
        try p.pop()
        try T.advance(stage, 0.3)
        let items = stage.drawScene().items.filter { $0.layer == p.source }
        var shade: Canvas.Shade?, box: Canvas.Box?
        for (_, item) in items {
            if case .shade(let s) = item { shade = s }
            if case .box(let b) = item { box = b }
        }
        #expect(shade?.opacity ?? 0 > 0 && shade?.opacity ?? 1 < 0.25)   // still fading in
        #expect(box?.rect == p.frame)
        #expect(box?.rect.y ?? 0 != 346)                                 // mid-flight
        try T.advance(stage, 1)
        #expect(stage.layers.topDown.first === p)
        #expect(TextRenderer().render(stage).contains("popup#1"))
    }
}
