@testable import StageKit
import Testing

/// Lifecycle, timing and interaction rules (xlactioncontroller.md "Lifecycle", "Interaction", "Dynamics", "Styles") on a real stage.
@Suite struct ActionSheetLifecycleTests {
    final class Calls {
        var log: [String] = []
    }

    static func sheet(_ style: SheetStyleName, _ titles: [String], stage: Stage, calls: Calls? = nil,
                      immediate: Set<String> = [], disabled: Set<String> = [],
                      header: SheetHeader? = nil) throws -> ActionController {
        let sheet = try ActionController(stage: stage, style: .preset(style), header: header)
        for t in titles {
            if t == "|" { try sheet.addSection(); continue }
            let action = SheetAction(data: ActionData(title: t), enabled: !disabled.contains(t),
                                     executeImmediatelyOnTouch: immediate.contains(t))
            try sheet.addAction(action) { ref in calls?.log.append("\(ref.title)@\(stage.now)") }
        }
        return sheet
    }

    /// The error's message, or "no error".
    static func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    /// Where the pure layout puts row `i` at rest (its numbers are ActionSheetLayoutTests'; these
    /// tests check that the live sheet gets there).
    static func rest(_ sheet: ActionController, _ i: Int) throws -> Rect {
        try #require(sheet.layout).screenFrame(ofRow: i)
    }

    static func events(_ stage: Stage, _ source: String = "sheet#1") -> [String] {
        stage.timeline.events(source: source).map { "\($0.name)@\($0.t)" }
    }

    /// The controller's life (ActionController.swift:85-695): present 498-557, select 451-463, dismiss 217-223, 559-578.
    @Test func canonicalOrderWithDeferredHandler() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.default, ["Edit", "Delete"], stage: stage, calls: calls)
        try sheet.present()
        #expect(sheet.state == .presenting)
        try stage.clock.advance(by: 1)
        #expect(sheet.state == .presented)
        #expect(try sheet.tap(action: 1).acted)
        #expect(sheet.state.phase == .dismissing)
        #expect(calls.log.isEmpty)   // not before the dismissal ends
        try stage.clock.advance(by: 1)
        #expect(sheet.state == .dismissed)
        #expect(Self.events(stage) == ["willPresentView@0.000", "didPresentView@0.700", "willDismissView@1.000",
                                       "didDismissView@1.700", "handler@1.700"])
        #expect(calls.log == ["Delete@1.700"])
        #expect(stage.timeline.events(source: "sheet#1", name: "willDismissView").first?["reason"] == .string("action"))
        #expect(!stage.layers.contains(sheet))
    }

    @Test func immediateHandlerRunsBeforeTheDismissal() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.tweetbot, ["View Details", "Translate", "|", "Cancel"], stage: stage, calls: calls,
                                   immediate: ["Translate"])
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(try sheet.tap(action: 1).acted)
        #expect(calls.log == ["Translate@1.000"])
        try stage.clock.advance(by: 1)
        #expect(Self.events(stage) == ["willPresentView@0.000", "didPresentView@0.500", "handler@1.000",
                                       "willDismissView@1.000", "didDismissView@1.500"])
        #expect(calls.log == ["Translate@1.000"])
    }

    @Test func disabledActionsIgnoreTaps() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.default, ["A", "B"], stage: stage, calls: calls, disabled: ["B"])
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(try sheet.tap(action: 1).acted == false)
        #expect(sheet.state == .presented)
        try stage.clock.advance(by: 1)
        #expect(calls.log.isEmpty)
        // enabled is mutable after presentation (xlactioncontroller.md "The model").
        sheet.actionRef(1).setEnabled(true)
        #expect(try sheet.tap(action: 1).acted)
    }

    @Test func secondTapDuringDismissalIsIgnored() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.default, ["A", "B"], stage: stage, calls: calls)
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(try sheet.tap(action: 0).acted)
        try stage.clock.advance(by: 0.05)
        #expect(try sheet.tap(action: 1).acted == false)
        try stage.clock.advance(by: 1)
        #expect(calls.log == ["A@1.700"])
        #expect(stage.timeline.events(source: "sheet#1", name: "willDismissView").count == 1)
    }

    @Test func backgroundTapDismissesOnlyWithHideOnTap() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.default, ["A"], stage: stage, calls: calls)
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(try sheet.tapBackground().acted)
        try stage.clock.advance(by: 1)
        #expect(sheet.state == .dismissed)
        #expect(calls.log.isEmpty)   // no handler, not even a cancel action's (#97)
        #expect(stage.timeline.events(source: "sheet#1", name: "willDismissView").first?["reason"] == .string("background"))

        let other = try Self.sheet(.default, ["A"], stage: stage)
        try other.updateSettings { $0.behavior.hideOnTap = false }
        try other.present()
        try stage.clock.advance(by: 1)
        #expect(try other.tapBackground().acted == false)
        #expect(other.state == .presented)
    }

    @Test func headerAndBackdropAbsorbTaps() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.skype, ["A", "B"], stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        let snap = try #require(sheet.snapshot())
        // Skype's shape view starts 40 pt above the first row and swallows taps there.
        let top = snap.rowFrame(0)!.minY
        #expect(snap.hit(Point(x: 100, y: top - 20)) == .backdrop)
        #expect(snap.hit(Point(x: 100, y: top - 41)) == .background)
        stage.tap(at: Point(x: 100, y: top - 20))
        #expect(sheet.state == .presented)

        let twitter = try Self.sheet(.twitter, ["X"], stage: stage, header: SheetHeader(title: "Accounts"))
        #expect(try twitter.present(from: sheet.source).acted)   // a second sheet on screen: presented from the first
        try stage.clock.advance(by: 1)
        let ts = try #require(twitter.snapshot())
        #expect(ts.hit(Point(x: 100, y: ts.headerFrame!.midY)) == .header)
        // The white filler covers the safe-area strip under the rows.
        #expect(ts.hit(Point(x: 100, y: 840)) == .backdrop)
    }

    @Test func swipeDownDismissesWhenScrollingIsOff() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.default, ["A", "B"], stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        // Too slow: 200 pt in 2 s.
        try sheet.drag(dy: 200, duration: 2)
        #expect(sheet.state == .presented)
        // Too short.
        try sheet.drag(dy: 40, duration: 0.05)
        #expect(sheet.state == .presented)
        // Upwards.
        try sheet.drag(dy: -200, duration: 0.2)
        #expect(sheet.state == .presented)
        try sheet.drag(dy: 200, duration: 0.2)
        #expect(sheet.state.phase == .dismissing)
        #expect(stage.timeline.events(source: "sheet#1", name: "willDismissView").first?["reason"] == .string("swipeDown"))
    }

    @Test func swipeDownIgnoredWithoutHideOnScrollDown() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.youtube, ["A", "B"], stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        try sheet.drag(dy: 200, duration: 0.2)
        #expect(sheet.state == .presented)
    }

    @Test func spotifyScrollsInsteadOfDismissingAndCancelBarDismisses() throws {
        let stage = Stage()
        let calls = Calls()
        let sheet = try Self.sheet(.spotify, ["Save Full Album", "Remove", "Share", "Go to Album", "Start radio"],
                                   stage: stage, calls: calls, header: SheetHeader(title: "Album", subtitle: "Artist"))
        try sheet.present()
        try stage.clock.advance(by: 1)
        // The last row starts under the cancel bar.
        #expect(Self.message { try sheet.tap(action: 4) } ==
                "cannot tap action 5 ('Start radio'): (196.5, 788) is covered by the cancel bar")
        // A downward drag only bounces; an upward one scrolls the last row into view.
        try sheet.drag(dy: 200, duration: 0.2)
        #expect(sheet.state == .presented)
        try stage.clock.advance(by: 1)
        #expect(sheet.scrollOffset == 0)
        try sheet.drag(dy: -100, duration: 0.3)
        let end = try #require(sheet.layout).maxScroll
        #expect(sheet.scrollOffset > end)   // rubber-banding past the end
        try stage.clock.advance(by: 1)
        #expect(sheet.scrollOffset == end)
        var scrolled = try Self.rest(sheet, 4)
        scrolled.origin.y -= end
        #expect(try sheet.frame(ofAction: 4) == scrolled)
        #expect(try sheet.tapCancel().acted)
        try stage.clock.advance(by: 1)
        #expect(sheet.state == .dismissed)
        #expect(calls.log.isEmpty)
        #expect(stage.timeline.events(source: "sheet#1", name: "willDismissView").first?["reason"] == .string("cancelBar"))
    }

    @Test func tallSheetRowsBelowTheScreenNeedScrolling() throws {
        let stage = Stage()
        let titles = (1...20).map { "Action \($0)" }
        let sheet = try Self.sheet(.default, titles, stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(try sheet.frame(ofAction: 0) == (try Self.rest(sheet, 0)))
        #expect(Self.message { try sheet.tap(action: 15) } ==
                "cannot tap action 16 ('Action 16'): it is off screen (row at {x=0, y=989, width=393, height=60}, screen 393×852); the sheet cannot scroll (settings.behavior.scrollEnabled is false)")
        #expect(throws: ActionSheetError.scrollingDisabled(style: nil)) { try sheet.scroll(by: 100) }

        let scrolling = try Self.sheet(.default, titles, stage: stage)
        try scrolling.updateSettings { $0.behavior.scrollEnabled = true }
        #expect(try scrolling.present(from: sheet.source).acted)
        try stage.clock.advance(by: 1)
        #expect(throws: ActionSheetError.self) { try scrolling.tap(action: 15) }
        #expect(try scrolling.scroll(by: 10_000) == (try #require(scrolling.layout)).maxScroll)
        #expect(try scrolling.tap(action: 15).acted)
    }

    @Test func tweetbotRevealsItsSecondSectionAtPointThreeSeconds() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.tweetbot, ["View Details", "View Retweets", "View in Favstar", "Translate", "|", "Cancel"],
                                   stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 0.29)
        #expect(try sheet.frame(ofAction: 4) == nil)
        #expect(try sheet.frame(ofAction: 0) != nil)
        #expect(Self.message { try sheet.tap(action: 4) } ==
                "cannot tap action 5 ('Cancel'): its section (2) has no rows on screen yet")
        try stage.clock.advance(by: 0.02)
        let flying = try #require(try sheet.frame(ofAction: 4))
        #expect(try flying.y > Self.rest(sheet, 4).y)            // on its way up from below the screen
        try stage.clock.advance(by: 2)
        #expect(try sheet.frame(ofAction: 4) == (try Self.rest(sheet, 4)))
        #expect(try sheet.frame(ofAction: 0) == (try Self.rest(sheet, 0)))
    }

    @Test func skypeGravityDismissalEndsWhenTheSheetLeavesTheScreen() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.skype, ["Take photo", "Choose existing photo", "Remove profile picture", "Cancel"], stage: stage)
        // The end of the fall is read from didDismissView, which Skype's dismissView leaves out.
        sheet.fixes.logsSkypeDismissHooks = true
        try sheet.present()
        try stage.clock.advance(by: 1)
        try sheet.dismiss()
        try stage.clock.advance(by: 2)
        let ends = stage.timeline.events(source: "sheet#1", name: "didDismissView")
        // τ = √(2H/2000) for H = 852: 0.923 s (0.82 s for H = 667, 0.90 s for 812).
        let tau = (2 * 852.0 / 2000).squareRoot()
        #expect(ends.count == 1)
        #expect(abs(ends[0].t.seconds - (1 + tau)) < 1e-6)
        #expect(Self.events(stage).map { $0.split(separator: "@")[0] } == ["willPresentView", "didPresentView", "willDismissView", "didDismissView"])
        #expect(stage.timeline.events(source: "sheet#1", name: "didPresentView").first?.t == SimTime(seconds: 0.5))
        for (h, expected) in [(667.0, 0.8167), (812.0, 0.9011)] {
            let s = Stage(size: Size(width: 375, height: h))
            let k = try Self.sheet(.skype, ["A"], stage: s)
            k.fixes.logsSkypeDismissHooks = true
            try k.present()
            try s.clock.advance(by: 1)
            try k.dismiss()
            try s.clock.advance(by: 2)
            let t = try #require(s.timeline.events(source: "sheet#1", name: "didDismissView").first).t.seconds - 1
            #expect(abs(t - expected) < 1e-3)
        }
    }

    @Test func stylesDismissalDurations() throws {
        for (style, present, dismiss) in [(SheetStyleName.default, 0.7, 0.7), (.twitter, 0.6, 0.6), (.youtube, 0.6, 0.6),
                                          (.periscope, 0.6, 0.5), (.spotify, 0.7, 0.7), (.tweetbot, 0.5, 0.5)] {
            let stage = Stage()
            let sheet = try Self.sheet(style, ["A"], stage: stage)
            try sheet.present()
            try stage.clock.advance(by: 2)
            try sheet.dismiss()
            try stage.clock.advance(by: 2)
            #expect(Self.events(stage) == ["willPresentView@0.000", "didPresentView@\(SimTime(seconds: present))",
                                           "willDismissView@2.000", "didDismissView@\(SimTime(seconds: 2 + dismiss))"],
                    "\(style)")
        }
    }

    @Test func twitterBumpsUpBeforeSliding() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.twitter, ["A", "B"], stage: stage, header: SheetHeader(title: "Accounts"))
        try sheet.present()
        try stage.clock.advance(by: 1)
        let rest = try Self.rest(sheet, 0).y
        try sheet.dismiss()
        try stage.clock.advance(by: 0.1)
        #expect(abs(try #require(try sheet.frame(ofAction: 0)).y - (rest - 10)) < 1e-9)
        try stage.clock.advance(by: 0.3)
        #expect(try #require(try sheet.frame(ofAction: 0)).y > rest)
    }

    @Test func dismissDuringPresentationStillReportsDidPresent() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.default, ["A"], stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 0.2)
        #expect(try sheet.dismiss().acted)
        try stage.clock.advance(by: 0.6)
        #expect(sheet.state.phase == .dismissing)
        try stage.clock.advance(by: 1)
        #expect(Self.events(stage) == ["willPresentView@0.000", "willDismissView@0.200", "didPresentView@0.700",
                                       "didDismissView@0.900"])
    }

    @Test func errorsOfSpecSectionsTenAndEleven() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.default, ["A"], stage: stage)
        #expect(throws: ActionSheetError.wrongState(operation: "dismiss", state: "idle", hint: "present it first")) {
            try sheet.dismiss()
        }
        try sheet.addSection()
        #expect(throws: ActionSheetError.emptyLastSection(section: 2)) { try sheet.present() }
        try sheet.addAction(SheetAction(data: ActionData(title: "B")))
        try sheet.present()
        #expect(throws: ActionSheetError.wrongState(operation: "present", state: "presenting", hint: "it is already on screen")) {
            try sheet.present()
        }
        #expect(throws: ActionSheetError.configuredAfterPresent(what: "settings", state: "presenting")) {
            try sheet.updateSettings { $0.behavior.hideOnTap = false }
        }
        #expect(throws: ActionSheetError.configuredAfterPresent(what: "the header", state: "presenting")) {
            try sheet.setHeader(SheetHeader(title: "late"))
        }
        #expect(throws: ActionSheetError.actionIndexOutOfRange(index: 3, count: 2)) { try sheet.tap(action: 2) }
        try sheet.dismiss()
        #expect(try sheet.dismiss().acted == false)    // during a dismissal: a no-op
        try stage.clock.advance(by: 1)
        #expect(throws: ActionSheetError.wrongState(operation: "dismiss", state: "dismissed", hint: "it already left the screen")) {
            try sheet.dismiss()
        }
        #expect(throws: ActionSheetError.wrongState(operation: "present", state: "dismissed", hint: "create a new actionController")) {
            try sheet.present()
        }
        #expect(throws: ActionSheetError.dynamicsHeader) {
            _ = try ActionController(stage: stage, style: .tweetbot, header: SheetHeader(title: "H"))
        }
        #expect(throws: ActionSheetError.noHeaderView(style: "skype")) {
            _ = try ActionController(stage: stage, style: .skype, header: SheetHeader(title: "H"))
        }
        stage.invalidate()
        #expect(throws: ActionSheetError.stageReset(source: "sheet#1")) { try sheet.tap(action: 0) }
    }

    @Test func dismissCompletionRunsAfterDidDismissAndIsDroppedWhenRefused() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.default, ["A"], stage: stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        var ran: [String] = []
        try sheet.dismiss { ran.append("first@\(stage.now)") }
        try sheet.dismiss { ran.append("second") }
        try stage.clock.advance(by: 1)
        #expect(ran == ["first@1.700"])
    }

    @Test func renderedRowsMatchTheirFrames() throws {
        let stage = Stage()
        let sheet = try Self.sheet(.periscope, ["Block user", "|", "Cancel"], stage: stage,
                                   header: SheetHeader(title: "Are you sure you want to block?"))
        try sheet.present()
        try stage.clock.advance(by: 1)
        let canvas = stage.drawScene()
        var texts: [String: Rect] = [:]
        for (_, item) in canvas.items {
            if case .text(let t) = item { texts[t.string] = t.rect }
        }
        #expect(texts["Block user"].map { abs($0.midY - (try! sheet.frame(ofAction: 0)!).midY) < 1e-9 } == true)
        #expect(texts["Are you sure you want to block?"] != nil)
    }
}

extension ActionSheetLifecycleTests {
    /// The duration the state machine schedules `didDismissView` with is the one the motion runs.
    @Test func predictedDismissDurationMatchesTheMotion() throws {
        for name in SheetStyleName.allCases {
            let stage = Stage()
            let sheet = try Self.sheet(name, ["A", "|", "B"], stage: stage)
            try sheet.present()
            for t in [0.2, 1.5] {
                try stage.clock.advance(to: SimTime(seconds: t))
                var motion = try #require(sheet.motion)
                let predicted = motion.dismissDuration(at: stage.now)
                #expect(motion.startDismiss(at: stage.now) == predicted, "\(name) at \(t)")
            }
        }
    }
}

extension ActionSheetLifecycleTests {
    /// A one-action sheet of style `name` with `showCancel` turned on, just presented.
    static func presentedWithCancelBar(_ name: SheetStyleName) throws -> (Stage, ActionController) {
        let stage = Stage()
        var settings = SheetStyle.preset(name).settings
        settings.cancelView.showCancel = true
        let sheet = try ActionController(stage: stage, style: .preset(name), settings: settings)
        try sheet.addAction(SheetAction(data: ActionData(title: "A"))) { _ in }
        try sheet.present()
        return (stage, sheet)
    }

    /// A cancel bar turned on for the Dynamics variant: its `onWillPresentView` (ActionController.swift 800-807)
    /// does not put the bar at the bottom edge as the base one does (582), so the present spring brings it down
    /// from y = 0, where `createCancelView` made it (359), to its place (591); the Dynamics dismissal leaves it
    /// there (`performCustomDismissingAnimation` is empty, 809-811). The base class starts it at the bottom edge.
    @Test func dynamicsCancelBarComesDownFromTheTop() throws {
        for (name, start) in [(SheetStyleName.tweetbot, 0.0), (.default, 852)] {
            let (stage, sheet) = try Self.presentedWithCancelBar(name)
            let rest = try #require(sheet.layout?.cancelBar).y
            #expect(rest == 852 - 60 - 34)
            #expect(try #require(sheet.snapshot()).cancelBarTop == start, "\(name)")
            try stage.clock.advance(by: 1)
            #expect(try #require(sheet.snapshot()).cancelBarTop == rest, "\(name)")
            try sheet.dismiss()
            try stage.clock.advance(by: 0.2)
            let during = try #require(sheet.snapshot()).cancelBarTop
            #expect(name == .tweetbot ? during == rest : during > rest, "\(name)")
        }
    }
}

extension ActionSheetLifecycleTests {
    /// A turn resizes the collection view's bounds; `DynamicCollectionViewFlowLayout` answers every bounds change by
    /// dropping its rows' behaviors and setting each row up again from below, (H − top inset) under its place
    /// (DynamicCollectionViewFlowLayout.swift 231-252, 152-154): tweetbot's rows fly in again, every section at
    /// once. The flow layout of the other styles puts the rows at their new places at once.
    @Test func aTurnMakesTweetbotsRowsFlyInAgain() throws {
        for name in [SheetStyleName.tweetbot, .default] {
            let stage = Stage(device: .iPhone15)
            let sheet = try Self.sheet(name, ["A", "B", "|", "Cancel"], stage: stage)
            try sheet.present()
            try stage.clock.advance(by: 1)
            try stage.rotate(to: .landscapeLeft)
            let l = try #require(sheet.layout)
            let now = try #require(try sheet.frame(ofAction: 0)).y, last = try #require(try sheet.frame(ofAction: 2)).y
            if name == .tweetbot {
                #expect(now == l.screenFrame(ofRow: 0).y + 393 - l.insets.top)
                #expect(last == l.screenFrame(ofRow: 2).y + 393 - l.insets.top)
            } else {
                #expect(now == l.screenFrame(ofRow: 0).y)
            }
            try stage.clock.advance(by: 2)
            #expect(try #require(try sheet.frame(ofAction: 0)).y == l.screenFrame(ofRow: 0).y, "\(name)")
            #expect(try sheet.tap(action: 0).acted, "\(name)")
        }
    }
}

extension ActionSheetLifecycleTests {
    /// The base dismissal sends the cancel bar to the screen's bottom edge (ActionController.swift 607); Spotify's
    /// `performCustomDismissingAnimation` sends it 10 pt further (Spotify.swift 192-195).
    @Test func spotifysCancelBarLeavesTenPointsFurther() throws {
        for (name, end) in [(SheetStyleName.spotify, 862.0), (.default, 852)] {
            let (stage, sheet) = try Self.presentedWithCancelBar(name)
            try stage.clock.advance(by: 1)
            var motion = try #require(sheet.motion)
            let took = motion.startDismiss(at: stage.now)
            #expect(motion.cancelBarTop(at: stage.now + took) == end, "\(name)")
        }
    }
}

extension ActionSheetLifecycleTests {
    /// Skype's jelly probes last `animationDuration - initTime`, with `animationDuration = duration - 0.1`
    /// (Skype.swift 129-170): 0.3 s for its 0.5-s present, 0.8 s for a 1-s one, so the top still bulges 0.5 s in.
    @Test func skypesJellyFollowsThePresentDuration() throws {
        for (duration, bulges) in [(0.5, false), (1.0, true)] {
            let stage = Stage()
            var settings = SheetStyle.preset(.skype).settings
            settings.animation.present.duration = duration
            let sheet = try ActionController(stage: stage, style: .preset(.skype), settings: settings)
            for t in ["A", "B", "C"] { try sheet.addAction(SheetAction(data: ActionData(title: t))) { _ in } }
            try sheet.present()
            try stage.clock.advance(by: 0.5)
            let snap = try #require(sheet.snapshot())
            #expect((sheet.jellyBulge(snap, at: stage.now) > 1) == bulges, "\(duration)")
        }
    }
}

extension ActionSheetLifecycleTests {
    /// Skype's shape and Twitter's filler are as wide as the collection view less the safe area's sides
    /// (Skype.swift 95-97, 116-121; Twitter.swift 95-102, 133-138), from the content's leading edge: the full
    /// width in portrait, 59 pt in from each side on an iPhone 15 in landscape, where the rows are.
    @Test func backdropsKeepToTheSafeArea() throws {
        for name in [SheetStyleName.skype, .twitter] {
            let stage = Stage(device: .iPhone15)
            let sheet = try Self.sheet(name, ["A", "B"], stage: stage)
            try sheet.present()
            try stage.clock.advance(by: 1)
            #expect(sheet.layout?.backdrop?.x == 0 && sheet.layout?.backdrop?.width == 393, "\(name)")
            try stage.rotate(to: .landscapeLeft)
            let l = try #require(sheet.layout)
            #expect(l.backdrop?.x == 59 && l.backdrop?.width == 852 - 59 - 59, "\(name)")
            #expect(l.backdrop?.x == l.rows[0].x && l.backdrop?.width == l.rows[0].width, "\(name)")
        }
    }
}
