/// UIKit's rules for `present(_:animated:)` and `dismiss(animated:)` as a `StateMachine` over the
/// window's `PresentationChain`. A presentation UIKit refuses does nothing but log a warning; the
/// refusal carries that warning with the engine's names in place of addresses, and the component
/// that asked logs it as a `presentationRefused` event.
///
/// | presenter state | `present(x, from: p)` |
/// |---|---|
/// | presents nothing, on screen | x joins the chain, presenting |
/// | its presented controller is still presenting | "Attempt to present x on p while a presentation is in progress." |
/// | presents y (presented or dismissing) | "Attempt to present x on p (from p) which is already presenting y." |
/// | not on screen (not presented, or dismissing) | "Attempt to present x on p whose view is not in the window hierarchy." |
///
/// ```swift
/// var chain = PresentationChain()
/// _ = PresentationMachine.transition(&chain, .present("sheet#1", from: "root"), ())
/// PresentationMachine.transition(&chain, .present("sheet#2", from: "root"), ())
/// // .refused(warning: "Attempt to present sheet#2 on root while a presentation is in progress.")
/// ```
public enum PresentationMachine: StateMachine {
    public enum Input: Hashable, Sendable {
        case present(String, from: String)
        /// The present transition ended (`didPresentView`).
        case presentFinished(String)
        /// The dismissal started (`willDismissView`).
        case dismiss(String)
        /// The dismissal ended: the controller leaves the chain; anything it presented is
        /// presented by its presenter from then on.
        case dismissFinished(String)
    }

    /// UIKit's warning for a refused presentation.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public var warning: String
        public var description: String { warning }
    }

    public enum Effect: Hashable, Sendable {}

    public static func transition(_ chain: inout PresentationChain, _ input: Input, _ context: Void) -> MachineStep<Effect, Refusal> {
        switch input {
        case .present(let x, let p):
            guard chain.link(of: x) == nil else {
                return .refused(Refusal(warning: "Application tried to present modally a view controller \(x) that is already being presented by \(chain.link(of: x)?.presenter ?? p)."))
            }
            if p != PresentationChain.root {
                guard let l = chain.link(of: p), l.phase != .dismissing else {
                    return .refused(Refusal(warning: "Attempt to present \(x) on \(p) whose view is not in the window hierarchy."))
                }
            }
            if let y = chain.presented(by: p), let l = chain.link(of: y) {
                if l.phase == .presenting {
                    return .refused(Refusal(warning: "Attempt to present \(x) on \(p) while a presentation is in progress."))
                }
                return .refused(Refusal(warning: "Attempt to present \(x) on \(p) (from \(p)) which is already presenting \(y)."))
            }
            chain.links.append(PresentationChain.Link(presented: x, presenter: p, phase: .presenting))
            return .moved([])
        case .presentFinished(let x):
            return setPhase(&chain, x, from: .presenting, to: .presented)
        case .dismiss(let x):
            guard let i = chain.links.firstIndex(where: { $0.presented == x }) else { return .ignored(why: "\(x) is not presented") }
            guard chain.links[i].phase != .dismissing else { return .ignored(why: "\(x) is already dismissing") }
            chain.links[i].phase = .dismissing
            return .moved([])
        case .dismissFinished(let x):
            guard let i = chain.links.firstIndex(where: { $0.presented == x }) else { return .ignored(why: "\(x) is not presented") }
            let presenter = chain.links[i].presenter
            chain.links.remove(at: i)
            for k in chain.links.indices where chain.links[k].presenter == x { chain.links[k].presenter = presenter }
            return .moved([])
        }
    }

    private static func setPhase(_ chain: inout PresentationChain, _ x: String, from: PresentationChain.Phase,
                                 to: PresentationChain.Phase) -> MachineStep<Effect, Refusal> {
        guard let i = chain.links.firstIndex(where: { $0.presented == x }), chain.links[i].phase == from else {
            return .ignored(why: "\(x) is not \(from.rawValue)")
        }
        chain.links[i].phase = to
        return .moved([])
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .present(let x, let p): return "present(\(x) from \(p))"
        case .presentFinished(let x): return "presentFinished(\(x))"
        case .dismiss(let x): return "dismiss(\(x))"
        case .dismissFinished(let x): return "dismissFinished(\(x))"
        }
    }
}
