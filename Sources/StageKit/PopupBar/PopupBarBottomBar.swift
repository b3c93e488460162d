/// The container's bottom bar hidden or shown (a pushed controller with
/// `hidesBottomBarWhenPushed`, or `setToolbarHidden`): `hidden` is the model value, `hiding`
/// animates 0 → 1 with it (the bar follows it over 0.5 s, docs/behavior/lnpopupcontroller.md,
/// "Layout").
///
/// ```swift
/// var bottom = PopupBarBottomBar()
/// bottom.set(hidden: true, animated: true, at: .zero)
/// bottom.progress(at: SimTime(seconds: 0.25))   // 0.5
/// ```
public struct PopupBarBottomBar: Sendable, InvariantChecking {
    public private(set) var hidden = false
    private var hiding = Animated(0.0)

    /// A hide or show animation's duration (UIKit's push; the library's fallback).
    public static let transitionDuration: SimDuration = 0.5

    public init() {}

    /// 0 shown … 1 hidden, at `t`.
    public func progress(at t: SimTime) -> Double { hiding.value(at: t) }

    /// The hide or show running at `t`, if any.
    public func animation(at t: SimTime) -> Animation<Double>? { hiding.isAnimating(at: t) ? hiding.animation : nil }

    /// Hides or shows it; false when it already is.
    public mutating func set(hidden: Bool, animated: Bool, at now: SimTime) -> Bool {
        guard hidden != self.hidden else { return false }
        self.hidden = hidden
        if animated {
            hiding.animate(to: hidden ? 1 : 0, at: now, duration: Self.transitionDuration, curve: .easeInOut)
        } else {
            hiding.set(hidden ? 1 : 0)
        }
        return true
    }

    public func checkInvariants() throws(InvariantBroken) {
        try hiding.checkInvariants()
        try InvariantBroken.check(
            hiding.target == (hidden ? 1 : 0), "the bottom bar's animation ends where `hidden` says")
    }
}
