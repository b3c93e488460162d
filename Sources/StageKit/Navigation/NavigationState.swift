/// A navigation controller's stack (UINavigationController's `viewControllers`, by the engine's
/// names, root first) and the transition running on it, if any: `NavigationMachine`'s state.
///
/// The stack is the model value, as UIKit's is: a push or a pop changes it when it is called,
/// before its animation runs; an interactive pop that is cancelled puts the popped controllers
/// back when its animation ends.
///
/// Invariants: the stack is never empty (the root stays) and holds each controller once (checked
/// up to 2,000 controllers, as the row store's walk is); a running transition ends on the top
/// controller; a push came from a controller still below the top; a popped controller is no longer
/// in the stack.
///
/// ```swift
/// var s = NavigationState(root: "bar#1")
/// _ = NavigationMachine.transition(&s, .push("bar#2", animated: true), ())
/// s.stack                   // ["bar#1", "bar#2"]
/// s.transition?.kind        // .push
/// ```
public struct NavigationState: Hashable, Sendable, InvariantChecking {
    public private(set) var stack: [String]
    /// The stack's controllers as a set, kept with it: membership is O(1) however deep the
    /// stack (a push asks it).
    private var members: Set<String>
    public internal(set) var transition: NavigationTransition?

    public init(root: String) {
        stack = [root]
        members = [root]
    }

    /// Whether `c` is in the stack: O(1).
    public func contains(_ c: String) -> Bool { members.contains(c) }

    /// The whole stack replaced (setViewControllers): O(n).
    mutating func setStack(_ list: [String]) {
        stack = list
        members = Set(list)
    }

    mutating func append(_ list: [String]) {
        stack.append(contentsOf: list)
        members.formUnion(list)
    }

    /// Takes the top `k` controllers off, returning them bottom first: O(k).
    mutating func removeLast(_ k: Int) -> [String] {
        let gone = Array(stack.suffix(k))
        stack.removeLast(k)
        members.subtract(gone)
        return gone
    }

    /// Takes `c` out wherever it is (O(n): only a controller removed by other means).
    mutating func remove(_ c: String) {
        guard members.remove(c) != nil else { return }
        if let i = stack.lastIndex(of: c) { stack.remove(at: i) }
    }

    public var top: String { stack.last ?? "" }
    /// The controller a back button returns to: the one below the top.
    public var previous: String? { stack.count > 1 ? stack[stack.count - 2] : nil }

    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check(!stack.isEmpty, "an empty navigation stack")
        if stack.count <= 2_000 {
            try InvariantBroken.check(Set(stack).count == stack.count, "a controller twice in the stack \(stack)")
            try InvariantBroken.check(Set(stack) == members, "the stack's set disagrees with the stack")
        }
        guard let t = transition else { return }
        try InvariantBroken.check(t.to == top, "a transition to \(t.to) while \(top) is on top")
        if t.kind == .push, t.removed.isEmpty, stack.count <= 2_000 {
            // A push keeps the old top below the new one (setViewControllers may put others between).
            try InvariantBroken.check(stack.dropLast().contains(t.from), "a push from \(t.from), not in the stack")
        }
        for r in t.removed where stack.count <= 2_000 {
            try InvariantBroken.check(!contains(r), "\(r) is popped and still in the stack")
        }
        if case .tracking(let p) = t.phase {
            try InvariantBroken.check(p >= 0 && p <= 1, "tracking at \(p)")
        }
    }
}

/// A push or pop in flight: where it goes from and to, what leaves the stack when it ends, and
/// whether it animates on its own or follows a finger.
public struct NavigationTransition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case push, pop }

    public enum Phase: Hashable, Sendable {
        /// Running on its own to its end (a push, a pop, a set).
        case animating
        /// The interactive pop following the finger, at this fraction of the width.
        case tracking(Double)
        /// The interactive pop released to finish, or to cancel.
        case finishing, cancelling
    }

    public var kind: Kind
    /// The top controller before the transition (it disappears).
    public var from: String
    /// The top controller after it (it appears).
    public var to: String
    /// The controllers that leave the navigation controller when the transition ends (a pop's;
    /// what an interactive pop puts back when it is cancelled).
    public var removed: [String]
    public var phase: Phase

    public init(kind: Kind, from: String, to: String, removed: [String] = [], phase: Phase = .animating) {
        self.kind = kind
        self.from = from
        self.to = to
        self.removed = removed
        self.phase = phase
    }

    /// An interactive pop (tracking, finishing or cancelling).
    public var isInteractive: Bool { phase != .animating }
}

/// A view controller's appearance callbacks (UIViewController's), as timeline events.
public enum NavigationAppearance: String, Hashable, Sendable, CaseIterable {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}
