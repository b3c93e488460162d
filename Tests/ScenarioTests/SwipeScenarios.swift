import MachineScenarios
import StageKit
import Testing

/// A swipe row's timing paths (docs/behavior/swipecellkit.md): the animation's end delivered and
/// cancelled, a programmatic open's two steps, an input during each animation, the same input
/// twice, and a call from inside a callback (SwipeCellKit's callbacks nest). The row's animated
/// offset is not Equatable: the scenarios compare its state, offset target, pending completion
/// and programmatic open (`Summary`).
enum SwipeScenarios {
    typealias S = SwipeMachine

    struct Summary: Hashable, CustomStringConvertible {
        var state: SwipeState
        var offset: Double
        var pending: SwipeCompletion?
        var opening = false
        init(_ state: SwipeState, offset: Double = 0, pending: SwipeCompletion? = nil, opening: Bool = false) {
            (self.state, self.offset, self.pending, self.opening) = (state, offset, pending, opening)
        }
        init(of r: SwipeRowState) { self.init(r.state, offset: r.offset.target, pending: r.pending, opening: r.opening != nil) }
        var description: String { "\(state) offset \(offset) pending \(pending.map { "\($0)" } ?? "-")\(opening ? " opening" : "")" }
    }

    /// Delete, Flag, More on the right: 222 pt open.
    static var view: SwipeActionsView { SwipeActionsView(orientation: .right,
                                       actions: [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Flag"),
                                                 SwipeAction(title: "More")],
                                       options: SwipeOptions(), cellWidth: 375, cellHeight: 76) }

    static func row(_ name: String, _ body: @escaping @Sendable (MachineScenario<S>) -> Void) -> ScenarioCase {
        ScenarioCase(S.self, name, state: { SwipeRowState() }, observe: Summary.init(of:),
                     context: { S.Context(now: $0, cellWidth: 375) }, body)
    }

    /// A pan that opens the row; the release spring settles 0.905174689 s later.
    static func open(_ s: MachineScenario<S>) {
        s.send(.panBegan(velocityX: -600, view: view), then: Summary(.dragging))
        s.effects([.willBeginEditing(.right)])
        s.advance(by: 0.1)
        s.send(.panChanged(translationX: -300, locationX: 75), then: Summary(.dragging, offset: -253.2))
        s.effects([])
        s.advance(by: 0.1)
        s.send(.panEnded(velocityX: -600), then: Summary(.right, offset: -222, pending: .resetIfCenter))
        s.effects([.schedule(after: 0.905174689)])
    }

    /// An iPhone 15 turned to landscape: 59 pt on each side.
    static let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    static let cases: [ScenarioCase] = [
        // A rotation during the release spring (SwipeController.swift 282-294): the row moves to
        // −(P + 59) at once and the spring's end still comes; a second resize during the hide
        // that follows changes no offset (the row is not open).
        row("a rotation during the release spring and during the hide") { s in
            open(s)
            s.advance(by: 0.3)
            s.send(.resize(cellWidth: 852, safeArea: landscape, traitsChanged: true),
                   then: Summary(.right, offset: -281, pending: .resetIfCenter))
            s.effects([])
            s.advance(by: 0.7)
            s.receive(.animationFinished, then: Summary(.right, offset: -281))
            s.effects([])
            s.send(.hide(animated: true, completion: false),
                   then: Summary(.animatingToCenter, pending: .hideFinished(completion: false)))
            s.effects([.schedule(after: 0.7), .didEndEditing(.right)])
            s.advance(by: 0.2)
            s.send(.resize(cellWidth: 393, safeArea: EdgeInsets(), traitsChanged: true),
                   then: Summary(.animatingToCenter, pending: .hideFinished(completion: false)))
            s.effects([])
            s.advance(by: 0.5)
            s.receive(.animationFinished, then: Summary(.center))
            s.effects([])
        },
        row("a swipe opens: the release spring's end is delivered") { s in
            open(s)
            s.advance(by: 1)
            s.receive(.animationFinished, then: Summary(.right, offset: -222))
            s.effects([])
        },
        row("a pan during the hide stops it: the hide's end is cancelled") { s in
            open(s)
            s.advance(by: 1)
            s.receive(.animationFinished, then: Summary(.right, offset: -222))
            s.effects([])
            s.send(.hide(animated: true, completion: true), then: Summary(.animatingToCenter, pending: .hideFinished(completion: true)))
            s.effects([.schedule(after: 0.7), .didEndEditing(.right)])
            s.advance(by: 0.3)
            s.send(.panBegan(velocityX: -100, view: nil), expect: { AnyHashable(Summary(.animatingToCenter, offset: $0.offset.value(at: SimTime(seconds: 1.5)))) })
            s.effects([.cancelSchedule])
        },
        row("a programmatic open is two steps; the same hide twice does nothing the second time") { s in
            s.onEffect = { if $0 == .finishSetOffset { s.cascade(.finishSetOffset) } }
            s.send(.setOffset(-.greatestFiniteMagnitude, animated: true, view: view, completion: false), then: Summary(.dragging, opening: true))
            s.effects([.willBeginEditing(.right), .finishSetOffset])
            s.receive(.finishSetOffset, then: Summary(.right, offset: -222, pending: .setOffsetFinished(completion: false)))
            s.effects([.hideOthers, .schedule(after: 0.7)])
            s.advance(by: 0.7)
            s.receive(.animationFinished, then: Summary(.right, offset: -222))
            s.effects([])
            s.send(.hide(animated: true, completion: false), then: Summary(.animatingToCenter, pending: .hideFinished(completion: false)))
            s.effects([.schedule(after: 0.7), .didEndEditing(.right)])
            s.send(.hide(animated: true, completion: false), then: Summary(.animatingToCenter, pending: .hideFinished(completion: false)))
            s.effects([])
            s.advance(by: 0.7)
            s.receive(.animationFinished, then: Summary(.center))
            s.effects([])
        },
        // The delegate hides the row from willBeginEditing of a programmatic open: the call runs
        // at once (nested) and finds the row dragging, as SwipeController.swift 462-464 does.
        row("a hide from willBeginEditing finds the row dragging") { s in
            s.onEffect = { effect in
                if case .willBeginEditing = effect { s.call(.hide(animated: false, completion: false)) }
                if effect == .finishSetOffset { s.cascade(.finishSetOffset) }
            }
            s.send(.setOffset(-.greatestFiniteMagnitude, animated: true, view: view, completion: false), then: Summary(.dragging, opening: true))
            s.effects([.willBeginEditing(.right), .finishSetOffset])
            s.receive(.hide(animated: false, completion: false), then: Summary(.dragging, opening: true))
            s.effects([])
            s.receive(.finishSetOffset, then: Summary(.right, offset: -222, pending: .setOffsetFinished(completion: false)))
            s.effects([.hideOthers, .schedule(after: 0.7)])
            s.send(.hide(animated: false, completion: false), then: Summary(.center))
            s.effects([.cancelSchedule])
        },
    ]
}

@Suite struct SwipeScenarioTests {
    @Test(arguments: SwipeScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
