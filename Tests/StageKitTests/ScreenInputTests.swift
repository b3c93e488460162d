import Testing
@testable import StageKit

@Suite struct ScreenInputTests {
    @Test func defaultsAreAnIPhone15() {
        let stage = Stage()
        #expect(stage.screen.size == Size(width: 393, height: 852))
        #expect(stage.screen.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(stage.screen.safeFrame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(stage.screen.traits == Traits(reduceMotion: false, rightToLeft: false))
    }

    @Test func sourcesAreNumberedPerKind() {
        let stage = Stage()
        #expect(stage.makeSource(kind: "sheet") == "sheet#1")
        #expect(stage.makeSource(kind: "popup") == "popup#1")
        #expect(stage.makeSource(kind: "sheet") == "sheet#2")
    }

    /// By stratum (content < popup bar hosts < the window's subviews: sheets and popups alike <
    /// keyboard), then presentation order.
    @Test func stackOrderByStratumThenPresentation() {
        let stage = Stage()
        let popup = CardLayer(stage, kind: "popup", title: "P", level: .popup, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let table = CardLayer(stage, kind: "table", title: "T", level: .content, frame: stage.screen.bounds)
        let sheet = CardLayer(stage, kind: "sheet", title: "S", level: .actionSheet, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let popup2 = CardLayer(stage, kind: "popup", title: "P2", level: .popup, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let bar = CardLayer(stage, kind: "bar", title: "B", level: .popupBar, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for l in [popup, table, sheet, popup2, bar] { stage.layers.present(l) }
        #expect(stage.layers.topDown.map(\.source) == ["popup#2", "sheet#1", "popup#1", "bar#1", "table#1"])
        stage.layers.insert(popup2, below: popup)
        #expect(stage.layers.topDown.map(\.source) == ["sheet#1", "popup#1", "popup#2", "bar#1", "table#1"])
        stage.layers.present(popup2)   // bring to the top of its stratum
        #expect(stage.layers.topDown.first?.source == "popup#2")
        #expect(stage.layers.remove(sheet))
        #expect(!stage.layers.remove(sheet))
        #expect(stage.layers.count == 4)
        // Placing relative to an absent layer presents normally; history records one stay per layer.
        stage.layers.insert(sheet, above: CardLayer(stage, title: "absent", frame: .zero))
        #expect(stage.layers.topDown.map(\.source) == ["sheet#1", "popup#2", "popup#1", "bar#1", "table#1"])
        #expect(stage.layers.history.map(\.source) == ["popup#1", "table#1", "sheet#1", "popup#2", "bar#1", "sheet#1"])
        #expect(stage.layers.history.filter { $0.end == nil }.count == 5)
    }

    @Test func hitTestingThroughAPassThroughLayer() {
        let stage = Stage()
        let table = CardLayer(stage, kind: "table", title: "Rows", level: .content, frame: stage.screen.bounds)
        // A popup without a backdrop: takes touches on its card only.
        let passThrough = CardLayer(stage, kind: "popup", title: "Toast", frame: Rect(x: 50, y: 700, width: 293, height: 60))
        stage.layers.present(table)
        stage.layers.present(passThrough)
        #expect(stage.tap(at: Point(x: 100, y: 300)).layer === table)       // passes through to the table
        #expect(stage.tap(at: Point(x: 100, y: 720)).layer === passThrough) // on the card
        #expect(table.taps == [Point(x: 100, y: 300)])
        #expect(passThrough.taps == [Point(x: 100, y: 720)])
        // A popup with a backdrop blocks the rows under it everywhere.
        let modal = CardLayer(stage, kind: "popup", title: "Modal", frame: Rect(x: 50, y: 300, width: 293, height: 200), backdrop: 0.3)
        stage.layers.present(modal)
        #expect(stage.tap(at: Point(x: 100, y: 100)).layer === modal)
        #expect(table.taps.count == 1)
        let events = stage.timeline.events(name: "tap")
        #expect(events.map { $0["layer"] } == [.string("table#1"), .string("popup#1"), .string("popup#2")])
    }

    /// A semantic tap's point is inside its target by `contains`'s half-open rule: the unrounded
    /// centre, or the near edge for a rectangle so thin that its centre rounds onto the far one.
    @Test func touchPointsLieInsideTheirRectangle() {
        #expect(Rect(x: 392.5, y: 769, width: 0.25, height: 49).touchPoint == Point(x: 392.625, y: 793.5))
        for x in [0.0, 0.5, 196.5, 392.8, 1e6, 1e15] {
            var w = x.ulp
            for _ in 0..<8 {
                let r = Rect(x: x, y: x, width: w, height: w)
                #expect(r.contains(r.touchPoint), "\(r)")
                w = w.nextUp
            }
        }
    }

    @Test func tapsOnNothingAndOffTheScreenAreRecordedMisses() {
        let stage = Stage()
        let miss = stage.tap(at: Point(x: 10, y: 10))
        #expect(miss.layer == nil && !miss.outside)
        let off = stage.tap(at: Point(x: 500, y: -3))
        #expect(off.layer == nil && off.outside)
        #expect(stage.timeline.text == """
            [  0.000] screen tap x=10 y=10 miss=true
            [  0.000] screen tap x=500 y=-3 miss=true outside=true
            """)
        // A layer extending beyond the screen still does not receive off-screen taps.
        let wide = CardLayer(stage, title: "Wide", frame: Rect(x: -100, y: 0, width: 600, height: 100))
        stage.layers.present(wide)
        #expect(stage.tap(at: Point(x: -5, y: 10)).layer == nil)
        #expect(wide.taps.isEmpty)
        #expect(stage.now == .zero)
    }

    @Test func dragAdvancesTheClockWithSamplesAt120Hz() throws {
        let stage = Stage()
        let row = CardLayer(stage, kind: "table", title: "Row", level: .content, frame: stage.screen.bounds)
        stage.layers.present(row)
        var firedAt: SimTime?
        stage.clock.schedule(after: 0.1) { firedAt = stage.now }
        let result = try stage.drag(.linear(from: Point(x: 300, y: 100), to: Point(x: 80, y: 100), duration: 0.25))
        #expect(result.layer === row)
        #expect(stage.now == SimTime(seconds: 0.25))
        #expect(firedAt == SimTime(seconds: 0.1))
        // 0.25 s × 120 Hz = 30 samples after touch-down: began, 29 changed, ended.
        #expect(row.pans.map(\.phase.rawValue).filter { $0 == "changed" }.count == 29)
        #expect(row.pans.first?.phase == .began)
        #expect(row.pans.last?.phase == .ended)
        #expect(row.pans.count == 31)
        let began = try #require(row.pans.first)
        #expect(began.time == SimTime(nanoseconds: 8_333_333))
        #expect(abs(began.translation.x - (-220.0 * 0.008333333 / 0.25)) < 1e-9)   // at the integer-ns sample time
        #expect(abs(began.velocity.x - (-880)) < 1e-6)   // the sign is known at began (SwipeCellKit)
        let ended = try #require(row.pans.last)
        #expect(ended.translation == Point(x: -220, y: 0))
        #expect(abs(ended.velocity.x - (-880)) < 1e-6 && ended.velocity.y == 0)
        #expect(ended.time == SimTime(seconds: 0.25))
        // The other sample events interleave in time order with the timer.
        let names = stage.timeline.events.map(\.name)
        #expect(names.filter { $0 == "panChanged" }.count == 29)
    }

    @Test func releaseVelocityIsTheDisplacementOverTheLast50ms() throws {
        // Right 100 pt in 0.25 s, then down 200 pt in 0.25 s: the last 50 ms move only down.
        let track = PanTrack.path([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 200)], duration: 0.5)
        #expect(track.samples.count == 61)
        let v = track.velocity(at: 60)
        #expect(abs(v.x) < 1e-9 && abs(v.y - 800) < 1e-6)
        // Across the corner the window mixes both legs: at sample 33 (0.275 s) it spans 0.225…0.275 s.
        let corner = track.velocity(at: 33)
        #expect(abs(corner.x - (10.0 / 0.05)) < 1e-6)          // 0.225→0.25 s at 400 pt/s in x
        #expect(abs(corner.y - (20.0 / 0.05)) < 1e-6)          // 0.25→0.275 s at 800 pt/s in y
        // Given explicitly, the release velocity wins; began/changed keep the measured one.
        let stage = Stage()
        let row = CardLayer(stage, kind: "table", title: "Row", level: .content, frame: stage.screen.bounds)
        stage.layers.present(row)
        try stage.drag(.linear(from: Point(x: 300, y: 100), to: Point(x: 290, y: 100), duration: 0.1), velocity: Point(x: -1500, y: 0))
        #expect(row.pans.last?.velocity == Point(x: -1500, y: 0))
        #expect(abs((row.pans.first?.velocity.x ?? 0) - (-100)) < 1e-6)
    }

    @Test func zeroDurationDragIsAFlick() throws {
        let stage = Stage()
        let row = CardLayer(stage, kind: "table", title: "Row", level: .content, frame: stage.screen.bounds)
        stage.layers.present(row)
        try stage.drag(.linear(from: Point(x: 300, y: 100), to: Point(x: 200, y: 100), duration: 0), velocity: Point(x: -900, y: 0))
        #expect(stage.now == .zero)
        #expect(row.pans.map(\.phase) == [.began, .changed, .ended])
        #expect(row.pans.map(\.translation) == [.zero, Point(x: -100, y: 0), Point(x: -100, y: 0)])
        #expect(row.pans.allSatisfy { $0.velocity == Point(x: -900, y: 0) && $0.time == .zero })
    }

    @Test func dragOnNothingIsAMissButTakesTime() throws {
        let stage = Stage()
        let r = try stage.drag(.linear(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), duration: 0.05))
        #expect(r.layer == nil)
        #expect(stage.now == SimTime(seconds: 0.05))
        #expect(stage.timeline.events(name: "panEnded").first?["miss"] == .bool(true))
    }

    @Test func layerRemovedMidDragGetsCancelled() throws {
        let stage = Stage()
        let card = CardLayer(stage, title: "Card", frame: stage.screen.bounds)
        stage.layers.present(card)
        stage.clock.schedule(after: 0.05) { stage.layers.remove(card) }
        try stage.drag(.linear(from: Point(x: 10, y: 10), to: Point(x: 10, y: 200), duration: 0.2))
        #expect(card.pans.last?.phase == .cancelled)
        #expect(card.pans.filter { $0.phase == .cancelled }.count == 1)
        #expect(stage.timeline.events(name: "panCancelled").count == 1)
        #expect(stage.timeline.events(name: "panEnded").isEmpty)
    }

    /// A drag the clock refuses (its end beyond the clock's range) is refused before any sample
    /// is scheduled or anything logged (issue 8: its samples used to fire at the next advance).
    @Test func refusedDragLeavesTheStageUnchanged() throws {
        let stage = Stage()
        let card = CardLayer(stage, title: "Card", level: .popup, frame: stage.screen.bounds)
        stage.layers.present(card)
        try stage.clock.advance(to: SimTime(nanoseconds: SimClock.maxNanoseconds - 100_000_000))
        let events = stage.timeline.events.count
        #expect(throws: ClockError.self) {
            try stage.drag(.linear(from: Point(x: 10, y: 10), to: Point(x: 10, y: 200), duration: 0.2))
        }
        #expect(stage.clock.pending == 0)
        #expect(stage.timeline.events.count == events)
        try stage.clock.advance(by: 0.05)
        #expect(card.pans.isEmpty)
    }

    /// A drag whose advance stops early (here a runaway 0-delay chain) cancels its remaining
    /// samples: the pan is cancelled where it was and nothing of it fires later.
    @Test func dragCutShortCancelsItsRemainingSamples() throws {
        let stage = Stage()
        stage.clock.zeroDelayLimit = 5
        let card = CardLayer(stage, title: "Card", level: .popup, frame: stage.screen.bounds)
        stage.layers.present(card)
        func loop() { stage.clock.schedule(after: 0) { loop() } }
        stage.clock.schedule(after: 0.1) { loop() }
        #expect(throws: ClockError.self) {
            try stage.drag(.linear(from: Point(x: 10, y: 10), to: Point(x: 10, y: 200), duration: 0.25))
        }
        #expect(card.pans.first?.phase == .began)
        #expect(card.pans.last?.phase == .cancelled)
        let delivered = card.pans.count
        #expect(stage.clock.pending == 1)   // the loop's event, kept by the clock
        stage.clock.cancelAll()
        try stage.clock.advance(by: 1)
        #expect(card.pans.count == delivered)
        #expect(stage.timeline.events(name: "panEnded").isEmpty)
    }

    @Test func keyboardSlidesBeyondTheClockRangeAreRefused() throws {
        let stage = Stage()
        try stage.clock.advance(to: SimTime(nanoseconds: SimClock.maxNanoseconds - 100_000_000))
        #expect(throws: ClockError.self) { try stage.showKeyboard(height: 300, duration: 0.25) }
        #expect(!stage.screen.keyboard.isShown)
        #expect(stage.timeline.events.isEmpty)
        try stage.showKeyboard(height: 300, duration: 0.05)
        #expect(throws: ClockError.self) { try stage.hideKeyboard(duration: 1) }
        #expect(stage.screen.keyboard.isShown)
    }

    @Test func keyboardSlidesAndNotifies() throws {
        let stage = Stage()
        var seen: [String] = []
        let token = stage.addKeyboardObserver { seen.append("\($0.phase.rawValue)@\(stage.now) \($0.endFrame.y)") }
        try stage.showKeyboard(height: 336)
        #expect(stage.screen.keyboard.isShown)
        #expect(stage.layers.topDown.first?.source == "keyboard#1")
        try stage.clock.advance(by: 0.125)
        // Half-way through a 0.25 s ease-in-out slide: exactly half the distance (symmetric curve).
        #expect(abs(stage.screen.keyboard.frame(at: stage.now, width: 393).y - (852 - 168)) < 1e-9)
        try stage.clock.advance(by: 0.2)
        #expect(seen == ["keyboardWillShow@0.000 516.0", "keyboardDidShow@0.250 516.0"])
        // The keyboard absorbs taps.
        #expect(stage.tap(at: Point(x: 100, y: 600)).layer?.source == "keyboard#1")
        try stage.hideKeyboard()
        try stage.clock.advance(by: 0.25)
        #expect(stage.layers.count == 0)
        try stage.hideKeyboard()   // already hidden: nothing
        stage.removeKeyboardObserver(token)
        #expect(stage.timeline.events.map(\.name).filter { $0.hasPrefix("keyboard") } ==
            ["keyboardWillShow", "keyboardDidShow", "keyboardWillHide", "keyboardDidHide"])
    }

    @Test func interruptedKeyboardSlideDropsItsCompletion() throws {
        let stage = Stage()
        try stage.showKeyboard(height: 300)
        try stage.clock.advance(by: 0.1)
        try stage.hideKeyboard()
        try stage.clock.advance(by: 1)
        #expect(stage.timeline.events.map(\.name) == ["keyboardWillShow", "keyboardWillHide", "keyboardDidHide"])
    }

    @Test func invalidateDropsEverything() throws {
        let stage = Stage()
        var fired = false
        stage.clock.schedule(after: 1) { fired = true }
        stage.layers.present(CardLayer(stage, title: "x", frame: stage.screen.bounds))
        stage.invalidate()
        #expect(!stage.isValid)
        #expect(stage.clock.pending == 0)
        #expect(stage.layers.count == 0)
        try stage.clock.advance(by: 2)
        #expect(!fired)
    }

    @Test func userCallbackErrorsWaitForTheAdvance() throws {
        let stage = Stage()
        var after: [Int] = []
        stage.clock.schedule(after: 0.1) {
            stage.callUser { throw Boom(n: 7) }
            after.append(1)   // the engine's own work continues
        }
        stage.clock.schedule(after: 0.2) { after.append(2) }
        #expect(throws: Boom(n: 7)) { try stage.clock.advance(by: 1) }
        #expect(after == [1, 2])
        // Outside an advance the error waits for the binding.
        #expect(!stage.callUser { throw Boom(n: 8) })
        #expect(stage.takeReportedError() as? Boom == Boom(n: 8))
        #expect(stage.takeReportedError() == nil)
    }

    /// Hit-testing skips what UIKit's skips: user interaction off, or a model alpha below 0.01
    /// (0.01 itself still takes the touch); the layer below gets the tap.
    @Test(arguments: [(true, 1.0, "top"), (false, 1.0, "bottom"), (true, 0.009, "bottom"), (true, 0.01, "top")])
    func hitTestingSkipsWhatUIKitSkips(interactive: Bool, alpha: Double, winner: String) {
        let stage = Stage()
        let f = Rect(x: 0, y: 0, width: 200, height: 200)
        let bottom = CardLayer(stage, kind: "bottom", title: "below", frame: f)
        let top = CardLayer(stage, kind: "top", title: "above", frame: f)
        stage.layers.present(bottom)
        stage.layers.present(top)
        top.isUserInteractionEnabled = interactive
        top.viewAlpha = alpha
        #expect(stage.layers.hitTest(Point(x: 10, y: 10), at: stage.now)?.source == winner + "#1")
    }
}
