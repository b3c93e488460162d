/// SwipeCellKit's stock `SwipeExpanding`: when the expandable action takes over, the other buttons
/// shrink to 0.8 and fade out one after another; they come back in reverse order when it collapses
/// (SwipeExpanding.swift 71-120). Used by default when the expandable action has no background color.
///
/// ```swift
/// var looks = [SwipeButtonLook(), SwipeButtonLook()]
/// ScaleAndAlphaExpansion.default.apply(expanding: true, others: [0, 1], to: &looks, at: .zero)
/// looks[1].alpha(at: SimTime(seconds: 0.1))    // 1 (its fade starts at 0.1)
/// looks[1].alpha(at: SimTime(seconds: 0.25))   // 0
/// ```
public struct ScaleAndAlphaExpansion: Hashable, Sendable {
    public var duration: SimDuration = 0.15
    public var scale = 0.8
    public var interButtonDelay: SimDuration = 0.1

    public init(duration: SimDuration = 0.15, scale: Double = 0.8, interButtonDelay: SimDuration = 0.1) {
        self.duration = duration
        self.scale = scale
        self.interButtonDelay = interButtonDelay
    }

    public static let `default` = ScaleAndAlphaExpansion()

    /// The relayout's timing: 0.6 s, delayed 0.1 s when expanding.
    public func timing(expanding: Bool) -> SwipeExpansionTiming {
        SwipeExpansionTiming(duration: 0.6, delay: expanding ? 0.1 : 0)
    }

    /// `others`: indices into `looks`, from the button next to the expandable one toward the content.
    public func apply(expanding: Bool, others: [Int], to looks: inout [SwipeButtonLook], at now: SimTime) {
        let order = expanding ? others : others.reversed()
        for (k, i) in order.enumerated() where looks.indices.contains(i) {
            let delay = interButtonDelay.scaled(by: Double(expanding ? k : k + 1))
            looks[i].scale.animate(
                to: expanding ? scale : 1, at: now, duration: duration, delay: delay, curve: .easeInOut)
            looks[i].alpha.animate(to: expanding ? 0 : 1, at: now, duration: duration, delay: delay, curve: .easeInOut)
        }
    }
}
