@testable import StageKit
import Testing

/// The library's defaults and geometry (docs/behavior/lnpopupcontroller.md, "Layout") on the default device (393×852, safe 59/34, tab bar 83).
@Suite struct PopupBarLayoutTests {
    static let screen = Size(width: 393, height: 852)
    static let safe = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    static func layout(_ kind: PopupBarContainerKind, _ style: PopupBarStyle, interaction: PopupBarInteractionStyle = .snap,
                       hidden: Bool = false, platform: PopupBarPlatform = PopupBarPlatform(), safe: EdgeInsets = safe) -> PopupBarLayout {
        PopupBarLayout(kind: kind, screen: screen, safeArea: safe, bar: PopupBar(barStyle: style), interaction: interaction,
                    platform: platform, bottomBarHidden: hidden)
    }

    @Test func resolvedDefaults() {
        let ios = PopupBarPlatform(), ios16 = PopupBarPlatform(systemVersion: 16), mac = PopupBarPlatform(isCatalyst: true)
        #expect(PopupBarStyle.default.resolved(on: ios, hasCustomBar: false) == .floating)
        #expect(PopupBarStyle.default.resolved(on: ios16, hasCustomBar: false) == .prominent)
        #expect(PopupBarStyle.custom.resolved(on: ios, hasCustomBar: false) == .floating)
        #expect(PopupBarStyle.custom.resolved(on: ios, hasCustomBar: true) == .custom)
        #expect(PopupBarProgressViewStyle.default.resolved == PopupBarProgressViewStyle.none)
        #expect(PopupBarCloseButtonStyle.default.resolved(on: ios) == .grabber)
        #expect(PopupBarCloseButtonStyle.default.resolved(on: mac) == .round)
        #expect(PopupBarInteractionStyle.default.resolved(on: ios) == .snap)
        #expect(PopupBarInteractionStyle.default.resolved(on: mac) == .scroll)
        #expect(PopupBarInteractionStyle.customizedSnap(percent: 0.5).resolved(on: ios) == .snap)
        #expect(PopupBarSnapPercent.default == 0.32)
        #expect(PopupBarSnapPercent.clamped(0.01) == 0.1)
        #expect(PopupBarSnapPercent.clamped(2) == 0.9)
        #expect(PopupBarSnapPercent.clamped(.nan) == 0.32)
        let bar = PopupBar()
        #expect(bar.inheritsAppearanceFromDockingView && bar.limitFloatingContentWidth)
        #expect(!bar.standardAppearance.marqueeScrollEnabled)
        #expect(bar.standardAppearance.marqueeScrollRate == 30 && bar.standardAppearance.marqueeScrollDelay == 2)
        #expect(bar.standardAppearance.coordinateMarqueeScroll)
    }

    @Test func customBarSetterForcesCustom() {
        var bar = PopupBar()
        bar.setCustomBar(height: 90)
        #expect(bar.barStyle == .custom && bar.height(on: PopupBarPlatform()) == 90)
        bar.setCustomBar(height: nil)
        #expect(bar.barStyle == .default && bar.effectiveBarStyle(on: PopupBarPlatform()) == .floating)
    }

    @Test func itemClampsProgressAndFallsBackToTheContentTitle() {
        var item = PopupBarItem(title: "Song", progress: 1.7)
        #expect(item.progress == 1)
        item.progress = -3
        #expect(item.progress == 0)
        item.progress = .nan
        #expect(item.progress == 0)
        #expect(PopupBarItem(contentTitle: "Now Playing").displayTitle == "Now Playing")
        #expect(PopupBarItem(subtitle: "Artist", contentTitle: "Now Playing").displayTitle == nil)
        #expect(PopupBarItem(title: "Song", contentTitle: "Now Playing").displayTitle == "Song")
    }

    struct HeightCase: Sendable {
        var style: PopupBarStyle
        var platform: PopupBarPlatform
        var height: Double
    }

    /// The heights by style and text size (LNPopupBar.mm 18-20, 35-73); the default style (LNPopupBar+Private.h 25).
    @Test(arguments: [
        HeightCase(style: .compact, platform: PopupBarPlatform(), height: 40),
        HeightCase(style: .prominent, platform: PopupBarPlatform(), height: 64),
        HeightCase(style: .floating, platform: PopupBarPlatform(), height: 64),
        HeightCase(style: .default, platform: PopupBarPlatform(), height: 64),
        HeightCase(style: .floating, platform: PopupBarPlatform(isPad: true, regularWidth: true), height: 72),
        HeightCase(style: .floating, platform: PopupBarPlatform(isCatalyst: true), height: 72),
        HeightCase(style: .compact, platform: PopupBarPlatform(dynamicType: .extraExtraExtraLarge), height: 47),
        HeightCase(style: .prominent, platform: PopupBarPlatform(dynamicType: .accessibilityExtraExtraExtraLarge), height: 106),
    ])
    func barHeights(c: HeightCase) {
        #expect(PopupBar(barStyle: c.style).height(on: c.platform) == c.height)
    }

    struct FrameCase: Sendable {
        var name: String
        var kind: PopupBarContainerKind
        var style: PopupBarStyle
        var hidden: Bool
        var closed: Rect
        var docking: Rect
        var inset: Double
        var bottomInset: Double
    }

    static let tabs = PopupBarContainerKind.tabBarController(tabs: ["Library", "Search"])

    /// The closed bar above each docking view (LNPopupController.mm 223-330; UIViewController+LNPopupSupport.h 208-225).
    @Test(arguments: [
        FrameCase(name: "tab floating", kind: tabs, style: .floating, hidden: false,
                  closed: Rect(x: 0, y: 705, width: 393, height: 64), docking: Rect(x: 0, y: 769, width: 393, height: 83), inset: 64, bottomInset: 147),
        FrameCase(name: "tab compact", kind: tabs, style: .compact, hidden: false,
                  closed: Rect(x: 0, y: 729, width: 393, height: 40), docking: Rect(x: 0, y: 769, width: 393, height: 83), inset: 40, bottomInset: 123),
        FrameCase(name: "tab hidden", kind: tabs, style: .prominent, hidden: true,
                  closed: Rect(x: 0, y: 754, width: 393, height: 64), docking: Rect(x: 0, y: 852, width: 393, height: 83), inset: 64, bottomInset: 98),
        FrameCase(name: "nav toolbar", kind: .navigationController(toolbar: true), style: .prominent, hidden: false,
                  closed: Rect(x: 0, y: 710, width: 393, height: 64), docking: Rect(x: 0, y: 774, width: 393, height: 44), inset: 64, bottomInset: 142),
        FrameCase(name: "nav no toolbar", kind: .navigationController(toolbar: false), style: .compact, hidden: false,
                  closed: Rect(x: 0, y: 778, width: 393, height: 40), docking: Rect(x: 0, y: 852, width: 393, height: 44), inset: 40, bottomInset: 74),
        FrameCase(name: "plain floating", kind: .viewController, style: .floating, hidden: false,
                  closed: Rect(x: 0, y: 754, width: 393, height: 64), docking: Rect(x: 0, y: 818, width: 393, height: 34), inset: 64, bottomInset: 98),
        FrameCase(name: "custom docking", kind: .custom(dockingFrame: Rect(x: 0, y: 800, width: 393, height: 52), insetsBottom: 10),
                  style: .prominent, hidden: false,
                  closed: Rect(x: 0, y: 726, width: 393, height: 64), docking: Rect(x: 0, y: 800, width: 393, height: 52), inset: 64, bottomInset: 98),
    ])
    func closedFramesPerContainer(c: FrameCase) {
        let l = Self.layout(c.kind, c.style, hidden: c.hidden)
        #expect(l.closedBarFrame == c.closed, "\(c.name)")
        #expect(l.dockingFrame(dock: 0) == c.docking, "\(c.name)")
        #expect(l.additionalBottomInset == c.inset, "\(c.name)")
        #expect(l.bottomSafeAreaInset(presence: 1) == c.bottomInset, "\(c.name)")
        #expect(l.bottomSafeAreaInset(presence: 0.5) == c.bottomInset - c.inset / 2, "\(c.name)")
        // Closed: the content view has no height; present at b = 0 the bar has no height either.
        #expect(l.contentFrame(bar: l.closedBarFrame, open: 0, dock: 0).height == 0)
        #expect(l.barFrame(presence: 0, open: 0).height == 0)
        #expect(l.barFrame(presence: 0, open: 0).y == c.closed.maxY)
    }

    /// The open frames (LNPopupController.mm 223-330).
    @Test func openFramesSnapAndDrag() {
        let snap = Self.layout(Self.tabs, .floating, interaction: .snap)
        #expect(snap.openBarFrame == Rect(x: 0, y: 0, width: 393, height: 0))
        #expect(snap.barAlpha(open: 1) == 0)
        let drag = Self.layout(Self.tabs, .floating, interaction: .drag)
        #expect(drag.openBarFrame == Rect(x: 0, y: -64, width: 393, height: 64))
        #expect(drag.barAlpha(open: 1) == 1)
        let bar = drag.barFrame(presence: 1, open: 1)
        #expect(drag.contentFrame(bar: bar, open: 1, dock: 1) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(drag.dockingFrame(dock: 1).y == 852)
        // Half way: the bar top halfway between 705 and −64, the tab bar pushed by half its height.
        let half = drag.barFrame(presence: 1, open: 0.5)
        #expect(half.y == 320.5)
        #expect(drag.dockingFrame(dock: 0.5).y == 769 + 41.5)
        #expect(drag.contentFrame(bar: half, open: 0.5, dock: 0.5) == Rect(x: 0, y: 384.5, width: 393, height: 852 - 41.5 - 384.5))
        #expect(drag.dragProgress(barMaxY: 769) == 0)
        #expect(drag.dragProgress(barMaxY: 0) == 1)
    }

    @Test func floatingGeometry() {
        let l = Self.layout(.viewController, .floating)
        #expect(l.floatingCapsule(in: l.closedBarFrame) == Rect(x: 12, y: 756, width: 369, height: 56))
        #expect(!l.showsFullWidthBackground)
        #expect(Self.layout(Self.tabs, .floating).showsFullWidthBackground)
        // Offsets: home-button devices −4, regular width +7, Catalyst −7, visible tab bar 0.
        #expect(Self.layout(.viewController, .floating, safe: EdgeInsets(top: 20)).offset == -4)
        #expect(Self.layout(.viewController, .floating, platform: PopupBarPlatform(regularWidth: true)).offset == 7)
        #expect(Self.layout(.viewController, .floating, platform: PopupBarPlatform(isCatalyst: true)).offset == -7)
        #expect(Self.layout(Self.tabs, .floating, platform: PopupBarPlatform(regularWidth: true)).offset == 0)
        #expect(Self.layout(.viewController, .prominent, platform: PopupBarPlatform(regularWidth: true)).offset == 0)
        // Regular width: pushed down 7, inset H − 7.
        let wide = Self.layout(.viewController, .floating, platform: PopupBarPlatform(regularWidth: true))
        #expect(wide.closedBarFrame.y == 761 && wide.additionalBottomInset == 57)
        // iPad: the capsule is capped at 954 pt and centered.
        let pad = PopupBarLayout(kind: .viewController, screen: Size(width: 1366, height: 1024), safeArea: EdgeInsets(top: 24, bottom: 20),
                              bar: PopupBar(), interaction: .snap, platform: PopupBarPlatform(isPad: true, regularWidth: true))
        let cap = pad.floatingCapsule(in: pad.closedBarFrame)
        #expect(cap.width == 954 && cap.midX == 683)
    }

    @Test func safeAreaExtensionAndCloseFade() {
        let prominent = Self.layout(.viewController, .prominent)
        let bar = prominent.closedBarFrame
        #expect(prominent.safeAreaExtension(bar: bar) == Rect(x: 0, y: 818, width: 393, height: 34))
        #expect(!prominent.closeFadesContent)
        #expect(Self.layout(.viewController, .floating).safeAreaExtension(bar: bar) == nil)
        #expect(Self.layout(.viewController, .floating).closeFadesContent)
        #expect(!Self.layout(Self.tabs, .floating).closeFadesContent)
        let noExtend = PopupBarLayout(kind: .viewController, screen: Self.screen, safeArea: Self.safe, bar: PopupBar(barStyle: .prominent),
                                   interaction: .snap, shouldExtendPopupBarUnderSafeArea: false)
        #expect(noExtend.safeAreaExtension(bar: bar) == nil && noExtend.closeFadesContent)
    }

    struct CloseCase: Sendable {
        var style: PopupBarCloseButtonStyle
        var frame: Rect?
    }

    @Test(arguments: [
        CloseCase(style: .grabber, frame: Rect(x: 178.5, y: 60, width: 36, height: 25)),
        CloseCase(style: .default, frame: Rect(x: 178.5, y: 60, width: 36, height: 25)),
        CloseCase(style: .chevron, frame: Rect(x: 175.5, y: 60, width: 42, height: 25)),
        CloseCase(style: .round, frame: Rect(x: 16, y: 59, width: 24, height: 24)),
        CloseCase(style: .none, frame: nil),
    ])
    func closeButtonFrames(c: CloseCase) {
        #expect(PopupBarCloseButton.frame(style: c.style, content: Rect(x: 0, y: 0, width: 393, height: 852), safeArea: Self.safe) == c.frame)
    }

    @Test func closeButtonWithoutSafeAreaUsesTheMinimums() {
        let r = PopupBarCloseButton.frame(style: .round, content: Rect(x: 0, y: 100, width: 393, height: 852), safeArea: EdgeInsets())
        #expect(r == Rect(x: 16, y: 112, width: 24, height: 24))
        let g = PopupBarCloseButton.frame(style: .grabber, content: Rect(x: 0, y: 0, width: 393, height: 852), safeArea: EdgeInsets())
        #expect(g?.y == 1)
    }

    @Test func barContentsFloatingProminentCompact() {
        let play = PopupBarButtonItem(image: "play.fill", accessibilityLabel: "Play")
        let next = PopupBarButtonItem(title: "Next")
        let item = PopupBarItem(title: "Song", subtitle: "Artist", image: "cover", leadingBarButtonItems: [play], trailingBarButtonItems: [next])
        let bar = Rect(x: 0, y: 754, width: 393, height: 64)
        let f = PopupBarContentsLayout(bar: bar, style: .floating, item: item, progressStyle: .bottom,
                                       capsule: Rect(x: 12, y: 756, width: 369, height: 56))
        #expect(f.imageFrame == Rect(x: 20, y: 764, width: 40, height: 40))
        #expect(f.titleFrame.x == 68)
        // Buttons: all trailing, leading first, ending 8 pt from the capsule's edge.
        #expect(f.buttons.map(\.frame.x) == [381 - 8 - 44 - next.width, 381 - 8 - next.width])
        #expect(f.titleFrame.maxX == f.buttons[0].frame.x)
        #expect(f.titleFontSize == 15 && f.subtitleFontSize == 12.5)
        #expect(f.progressFrame == Rect(x: 17.6, y: 809.5, width: 369 - 11.2, height: 1.5))
        let p = PopupBarContentsLayout(bar: bar, style: .prominent, item: item, progressStyle: .top)
        #expect(p.imageFrame == Rect(x: 8, y: 762, width: 48, height: 48))
        #expect(p.titleFrame.x == 72)
        #expect(p.progressFrame == Rect(x: 0, y: 754, width: 393, height: 1.5))
        let c = PopupBarContentsLayout(bar: Rect(x: 0, y: 729, width: 393, height: 40), style: .compact, item: item, progressStyle: .none)
        #expect(c.imageFrame == nil && c.centeredTitles)
        #expect(c.buttons[0].frame.x == 8 && c.buttons[1].frame.maxX == 385)
        #expect(c.titleFrame.x == 60 && c.titleFrame.maxX == 385 - next.width - 8)
        #expect(c.progressFrame == nil)
        #expect(c.titleFontSize == 13.5 && c.subtitleFontSize == 12)
    }

    /// LNPopupBar.mm 1305-1379: the title and subtitle are UIFontMetrics scalings of system
    /// fonts, by style (floating: headline 15 / subheadline 12.5; prominent: body 15 / body 15;
    /// compact: subheadline 13.5 / 12); the HIG's Dynamic Type sizes give the ratios
    /// (TextStyleMetrics). At Large they are the fonts themselves.
    struct FontCase: Sendable {
        var style: PopupBarStyle, category: ContentSizeCategory, title: Double, subtitle: Double
    }
    static let fontCases: [FontCase] = [
        FontCase(style: .floating, category: .large, title: 15, subtitle: 12.5),
        FontCase(style: .floating, category: .extraSmall, title: 15.0 * 14 / 17, subtitle: 12.5 * 12 / 15),
        FontCase(style: .floating, category: .extraExtraExtraLarge, title: 15.0 * 23 / 17, subtitle: 12.5 * 21 / 15),
        FontCase(style: .floating, category: .accessibilityExtraExtraExtraLarge, title: 15.0 * 53 / 17, subtitle: 12.5 * 49 / 15),
        FontCase(style: .prominent, category: .accessibilityMedium, title: 15.0 * 28 / 17, subtitle: 15.0 * 28 / 17),
        FontCase(style: .compact, category: .accessibilityLarge, title: 13.5 * 30 / 15, subtitle: 12.0 * 30 / 15),
    ]
    @Test(arguments: fontCases)
    func titleFontsFollowDynamicType(_ c: FontCase) {
        let platform = PopupBarPlatform(dynamicType: PopupBarDynamicTypeSize(rawValue: c.category.rawValue) ?? .large)
        let l = PopupBarContentsLayout(bar: Rect(x: 0, y: 700, width: 393, height: 64), style: c.style,
                                       item: PopupBarItem(title: "Song", subtitle: "Artist"), progressStyle: .none, platform: platform)
        #expect(abs(l.titleFontSize - c.title) < 1e-9 && abs(l.subtitleFontSize - c.subtitle) < 1e-9)
        #expect(abs(l.titleFrame.height - TextMetrics.lineHeight(fontSize: c.title)) < 1e-9)
    }

    @Test func interactionMath() {
        // The worked example: D = 852, c = 0.32, h = 0.
        #expect(abs(PopupBarInteraction.snapAutoCloseTravel(containerHeight: 852, snapPercent: 0.32) - 272.64) < 1e-9)
        #expect(!PopupBarInteraction.snapShouldAutoClose(raw: 272.6, containerHeight: 852, snapPercent: 0.32))
        #expect(PopupBarInteraction.snapShouldAutoClose(raw: 272.7, containerHeight: 852, snapPercent: 0.32))
        let top = PopupBarInteraction.snapContentTop(raw: 272.64, openBarHeight: 0, containerHeight: 852, snapPercent: 0.32)
        #expect(abs(top - 79.14) < 0.01)
        #expect(abs(272.64 / top - 3.44) < 0.01)
        #expect(PopupBarInteraction.snapRawTravel(translationY: -50, openCentreY: 0, closedCentreY: 737) == 0)
        #expect(PopupBarInteraction.snapRawTravel(translationY: 2000, openCentreY: 0, closedCentreY: 737) == 737)
        // Drag release: sign of velocity, else the 20% rule.
        #expect(PopupBarInteraction.dragReleaseOpens(from: .barPresented, progress: 0.05, velocityY: -1))
        #expect(!PopupBarInteraction.dragReleaseOpens(from: .barPresented, progress: 0.9, velocityY: 1))
        #expect(PopupBarInteraction.dragReleaseOpens(from: .barPresented, progress: 0.21, velocityY: 0))
        #expect(!PopupBarInteraction.dragReleaseOpens(from: .barPresented, progress: 0.19, velocityY: 0))
        #expect(!PopupBarInteraction.dragReleaseOpens(from: .open, progress: 0.79, velocityY: 0))
        #expect(PopupBarInteraction.dragReleaseOpens(from: .open, progress: 0.81, velocityY: 0))
        #expect(PopupBarLayout.smoothstep(0.5) == 0.5 && PopupBarLayout.smoothstep(2) == 1 && PopupBarLayout.smoothstep(0.25) == 0.15625)
    }

    /// The marquee's scroll (LNPopupBarAppearance.h 45-62; MarqueeLabel.m).
    @Test func marqueeOffsets() {
        let m = PopupBarMarquee(labelWidth: 200, textWidth: 260)
        #expect(m.scrolls && m.awayOffset == 280)
        #expect(abs(m.period - (2 + 280.0 / 30)) < 1e-12)
        #expect(m.offset(elapsed: 0) == 0 && m.offset(elapsed: 1.99) == 0)
        #expect(abs(m.offset(elapsed: 3) + 30) < 1e-9)
        #expect(abs(m.offset(elapsed: 11) + 270) < 1e-9)
        #expect(m.offset(elapsed: m.period + 1) == 0)
        #expect(abs(m.offset(elapsed: m.period + 4) + 60) < 1e-9)
        #expect(PopupBarMarquee(labelWidth: 300, textWidth: 260).offset(elapsed: 5) == 0)
        // Coordinated: the short label waits at home until the long one's loop ends.
        let pair = PopupBarMarquee.pair(titleWidth: 400, titleLabelWidth: 200, subtitleWidth: 230, subtitleLabelWidth: 200,
                                     appearance: PopupBarAppearance(marqueeScrollEnabled: true))
        let sub = pair.subtitle!
        #expect(sub.period == pair.title.period)
        #expect(abs(sub.offset(elapsed: 2 + 250.0 / 30 - 0.1) + 247) < 1e-9)
        #expect(sub.offset(elapsed: 2 + 250.0 / 30 + 0.1) == 0)    // done, waiting at home
        #expect(abs(pair.title.offset(elapsed: 2 + 250.0 / 30 + 0.1) + 253) < 1e-9)
        let solo = PopupBarMarquee.pair(titleWidth: 400, titleLabelWidth: 200, subtitleWidth: 230, subtitleLabelWidth: 200,
                                     appearance: PopupBarAppearance(marqueeScrollEnabled: true, coordinateMarqueeScroll: false))
        #expect(abs(solo.subtitle!.offset(elapsed: solo.subtitle!.period + 3) + 30) < 1e-9)
    }

    /// The item's accessibility fields (LNPopupItem.h 85-91) as the bar reads them (LNPopupBar.mm 1562).
    @Test func accessibilityStrings() {
        let a = PopupBarAccessibility(item: PopupBarItem(title: "Song", subtitle: "Artist", image: "cover", progress: 0.42,
                                                      trailingBarButtonItems: [PopupBarButtonItem(image: "pause.fill", accessibilityLabel: "Pause")],
                                                      accessibilityImageLabel: "Album art", accessibilityProgressLabel: "Playback"),
                                      showsImage: true, showsProgress: true)
        #expect(a.titleArea.label == "Song\nArtist")
        #expect(a.titleArea.hint == "Double tap to open.")
        #expect(a.titleArea.traits == ["button"])
        #expect(a.titleArea.spoken == "Song, Artist, Double tap to open.")
        #expect(a.image?.label == "Album art")
        #expect(a.progress?.label == "Playback" && a.progress?.value == "42 percent")
        #expect(a.progress?.spoken == "Playback, 42 percent")
        #expect(a.buttons.map(\.label) == ["Pause"])
        let o = PopupBarAccessibility(item: PopupBarItem(title: "Song", subtitle: "", accessibilityLabel: "Custom", accessibilityHint: "Opens the player",
                                                      accessibilityProgressValue: "1:02 of 3:00"), showsProgress: true)
        #expect(o.titleArea.label == "Custom" && o.titleArea.hint == "Opens the player")
        #expect(o.progress?.value == "1:02 of 3:00")
        #expect(PopupBarAccessibility(item: PopupBarItem(title: "Song", subtitle: "")).titleArea.label == "Song")
        #expect(PopupBarAccessibility(item: PopupBarItem(contentTitle: "Player")).titleArea.label == "Player")
    }

    /// StageKit does not guess the name meant (StageLua does, with the one rule): the error
    /// carries the name and the valid ones and words a suggestion it is given.
    @Test func unknownNamesCarryTheValidNamesAndWordAGivenSuggestion() {
        let valid = PopupBarStyle.allCases.map(\.description)
        let e = PopupBarError.unknownName(kind: "bar style", name: "promient", valid: valid)
        #expect(e.misspelling?.name == "promient" && e.misspelling?.valid == valid)
        #expect(e.message(suggesting: "prominent").hasPrefix("unknown bar style \"promient\" (did you mean \"prominent\"?); expected one of \"default\""))
        #expect(e.description.hasPrefix("unknown bar style \"promient\"; expected one of \"default\""))
        #expect(PopupBarError.nilContent.misspelling == nil)
        #expect(PopupBarError.nilContent.message(suggesting: "x") == PopupBarError.nilContent.description)
    }
}
