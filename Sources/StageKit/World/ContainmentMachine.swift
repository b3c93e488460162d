/// UIKit's containment rules (`addChild(_:)`, `removeFromParent()`, `window.rootViewController`)
/// as a `StateMachine` over the window's `ContainmentTree`. UIKit raises an exception for a
/// cycle; the engine refuses with a message instead, and nothing changes.
///
/// | input | refused when |
/// |---|---|
/// | `addChild(c, to: p)` | c is p, or c contains p; c is the window's root |
/// | `removeFromParent(c)` | never (a controller without a parent is ignored) |
/// | `setRoot(c)` | c has a parent |
///
/// Adding a child that has a parent moves it (UIKit removes it from the old parent first).
///
/// ```swift
/// var tree = ContainmentTree()
/// ContainmentMachine.transition(&tree, .addChild("bar#1", to: "bar#1", tab: nil), ())
/// // .refused(message: "cannot add bar#1 to itself")
/// ```
public enum ContainmentMachine: StateMachine {
    public enum Input: Hashable, Sendable {
        case addChild(String, to: String, tab: Int?)
        case removeFromParent(String)
        /// nil: back to the implicit plain root controller.
        case setRoot(String?)
    }

    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public enum Effect: Hashable, Sendable {}

    public static func transition(
        _ tree: inout ContainmentTree, _ input: Input, _ context: Void
    ) -> MachineStep<Effect, Refusal> {
        switch input {
        case .addChild(let c, let p, let tab):
            if c == p { return .refused(Refusal(message: "cannot add \(c) to itself")) }
            if tree.contains(c, p) { return .refused(Refusal(message: "cannot add \(c) to \(p): \(c) contains \(p)")) }
            if tree.root == c {
                return .refused(Refusal(message: "cannot add \(c) to \(p): \(c) is the window's root view controller"))
            }
            let link = ContainmentTree.Link(parent: p, tab: tab)
            if tree.links[c] == link { return .ignored(why: "\(c) is already that child of \(p)") }
            tree.links[c] = link
            return .moved([])
        case .removeFromParent(let c):
            guard tree.links.removeValue(forKey: c) != nil else { return .ignored(why: "\(c) has no parent") }
            return .moved([])
        case .setRoot(let c):
            if tree.root == c { return .ignored(why: "\(c ?? "the plain root") is already the root") }
            if let c, let p = tree.parent(of: c) {
                return .refused(
                    Refusal(
                        message:
                            "cannot make \(c) the window's root view controller: it is a child of \(p) (remove it "
                                + "first)"
                    ))
            }
            tree.root = c
            return .moved([])
        }
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .addChild(let c, let p, let tab): return "addChild(\(c) to \(p)\(tab.map { " tab \($0 + 1)" } ?? ""))"
        case .removeFromParent(let c): return "removeFromParent(\(c))"
        case .setRoot(let c): return "setRoot(\(c ?? "nil"))"
        }
    }
}
