@testable import StageKit
import Testing

/// A table scrolled to its end inside a tab bar controller whose popup bar is dismissed: UIKit
/// clamps the offset into the smaller range at once (model values), and the content slides down
/// with the bar's animation in pictures.
@Suite struct TableInsetAnimationTests {
    static func scene() throws -> (Stage, PopupBarContainer, SwipeTable) {
        let stage = Stage()
        let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Inbox", "Music"]))
        tabs.present()
        try tabs.presentPopupBar(with: PopupBarContentController(item: PopupBarItem(title: "Song")), animated: false)
        let table = try SwipeTable(stage: stage, rows: (1...20).map { "Row \($0)" }, rowHeight: 44)
        table.safeAreaProvider = tabs
        table.present()
        table.scroll(by: 10_000)
        return (stage, tabs, table)
    }

    @Test func theOffsetClampsAtOnceAndThePictureFollowsTheBar() throws {
        let (stage, tabs, table) = try Self.scene()
        // 20 × 44 = 880 of content between 59 and 852 − 147.
        #expect(table.scrollOffset == 880 + 59 + 147 - 852)
        let before = table.displayedContentOriginY(at: stage.now)
        tabs.dismissPopupBar()
        // Model: the inset is the tab bar's (83) at once, the offset pulled back by 64.
        #expect(table.adjustedContentInset.bottom == 83)
        #expect(table.scrollOffset == 880 + 59 + 83 - 852)
        #expect(try table.rowFrame(19).maxY == 852 - 83)
        // Picture: the content starts where it was and ends 64 pt lower when the bar is gone.
        #expect(table.displayedContentOriginY(at: stage.now) == before)
        let end = stage.now + PopupBarMachine.dismissDuration
        let mid = table.displayedContentOriginY(at: stage.now + SimDuration(seconds: PopupBarMachine.dismissDuration.seconds / 2))
        #expect(mid > before && mid < before + 64)
        #expect(table.displayedContentOriginY(at: end) == before + 64)
    }

    @Test func aTableAtTheTopDoesNotMove() throws {
        let (stage, tabs, table) = try Self.scene()
        table.scroll(by: -10_000)
        tabs.dismissPopupBar()
        #expect(table.scrollOffset == 0)
        #expect(table.displayedContentOriginY(at: stage.now) == 59)
    }
}
