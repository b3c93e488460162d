import MachineScenarios
import StageKit
import Testing

/// The popup bar's timing paths (docs/behavior/lnpopupcontroller.md, "State machine",
/// "Timing"): each animator's end delivered, the snap swipe-up's open, a call during each
/// transition (the library's queue takes it), the same call twice, and a delegate callback's call
/// waiting for its step. The scenarios compare the public state, the target and the queue.
enum PopupBarScenarios {
    typealias B = PopupBarMachine

    struct Summary: Hashable, CustomStringConvertible {
        var state: PopupBarPresentationState
        var target: PopupBarPresentationState
        var queued: Int
        var busy: Bool
        init(_ state: PopupBarPresentationState, _ target: PopupBarPresentationState, queued: Int = 0, busy: Bool) {
            (self.state, self.target, self.queued, self.busy) = (state, target, queued, busy)
        }
        init(of s: PopupBarState) { self.init(s.publicState, s.target, queued: s.queue.count, busy: s.isBusy) }
        var description: String { "\(state)→\(target) q\(queued)\(busy ? " busy" : "")" }
    }

    static func bar(_ name: String, _ interaction: PopupBarInteractionStyle = .drag,
                    _ body: @escaping @Sendable (MachineScenario<B>) -> Void) -> ScenarioCase {
        ScenarioCase(B.self, name, state: { PopupBarState(isOnScreen: true) }, observe: Summary.init(of:),
                     context: { _ in B.Context(interaction: interaction) }, body)
    }

    static let present = PopupBarOperation(.present, content: 1)
    static let presents: [PopupBarEffect] = [.installContent(1), .set(.presence, 0), .set(.open, 0), .set(.dock, 0), .set(.shadow, 0),
                                             .set(.contentAlpha, 1), .event(.willPresentPopupBar, animated: true),
                                             .animate(.presence, to: 1, duration: 0.5, delay: .zero, curve: B.barCurve),
                                             .animate(.shadow, to: 1, duration: 0.3, delay: 0.2, curve: B.barCurve),
                                             .schedule(.bar, after: 0.5)]
    static let presented: [PopupBarEffect] = [.stateChanged(from: .barHidden, to: .barPresented), .event(.didPresentPopupBar, animated: true)]
    static let opens: [PopupBarEffect] = [.haptic(.soft(0.9)), .event(.willOpen, animated: true),
                                          .animate(.open, to: 1, duration: 0.5, delay: .zero, curve: B.openCurve),
                                          .animate(.dock, to: 1, duration: 0.5, delay: .zero, curve: B.openCurve),
                                          .schedule(.popup, after: 0.5)]
    static let opened: [PopupBarEffect] = [.stateChanged(from: .barPresented, to: .open), .marquee(paused: true),
                                           .event(.didOpen, animated: true)]

    static let cases: [ScenarioCase] = [
        // An open called during the present waits in the library's queue and runs at its end.
        bar("present, then an open during it: both animators' ends delivered") { s in
            s.send(.call(present), then: Summary(.barHidden, .barPresented, busy: true))
            s.effects(presents)
            s.advance(by: 0.2)
            s.send(.call(PopupBarOperation(.open)), then: Summary(.barHidden, .barPresented, queued: 1, busy: true))
            s.effects([])
            s.advance(by: 0.3)
            s.receive(.animationEnded(.bar), then: Summary(.barPresented, .open, busy: true))
            s.effects(presented + opens)
            s.advance(by: 0.5)
            s.receive(.animationEnded(.popup), then: Summary(.open, .open, busy: false))
            s.effects(opened)
            // The same open twice: the library calls its completion and does nothing.
            s.send(.call(PopupBarOperation(.open, completion: 4)), then: Summary(.open, .open, busy: false))
            s.effects([.complete(4)])
        },
        // A delegate's call from willOpen waits for the open's step, then the queue takes it.
        bar("willOpen's close waits for the step and runs after the open") { s in
            s.onEffect = { if $0 == .event(.willOpen, animated: true) { s.call(.call(PopupBarOperation(.close))) } }
            s.send(.call(PopupBarOperation(.present, animated: false, content: 1)), then: Summary(.barPresented, .barPresented, busy: false))
            s.effects([.installContent(1), .set(.presence, 0), .set(.open, 0), .set(.dock, 0), .set(.shadow, 0), .set(.contentAlpha, 1),
                       .event(.willPresentPopupBar, animated: false), .set(.presence, 1), .set(.shadow, 1),
                       .stateChanged(from: .barHidden, to: .barPresented), .event(.didPresentPopupBar, animated: false)])
            s.send(.call(PopupBarOperation(.open)), then: Summary(.barPresented, .open, busy: true))
            s.effects(opens)
            s.receive(.call(PopupBarOperation(.close)), then: Summary(.barPresented, .open, queued: 1, busy: true))
            s.effects([])
            s.advance(by: 0.5)
            s.receive(.animationEnded(.popup), then: Summary(.open, .barPresented, busy: true))
            s.effects(opened + [.haptic(.rigid(0.9)), .event(.willClose, animated: true),
                                .animate(.open, to: 0, duration: 0.5, delay: .zero, curve: B.openCurve),
                                .animate(.dock, to: 0, duration: 0.5, delay: .zero, curve: B.openCurve),
                                .schedule(.popup, after: 0.5)])
            s.advance(by: 0.5)
            s.receive(.animationEnded(.popup), then: Summary(.barPresented, .barPresented, busy: false))
            s.effects([.set(.contentAlpha, 1), .stateChanged(from: .open, to: .barPresented), .marquee(paused: false),
                       .event(.didClose, animated: true)])
        },
        // Snap's swipe up on the bar opens 0.15 s later.
        bar("the snap swipe-up's open is delivered", .snap) { s in
            s.send(.call(PopupBarOperation(.present, animated: false, content: 1)), then: Summary(.barPresented, .barPresented, busy: false))
            s.effects([.installContent(1), .set(.presence, 0), .set(.open, 0), .set(.dock, 0), .set(.shadow, 0), .set(.contentAlpha, 1),
                       .event(.willPresentPopupBar, animated: false), .set(.presence, 1), .set(.shadow, 1),
                       .stateChanged(from: .barHidden, to: .barPresented), .event(.didPresentPopupBar, animated: false)])
            s.send(.panBegan(onBar: true, velocityY: -100, fromScrollView: false, vertical: true),
                   then: Summary(.barPresented, .barPresented, busy: false))
            s.effects([.scheduleSnapOpen(after: 0.15)])
            s.advance(by: 0.15)
            s.receive(.snapOpenFired, then: Summary(.barPresented, .open, busy: true))
            s.effects(opens)
            s.advance(by: 0.5)
            s.receive(.animationEnded(.popup), then: Summary(.open, .open, busy: false))
            s.effects(opened)
        },
    ]
}

@Suite struct PopupBarScenarioTests {
    @Test(arguments: PopupBarScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
