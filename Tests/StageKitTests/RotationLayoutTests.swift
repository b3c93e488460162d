@testable import StageKit
import Testing

/// What each component does when the stage rotates, against its library's code on a size change
/// (docs/WORLD.md, "Rotation"; each library's behavior page, "Rotation"). The iPhone 15 in
/// landscape: 852×393, safe area 0 / 59 / 21 / 59, its size classes changing; the iPad in
/// landscape: 1180×820, insets unchanged, no trait change.
@Suite struct RotationLayoutTests {
    static func rightActions() -> [SwipeAction] {
        [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Flag"), SwipeAction(title: "More")]
    }

    static func table(_ stage: Stage, rows: Int = 20, frame: Rect? = nil) throws -> SwipeTable {
        let t = try SwipeTable(stage: stage, rows: (1...rows).map { "Row \($0)" }, rowHeight: 44, frame: frame)
        t.delegate.editActions = { _, o in o == .right ? Self.rightActions() : [SwipeAction(title: "Read")] }
        t.present()
        return t
    }

    // MARK: SwipeCellKit

    /// An open row on an iPhone: `traitCollectionDidChange` (SwipeController.swift 282-294) moves
    /// it to `bounds.midX − preferredWidth` at once, and `preferredWidth` adds the safe-area margin
    /// on the actions' side, read live (SwipeActionsView.swift 40-44, 65-67): 3 × 74 + 59 = 281.
    @Test func anOpenRowTakesTheMarginOnAnIPhone() throws {
        let stage = Stage(device: .iPhone15)
        let t = try Self.table(stage)
        _ = try t.showSwipe(row: 0, orientation: .right)
        try stage.clock.advance(by: 1)
        #expect(t[rowState: (try t.rowID(0))].offset.target == -222)
        try stage.rotate(to: .landscapeLeft)
        let row = t[rowState: (try t.rowID(0))]
        #expect(row.state == .right && row.offset.target == -281 && row.offset(at: stage.now) == -281)
        let layout = try #require(row.actionsView?.layout)
        #expect(layout.safeInset == 59 && layout.preferredWidth == 281 && layout.cellWidth == 852 && layout.buttonWidth == 74)
        #expect(t.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        // The buttons fill P − m = 222 pt left of the 59-pt margin, which the edge action's wrapper covers.
        #expect(row.visibleWidth(at: stage.now) == 222)
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .portrait)
        #expect(t[rowState: (try t.rowID(0))].offset.target == -222)
        #expect(t[rowState: (try t.rowID(0))].actionsView?.layout.safeInset == 0)
    }

    /// An iPad's size classes stay regular: no `traitCollectionDidChange`
    /// (SwipeController.swift 282-294 never runs), so an open row keeps its offset; the actions view still takes the new
    /// width (its insets are 0 both ways, SwipeActionsView.swift 40-44).
    @Test func anOpenRowStaysOnAnIPad() throws {
        let stage = Stage(device: .iPad)
        let t = try Self.table(stage)
        _ = try t.showSwipe(row: 0, orientation: .right)
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .landscapeRight)
        let row = t[rowState: (try t.rowID(0))]
        #expect(row.offset.target == -222 && row.actionsView?.layout.cellWidth == 1180)
    }

    /// The trait change sets the offset while the open animation runs (the library sets the
    /// center and does not stop the animator, SwipeController.swift 282-294): its completion
    /// still comes at 0.7 s.
    @Test func aRowOpeningKeepsItsCompletion() throws {
        let stage = Stage(device: .iPhone15)
        let t = try Self.table(stage)
        var done = 0
        _ = try t.showSwipe(row: 0, orientation: .right, animated: true) { done += 1 }
        try stage.clock.advance(by: 0.1)
        try stage.rotate(to: .landscapeLeft)
        let id = try t.rowID(0)
        #expect(t[rowState: id].offset.target == -281 && t[rowState: id].pending != nil)
        try stage.clock.advance(by: 0.6)
        #expect(t[rowState: id].pending == nil && t[rowState: id].offset.target == -281)
        try t.checkInvariants()
        _ = done
    }

    /// A table given a frame keeps it; one made without fills the screen and follows it. The
    /// scroll offset is clamped into the new range (UIKit's scroll view, when the insets change).
    @Test func tablesFollowTheScreenAndClampTheirScroll() throws {
        let stage = Stage(device: .iPhone15)
        let fixed = try Self.table(stage, frame: Rect(x: 0, y: 100, width: 393, height: 400))
        let full = try Self.table(stage)
        try stage.rotate(to: .landscapeLeft)
        try stage.clock.advance(by: 1)
        #expect(fixed.frame == Rect(x: 0, y: 100, width: 393, height: 400))
        #expect(full.adjustedContentInset == EdgeInsets(top: 0, bottom: 21))
        // 20 rows × 44 + 0 + 21 − 393 in landscape; 880 + 59 + 34 − 852 = 121 in portrait.
        #expect(full.maximumScroll == 508)
        full.scrollOffset = 508
        try stage.rotate(to: .portrait)
        #expect(full.maximumScroll == 121 && full.scrollOffset == 121)
    }

    // MARK: XLActionController

    static func spotify(_ stage: Stage) throws -> ActionController {
        let s = try ActionController(stage: stage, style: .preset(.spotify), header: nil)
        for title in ["Share", "Add to playlist", "Go to album"] {
            try s.addAction(SheetAction(data: ActionData(title: title))) { _ in }
        }
        return s
    }

    /// `viewWillLayoutSubviews` → `setUpContentInsetForHeight(view.frame.height)`
    /// (ActionController.swift 293-296, 664-682): top = max(H − contentHeight − safe.bottom,
    /// safe.top + 30) with `contentHeight` as viewDidLoad computed it (271-278), sides + the safe
    /// area's; the scroll goes back to rest (679-681). The cancel bar keeps its bottom margin
    /// (flexible top margin, 360) and gets cancel height + the new bottom inset (379-384).
    @Test func aPresentedSheetTakesTheNewInsets() throws {
        let stage = Stage(device: .iPhone15)
        let sheet = try Self.spotify(stage)
        try sheet.present()
        try stage.clock.advance(by: 1)
        let before = try #require(sheet.layout)
        sheet.scroll.set(20)
        try stage.rotate(to: .landscapeLeft)
        let l = try #require(sheet.layout)
        #expect(l.contentHeight == before.contentHeight)
        #expect(l.insets.top == max(393 - before.contentHeight - 21, 0 + 30))
        #expect(l.insets.left == 59 && l.insets.right == 59)
        #expect(l.rows[0].width == 852 - 59 - 59)
        // Spotify's 60-pt bar. Portrait: y 852 − 60 − 34 = 758, 94 high; landscape: the bottom
        // margin 0 kept (y 393 − 94 = 299), then 60 + 21 high: it ends 13 pt above the bottom.
        #expect(before.cancelBar == Rect(x: 0, y: 758, width: 393, height: 94))
        #expect(l.cancelBar == Rect(x: 0, y: 299, width: 852, height: 81))
        #expect(try #require(sheet.snapshot()).cancelBarFrame == Rect(x: 0, y: 299, width: 852, height: 81))
        #expect(sheet.scrollOffset == 0)
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .portrait)
        // Back: the 13-pt margin kept (y 852 − 13 − 81 = 758), 60 + 34 high: in place again.
        #expect(sheet.layout?.cancelBar == Rect(x: 0, y: 758, width: 393, height: 94))
        #expect(sheet.layout?.insets == before.insets)
        try sheet.checkInvariants()
    }

    // MARK: LSTPopView

    /// `statusBarOrientationChange:` (LSTPopView.m:1438-1446): the popup view takes the screen's
    /// size, the content is laid out again by its hem style (`setCustomViewFrameWithHeight:0`,
    /// m:635-720); queued popups too (they observe from their creation, m:526-529).
    @Test func popupsLayOutAgain() throws {
        let (stage, m) = PopupTest.make(.objc)
        let center = PopupTest.popup(m)
        let bottom = PopupTest.popup(m, group: "b") { $0.hemStyle = .bottom }
        let kept = PopupTest.popup(m, group: "k") { $0.isObserverScreenRotation = false }
        try center.pop()
        try kept.pop()
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .landscapeLeft)
        #expect(center.space.bounds == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(center.frame == Rect(x: 286, y: 116.5, width: 280, height: 160))
        #expect(bottom.originFrame == Rect(x: 286, y: 233, width: 280, height: 160))   // not popped yet
        #expect(kept.frame == Rect(x: 56.5, y: 346, width: 280, height: 160) && kept.space.bounds.width == 393)
        try bottom.pop()
        try stage.clock.advance(by: 1)
        #expect(bottom.frame == Rect(x: 286, y: 233, width: 280, height: 160))
    }

    /// In a parent view the popup view still takes the screen's size (`self.frame = (0, 0,
    /// pv_ScreenWidth(), pv_ScreenHeight())`, m:1441), at the parent's origin: a quirk kept.
    @Test func aPopupInAViewTakesTheScreensSize() throws {
        let (stage, m) = PopupTest.make(.swift)
        let t = try Self.table(stage, frame: Rect(x: 0, y: 100, width: 393, height: 400))
        let p = m.makePopup(PopupConfiguration(contentSize: PopupTest.size), parent: .view(t))
        try p.pop()
        try stage.clock.advance(by: 1)
        #expect(p.frame == Rect(x: 56.5, y: 220, width: 280, height: 160))
        try stage.rotate(to: .landscapeLeft)
        #expect(p.space.bounds == Rect(x: 0, y: 100, width: 852, height: 393))
        #expect(p.frame == Rect(x: 286, y: 216.5, width: 280, height: 160))
    }

    // MARK: LNPopupController

    /// The bar sits on the tab bar, which is 32 pt in landscape plus the 21-pt bottom inset
    /// (SystemBarMetrics); the container lays the bar out for its new bounds
    /// (`_ln_popup_viewDidLayoutSubviews`, UIViewController+LNPopupSupportPrivate.mm 902-935), so the
    /// cached layout is keyed on the screen's size too.
    @Test func thePopupBarFollowsTheTabBar() throws {
        let (stage, c, _) = PopupBarContainerTests.make()
        try c.presentPopupBar(with: PopupBarContainerTests.song())
        try stage.clock.advance(by: 1)
        #expect(c.barFrame() == Rect(x: 0, y: 705, width: 393, height: 64))
        try stage.rotate(to: .landscapeLeft)
        #expect(c.barFrame() == Rect(x: 0, y: 276, width: 852, height: 64))
        #expect(c.layout.docking.frame == Rect(x: 0, y: 340, width: 852, height: 53))
        _ = c.openPopup()
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .portrait)
        _ = c.closePopup()
        try stage.clock.advance(by: 1)
        #expect(c.barFrame() == Rect(x: 0, y: 705, width: 393, height: 64))
    }

    // MARK: The keyboard

    /// Approximate (docs/WORLD.md, "Rotation"): a shown keyboard keeps its height at the new
    /// bottom; a hidden one stays below the screen.
    @Test func theKeyboardKeepsItsHeight() throws {
        let stage = Stage(device: .iPhone15)
        try stage.showKeyboard(height: 300)
        try stage.clock.advance(by: 1)
        try stage.rotate(to: .landscapeLeft)
        #expect(stage.screen.keyboard.frame(at: stage.now, width: stage.screen.width) == Rect(x: 0, y: 93, width: 852, height: 300))
    }
}
