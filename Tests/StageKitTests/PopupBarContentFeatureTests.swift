@testable import StageKit
import Testing

/// The content side of the popup (docs/behavior/lnpopupcontroller.md, "Interaction", "Content, item and close button"): the content scroll view and
/// its hand-off to the closing pan, the status bar style, the close button's reposition and
/// flattening, the custom bar's gesture opt-outs, the image transition, VoiceOver's elements.
@Suite struct PopupBarContentFeatureTests {
    static func opened(interaction: PopupBarInteractionStyle = .snap, style: PopupBarStyle = .floating,
                       content: PopupBarContentController = song()) throws -> (Stage, PopupBarContainer) {
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["A", "B"]))
        c.popupBar.barStyle = style
        c.popupInteractionStyle = interaction
        c.present()
        try c.presentPopupBar(with: content, openPopup: true, animated: false)
        return (stage, c)
    }

    static func song(scroll: PopupBarScrollView? = nil, statusBar: PopupBarStatusBarStyle = .default) -> PopupBarContentController {
        let vc = PopupBarContentController(title: "Player", item: PopupBarItem(title: "Song", subtitle: "Artist", image: "cover", progress: 0.3))
        vc.scrollView = scroll
        vc.preferredStatusBarStyle = statusBar
        return vc
    }

    static func names(_ stage: Stage, _ name: String) -> [String] {
        stage.timeline.events.filter { $0.name == name }.map { "\(Fmt.trimmed($0.t.seconds, 3))" }
    }

    // MARK: Scroll view

    struct SplitCase: Sendable, CustomStringConvertible {
        var y0: Double, ty: Double, max: Double, offset: Double, popup: Double
        var description: String { "y0 \(y0) ty \(ty)" }
    }

    @Test(arguments: [
        SplitCase(y0: 0, ty: 50, max: 1148, offset: 0, popup: 50),        // at the top: the popup takes it all
        SplitCase(y0: 100, ty: 60, max: 1148, offset: 40, popup: 0),      // scrolls toward the top
        SplitCase(y0: 100, ty: 100, max: 1148, offset: 0, popup: 0),      // exactly at the top: nothing past it
        SplitCase(y0: 100, ty: 160, max: 1148, offset: 0, popup: 60),     // past the top: hand-off, pinned
        SplitCase(y0: 100, ty: -200, max: 1148, offset: 300, popup: 0),   // finger up: scrolls down
        SplitCase(y0: 1100, ty: -200, max: 1148, offset: 1148, popup: 0), // stops at the bottom (no bounce)
        SplitCase(y0: 0, ty: -30, max: 0, offset: 0, popup: 0),           // content fits: never scrolls
        SplitCase(y0: 5000, ty: 0, max: 1148, offset: 1148, popup: 0),    // an out-of-range start is clamped
    ])
    func handoffSplit(c: SplitCase) {
        let r = PopupBarScrollHandoff.split(startOffsetY: c.y0, translationY: c.ty, maximumOffsetY: c.max)
        #expect(r.offsetY == c.offset && r.popupTranslationY == c.popup, "\(c)")
    }

    @Test func scrollViewClampsItsOffset() {
        let b = Size(width: 393, height: 852)
        var s = PopupBarScrollView(contentSize: Size(width: 393, height: 2000))
        s.setContentOffset(Point(x: 50, y: 5000), bounds: b)
        #expect(s.contentOffset == Point(x: 0, y: 1148))
        s.setContentOffset(Point(x: 0, y: -20), bounds: b)
        #expect(s.contentOffset.y == 0 && s.isAtTop)
        s.setContentOffset(Point(x: 0, y: 900), bounds: b)
        s.setContentSize(Size(width: 800, height: 1000), bounds: b)
        #expect(s.contentOffset == Point(x: 0, y: 148) && s.isMixedAxis(bounds: b))
        s.setContentOffset(Point(x: .nan, y: .infinity), bounds: b)
        #expect(s.contentOffset == .zero)
    }

    /// Snap, D = 852, 0.32: the 272.6 pt threshold counts from the hand-off point.
    @Test(arguments: [(100.0, 372.0, PopupBarPresentationState.open, 100.0 - 100), (100, 373, .barPresented, 0), (300, 250, .open, 50)])
    func scrolledContentClosesOnlyPastTheTop(start: Double, dy: Double, final: PopupBarPresentationState, offset: Double) throws {
        let vc = Self.song(scroll: PopupBarScrollView(contentSize: Size(width: 393, height: 3000), contentOffset: Point(x: 0, y: start)))
        let (stage, c) = try Self.opened(content: vc)
        try c.dragContent(dy: dy, duration: 0.3)
        _ = try stage.clock.runUntilIdle()
        #expect(c.popupPresentationState == final)
        #expect(vc.scrollView?.contentOffset.y == offset)
        let handoffs = stage.timeline.events.filter { $0.name == "scrollViewHandoff" }
        #expect(handoffs.count == (dy > start ? 1 : 0))
        if let h = handoffs.first { #expect(h.fields.first { $0.key == "translation" }?.value == .number(start)) }
    }

    @Test func theOffsetStaysPinnedWhileThePopupMovesAndScrollsAgainAboveTheHandoff() throws {
        let vc = Self.song(scroll: PopupBarScrollView(contentSize: Size(width: 393, height: 3000), contentOffset: Point(x: 0, y: 50)))
        let (stage, c) = try Self.opened(interaction: .drag, content: vc)
        // Down 150 (50 scroll, 100 popup), then back up to −40 in one track.
        let p = Point(x: 196, y: 213)
        try stage.drag(PanTrack.path([p, Point(x: 196, y: 363), Point(x: 196, y: 173)], duration: 0.4))
        #expect(vc.scrollView?.contentOffset.y == 90)
        _ = try stage.clock.runUntilIdle()
        #expect(c.popupPresentationState == .open)
        try c.dragContent(dy: 100, duration: 0.3)
        // Drag style follows 1:1 from the hand-off: 10 pt of the 100 scrolled, 0 still pinned.
        #expect(vc.scrollView?.contentOffset.y == 0)
    }

    @Test func sidewaysPansOnAMixedAxisScrollViewOnlyScroll() throws {
        let vc = Self.song(scroll: PopupBarScrollView(contentSize: Size(width: 1200, height: 852)))
        let (stage, c) = try Self.opened(content: vc)
        try c.dragContent(dy: 40, dx: -300, duration: 0.3)
        _ = try stage.clock.runUntilIdle()
        #expect(vc.scrollView?.contentOffset == Point(x: 300, y: 0))
        #expect(c.popupPresentationState == .open && Self.names(stage, "willClose").isEmpty)
    }

    @Test func scrollInteractionNeedsTheScrollView() throws {
        let (stage, c) = try Self.opened(interaction: .scroll)
        try c.dragContent(dy: 700, duration: 0.3, velocity: Point(x: 0, y: 500))
        _ = try stage.clock.runUntilIdle()
        #expect(c.popupPresentationState == .open)
        c.popupContentView.hasScrollView = true          // a not-scrollable one the size of the view
        #expect(c.popupContentViewController?.scrollView?.contentSize == Size(width: 393, height: 852))
        try c.dragContent(dy: 700, duration: 0.3, velocity: Point(x: 0, y: 500))
        _ = try stage.clock.runUntilIdle()
        #expect(c.popupPresentationState == .barPresented)
    }

    // MARK: Status bar

    /// The status bar flips while dragging, 0.3 s (LNPopupController.mm 1026-1037; UIViewController+LNPopupSupportPrivate.mm 527-570).
    @Test func statusBarFollowsTheContentCoveringIt() throws {
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["A"]))
        c.present()
        try c.presentPopupBar(with: Self.song(statusBar: .lightContent), animated: false)
        #expect(c.statusBarStyle == .default)
        c.openPopup()                                     // flips at the start, with the open (0.5 s)
        #expect(c.statusBarStyle == .lightContent)
        try stage.clock.advance(by: 0.5)
        c.closePopup()
        #expect(c.statusBarStyle == .default)
        try stage.clock.advance(by: 0.5)
        let flips = stage.timeline.events.filter { $0.name == "statusBarStyleChanged" }
        #expect(flips.map { "\(Fmt.trimmed($0.t.seconds, 3)) \($0.fields.first { $0.key == "duration" }?.value ?? .bool(false))" }
                == ["0 0.5", "0.5 0.5"])
        // A drag flips it once the content's top passes half the status bar (29.5 pt), in 0.3 s.
        c.openPopup(animated: false)
        stage.timeline.clear()
        var midDrag: PopupBarStatusBarStyle?
        _ = stage.clock.schedule(after: 0.39, label: "probe") { midDrag = c.statusBarStyle }
        try c.dragContent(dy: 120, duration: 0.4)   // rb(120) ≈ 36.7 > 29.5
        #expect(midDrag == .default)
        // Released short of the threshold: it reopens once the drag's own 0.5 s animator ends
        // (LNPopupController.mm 972, 1445-1449), and the style flips back with the settle.
        try stage.clock.advance(by: 0.15)
        let drag = stage.timeline.events.filter { $0.name == "statusBarStyleChanged" }
        #expect(drag.map { $0.fields.first { $0.key == "duration" }?.value } == [.number(0.3), .number(0.5)])
        #expect(c.statusBarStyle == .lightContent)
        _ = try stage.clock.runUntilIdle()
        #expect(c.popupPresentationState == .open)
        stage.timeline.clear()
        try c.dragContent(dy: 90, duration: 0.4)      // rb(90) ≈ 27.9: still covered
        #expect(stage.timeline.events.filter { $0.name == "statusBarStyleChanged" }.isEmpty)
        #expect(c.statusBarStyle == .lightContent)
        _ = try stage.clock.runUntilIdle()
        c.viewController.preferredStatusBarStyle = .darkContent
        c.popupContentViewController?.preferredStatusBarStyle = .darkContent
        #expect(c.statusBarStyle == .darkContent)
        c.dismissPopupBar(animated: false)
        #expect(c.statusBarStyle == .darkContent)     // the container's own
    }

    @Test(arguments: [(90.0, false), (95, false), (100, true), (120, true)])
    func halfStatusBarThreshold(dy: Double, flipped: Bool) {
        let top = PopupBarInteraction.rubberBand(dy, containerHeight: 852, snapPercent: 0.32)
        #expect(!PopupBarStatusBar.contentCovers(contentTop: top, contentHeight: 852 - top, statusBarHeight: 59) == flipped)
    }

    // MARK: Close button

    /// 0.25 s, damping 500 (LNPopupContentView.m 244).
    @Test func closeButtonRepositionsOverAQuarterSecond() throws {
        let (stage, c) = try Self.opened()
        #expect(c.closeButtonFrame() == Rect(x: 178.5, y: 60, width: 36, height: 25))
        c.popupContentView.popupCloseButtonStyle = .round
        let mid = try #require(c.closeButtonFrame(at: stage.now + SimDuration(seconds: 0.1)))
        #expect(mid.x < 178.5 && mid.x > 16 && mid.width < 36 && mid.width > 24)
        #expect(c.closeButtonFrame(at: stage.now + SimDuration(seconds: 0.25)) == Rect(x: 16, y: 59, width: 24, height: 24))
        #expect(Self.names(stage, "closeButtonRepositioned") == ["0"])
        try stage.clock.advance(by: 1)
        c.popupContentViewController?.layoutMarginsTop = 100      // round: top = max(12, margin)
        try stage.clock.advance(by: 0.25)
        #expect(c.closeButtonFrame() == Rect(x: 16, y: 100, width: 24, height: 24))
        c.popupContentView.popupCloseButtonStyle = .grabber
        try stage.clock.advance(by: 0.25)
        #expect(c.closeButtonFrame() == Rect(x: 178.5, y: 101, width: 36, height: 25))
        #expect(Self.names(stage, "closeButtonRepositioned").count == 3)
        // Closed: the button is hidden, a change just moves it.
        c.closePopup(animated: false)
        c.popupContentView.popupCloseButtonStyle = .chevron
        #expect(Self.names(stage, "closeButtonRepositioned").count == 3)
    }

    /// The chevron flattens while dragged (LNPopupController.mm 1012).
    @Test func chevronFlattensWhileDragged() throws {
        let (stage, c) = try Self.opened(interaction: .drag)
        c.popupContentView.popupCloseButtonStyle = .chevron
        var flat: [Bool] = []
        let probe = stage.clock.schedule(after: 0.15, label: "probe") { flat.append(c.snapshot().closeButtonFlat) }
        _ = probe
        try c.dragContent(dy: 40, duration: 0.3, velocity: Point(x: 0, y: -10))
        #expect(flat == [true])
        #expect(!c.snapshot().closeButtonFlat)
    }

    // MARK: Custom bar gesture opt-outs

    struct GestureCase: Sendable, CustomStringConvertible {
        var custom: Bool, tap: Bool, pan: Bool, highlight: Bool
        var opensOnTap: Bool, opensOnSwipe: Bool, highlights: Bool
        var description: String { "custom \(custom) tap \(tap) pan \(pan) highlight \(highlight)" }
    }

    @Test(arguments: [
        GestureCase(custom: true, tap: true, pan: true, highlight: true, opensOnTap: true, opensOnSwipe: true, highlights: true),
        GestureCase(custom: true, tap: false, pan: true, highlight: true, opensOnTap: false, opensOnSwipe: true, highlights: true),
        GestureCase(custom: true, tap: true, pan: false, highlight: true, opensOnTap: true, opensOnSwipe: false, highlights: true),
        GestureCase(custom: true, tap: true, pan: true, highlight: false, opensOnTap: true, opensOnSwipe: true, highlights: false),
        // Only a custom bar honours them.
        GestureCase(custom: false, tap: false, pan: false, highlight: false, opensOnTap: true, opensOnSwipe: true, highlights: true),
    ])
    func customBarGestureOptOuts(g: GestureCase) throws {
        for swipe in [false, true] {
            let stage = Stage()
            let c = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["A"]))
            if g.custom { c.popupBar.setCustomBar(height: 80) }
            c.popupBar.customBarGestures = PopupBarCustomGestures(tap: g.tap, pan: g.pan, highlight: g.highlight)
            c.present()
            try c.presentPopupBar(with: Self.song(), animated: false)
            if swipe {
                try c.dragBar(dy: -100, duration: 0, velocity: Point(x: 0, y: -800))
            } else {
                try c.tapBar()
                #expect((c.snapshot(at: stage.now + SimDuration(seconds: 0.2)).highlight > 0) == g.highlights, "\(g)")
            }
            _ = try stage.clock.runUntilIdle()
            #expect((c.popupPresentationState == .open) == (swipe ? g.opensOnSwipe : g.opensOnTap), "\(g) swipe \(swipe)")
        }
    }

    // MARK: Image transition

    @Test func imageMorphsWithTheOpenAndBack() throws {
        let vc = Self.song()
        vc.transitionTarget = PopupBarImageMorph.Target(frame: Rect(x: 40, y: 140, width: 313, height: 313), cornerRadius: 12)
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: .viewController)
        c.present()
        try c.presentPopupBar(with: vc, animated: false)
        let source = try #require(c.snapshot().contents?.imageFrame)
        #expect(source == Rect(x: 20, y: 764, width: 40, height: 40))   // in the capsule, 2 pt up
        c.openPopup()
        let start = try #require(c.snapshot().imageMorph)
        #expect(start.frame == source && start.cornerRadius == 6 && start.phase == .opening)
        try stage.clock.advance(by: 0.25)
        let p = c.value(of: .open)
        let mid = try #require(c.snapshot().imageMorph)
        #expect(mid.frame == Rect.interpolate(source, Rect(x: 40, y: 140, width: 313, height: 313), p))
        #expect(abs(mid.cornerRadius - (6 + 6 * p)) < 1e-12)
        try stage.clock.advance(by: 0.25)
        #expect(c.snapshot().imageMorph == nil)
        c.closePopup()
        #expect(c.snapshot().imageMorph?.phase == .closing)
        try stage.clock.advance(by: 0.5)
        #expect(c.snapshot().imageMorph == nil)
        #expect(Self.names(stage, "imageTransitionBegan") == ["0", "0.5"] && Self.names(stage, "imageTransitionEnded") == ["0.5", "1"])
    }

    @Test(arguments: [(PopupBarStyle.compact, PopupBarInteractionStyle.snap, true), (.prominent, .drag, true), (.floating, .snap, false)])
    func noImageTransitionOutside3_0_7sConditions(style: PopupBarStyle, interaction: PopupBarInteractionStyle, image: Bool) throws {
        let vc = Self.song()
        if !image { vc.popupItem.image = nil }
        vc.transitionTarget = PopupBarImageMorph.Target(frame: Rect(x: 0, y: 100, width: 300, height: 300))
        let (stage, c) = try Self.opened(interaction: interaction, style: style, content: vc)
        c.closePopup()
        #expect(c.snapshot().imageMorph == nil)
        try stage.clock.advance(by: 0.5)
        #expect(Self.names(stage, "imageTransitionBegan").isEmpty)
    }

    // MARK: Accessibility

    @Test(arguments: [
        (PopupBarStyle.floating, ["image", "titleArea", "progress", "leadingButton", "trailingButton"]),
        (.compact, ["leadingButton", "titleArea", "progress", "trailingButton"]),
    ])
    func voiceOverElementsInReadingOrder(style: PopupBarStyle, roles: [String]) throws {
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["A"]))
        c.popupBar.barStyle = style
        c.popupBar.progressViewStyle = .bottom
        c.present()
        var item = PopupBarItem(title: "Song", subtitle: "Artist", image: "cover", progress: 0.42,
                             leadingBarButtonItems: [PopupBarButtonItem(title: "Like")],
                             trailingBarButtonItems: [PopupBarButtonItem(image: "forward.fill", accessibilityLabel: "Next", isEnabled: false)])
        item.accessibilityImageLabel = "Album art"
        try c.presentPopupBar(with: PopupBarContentController(item: item), animated: false)
        let els = c.accessibilityElements()
        #expect(els.map(\.role) == roles)
        let byRole = Dictionary(els.map { ($0.role, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byRole["titleArea"]?.spoken == "Song, Artist, Double tap to open.")
        #expect(byRole["progress"]?.value == "42 percent")
        #expect(byRole["trailingButton"]?.traits == ["button", "notEnabled"] && byRole["trailingButton"]?.label == "Next")
        #expect(byRole["leadingButton"]?.frame == c.snapshot().contents?.buttons.first { $0.leading }?.frame)
        if style == .floating { #expect(byRole["image"]?.label == "Album art" && byRole["image"]?.traits == ["image"]) }
        c.popupContentViewController?.popupItem.accessibilityLabel = "Now playing"
        c.popupContentViewController?.popupItem.accessibilityProgressValue = "1:02 of 3:30"
        let over = c.accessibilityElements()
        #expect(over.first { $0.role == "titleArea" }?.label == "Now playing")
        #expect(over.first { $0.role == "progress" }?.value == "1:02 of 3:30")
        // Open: the content is modal, VoiceOver reaches only the close button; focus moves to it.
        c.openPopup(animated: false)
        #expect(c.accessibilityElements().map(\.label) == ["Close"] && c.contentIsAccessibilityModal)
        let changed = stage.timeline.events.filter { $0.name == "accessibilityScreenChanged" }
        #expect(changed.last?.fields.first { $0.key == "focus" }?.value == .string("Close"))
        c.popupContentView.popupCloseButtonStyle = .none
        #expect(c.accessibilityElements().isEmpty)
        c.dismissPopupBar(animated: false)
        #expect(c.accessibilityElements().isEmpty)
    }
}
