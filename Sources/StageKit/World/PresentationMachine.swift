/// UIKit's rules for `present(_:animated:)` and `dismiss(animated:completion:)` as a
/// `StateMachine` over the window's `PresentationChain`. A call UIKit refuses does nothing but log
/// a warning; the refusal carries that warning with the engine's names in place of addresses,
/// and the component that asked logs it as a `presentationRefused` event.
///
/// | presenter state | `present(x, from: p)` |
/// |---|---|
/// | presents nothing, on screen | x joins the chain, presenting until the run loop turns |
/// | its presented controller's transition runs (presenting, or being dismissed) | "Attempt to present x on p while a
/// presentation is in progress." |
/// | presents y | "Attempt to present x on p (from p) which is already presenting y." |
/// | not on screen (not presented, or being dismissed) | "Attempt to present x on p whose view is not in the window
/// hierarchy." |
///
/// `dismiss(calledOn: c, by: r)` (Apple's documentation of `dismiss(animated:completion:)`): the
/// presenting controller dismisses; called on a controller that presents nothing, UIKit asks
/// its presenter. The controller c presents and everything above it go: only the top-most is
/// dismissed with its own animation, the ones between are simply removed, and c stays. While a
/// dismissal runs in that part of the chain UIKit refuses: "Attempt to dismiss from view
/// controller c while a presentation or dismiss is in progress."
///
/// ```swift
/// var chain = PresentationChain()
/// _ = PresentationMachine.transition(&chain, .present("sheet#1", from: "root"), ())
/// _ = PresentationMachine.transition(&chain, .present("sheet#2", from: "sheet#1"), ())
/// PresentationMachine.transition(&chain, .dismiss(calledOn: "root", by: "sheet#1"), ())
/// // .moved([.removeAtOnce("sheet#1"), .animateDismissal("sheet#2")]); sheet#2 now dismissing, to root
/// ```
public enum PresentationMachine: StateMachine {
    /// The controller `present` was called on when it is a child in the root's hierarchy (a
    /// navigation controller inside a tab bar controller): UIKit presents from the root and
    /// names the child in its warnings ("on root (from bar#1)"); a child out of the window
    /// refuses.
    public struct Requester: Hashable, Sendable {
        public var name: String
        public var inWindow: Bool
        public init(_ name: String, inWindow: Bool = true) {
            self.name = name
            self.inWindow = inWindow
        }
    }

    public enum Input: Hashable, Sendable {
        case present(String, from: String, via: Requester? = nil)
        /// UIKit's present transition completed (the run loop turn after `present`).
        case presentFinished(String)
        /// `dismiss(animated:completion:)` called on `calledOn` by the code of `by` (the library
        /// calls it on the sheet's `presentingViewController`: ActionController.swift:217-223).
        case dismiss(calledOn: String, by: String)
        /// The animated dismissal of this controller ended: it leaves the chain.
        case dismissFinished(String)
    }

    /// UIKit's warning for a refused call.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public var warning: String
        public var description: String { warning }
    }

    /// What UIKit does to the controllers; the stage hands each to the controller it names.
    public enum Effect: Hashable, Sendable {
        /// Complete the present transition on the next turn of the run loop (a 0-delay timer
        /// request for `presentFinished`, in the controller's slot).
        case endPresentTransition(String)
        /// Taken out of the window without animation or hooks (an intermediate controller of a
        /// dismissed stack).
        case removeAtOnce(String)
        /// The controller's own animator runs the dismissal; `dismissFinished` ends it.
        case animateDismissal(String)
        /// The completion of the `dismiss(animated:completion:)` call this controller made runs.
        case completeDismissal(String)
    }

    public static func transition(
        _ chain: inout PresentationChain, _ input: Input, _ context: Void
    ) -> MachineStep<Effect, Refusal> {
        switch input {
        case .present(let x, let p, let via):
            return present(x, on: p, via: via, in: &chain)
        case .presentFinished(let x):
            guard let i = chain.links.firstIndex(where: { $0.presented == x }), chain.links[i].phase == .presenting
            else {
                return .ignored(why: "\(x) is not being presented")
            }
            chain.links[i].phase = .presented
            return .moved([])
        case .dismiss(let c, let r):
            return dismiss(c, requester: r, in: &chain)
        case .dismissFinished(let x):
            guard let i = chain.links.firstIndex(where: { $0.presented == x }), chain.links[i].phase == .dismissing
            else {
                return .ignored(why: "\(x) is not being dismissed")
            }
            let requester = chain.links[i].requester
            chain.links.remove(at: i)
            return .moved(requester.map { [.completeDismissal($0)] } ?? [])
        }
    }

    /// `present(_:animated:)`: refused as UIKit warns, else a link that is presenting.
    private static func present(
        _ x: String, on p: String, via: Requester?, in chain: inout PresentationChain
    ) -> MachineStep<Effect, Refusal> {
        guard chain.link(of: x) == nil else {
            return .refused(
                Refusal(
                    warning:
                        "Application tried to present modally a view controller \(x) that is already being "
                            + "presented by \(chain.link(of: x)?.presenter ?? p)."
                ))
        }
        if let via, !via.inWindow {
            return .refused(
                Refusal(
                    warning: "Attempt to present \(x) on \(via.name) whose view is not in the window hierarchy."))
        }
        let on = via.map { "\(p) (from \($0.name))" } ?? p
        if p != PresentationChain.root {
            guard let l = chain.link(of: p), l.phase != .dismissing else {
                return .refused(
                    Refusal(warning: "Attempt to present \(x) on \(p) whose view is not in the window hierarchy."))
            }
        }
        if let y = chain.presented(by: p), let l = chain.link(of: y) {
            if l.phase != .presented {
                return .refused(
                    Refusal(warning: "Attempt to present \(x) on \(on) while a presentation is in progress."))
            }
            return .refused(
                Refusal(
                    warning:
                        "Attempt to present \(x) on \(p) (from \(via?.name ?? p)) which is already presenting \(y)."
                ))
        }
        chain.links.append(PresentationChain.Link(presented: x, presenter: p, phase: .presenting))
        return .moved([.endPresentTransition(x)])
    }

    /// `dismiss(animated:)`: forwarded to the presenter when nothing is presented, then the
    /// whole stack above goes at once and its top animates.
    private static func dismiss(
        _ c: String, requester r: String, in chain: inout PresentationChain
    ) -> MachineStep<Effect, Refusal> {
        // UIKit's forwarding: called on a controller that presents nothing, its presenter
        // dismisses it.
        var from = c
        if chain.presented(by: c) == nil {
            guard let l = chain.link(of: c) else {
                return .ignored(why: "\(c) presents nothing and is not presented")
            }
            from = l.presenter
        }
        guard let start = chain.links.firstIndex(where: { $0.presenter == from }) else {
            return .ignored(why: "\(from) presents nothing")
        }
        let stack = chain.links[start...]
        if stack.contains(where: { $0.phase == .dismissing }) {
            return .refused(
                Refusal(
                    warning:
                        "Attempt to dismiss from view controller \(from) while a presentation or dismiss is in "
                            + "progress."
                ))
        }
        let top = stack[stack.endIndex - 1].presented
        let removed = stack.dropLast().map(\.presented)
        chain.links.removeSubrange(start...)
        chain.links.append(PresentationChain.Link(presented: top, presenter: from, phase: .dismissing,
                                                  requester: r == top ? nil : r))
        return .moved(removed.map { .removeAtOnce($0) } + [.animateDismissal(top)])
    }

    // MARK: Time

    /// One timer per presented controller: its present transition's end.
    public struct Slot: Hashable, Sendable {
        public var presented: String
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        guard case .endPresentTransition(let x) = effect else { return nil }
        return .schedule(Slot(presented: x), after: .zero, .presentFinished(x))
    }

    /// The transition's end while the controller is still being presented.
    public static func awaits(_ slot: Slot, in chain: PresentationChain, _ context: Void) -> Bool {
        chain.link(of: slot.presented)?.phase == .presenting
    }

    public static func slotName(_ slot: Slot) -> String { "present transition" }
    public static let slotNames = ["present transition"]

    public static func label(_ input: Input) -> String {
        switch input {
        case .present(let x, let p, let via): return "present(\(x) from \(p)\(via.map { " via \($0.name)" } ?? ""))"
        case .presentFinished(let x): return "presentFinished(\(x))"
        case .dismiss(let c, let r): return "dismiss(on \(c) by \(r))"
        case .dismissFinished(let x): return "dismissFinished(\(x))"
        }
    }
}
