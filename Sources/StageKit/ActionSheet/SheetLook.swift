/// How a style draws (used by the renderings only; no behavior depends on it): the cells, the
/// header, the dim background. Numbers and colors from the example cells (xlactioncontroller.md "Styles").
///
/// ```swift
/// SheetStyle.preset(.periscope).look.destructiveTitleColor?.hex   // "#d24d38"
/// ```
public struct SheetLook: Hashable, Sendable {
    public var rowBackground: Color
    /// Background of `.cancel`-style rows when it differs (tweetbot).
    public var cancelRowBackground: Color?
    public var titleColor: Color
    public var destructiveTitleColor: Color?
    public var titleSize: Double
    /// The rows' subtitle size, and the header's (Spotify's artist line).
    public var subtitleSize: Double
    /// The cell has a detail label (`ActionCell.actionDetailLabel`): Spotify's and YouTube's
    /// xibs connect none, so `setup(_:detail:image:)` shows no subtitle in their rows
    /// (ActionCell.swift 49-52; Spotify/SpotifyCell.xib, Youtube/YoutubeCell.xib).
    public var rowSubtitles: Bool
    public var titleAlignment: TextAlignment
    public var separatorColor: Color?
    /// Corner radius of a section's first and last rows (tweetbot).
    public var sectionCornerRadius: Double
    /// The examples draw disabled rows at this alpha (the library itself has no disabled look).
    public var disabledAlpha: Double
    public var headerBackground: Color
    public var headerTitleColor: Color
    public var headerTitleSize: Double
    /// A header title that wraps (`numberOfLines = 0`, sized to fit and centered: Periscope's
    /// header label) in the header's width minus this; nil draws one line.
    public var headerTitleWrapMargin: Double?
    public var sectionHeaderBackground: Color
    /// The full-screen dim view's color at alpha 1 (black 50 % in the library).
    public var dimColor: Color

    public enum TextAlignment: String, Hashable, Sendable {
        case left, center
    }

    public init(rowBackground: Color = .white, cancelRowBackground: Color? = nil,
                titleColor: Color = .black, destructiveTitleColor: Color? = nil,
                titleSize: Double = 18, subtitleSize: Double = 15, rowSubtitles: Bool = true,
                titleAlignment: TextAlignment = .left,
                separatorColor: Color? = Color(white: 0.88), sectionCornerRadius: Double = 0,
                disabledAlpha: Double = 0.5, headerBackground: Color = .white,
                headerTitleColor: Color = .black, headerTitleSize: Double = 17, headerTitleWrapMargin: Double? = nil,
                sectionHeaderBackground: Color = Color(white: 0.95),
                dimColor: Color = Color.black.fading(0.5)) {
        self.rowBackground = rowBackground
        self.cancelRowBackground = cancelRowBackground
        self.titleColor = titleColor
        self.destructiveTitleColor = destructiveTitleColor
        self.titleSize = titleSize
        self.subtitleSize = subtitleSize
        self.rowSubtitles = rowSubtitles
        self.titleAlignment = titleAlignment
        self.separatorColor = separatorColor
        self.sectionCornerRadius = sectionCornerRadius
        self.disabledAlpha = disabledAlpha
        self.headerBackground = headerBackground
        self.headerTitleColor = headerTitleColor
        self.headerTitleSize = headerTitleSize
        self.headerTitleWrapMargin = headerTitleWrapMargin
        self.sectionHeaderBackground = sectionHeaderBackground
        self.dimColor = dimColor
    }
}
