/// Who presents what in the window (UIKit's `presentingViewController` /
/// `presentedViewController`): a chain from the window's root view controller up, each link a
/// view controller presented by the one below it, with the phase of its transition.
///
/// Invariants: no controller is presented twice; each link's presenter is the root or the
/// controller of the link just below it (a presenter presents one controller at a time, so the
/// chain is one path, bottom to top); a link being dismissed is the top one (UIKit refuses to
/// present on it or above it), and only it may be owed to another controller's request.
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
        /// The present transition has not completed yet (UIKit: `isBeingPresented`). An action
        /// sheet's completes on the run loop turn it starts in: its animator reports it complete
        /// at once (XLActionController ActionController.swift:510-511, 527).
        case presenting
        case presented
        /// The dismissal transition runs (still the presenter's `presentedViewController`).
        case dismissing
    }

    public struct Link: Hashable, Sendable {
        public var presented: String
        public var presenter: String
        public var phase: Phase
        /// The controller whose `dismiss(animated:completion:)` call this dismissal carries out,
        /// when it is not `presented` itself (a lower controller dismissed the stack above it):
        /// its completion runs when this link's transition ends.
        public var requester: String?

        public init(presented: String, presenter: String, phase: Phase, requester: String? = nil) {
            self.presented = presented
            self.presenter = presenter
            self.phase = phase
            self.requester = requester
        }
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
        var below = PresentationChain.root
        var seen: Set<String> = [PresentationChain.root]
        for (i, l) in links.enumerated() {
            try InvariantBroken.check(!seen.contains(l.presented), "\(l.presented) is presented twice")
            try InvariantBroken.check(
                l.presenter == below,
                "\(l.presented)'s presenter \(l.presenter) is not the controller below it (\(below))")
            if l.phase == .dismissing {
                try InvariantBroken.check(
                    i == links.count - 1, "\(l.presented) is being dismissed under \(links[i + 1].presented)")
            } else {
                try InvariantBroken.check(
                    l.requester == nil, "\(l.presented) owes a dismissal completion without being dismissed")
            }
            seen.insert(l.presented)
            below = l.presented
        }
    }
}
