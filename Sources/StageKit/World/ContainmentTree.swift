/// Which view controller contains which in the window (UIKit's `parent` / `children`), and the
/// window's root, by the engine's names ("bar#1"). A tab bar controller's children are its tabs
/// (`tab` is the child's index); a navigation or plain controller's child fills its view.
///
/// Invariants: no controller contains itself, directly or through others; the window's root has
/// no parent; a tab index is given exactly for the children of a tab bar controller's tabs.
///
/// ```swift
/// var tree = ContainmentTree()
/// _ = ContainmentMachine.transition(&tree, .addChild("bar#2", to: "bar#1", tab: 0), ())
/// tree.parent(of: "bar#2")   // "bar#1"
/// ```
public struct ContainmentTree: Hashable, Sendable, InvariantChecking {
    public struct Link: Hashable, Sendable {
        public var parent: String
        /// The child's tab in a tab bar controller (0-based); nil for other containers.
        public var tab: Int?
    }

    /// Child → its link to the parent.
    public internal(set) var links: [String: Link] = [:]
    /// The window's root view controller; nil: the implicit full-screen plain controller that
    /// holds what a script made on its own (tables, containers without a parent).
    public internal(set) var root: String?

    public init() {}

    public func parent(of child: String) -> String? { links[child]?.parent }

    /// `ancestor` is `node` or contains it, directly or through others.
    public func contains(_ ancestor: String, _ node: String) -> Bool {
        var n: String? = node
        var steps = 0
        while let x = n, steps <= links.count {
            if x == ancestor { return true }
            n = links[x]?.parent
            steps += 1
        }
        return false
    }

    /// The children of `parent`, by name order (deterministic).
    public func children(of parent: String) -> [String] {
        links.filter { $0.value.parent == parent }.map(\.key).sorted()
    }

    public func checkInvariants() throws(InvariantBroken) {
        // In source order, so the first violation reported is the same on every run.
        for (child, link) in links.sorted(by: { $0.key < $1.key }) {
            try InvariantBroken.check(child != link.parent, "\(child) contains itself")
            try InvariantBroken.check(!contains(child, link.parent), "\(child) contains its own parent \(link.parent)")
            try InvariantBroken.check(link.tab.map { $0 >= 0 } ?? true, "\(child)'s tab index is negative")
        }
        if let root { try InvariantBroken.check(links[root] == nil, "the window's root \(root) has a parent") }
    }
}
