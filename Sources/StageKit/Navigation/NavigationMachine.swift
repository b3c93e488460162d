/// UINavigationController's stack and its transitions as a `StateMachine` (docs/NAVIGATION.md):
/// push, pop, pop to a controller, set the whole stack, and the interactive pop that follows an
/// edge swipe and finishes or is cancelled. The owner (`NavigationStack`) keeps the state, moves
/// the controllers in and out of the navigation controller and the window as the effects say,
/// logs the appearance events and runs the app's callbacks; the driver owns the transition's end.
///
/// UIKit's rules it follows:
/// - A push or pop changes `viewControllers` when called; the animation follows.
/// - A push, pop or set while a transition runs (an interactive pop included) is dropped, as
///   UIKit drops it with "called ... while an existing transition or presentation is occurring;
///   the navigation stack will not be updated."
/// - Pushing a controller already in the stack raises ("Pushing the same view controller
///   instance more than once is not supported"); a stack with a controller twice raises ("All
///   view controllers in a navigation controller must be distinct"); popping to a controller not
///   in the stack raises ("Tried to pop to a view controller that doesn't exist.").
/// - Popping the root does nothing (`popViewController(animated:)` returns nil).
/// - Appearance: the disappearing controller's `viewWillDisappear`, the appearing one's
///   `viewWillAppear` when the transition starts, their `viewDidDisappear` and `viewDidAppear`
///   when it ends. A cancelled interactive pop reverses the will-events when its animation ends
///   (the would-be top `viewWillDisappear`, `viewDidDisappear`, the top `viewWillAppear`,
///   `viewDidAppear`): the covered controller gets no `viewDidAppear`.
/// - The interactive pop's release: the rest of the transition takes the remaining fraction of
///   the duration (UIPercentDrivenInteractiveTransition's default `completionSpeed` of 1), to
///   the end or back to the start (`NavigationTiming`).
///
/// ```swift
/// var s = NavigationState(root: "bar#1")
/// NavigationMachine.transition(&s, .push("bar#2", animated: true), ())
/// // .moved([.attach("bar#2"), .enterWindow("bar#2"), .appearance("bar#1", .viewWillDisappear, animated: true),
/// //         .appearance("bar#2", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35),
/// //         .timer(.schedule(.transition, after: 0.35, .transitionEnded))])
/// ```
public enum NavigationMachine: StateMachine {
    public typealias State = NavigationState

    public enum Input: Hashable, Sendable {
        case push(String, animated: Bool)
        case pop(animated: Bool)
        /// Pop to the controller at this index of the stack (0: the root).
        case popTo(Int, animated: Bool)
        /// `setViewControllers(_:animated:)`: the whole stack, root first.
        case setStack([String], animated: Bool)
        /// The controller left the navigation controller by other means (`removeFromParent`):
        /// it leaves the stack at once, without events, ending a transition it takes part in.
        case remove(String)
        /// The running transition's animation ended (the driver's `transition` slot).
        case transitionEnded
        /// The edge swipe began: the interactive pop starts.
        case edgePanBegan
        /// The finger moved: the pop's fraction of the width (0 ... 1).
        case edgePanChanged(Double)
        /// The finger lifted: `finish` by the release rule (`NavigationEdgePan.finishes`).
        case edgePanEnded(finish: Bool)
    }

    public enum Effect: Hashable, Sendable {
        /// The controller becomes a child of the navigation controller (`addChild`).
        case attach(String)
        /// The controller leaves the navigation controller (`removeFromParent`).
        case detach(String)
        /// The controller's view joins the window (it shows, or a transition uncovers it).
        case enterWindow(String)
        /// The controller's view leaves the window (covered, or gone).
        case leaveWindow(String)
        case appearance(String, NavigationAppearance, animated: Bool)
        /// The transition's progress (0: `from` on screen, 1: `to`) animates over the duration.
        case progress(from: Double, to: Double, SimDuration)
        /// The progress follows the finger (an interactive pop).
        case track(Double)
        case timer(TimerRequest<Slot, Input>)
    }

    public enum Slot: Hashable, Sendable { case transition }

    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        case alreadyInStack(String)
        case notDistinct(String)
        case notInStack(Int)

        public var description: String {
            switch self {
            case .alreadyInStack(let c):
                return "Pushing the same view controller instance more than once is not supported (\(c))"
            case .notDistinct(let c):
                return "All view controllers in a navigation controller must be distinct (\(c) is there twice)"
            case .notInStack: return "Tried to pop to a view controller that doesn't exist."
            }
        }
    }

    public typealias Step = MachineStep<Effect, Refusal>

    /// UIKit's console warning for a change during a transition (the method's name in it).
    public static func busy(_ method: String) -> String {
        "\(method) called while an existing transition or presentation is occurring; the navigation stack "
            + "will not be updated."
    }

    public static func transition(_ s: inout State, _ input: Input, _ context: Void) -> Step {
        switch input {
        case .push(let c, let animated):
            if s.contains(c) { return .refused(.alreadyInStack(c)) }
            if s.transition != nil { return .ignored(why: busy("pushViewController(_:animated:)")) }
            return push(&s, [c], animated: animated)
        case .pop(let animated):
            if s.transition != nil { return .ignored(why: busy("popViewController(animated:)")) }
            guard s.stack.count > 1 else { return .ignored(why: "the root view controller cannot be popped") }
            return pop(&s, to: s.stack.count - 2, animated: animated, interactive: false)
        case .popTo(let k, let animated):
            guard k >= 0 && k < s.stack.count else { return .refused(.notInStack(k)) }
            if s.transition != nil { return .ignored(why: busy("popToViewController(_:animated:)")) }
            guard k < s.stack.count - 1 else { return .ignored(why: "\(s.top) is already the top view controller") }
            return pop(&s, to: k, animated: animated, interactive: false)
        case .setStack(let stack, let animated):
            if let twice = firstRepeated(stack) { return .refused(.notDistinct(twice)) }
            if s.transition != nil { return .ignored(why: busy("setViewControllers(_:animated:)")) }
            guard stack != s.stack, !stack.isEmpty else { return .ignored(why: "the stack is already that") }
            return set(&s, stack, animated: animated)
        case .remove(let c):
            return remove(&s, c)
        case .transitionEnded:
            return end(&s)
        case .edgePanBegan:
            guard s.transition == nil else { return .ignored(why: "a transition is running") }
            guard s.stack.count > 1 else { return .ignored(why: "the interactive pop does not begin at the root") }
            return pop(&s, to: s.stack.count - 2, animated: true, interactive: true)
        case .edgePanChanged(let p):
            guard var t = s.transition, case .tracking = t.phase else { return .ignored(why: "no interactive pop") }
            let p = p.isNaN ? 0 : min(max(p, 0), 1)
            t.phase = .tracking(p)
            s.transition = t
            return .moved([.track(p)])
        case .edgePanEnded(let finish):
            guard var t = s.transition, case .tracking(let p) = t.phase else {
                return .ignored(why: "no interactive pop")
            }
            t.phase = finish ? .finishing : .cancelling
            s.transition = t
            let d = SimDuration(seconds: NavigationTiming.duration.seconds * (finish ? 1 - p : p))
            return .moved([.progress(from: p, to: finish ? 1 : 0, d),
                           .timer(.schedule(.transition, after: d, .transitionEnded))])
        }
    }

    /// Pushes `added` (on top of the stack as it is) with its transition.
    private static func push(_ s: inout State, _ added: [String], animated: Bool) -> Step {
        let from = s.top
        s.append(added)
        let to = s.top
        var effects: [Effect] = added.map { .attach($0) }
        effects += start(NavigationTransition(kind: .push, from: from, to: to), &s, animated: animated)
        return .moved(effects)
    }

    /// Pops to index `k` (the controllers above it leave when the transition ends).
    private static func pop(_ s: inout State, to k: Int, animated: Bool, interactive: Bool) -> Step {
        let from = s.top
        let removed = s.removeLast(s.stack.count - k - 1)
        let t = NavigationTransition(kind: .pop, from: from, to: s.top, removed: removed,
                                     phase: interactive ? .tracking(0) : .animating)
        return .moved(start(t, &s, animated: animated))
    }

    /// `setViewControllers`: a push when the new top is new, a pop when it was in the stack, no
    /// transition (and no appearance events) when the top stays.
    private static func set(_ s: inout State, _ stack: [String], animated: Bool) -> Step {
        let old = s.stack
        let kept = Set(stack)
        let was = Set(old)
        let removed = old.filter { !kept.contains($0) }
        let added = stack.filter { !was.contains($0) }
        let from = s.top
        s.setStack(stack)
        // The new controllers below the top are covered from the start: out of the window.
        var effects: [Effect] = added.map { .attach($0) } + added.filter { $0 != stack.last }.map { .leaveWindow($0) }
        guard let to = stack.last, to != from else {
            return .moved(effects + removed.map { .detach($0) })
        }
        let kind: NavigationTransition.Kind = was.contains(to) ? .pop : .push
        effects += start(NavigationTransition(kind: kind, from: from, to: to, removed: removed), &s, animated: animated)
        return .moved(effects)
    }

    /// The start of a transition: the appearing view joins the window, the will-events; then
    /// either the animation and its end, or (not animated) the end at once.
    private static func start(_ t: NavigationTransition, _ s: inout State, animated: Bool) -> [Effect] {
        var effects: [Effect] = [.enterWindow(t.to), .appearance(t.from, .viewWillDisappear, animated: animated),
                                 .appearance(t.to, .viewWillAppear, animated: animated)]
        if case .tracking = t.phase {
            s.transition = t
            return effects + [.track(0)]
        }
        guard animated else {
            return effects + finish(t, animated: false)
        }
        s.transition = t
        let d = NavigationTiming.duration
        return effects + [.progress(from: 0, to: 1, d), .timer(.schedule(.transition, after: d, .transitionEnded))]
    }

    /// The end of a transition that went through: the covered view leaves the window, the
    /// popped controllers leave the navigation controller, the did-events.
    private static func finish(_ t: NavigationTransition, animated: Bool) -> [Effect] {
        var effects: [Effect] = [.leaveWindow(t.from)]
        effects += t.removed.map { .detach($0) }
        return effects + [.appearance(t.from, .viewDidDisappear, animated: animated),
                          .appearance(t.to, .viewDidAppear, animated: animated)]
    }

    private static func end(_ s: inout State) -> Step {
        guard let t = s.transition else { return .ignored(why: "no transition runs") }
        switch t.phase {
        case .tracking:
            return .ignored(why: "the interactive pop follows the finger")
        case .animating, .finishing:
            s.transition = nil
            return .moved(finish(t, animated: true))
        case .cancelling:
            // The pop is undone: the popped controllers are back, the will-events reversed.
            s.transition = nil
            s.append(t.removed)
            return .moved([.leaveWindow(t.to), .appearance(t.to, .viewWillDisappear, animated: true),
                           .appearance(t.to, .viewDidDisappear, animated: true),
                           .appearance(t.from, .viewWillAppear, animated: true),
                           .appearance(t.from, .viewDidAppear, animated: true)])
        }
    }

    /// The controller left by other means: a transition it takes part in ends now as it was
    /// going (a cancelled or held interactive pop undone), without events; the stack loses it.
    /// Its own view stays where `removeFromParent` leaves it.
    private static func remove(_ s: inout State, _ c: String) -> Step {
        guard c != s.stack.first else { return .ignored(why: "the root stays") }
        guard let t = s.transition, t.from == c || t.to == c || t.removed.contains(c) else {
            guard s.contains(c) else { return .ignored(why: "\(c) is not in the stack") }
            let wasTop = c == s.top
            s.remove(c)
            return .moved(wasTop ? [.enterWindow(s.top)] : [])
        }
        s.transition = nil
        var effects: [Effect] = [.timer(.cancel(.transition)), .track(1)]
        let others = t.removed.filter { $0 != c }
        if t.phase == .animating || t.phase == .finishing {
            effects += others.map { .detach($0) }
        } else {
            s.append(others)
        }
        s.remove(c)
        for v in [t.from, t.to] where v != c && v != s.top { effects.append(.leaveWindow(v)) }
        if s.top != t.from && s.top != t.to { effects.append(.enterWindow(s.top)) }
        return .moved(effects)
    }

    private static func firstRepeated(_ list: [String]) -> String? {
        var seen = Set<String>()
        for c in list where !seen.insert(c).inserted { return c }
        return nil
    }

    public static func label(_ input: Input) -> String {
        switch input {
        case .push(let c, _): return "push(\(c))"
        case .pop: return "pop"
        case .popTo(let k, _): return "popTo(\(k))"
        case .setStack(let l, _): return "setViewControllers(\(l.count))"
        case .remove(let c): return "remove(\(c))"
        case .transitionEnded: return "transitionEnded"
        case .edgePanBegan: return "edgePanBegan"
        case .edgePanChanged: return "edgePanChanged"
        case .edgePanEnded(let f): return "edgePanEnded(\(f ? "finish" : "cancel"))"
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// The transition's end while it animates on its own (not while the finger holds it).
    public static func awaits(_ slot: Slot, in state: State, _ context: Void) -> Bool {
        guard let t = state.transition else { return false }
        if case .tracking = t.phase { return false }
        return true
    }

    public static func slotName(_ slot: Slot) -> String { "transition end" }
    public static let slotNames = ["transition end"]
}
