@testable import StageKit
import Testing

/// The "objc" policy: each quirk of docs/behavior/lstpopview.md stated as a fact.
@Suite struct PopupObjCPolicyTests {
    typealias T = PopupTest

    /// pop (LSTPopView.m:844-922): lower priorities register without showing (878-884); willPop only
    /// outside the resume (900-904).
    @Test func launchDemoOrderAndResumeWithoutCallbacksOrTimer() throws {
        let (stage, m) = T.make(.objc)
        let top = T.popup(m, priority: 1000)
        try top.pop()
        let rest = [900.0, 800, 700, 600].map { T.popup(m, priority: $0, showTime: 3) }
        for p in rest { try p.pop() }
        #expect(rest.allSatisfy { $0.state == .queued })
        #expect(m.all().map(\.configuration.priority) == [600, 700, 800, 900, 1000])
        top.dismiss()
        try T.advance(stage, 0.2)                       // resume check at the dismissal's end
        #expect(rest[0].state == .shown)
        // LSTPopView.m:1078-1090: no willPop, no didPop, no countdown for a queued-then-resumed popup.
        #expect(T.names(stage, rest[0]) == ["resumed"])
        try T.advance(stage, 10)
        #expect(T.countdowns(stage, rest[0]).isEmpty)
        #expect(m.stage.takeReportedError() == nil)
    }

    /// savePopView's exchange sort on priority (LSTPopView.m:242-256): not stable.
    @Test func exchangeSortIsNotStable() throws {
        // Inserting priority 1 into [A1, B2, C2] gives [A1, D1, C2, B2].
        let (_, m) = T.make(.objc)
        let a = T.popup(m, priority: 1, isStack: true), b = T.popup(m, priority: 2, isStack: true)
        let c = T.popup(m, priority: 2, isStack: true), d = T.popup(m, priority: 1, isStack: true)
        for p in [a, b, c, d] { try p.pop() }
        #expect(m.all().map(\.id) == [a.id, d.id, c.id, b.id])
    }

    /// Covering is dismissWithDismissStyle:Fade duration:0.2 isRemove:NO (LSTPopView.m:876): willDismiss
    /// (1070-1072), no timer stopped.
    @Test func coverFiresWillDismissAndTimerKeepsRunning() throws {
        let (stage, m) = T.make(.objc)
        let a = T.popup(m, showTime: 2)
        try a.pop()
        try T.advance(stage, 0.5)
        let b = T.popup(m)
        try b.pop()
        #expect(a.state == .suspended)
        #expect(T.names(stage, a).suffix(1) == ["willDismiss"])
        #expect(stage.timeline.events(source: a.source, name: "willDismiss").first?["reason"] == .string("cover"))
        try T.advance(stage, 3)
        // Reports 2 at didPop (0.2), 1 at 1.2, 0 at 2.2 then finishes while covered.
        #expect(T.countdowns(stage, a) == ["2@200", "1@1200", "0@2200"])
        #expect(T.names(stage, a).contains("countdownFinish"))
        // Its dismissal re-"resumes" the visible top: a flicker.
        #expect(T.names(stage, b).contains("resumed"))
    }

    /// startTimer (LSTPopView.m:1394-1409) hands LSTTimer whole seconds (LSTTimer.m:47-50), reported mod 60 (645-700).
    @Test func showTimeTruncatedAndReportedModSixty() throws {
        let (stage, m) = T.make(.objc)
        let p = T.popup(m, showTime: 75.9)
        try p.pop()
        try T.advance(stage, 2.2)
        #expect(T.countdowns(stage, p) == ["15@200", "14@1200", "13@2200"])
        #expect(p.remaining == 73)
        // The 10 ms tick: one shared event pending while a countdown runs.
        #expect(stage.clock.pending == 1)
        #expect(stage.timeline.events(source: p.source).count == 5)
    }

    @Test func earlyCloseDoesNotStopCountdownAndDelaysDidDismiss() throws {
        let (stage, m) = T.make(.objc)
        let p = T.popup(m, showTime: 3)
        try p.pop()
        try T.advance(stage, 1.5)
        p.dismiss()
        try T.advance(stage, 5)
        #expect(T.countdowns(stage, p) == ["3@200", "2@1200", "1@2200", "0@3200"])
        #expect(T.events(stage, p).filter { $0.hasPrefix("willDismiss") } == ["willDismiss@1500", "willDismiss@3200"])
        // dealloc when LSTTimer drops its finish block, right after the second willDismiss: the
        // removal block holds the popup weakly (LSTPopView.m:1093-1095, 1404-1406).
        #expect(T.events(stage, p).filter { $0.hasPrefix("didDismiss") } == ["didDismiss@3200"])
    }

    /// getPopDuration:/getDismissDuration: key on the instance style (LSTPopView.m:1287-1346); the setters
    /// ignore values <= 0 (LSTPopView.m:755-768).
    @Test func durationKeyedOnInstanceStyleAndSettersIgnoreNonPositive() throws {
        let (stage, m) = T.make(.objc)
        let p = T.popup(m) { $0.popStyle = .fade }
        try p.pop(style: .scale, duration: 1)
        try T.advance(stage, 0.2)
        #expect(T.events(stage, p) == ["willPop@0", "didPop@200"])
        let q = T.popup(m) { $0.popStyle = .scale }
        q.setPopDuration(0.9)
        q.setPopDuration(-1)
        q.setPopDuration(0)
        #expect(q.configuration.popDuration == 0.9)
        // Swift resets instead.
        let (_, sm) = T.make(.swift)
        let r = T.popup(sm) { $0.popDuration = 0.9 }
        r.setPopDuration(0)
        #expect(r.configuration.popDuration == nil)
    }

    /// removeLastPopViewComplete: (LSTPopView.m:213-230) walks showList from its end.
    @Test func removeLastStaysOnAStaleLast() throws {
        let (stage, m) = T.make(.objc)
        let a = T.popup(m) { $0.dismissStyle = .scale }
        let b = T.popup(m, isStack: true) { $0.dismissStyle = .scale }
        try a.pop(); try b.pop()
        m.removeLast()
        #expect(b.state == .dismissing)
        m.removeLast()                                  // b is still "last" until freed: no-op
        #expect(a.state == .presenting)
        try T.advance(stage, 0.3)                       // scale's 0.3 s (keyed on the instance style)
        #expect(b.state == .dismissed)
        m.removeLast()
        #expect(a.state == .dismissing)
    }

    /// isSingle (LSTPopView.m:854-861) dismisses the whole group, NO with 0.2 passed, whatever the priorities.
    @Test func singleSweepsGroupIgnoringPriority() throws {
        let (stage, m) = T.make(.objc)
        let high = T.popup(m, priority: 1000)
        try high.pop()
        let single = T.popup(m, priority: 0, isSingle: true)
        try single.pop()
        #expect(high.state == .dismissing)
        #expect(single.state == .presenting)
        // Anything queued behind the single one stays stuck when it closes.
        let low = T.popup(m, priority: -5)
        try low.pop()
        #expect(low.state == .queued)
        single.dismiss()
        try T.advance(stage, 1)
        #expect(low.state == .queued)
    }

    @Test func dismissMidPopStillGetsDidPop() throws {
        let (stage, m) = T.make(.objc)
        let p = T.popup(m) { $0.popStyle = .scale; $0.dismissStyle = .no }
        try p.pop()
        try T.advance(stage, 0.1)
        p.dismiss()
        try T.advance(stage, 1)
        // The didPop block holds the popup (LSTPopView.m:911-918): dealloc, and didDismiss, after it.
        #expect(T.names(stage, p) == ["willPop", "willDismiss", "didPop", "didDismiss"])
    }

    /// pop (LSTPopView.m:828-922): the group's last member is itself, so it covers itself (872-877) and
    /// savePopView registers it again (921).
    @Test func popTwiceRegistersTwiceAndCoversItself() throws {
        let (stage, m) = T.make(.objc)
        let p = T.popup(m)
        try p.pop()
        try p.pop()
        #expect(m.all().map(\.id) == [p.id, p.id])
        #expect(T.names(stage, p) == ["willPop", "willDismiss", "willPop"])
    }

    /// `beginImpactFeedback` (LSTPopView.m:1427-1434) runs in every pop (908), the resume's
    /// out-of-stack one included: a medium haptic each time, none when isImpactFeedback is off.
    @Test func hapticAtEveryPopAndResume() throws {
        let (stage, m) = T.make(.objc)
        let a = T.popup(m) { $0.isImpactFeedback = true }
        let b = T.popup(m)
        try a.pop()
        try T.advance(stage, 1)
        try b.pop()                                   // covers a; b gives no haptic
        try T.advance(stage, 1)
        b.dismiss()
        try T.advance(stage, 1)                       // a comes back: a second haptic
        #expect(T.events(stage, a).filter { $0.hasPrefix("haptic") } == ["haptic@0", "haptic@2200"])
        #expect(T.events(stage, b).filter { $0.hasPrefix("haptic") }.isEmpty)
    }

    @Test func equalPriorityCoversNewestFirst() throws {
        let (stage, m) = T.make(.objc)
        let a = T.popup(m), b = T.popup(m), c = T.popup(m)
        try a.pop(); try b.pop(); try c.pop()
        c.dismiss()
        try T.advance(stage, 0.2)
        #expect(b.state == .shown)
        #expect(a.state == .suspended)
    }
}
