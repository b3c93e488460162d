/// Who presents what in the window (UIKit's `presentingViewController` /
/// `presentedViewController`): a chain from the window's root view controller up, each link a
/// view controller presented by the one below it, with the phase of its transition.
///
/// Invariants: no controller is presented twice; each link's presenter is the root or a
/// controller presented (and not yet gone) below it in the chain; a presenter has at most one
/// presented controller.
///
/// ```swift
/// var chain = PresentationChain()
/// _ = PresentationMachine.transition(&chain, .present("sheet#1", from: PresentationChain.root), ())
/// chain.presented(by: PresentationChain.root)   // "sheet#1"
/// ```
public struct PresentationChain: Hashable, Sendable, InvariantChecking {
    /// The window's root view controller, as messages name it.
    public static let root = "root"

    public enum Phase: String, Hashable, Sendable {
        /// The present transition runs (UIKit: `isBeingPresented`).
        case presenting
        case presented
        /// The dismissal transition runs (still the presenter's `presentedViewController`).
        case dismissing
    }

    public struct Link: Hashable, Sendable {
        public var presented: String
        public var presenter: String
        public var phase: Phase
    }

    /// Bottom (presented by the root) to top.
    public internal(set) var links: [Link] = []

    public init() {}

    /// The controller `presenter` presents, if any.
    public func presented(by presenter: String) -> String? {
        links.first { $0.presenter == presenter }?.presented
    }

    /// The link of a presented controller.
    public func link(of presented: String) -> Link? { links.first { $0.presented == presented } }

    public func checkInvariants() throws(InvariantBroken) {
        var seen: Set<String> = [PresentationChain.root]
        var presenters: Set<String> = []
        for l in links {
            try InvariantBroken.check(!seen.contains(l.presented), "\(l.presented) is presented twice")
            try InvariantBroken.check(seen.contains(l.presenter), "\(l.presented)'s presenter \(l.presenter) is not below it")
            try InvariantBroken.check(presenters.insert(l.presenter).inserted, "\(l.presenter) presents two controllers")
            seen.insert(l.presented)
        }
    }
}
