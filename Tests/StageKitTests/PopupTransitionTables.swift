@testable import StageKit
import Testing

/// State × input → next state + effects, on the pure policy values (no stage).
@Suite struct PopupTransitionTables {
    static let p1 = PopupID(1), p2 = PopupID(2)
    static func ticket(_ priority: Double = 0, showTime: Double = 0, isStack: Bool = false) -> PopupTicket {
        PopupTicket(priority: priority, isStack: isStack, showTime: showTime)
    }

    static let now = PopupContext(now: .zero)

    static func world<P: PopupPolicyModel>(_ m: P, _ setup: [PopupInput]) -> P {
        var m = m
        for i in [.create(p1, host: "window"), .create(p2, host: "window")] + setup { _ = P.transition(&m, i, now) }
        return m
    }

    static func swiftWorld(_ setup: [PopupInput]) -> SwiftPopupPolicy { world(SwiftPopupPolicy(), setup) }
    static func objcWorld(_ setup: [PopupInput]) -> ObjCPopupPolicy { world(ObjCPopupPolicy(), setup) }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var setup: [PopupInput]
        var input: PopupInput
        var states: [PopupState]
        var effects: [PopupEffect]?
        var testDescription: String { name }
    }

    static let pop1 = PopupInput.pop(p1, ticket(), style: nil, duration: nil)
    static let pop2 = PopupInput.pop(p2, ticket(), style: nil, duration: nil)

    static let swiftRows: [Row] = [
        Row(name: "idle → presenting", setup: [], input: pop1, states: [.presenting, .idle],
            effects: [.attach(p1), .emit(p1, .willPop, callbacks: true), .animatePop(p1, .fade, 0.2),
                      .schedule(p1, .popFinished, after: 0.2, .popFinished(p1, startsCountdown: true))]),
        Row(name: "presenting → shown", setup: [pop1], input: .popFinished(p1, startsCountdown: true), states: [.shown, .idle],
            effects: [.emit(p1, .didPop, callbacks: true)]),
        Row(name: "equal arrival suspends", setup: [pop1, .popFinished(p1, startsCountdown: true)], input: pop2, states: [.suspended, .presenting],
            effects: [.emit(p1, .suspended, callbacks: true), .animateCover(p1), .attach(p2), .emit(p2, .willPop, callbacks: true),
                      .animatePop(p2, .fade, 0.2), .schedule(p2, .popFinished, after: 0.2, .popFinished(p2, startsCountdown: true))]),
        Row(name: "lower arrival queues", setup: [.pop(p1, ticket(5), style: nil, duration: nil)], input: pop2, states: [.presenting, .queued],
            effects: []),
        Row(name: "dismiss resumes the suspended", setup: [pop1, .popFinished(p1, startsCountdown: true), pop2],
            input: .dismiss(p2, style: nil, duration: nil, reason: .dismiss), states: [.shown, .dismissing],
            effects: [.cancel(p2, .popFinished), .cancel(p2, .countdown), .emit(p2, .willDismiss(.dismiss), callbacks: true),
                      .animateDismiss(p2, .fade, 0.2), .schedule(p2, .dismissFinished, after: 0.2, .dismissFinished(p2)),
                      .emit(p1, .resumed, callbacks: true), .animateResume(p1, 0.25)]),
        Row(name: "second dismiss ignored", setup: [pop1, .dismiss(p1, style: nil, duration: nil, reason: .dismiss)],
            input: .dismiss(p1, style: nil, duration: nil, reason: .dismiss), states: [.dismissing, .idle], effects: []),
        Row(name: "dismissing → dismissed", setup: [pop1, .dismiss(p1, style: nil, duration: nil, reason: .dismiss)],
            input: .dismissFinished(p1), states: [.dismissed, .idle], effects: [.emit(p1, .didDismiss, callbacks: true), .detach(p1)]),
        // Refused without effects: the manager logs `retired` for the refusal (PopupSwiftPolicyTests).
        Row(name: "stale pop refused", setup: [.invalidate(host: "window")], input: pop1, states: [.retired, .retired],
            effects: []),
        Row(name: "dismissed cannot pop", setup: [pop1, .dismiss(p1, style: .no, duration: nil, reason: .dismiss), .dismissFinished(p1)],
            input: pop1, states: [.dismissed, .idle], effects: []),
        Row(name: "stack coexists", setup: [pop1], input: .pop(p2, ticket(isStack: true), style: nil, duration: nil),
            states: [.presenting, .presenting], effects: nil),
    ]

    @Test(arguments: swiftRows)
    func swiftPolicy(_ row: Row) {
        let (m, t) = SwiftPopupPolicy.step(Self.swiftWorld(row.setup), row.input, Self.now)
        #expect([m.state(of: Self.p1), m.state(of: Self.p2)] == row.states)
        if let e = row.effects { #expect(t.effects == e) }
        #expect(m.brokenInvariants.isEmpty)
    }

    static let objcRows: [Row] = [
        Row(name: "equal arrival covers with willDismiss", setup: [pop1], input: pop2, states: [.suspended, .presenting],
            effects: [.emit(p1, .willDismiss(.cover), callbacks: true), .animateCover(p1), .attach(p2),
                      .emit(p2, .willPop, callbacks: true), .animatePop(p2, .fade, 0.2),
                      .schedule(p2, .dispatch(0), after: 0.2, .popFinished(p2, startsCountdown: true))]),
        Row(name: "lower arrival queues unattached", setup: [.pop(p1, ticket(5), style: nil, duration: nil)], input: pop2,
            states: [.presenting, .queued], effects: []),
        Row(name: "removing dismissal schedules resume check then detach", setup: [pop1, pop2],
            input: .dismiss(p2, style: nil, duration: nil, reason: .dismiss), states: [.suspended, .dismissing],
            effects: [.emit(p2, .willDismiss(.dismiss), callbacks: true), .animateDismiss(p2, .fade, 0.2),
                      .schedule(p2, .dispatch(0), after: 0.2, .resumeCheck(p2)), .schedule(p2, .dispatch(0), after: 0.2, .dismissFinished(p2))]),
        Row(name: "resume without callbacks", setup: [pop1, pop2, .dismiss(p2, style: nil, duration: nil, reason: .dismiss)],
            input: .resumeCheck(p2), states: [.shown, .dismissing],
            effects: [.emit(p1, .resumed, callbacks: false), .animatePop(p1, .fade, 0.2),
                      .schedule(p1, .dispatch(0), after: 0.2, .resumeFinished(p1, startsCountdown: false))]),
        Row(name: "second dismiss fires willDismiss again", setup: [pop1, .dismiss(p1, style: nil, duration: nil, reason: .dismiss)],
            input: .dismiss(p1, style: nil, duration: nil, reason: .dismiss), states: [.dismissing, .idle],
            effects: [.emit(p1, .willDismiss(.dismiss), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                      .schedule(p1, .dispatch(0), after: 0.2, .dismissFinished(p1))]),
        Row(name: "didPop after a mid-pop dismissal", setup: [pop1, .dismiss(p1, style: nil, duration: nil, reason: .dismiss)],
            input: .popFinished(p1, startsCountdown: true), states: [.dismissing, .idle], effects: [.emit(p1, .didPop, callbacks: true)]),
        Row(name: "countdown starts with N mod 60 and the shared tick's wake-up one tick before the first report",
            setup: [.pop(p1, ticket(showTime: 61.7), style: nil, duration: nil)], input: .popFinished(p1, startsCountdown: true),
            states: [.shown, .idle],
            effects: [.emit(p1, .didPop, callbacks: true), .emit(p1, .countdown(1), callbacks: true), .schedule(nil, .tick, after: .milliseconds(990), .tick)]),
    ]

    @Test(arguments: objcRows)
    func objcPolicy(_ row: Row) {
        let (m, t) = ObjCPopupPolicy.step(Self.objcWorld(row.setup), row.input, Self.now)
        #expect([m.state(of: Self.p1), m.state(of: Self.p2)] == row.states)
        if let e = row.effects { #expect(t.effects.numberingDispatchesZero == e) }
        #expect(m.brokenInvariants.isEmpty)
    }

    /// What `MachineDriver` reads through `StateMachine`: timer requests keyed by popup and slot
    /// ("objc" numbers each `dispatch_after` block: none replaces another), what each policy
    /// awaits, how calls from callbacks are delivered, and inputs labelled with their popup.
    @Test func driverSeesTimersReentryAndLabels() {
        func label<M: StateMachine>(_: M.Type, _ input: M.Input) -> String { M.label(input) }
        let (m, step) = SwiftPopupPolicy.step(Self.swiftWorld([]), Self.pop1, Self.now)
        #expect(step.effects.compactMap(SwiftPopupPolicy.timerRequest) == [.schedule(PopupTimer(Self.p1, .popFinished), after: 0.2,
                                                                                      .popFinished(Self.p1, startsCountdown: true))])
        #expect(m.awaits(PopupTimer(Self.p1, .popFinished)) && !m.awaits(PopupTimer(Self.p1, .dismissFinished)))
        let (moved, _) = SwiftPopupPolicy.step(m, .dismiss(Self.p1, style: nil, duration: nil, reason: .dismiss), Self.now)
        #expect(!moved.awaits(PopupTimer(Self.p1, .popFinished)) && moved.awaits(PopupTimer(Self.p1, .dismissFinished)))
        #expect(SwiftPopupPolicy.reentry(during: .emit(Self.p1, .willPop, callbacks: true)) == .afterStep)
        // "objc": two pops of one popup schedule two didPop blocks, in slots of their own.
        let (o1, s1) = ObjCPopupPolicy.step(Self.objcWorld([]), Self.pop1, Self.now)
        let (o2, s2) = ObjCPopupPolicy.step(o1, Self.pop1, Self.now)
        let slots = (s1.effects + s2.effects).compactMap(ObjCPopupPolicy.timerRequest).map(\.slot)
        #expect(slots == [PopupTimer(Self.p1, .dispatch(1)), PopupTimer(Self.p1, .dispatch(2))])
        #expect(o2.awaits(PopupTimer(Self.p1, .dispatch(1))) && !o2.awaits(PopupTimer(nil, .tick)))
        #expect(ObjCPopupPolicy.reentry(during: .emit(Self.p1, .willPop, callbacks: true)) == .nested)
        #expect(label(SwiftPopupPolicy.self, Self.pop1) == "pop(popup#1)")
        #expect(label(ObjCPopupPolicy.self, .tick) == "tick")
    }

    @Test func waitQueueHeapOrder() {
        var q = PopupWaitQueue(tieBreak: .lifo)
        for (i, p) in [3.0, 9, 1, 9, 5].enumerated() { q.insert(PopupID(i), priority: p, order: i) }
        q.remove(PopupID(4))
        #expect(q.inResumeOrder() == [PopupID(3), PopupID(1), PopupID(0), PopupID(2)])
        #expect(q.popNext() == PopupID(3))
        #expect(q.count == 3)
        var f = PopupWaitQueue(tieBreak: .fifo)
        for i in 0..<200 { f.insert(PopupID(i), priority: Double(i % 3), order: i) }
        for i in 0..<150 { f.remove(PopupID(i)) }       // forces a compaction
        #expect(f.popNext() == PopupID(152))
    }
}
