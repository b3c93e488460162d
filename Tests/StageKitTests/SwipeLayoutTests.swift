@testable import StageKit
import Testing

/// The layout's worked numbers of docs/behavior/swipecellkit.md (W = 375, m = 0, short titles).
@Suite struct SwipeLayoutTests {
    static var mail: [SwipeAction] { [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Flag"), SwipeAction(title: "More")] }

    static func layout(_ style: SwipeTransitionStyle, _ o: SwipeActionsOrientation = .right,
                       expansion: SwipeExpansionStyle? = .destructive, actions: [SwipeAction] = mail) -> SwipeLayout {
        SwipeLayout(actions: actions, options: SwipeOptions(transitionStyle: style, expansionStyle: expansion),
                    cellWidth: 375, cellHeight: 76, orientation: o)
    }

    /// mBW and P (SwipeActionsView.swift 151-153, 65-67): maximum (W − 30) / n, minimum min(maximum, 74).
    @Test func sizingOfTheMailActions() {
        let l = Self.layout(.border)
        #expect(SwipeOptions().maximumButtonWidth(cellWidth: 375, actionCount: 3) == 115)
        #expect(l.buttonWidth == 74)
        #expect(l.preferredWidth == 222)
        #expect(l.openOffset == -222)
        #expect(l.fillOffset == -449)
        #expect(SwipeExpansionStyle.destructive.targetOffset(cellWidth: 375, preferredWidth: 222) == 345)
    }

    /// Every button as wide as the widest title or image plus padding (SwipeActionsView.swift 141-153,
    /// SwipeActionsView.swift 204-207; spacing 146; SwipeActionButton.swift 72-78), at least the minimum.
    @Test func longTitleWidensEveryButtonAndMinimumWins() {
        // 17 characters × 8.25 = 140.25 → 141, + 2 × 8 padding; every button gets the widest width.
        let long = [SwipeAction(title: "Unsubscribeeeeeee"), SwipeAction(title: "A")]
        let l = SwipeLayout(actions: long, options: SwipeOptions(), cellWidth: 375, cellHeight: 76, orientation: .right)
        #expect(l.buttonWidth == 157)
        #expect(l.preferredWidth == 314)
        var o = SwipeOptions()
        o.minimumButtonWidth = 200
        o.maximumButtonWidth = 100
        let m = SwipeLayout(actions: [SwipeAction(title: "X")], options: o, cellWidth: 375, cellHeight: 76, orientation: .right)
        #expect(m.buttonWidth == 200)   // an explicit minimum larger than the maximum still wins
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var style: SwipeTransitionStyle
        /// Screen minX of More, Flag, Delete (delegate 2, 1, 0) at d = 111.
        var buttons: [Double]
        var visible: [(Double, Double)]
        var testDescription: String { style.rawValue }
    }

    static let cases: [Case] = [
        Case(style: .border, buttons: [264, 301, 338], visible: [(264, 301), (301, 338), (338, 375)]),
        Case(style: .drag, buttons: [264, 338, 412], visible: [(264, 338), (338, 375), (375, 375)]),
        Case(style: .reveal, buttons: [153, 227, 301], visible: [(264, 264), (264, 301), (301, 375)]),
    ]

    /// The three transition layouts, SwipeTransitionLayout.swift 46-88 (border 50-61, drag 64-77, reveal 79-88).
    @Test(arguments: cases) func framesAtHalfOpen(_ c: Case) {
        let frames = Self.layout(c.style).frames(offset: -111)
        // Internal order = left to right on screen: More, Flag, Delete.
        #expect(frames.map(\.index) == [2, 1, 0])
        #expect(frames.map(\.button.minX) == c.buttons)
        #expect(frames.allSatisfy { $0.button.width == 74 })
        for (f, v) in zip(frames, c.visible) {
            #expect(f.visible.minX == v.0)
            #expect(f.visible.maxX == v.1)
        }
    }

    @Test func revealFlagIsPartlyVisibleUnderDelete() {
        // Reveal at d = 111: [264, 375] visible; Flag [227, 301] shows [264, 301], Delete [301, 375] whole.
        let f = Self.layout(.reveal).frames(offset: -111)
        #expect(f[1].button == Rect(x: 227, y: 0, width: 74, height: 76))
        #expect(f[2].visible == Rect(x: 301, y: 0, width: 74, height: 76))
        #expect(Self.layout(.reveal).visibleWidths(visibleWidth: 111) == [0, 37, 74])
        #expect(Self.layout(.drag).visibleWidths(visibleWidth: 111) == [74, 37, 0])
        #expect(Self.layout(.border).visibleWidths(visibleWidth: 111) == [37, 37, 37])
    }

    @Test func leftSideMirrors() {
        let right = Self.layout(.drag).frames(offset: -111)
        let left = Self.layout(.drag, .left).frames(offset: 111)
        for (r, l) in zip(right, left) {
            #expect(l.button.minX == 375 - r.button.maxX)
            #expect(l.visible.width == r.visible.width)
        }
    }

    @Test func expandedLastWrapperCoversTheVisibleArea() {
        let l = Self.layout(.border)
        let f = l.frames(offset: -300, expansion: 1)
        // Delete's wrapper starts at the content edge (375 − 300) and its button follows it.
        #expect(f[2].button.minX == 75)
        #expect(f[2].wrapper == Rect(x: 75, y: 0, width: 300, height: 76))
        #expect(f[0].visible.width == 0 && f[1].visible.width == 0)
    }

    /// SwipeActionsView.swift:40-44: the margin is the table's safe-area inset on the side the
    /// actions come from; 46-49: the visible width loses it; 65-67: P gains it. An iPhone 15 in
    /// landscape (852 wide, 59 on each side): the Mail actions open to 222 + 59.
    @Test func safeAreaMarginWidensTheOpenWidth() {
        for o in [SwipeActionsOrientation.right, .left] {
            let l = SwipeLayout(actions: Self.mail, options: SwipeOptions(), cellWidth: 852, cellHeight: 76,
                                orientation: o, safeInset: 59)
            #expect(l.buttonWidth == 74)
            #expect(l.preferredWidth == 281)
            #expect(l.openOffset == (o == .right ? -281 : 281))
            #expect(l.visibleWidth(offset: o == .right ? -100 : 100) == 41)
            #expect(l.visibleWidth(offset: o == .right ? -50 : 50) == 0)
            // Fully open, the buttons fill the 222 pt next to the content; the margin is past them.
            let f = l.frames(offset: l.openOffset)
            let xs = f.map(\.button.minX).sorted()
            #expect(xs == (o == .right ? [571, 645, 719] : [59, 133, 207]))
        }
    }

    /// SwipeActionsView.swift:181-187: the wrapper (the action's colored background) is pinned to
    /// the actions view's top and bottom with visibleRect's insets, like the button inside it.
    @Test func visibleRectInsetsTheWrappers() {
        let l = SwipeLayout(actions: Self.mail, options: SwipeOptions(), cellWidth: 375, cellHeight: 76,
                            orientation: .right, verticalInsets: (top: 38, bottom: 0))
        for f in l.frames(offset: -222) {
            #expect(f.button.minY == 38 && f.button.height == 38)
            #expect(f.wrapper.minY == 38 && f.wrapper.height == 38)
        }
        #expect(l.actionsViewRect(offset: -222) == Rect(x: 153, y: 0, width: 222, height: 76))
        #expect(l.actionsViewRect(offset: 0) == nil)
    }

    @Test func elasticOverscrollOpensAGap() {
        // Left, one action, .selection: P = 74; at v = 174 the buttons take 74 + 25 = 99.
        let l = Self.layout(.border, .left, expansion: .selection, actions: [SwipeAction(title: "Read")])
        #expect(l.preferredWidth == 74)
        #expect(l.contentWidth(visibleWidth: 174) == 99)
        #expect(l.backgroundGap(offset: 174) == Rect(x: 99, y: 0, width: 75, height: 76))
        // Held expanded, the expandable action's wrapper moves to the visible edge and covers the
        // gap (no gray band between the button and the content); halfway, half of it.
        #expect(l.backgroundGap(offset: 174, expansion: 1) == nil)
        #expect(l.backgroundGap(offset: 174, expansion: 0.5) == Rect(x: 136.5, y: 0, width: 37.5, height: 76))
        #expect(SwipeExpansionStyle.selection.targetOffset(cellWidth: 375, preferredWidth: 74) == 187.5)
        // Reveal ignores c: its buttons stay pinned at the edge, the gap is the whole overscroll.
        let r = Self.layout(.reveal, .left, expansion: .selection, actions: [SwipeAction(title: "Read")])
        #expect(r.backgroundGap(offset: 174) == Rect(x: 74, y: 0, width: 100, height: 76))
        #expect(r.contentWidth(visibleWidth: 174) == 99)   // (c itself is computed, reveal just ignores it)
    }

    @Test(arguments: [(-300.0, -253.2), (-222.0, -222.0), (-100.0, -100.0), (50.0, 50.0)])
    func rubberBandAtP(_ pair: (Double, Double)) {
        let r = SwipeLayout.rubberBand(pair.0, limit: 222, elasticity: 0.4)
        #expect(abs(r - pair.1) < 1e-9)
    }

    @Test func scaleTransitionOverTime() {
        var look = SwipeButtonLook()
        ScaleTransition.default.apply(old: 0, new: 0.6, to: &look, at: .zero)
        #expect(look.scale(at: .zero) == 0.8)
        #expect(look.scale(at: SimTime(seconds: 0.075)) > 0.8 && look.scale(at: SimTime(seconds: 0.075)) < 1)
        #expect(look.scale(at: SimTime(seconds: 0.15)) == 1)
        ScaleTransition.default.apply(old: 0.6, new: 0.4, to: &look, at: SimTime(seconds: 1))
        #expect(look.scale(at: SimTime(seconds: 1.15)) == 0.8)
    }

    /// ScaleAndAlphaExpansion, the default expansion delegate without a background color
    /// (SwipeActionsView.swift 24-26; SwipeExpanding.swift 96-119).
    @Test func scaleAndAlphaExpansionDelaysPerButton() {
        var looks = [SwipeButtonLook(), SwipeButtonLook(), SwipeButtonLook()]
        ScaleAndAlphaExpansion.default.apply(expanding: true, others: [1, 2], to: &looks, at: .zero)
        #expect(looks[0].alpha(at: SimTime(seconds: 1)) == 1)
        #expect(looks[1].alpha(at: SimTime(seconds: 0.15)) == 0)
        #expect(looks[2].alpha(at: SimTime(seconds: 0.1)) == 1)     // starts at 0.1
        #expect(looks[2].alpha(at: SimTime(seconds: 0.25)) == 0)
        #expect(looks[2].scale(at: SimTime(seconds: 0.25)) == 0.8)
        // Collapsing: reverse order, delays 0.1·(k+1): button 2 at 0.1, button 1 at 0.2.
        ScaleAndAlphaExpansion.default.apply(expanding: false, others: [1, 2], to: &looks, at: SimTime(seconds: 1))
        #expect(looks[2].alpha(at: SimTime(seconds: 1.1)) == 0)
        #expect(looks[2].alpha(at: SimTime(seconds: 1.25)) == 1)
        #expect(looks[1].alpha(at: SimTime(seconds: 1.25)) < 1)
        #expect(looks[1].alpha(at: SimTime(seconds: 1.35)) == 1)
    }
}
