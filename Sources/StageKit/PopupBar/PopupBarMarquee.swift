/// MarqueeLabel's continuous scroll (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee") on simulated
/// time: hold at home for the delay,
/// then move left by textWidth + max(trailing gap 20, fade 10) at the rate; the trailing copy
/// makes the last frame equal the first, so it loops with period delay + away / rate. Labels
/// scroll only when the text is wider than the label. Coordinated (title and subtitle both
/// present): the longer loop drives, both start together and the shorter waits at home.
///
/// ```swift
/// let m = PopupBarMarquee(labelWidth: 200, textWidth: 260, rate: 30, delay: 2)
/// m.offset(elapsed: 1)      // 0 (holding)
/// m.offset(elapsed: 3)      // −30
/// m.period                  // 2 + 280 / 30 ≈ 11.33
/// ```
public struct PopupBarMarquee: Hashable, Sendable {
    public var labelWidth: Double
    public var textWidth: Double
    public var rate: Double
    public var delay: Double
    /// The loop of the coordinated partner (nil: not coordinated).
    public var coordinatedPeriod: Double?

    public static let trailingBuffer = 20.0
    public static let fadeLength = 10.0
    public static let leadingBuffer = 0.0

    public init(
        labelWidth: Double, textWidth: Double, rate: Double = 30, delay: Double = 2, coordinatedPeriod: Double? = nil
    ) {
        self.labelWidth = labelWidth
        self.textWidth = textWidth
        self.rate = rate
        self.delay = delay
        self.coordinatedPeriod = coordinatedPeriod
    }

    public var scrolls: Bool { textWidth + Self.leadingBuffer > labelWidth && rate > 0 && rate.isFinite }
    public var awayOffset: Double { textWidth + max(Self.trailingBuffer, Self.fadeLength) }
    /// One loop of this label alone (0 when it does not scroll).
    public var ownPeriod: Double { scrolls ? max(0, delay) + awayOffset / rate : 0 }
    /// The loop actually run: the longer of the pair when coordinated.
    public var period: Double { max(ownPeriod, coordinatedPeriod ?? 0) }

    /// Horizontal offset of the text (≤ 0) `elapsed` seconds after the last restart.
    public func offset(elapsed: Double) -> Double {
        guard scrolls, elapsed.isFinite, elapsed > 0, period > 0 else { return 0 }
        let phase = elapsed.truncatingRemainder(dividingBy: period)
        let moving = phase - max(0, delay)
        guard moving > 0 else { return 0 }
        let travel = moving * rate
        return travel < awayOffset ? -travel : 0
    }

    /// Title and subtitle as the bar runs them: coordinated when the appearance says so and
    /// both labels have text.
    public static func pair(
        titleWidth: Double, titleLabelWidth: Double, subtitleWidth: Double?, subtitleLabelWidth: Double?,
                            appearance: PopupBarAppearance) -> (title: PopupBarMarquee, subtitle: PopupBarMarquee?) {
        let rate = appearance.marqueeScrollRate, delay = appearance.marqueeScrollDelay.seconds
        var t = PopupBarMarquee(labelWidth: titleLabelWidth, textWidth: titleWidth, rate: rate, delay: delay)
        guard let sw = subtitleWidth, let slw = subtitleLabelWidth else { return (t, nil) }
        var s = PopupBarMarquee(labelWidth: slw, textWidth: sw, rate: rate, delay: delay)
        if appearance.coordinateMarqueeScroll {
            let p = max(t.ownPeriod, s.ownPeriod)
            t.coordinatedPeriod = p
            s.coordinatedPeriod = p
        }
        return (t, s)
    }
}
