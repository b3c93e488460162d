/// `LNPopupBarAppearance` (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee"): the marquee settings and
/// the highlight, per bar and
/// optionally per item. Marquee is off by default (iOS 10+); when on it scrolls at 30 pt/s after
/// a 2 s hold, title and subtitle coordinated.
public struct PopupBarAppearance: Hashable, Sendable {
    public var marqueeScrollEnabled: Bool
    /// Points per second.
    public var marqueeScrollRate: Double
    public var marqueeScrollDelay: SimDuration
    public var coordinateMarqueeScroll: Bool
    /// Highlight overlay opacity (light mode: systemGray2 at 20%).
    public var highlightOpacity: Double

    public init(marqueeScrollEnabled: Bool = false, marqueeScrollRate: Double = 30, marqueeScrollDelay: SimDuration = 2,
                coordinateMarqueeScroll: Bool = true, highlightOpacity: Double = 0.2) {
        self.marqueeScrollEnabled = marqueeScrollEnabled
        self.marqueeScrollRate = marqueeScrollRate
        self.marqueeScrollDelay = marqueeScrollDelay
        self.coordinateMarqueeScroll = coordinateMarqueeScroll
        self.highlightOpacity = highlightOpacity
    }
}
