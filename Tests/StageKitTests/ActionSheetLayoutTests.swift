@testable import StageKit
import Testing

/// Layout numbers of xlactioncontroller.md "Layout", "Styles" on the default screen (393×852, safe area 59/34).
@Suite struct ActionSheetLayoutTests {
    static func model(_ titles: [String], sections: [[String]] = [], header: SheetHeader? = nil,
                      style: SheetStyle = .plain) -> SheetModel {
        var m = SheetModel(header: header)
        for t in titles { m.addAction(SheetAction(data: ActionData(title: t))) }
        for s in sections {
            m.addSection(SheetSection(data: style.addedSectionData))
            for t in s { m.addAction(SheetAction(data: ActionData(title: t))) }
        }
        return m
    }

    static func layout(_ style: SheetStyle, _ m: SheetModel, device: SheetDevice = .iPhone15) throws -> SheetLayout {
        try SheetLayout(model: m, style: style, settings: style.settings, device: device)
    }

    /// One of xlactioncontroller.md "Styles"'s example sheets, with its content height and every row's screen frame.
    struct Example: Sendable, CustomTestStringConvertible {
        var style: SheetStyle
        var name: String
        var titles: [String]
        var sections: [[String]] = []
        var header: SheetHeader?
        var contentHeight: Double
        var rows: [Rect]
        var testDescription: String { name }
    }

    static func rows(x: Double = 0, width: Double = 393, height: Double, _ ys: [Double]) -> [Rect] {
        ys.map { Rect(x: x, y: $0, width: width, height: height) }
    }

    /// The numbers of xlactioncontroller.md "Layout", "Styles" for each example sheet: these rows own them (the Lua
    /// layout spec checks only how `contentHeight` and `frameOf` expose this layout).
    static let examples: [Example] = [
        Example(style: .plain, name: "default: 3 × 60, bottom-aligned on the safe area",
                titles: ["Edit", "Share", "Delete"], contentHeight: 180, rows: rows(height: 60, [638, 698, 758])),
        Example(style: .skype, name: "skype: 4 × 60 = 240",
                titles: ["Take photo", "Choose existing photo", "Remove profile picture", "Cancel"],
                contentHeight: 240, rows: rows(height: 60, [578, 638, 698, 758])),
        Example(style: .tweetbot, name: "tweetbot: 5 × 50 + 2 × (0 + 6) + 6 = 268, 12-pt margins, a 6-pt gap between sections",
                titles: ["View Details", "View Retweets", "View in Favstar", "Translate"], sections: [["Cancel"]],
                contentHeight: 268, rows: rows(x: 12, width: 369, height: 50, [550, 600, 650, 700, 756])),
        Example(style: .twitter, name: "twitter: header 45 + 2 × 56 = 157",
                titles: ["Xmartlabs", "Miguel"], header: SheetHeader(title: "Accounts"),
                contentHeight: 157, rows: rows(height: 56, [706, 762])),
        Example(style: .youtube, name: "youtube: 4 × 46 − 3 × 0.5 = 182.5 (rows overlap by half a point)",
                titles: ["Add to Watch Later", "Add to Playlist...", "Share...", "Cancel"],
                contentHeight: 182.5, rows: rows(height: 46, [635.5, 681, 726.5, 772])),
        Example(style: .spotify, name: "spotify: 84 + 5 × 60 = 384; the cancel bar covers the last row",
                titles: ["Save Full Album", "Remove", "Share", "Go to Album", "Start radio"],
                header: SheetHeader(title: "The Fast And The Furious", subtitle: "Various Artists"),
                contentHeight: 384, rows: rows(height: 60, [518, 578, 638, 698, 758])),
    ]

    /// Each style's example sheet (ActionController.swift:85-182 and Skype.swift 58-200, Tweetbot.swift 57-68,
    /// Twitter.swift 91-150, Youtube.swift 82-96, Periscope.swift 85-131, Spotify.swift 140-174): its rows and content height.
    @Test(arguments: examples)
    func exampleSheetsOfSpecNine(_ e: Example) throws {
        let l = try Self.layout(e.style, Self.model(e.titles, sections: e.sections, header: e.header, style: e.style))
        #expect(l.contentHeight == e.contentHeight)
        #expect((0..<e.rows.count).map { l.screenFrame(ofRow: $0) } == e.rows)
    }

    @Test func skypeFourRowsBottomAligned() throws {
        let l = try Self.layout(.skype, Self.model(["Take photo", "Choose existing photo", "Remove profile picture", "Cancel"]))
        #expect(l.insets.top == 852 - 240 - 34)
        // The block ends exactly on the bottom safe area.
        #expect(l.screenFrame(ofRow: 3).maxY == 852 - 34)
        // Skype's shape view starts 40 pt above the first row and runs 20 pt + safe bottom below.
        #expect(l.backdrop == Rect(x: 0, y: -40, width: 393, height: 240 + 20 + 34 + 40))
    }

    /// Dynamics: cellHeightWhenDynamicsIsUsed (ActionControllerSettings.swift:113) per row (ActionController.swift:726-731).
    @Test func tweetbotDynamicsNumbers() throws {
        let l = try Self.layout(.tweetbot, Self.model(["View Details", "View Retweets", "View in Favstar", "Translate"],
                                                       sections: [["Cancel"]]))
        // The rows' numbers are in `examples`; the section insets are the dynamics layout's own.
        #expect(l.insets == EdgeInsets(top: 550, left: 12, bottom: 40, right: 12))
    }

    @Test func twitterHeaderAndRows() throws {
        let l = try Self.layout(.twitter, Self.model(["Xmartlabs", "Miguel"], header: SheetHeader(title: "Accounts")))
        #expect(l.insets.top == 661)
        #expect(l.header == Rect(x: 0, y: 0, width: 393, height: 45))
        // White filler from content y 0 to contentHeight + 20 + safe bottom.
        #expect(l.backdrop == Rect(x: 0, y: 0, width: 393, height: 157 + 20 + 34))
    }

    @Test func youtubeOverlappingRows() throws {
        let l = try Self.layout(.youtube, Self.model(["Add to Watch Later", "Add to Playlist...", "Share...", "Cancel"]))
        // The last row ends on the safe area although the rows overlap.
        #expect(l.screenFrame(ofRow: 3).maxY == 818)
    }

    @Test func periscopeTextFitHeaderAndSectionBand() throws {
        let style = SheetStyle.periscope
        let l = try Self.layout(style, Self.model(["Block user"], sections: [["Cancel"]],
                                                  header: SheetHeader(title: "Are you sure you want to block?"), style: style))
        // One line of 17-pt text (31 characters × 9.35 = 289.85 < 353) = 20.4, + 20.
        let header = 17 * 1.2 + 20
        #expect(l.header?.height == header)
        #expect(abs(l.contentHeight - (header + 124)) < 1e-9)
        #expect(l.sectionHeaders[0] == nil)
        #expect(l.sectionHeaders[1]?.height == 5)
        // Section 0: top inset −0.5, row 60; section 1: 5-pt band, −0.5, row 60.
        #expect(abs(l.rows[0].y - (header - 0.5)) < 1e-9)
        #expect(abs(l.rows[1].y - (header - 0.5 + 60 + 5 - 0.5)) < 1e-9)
        #expect(abs(l.screenFrame(ofRow: 1).maxY - 818) < 1e-9)
    }

    /// hideCollectionViewBehindCancelView (ActionControllerSettings.swift:100; Spotify.swift 168, 171) keeps the
    /// cancel height out of the content (ActionController.swift:276).
    @Test func spotifyCancelBarCoversLastRow() throws {
        let l = try Self.layout(.spotify, Self.model(["Save Full Album", "Remove", "Share", "Go to Album", "Start radio"],
                                                     header: SheetHeader(title: "The Fast And The Furious", subtitle: "Various Artists")))
        // hideCollectionViewBehindCancelView: the cancel height is not added (384, in `examples`).
        #expect(l.insets.top == 434)
        #expect(l.insets.bottom == 60 + 34)
        #expect(l.cancelBar == Rect(x: 0, y: 758, width: 393, height: 94))
        #expect(l.cancelButton == l.screenFrame(ofRow: 4))
        // Scrolling reveals exactly the covered row.
        #expect(l.maxScroll == 60)
    }

    /// contentHeight (ActionController.swift:112, 270-279): the last item's bottom plus the cancel bar's height
    /// (Dynamics: 726-731).
    @Test func cancelBarAddsToContentWhenNotHidingBehind() throws {
        var settings = ActionControllerSettings()
        settings.cancelView.showCancel = true
        let l = try SheetLayout(model: Self.model(["A", "B"]), style: .plain, settings: settings, device: .iPhone15)
        #expect(l.contentHeight == 120 + 60)
        #expect(l.insets.top == 852 - 180 - 34)
        // Rows end exactly on top of the bar.
        #expect(l.screenFrame(ofRow: 1).maxY == l.cancelBar?.y)
        #expect(l.insets.bottom == 60 + 34)
    }

    @Test func tallSheetKeepsThirtyPointGapUnderSafeTop() throws {
        let titles = (1...20).map { "Action \($0)" }
        let l = try Self.layout(.plain, Self.model(titles))
        #expect(l.contentHeight == 1200)
        #expect(l.insets.top == 59 + 30)
        #expect(l.screenFrame(ofRow: 0).y == 89)
        #expect(l.screenFrame(ofRow: 19).y == 89 + 19 * 60)
        #expect(l.maxScroll == 0)   // scrolling off: the rest is unreachable
        var s = SheetStyle.plain.settings
        s.behavior.scrollEnabled = true
        let scrolling = try SheetLayout(model: Self.model(titles), style: .plain, settings: s, device: .iPhone15)
        // offsets from −89 to 1200 + 34 − 852
        #expect(scrolling.maxScroll == 1200 + 34 - 852 + 89)
    }

    @Test func lateralMarginAndSafeSides() throws {
        var s = ActionControllerSettings()
        s.collectionView.lateralMargin = 10
        let device = SheetDevice(size: Size(width: 852, height: 393), safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let l = try SheetLayout(model: Self.model(["A"]), style: .plain, settings: s, device: device)
        #expect(l.screenFrame(ofRow: 0) == Rect(x: 69, y: 393 - 21 - 60, width: 852 - 118 - 20, height: 60))
    }

    @Test func nilDataRowsAreEmpty() throws {
        var m = SheetModel()
        m.addAction(SheetAction(data: ActionData(title: "A")))
        m.addAction(SheetAction(data: nil))
        let l = try Self.layout(.plain, m)
        #expect(l.contentHeight == 60)
        #expect(l.rows[1].size == .zero)
    }

    @Test func emptyLastSectionIsAConfigurationError() {
        var m = Self.model(["A"])
        m.addSection(SheetSection())
        #expect(throws: ActionSheetError.emptyLastSection(section: 2)) { try Self.layout(.plain, m) }
        #expect(ActionSheetError.emptyLastSection(section: 2).description ==
                "the last section (2) has no actions: add an action after addSection (XLActionController crashes here)")
    }

    @Test func dynamicsRefusesGlobalHeader() {
        var style = SheetStyle.tweetbot
        style.headerHeight = .fixed(40)
        #expect(throws: ActionSheetError.dynamicsHeader) {
            try Self.layout(style, Self.model(["A"], header: SheetHeader(title: "H")))
        }
    }

    @Test func noSectionsMeansZeroHeight() throws {
        let l = try Self.layout(.plain, SheetModel())
        #expect(l.contentHeight == 0)
        #expect(l.rows.isEmpty)
    }

    /// Every default of ActionControllerSettings.swift:27-232 (behavior 30-63: hideOnTap, AC 140-145; hideOnScrollDown, AC 146-150;
    /// scrollEnabled, AC 138; bounces, AC 132-135; useDynamics, AC 711-719; hideNavigationBarOnShow, AC 162-164, 298-313;
    /// cancelView 66-101: AC 287-290, 358-377; collectionView 104-114: AC 470-472, 726; animation 117-190: AC 539-578,
    /// scale AC 548-550, 569-571, offset AC 605-610; statusBar 193-212: AC 230, 350-356) and the examples' presets
    /// (Skype.swift 58-200, Tweetbot.swift 57-68, Twitter.swift 91-150, Youtube.swift 82-96, Periscope.swift 85-131,
    /// Spotify.swift 140-174).
    @Test func presetSettingsMatchSpecTable() {
        let d = ActionControllerSettings()
        #expect(d.behavior.hideOnTap && d.behavior.hideOnScrollDown && !d.behavior.scrollEnabled && !d.behavior.bounces)
        #expect(!d.behavior.useDynamics && d.behavior.hideNavigationBarOnShow)
        #expect(!d.cancelView.showCancel && d.cancelView.title == "Cancel" && d.cancelView.titleFont == "system" && d.cancelView.titleSize == 14)
        #expect(d.cancelView.height == 60 && d.cancelView.backgroundColor.hex == "#000000cc" && d.cancelView.titleColor == .white)
        #expect(!d.cancelView.hideCollectionViewBehindCancelView)
        #expect(d.collectionView.lateralMargin == 0 && d.collectionView.cellHeightWhenDynamicsIsUsed == 50)
        #expect(d.animation.scale == Size(width: 0.9, height: 0.9))
        #expect(d.animation.present.damping == 1 && d.animation.present.delay == 0 && d.animation.present.duration == 0.7)
        #expect(d.animation.present.springVelocity == 0 && d.animation.present.options == .easeOut)
        #expect(d.animation.present.offset == 0)
        #expect(d.animation.dismiss.duration == 0.7 && d.animation.dismiss.options == .easeIn && d.animation.dismiss.offset == 0)
        #expect(d.animation.dismiss.damping == 1 && d.animation.dismiss.delay == 0 && d.animation.dismiss.springVelocity == 0)
        #expect(d.statusBar.showStatusBar && d.statusBar.style == .lightContent && d.statusBar.modalPresentationCapturesStatusBarAppearance)

        #expect(SheetStyle.skype.settings.animation.scale == nil)
        #expect(SheetStyle.skype.settings.animation.present.duration == 0.5)
        #expect(SheetStyle.skype.settings.animation.present.damping == 0.7)
        #expect(SheetStyle.skype.settings.statusBar.style == .default)
        #expect(SheetStyle.tweetbot.settings.behavior.useDynamics && SheetStyle.tweetbot.settings.behavior.bounces)
        #expect(SheetStyle.tweetbot.settings.animation.present.duration == 0.5 && SheetStyle.tweetbot.settings.animation.dismiss.duration == 0.5)
        #expect(SheetStyle.twitter.settings.animation.present.duration == 0.6 && SheetStyle.twitter.settings.animation.dismiss.duration == 0.6)
        #expect(SheetStyle.youtube.settings.animation.dismiss.duration == 0.6)
        #expect(SheetStyle.youtube.settings.animation.dismiss.offset == 30)
        #expect(SheetStyle.youtube.settings.animation.dismiss.options == .linear)
        #expect(!SheetStyle.youtube.settings.behavior.hideOnScrollDown && !SheetStyle.periscope.settings.behavior.hideOnScrollDown)
        #expect(SheetStyle.periscope.settings.animation.present.duration == 0.6)
        #expect(SheetStyle.periscope.settings.animation.dismiss.duration == 0.5)
        #expect(SheetStyle.periscope.settings.animation.dismiss.options == .easeIn && SheetStyle.periscope.settings.animation.dismiss.offset == 30)
        #expect(SheetStyle.spotify.settings.cancelView.showCancel && SheetStyle.spotify.settings.behavior.scrollEnabled)
        #expect(SheetStyle.spotify.settings.cancelView.hideCollectionViewBehindCancelView && SheetStyle.spotify.settings.behavior.bounces)
        #expect(SheetStyle.spotify.settings.animation.present.duration == 0.7)
    }
}
