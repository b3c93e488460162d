/// A view whose layout follows its container's safe area (a table's scroll range): told when a
/// container's model insets changed, with the animation that moves the bars, if any.
public protocol SafeAreaObserving: AnyObject {
    /// The insets changed now; `animation` is the bars' running animation (its start, duration
    /// and curve), nil for a change without one.
    func safeAreaDidChange(following animation: Animation<Double>?)
}

extension Stage {
    /// Tells every view on the stage that follows the safe area that a container's insets
    /// changed (UIKit's `safeAreaInsetsDidChange` and the scroll view's offset adjustment).
    /// O(layers), and only when a container's model insets really changed.
    public func safeAreaDidChange(following animation: Animation<Double>?) {
        for case let view as any SafeAreaObserving in layers.bottomToTop {
            view.safeAreaDidChange(following: animation)
        }
    }
}
