/// A view whose layout follows its container's safe area (a table's scroll range): told when a
/// container's model insets changed, with the animation that moves the bars, if any. It
/// registers itself with `Stage.observeSafeArea` when made.
public protocol SafeAreaObserving: StageLayer {
    /// The insets changed now; `animation` is the bars' running animation (its start, duration
    /// and curve), nil for a change without one.
    func safeAreaDidChange(following animation: Animation<Double>?)
}

/// The stage's safe-area observers, weakly, in the order they were made.
struct SafeAreaObservers {
    private struct Entry { weak var view: (any SafeAreaObserving)? }
    private var entries: [Entry] = []

    mutating func add(_ view: any SafeAreaObserving) { entries.append(Entry(view: view)) }

    /// The live ones (the gone ones dropped): O(observers made), never O(layers).
    mutating func live() -> [any SafeAreaObserving] {
        entries.removeAll { $0.view == nil }
        return entries.compactMap(\.view)
    }

    mutating func removeAll() { entries.removeAll() }
}

extension Stage {
    /// Registers a view that follows the safe area (its maker calls it once).
    public func observeSafeArea(_ view: any SafeAreaObserving) { safeAreaObservers.add(view) }

    /// Tells every view on the layer stack that follows the safe area that a container's insets
    /// changed (UIKit's `safeAreaInsetsDidChange` and the scroll view's offset adjustment). Only
    /// when a container's model insets really changed; O(observers), not O(layers): a stack of
    /// thousands of view controllers (a deep navigation stack) costs nothing here. Each view's
    /// answer is its own (a clamp of its offset), so the order does not show.
    public func safeAreaDidChange(following animation: Animation<Double>?) {
        for view in safeAreaObservers.live() where layers.contains(view) {
            view.safeAreaDidChange(following: animation)
        }
    }
}
