/// What a rotation changes, as the components that lay out again see it: the device before and
/// after (size, safe area, status bar, bars), the turn's duration, and whether the trait
/// collection changed (an iPhone's vertical size class; an iPad's stay regular, so a rotation
/// there calls no `traitCollectionDidChange`).
///
/// ```swift
/// stage.addRotationObserver { change in print(change.to.size, change.traitsChanged) }
/// ```
public struct ScreenTransition: Sendable {
    public var from: Device
    public var to: Device
    public var duration: SimDuration

    public init(from: Device, to: Device, duration: SimDuration) {
        self.from = from
        self.to = to
        self.duration = duration
    }

    /// UIKit calls `traitCollectionDidChange` on the views (the size classes changed).
    public var traitsChanged: Bool { from.isVerticallyCompact != to.isVerticallyCompact || from.isPad != to.isPad }
}
