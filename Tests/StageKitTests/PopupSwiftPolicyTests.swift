@testable import StageKit
import Testing

/// The "swift" policy on a real stage: queue order, suspension, tie-breaks, stack/single,
/// frozen properties, countdowns, invalidation, reentrancy.
@Suite struct PopupSwiftPolicyTests {
    typealias T = PopupTest

    @Test func launchDemoOrder() throws {
        let (stage, m) = T.make(.swift)
        let top = T.popup(m, priority: 1000)
        try top.pop()
        let rest = [900.0, 800, 700, 600].map { T.popup(m, priority: $0) }
        for p in rest.reversed() { try p.pop() }   // arrival order must not matter
        #expect(rest.allSatisfy { $0.state == .queued })
        #expect(m.queue(groupId: nil).map(\.id) == rest.map(\.id))
        var order: [Double] = []
        var current = top
        for _ in 0..<4 {
            current.dismiss()
            try T.advance(stage, 1)
            guard let next = rest.first(where: { $0.state == .shown }) else { Issue.record("nothing shown"); return }
            order.append(next.configuration.priority)
            current = next
        }
        #expect(order == [900, 800, 700, 600])
        // Each came back with its own first show: willPop, didPop.
        #expect(T.names(stage, rest[0]).prefix(2) == ["willPop", "didPop"])
        #expect(m.stage.takeReportedError() == nil)
    }

    @Test func equalPrioritySuspendsWithoutWillDismiss() throws {
        let (stage, m) = T.make(.swift)
        let a = T.popup(m, priority: 5), b = T.popup(m, priority: 5)
        try a.pop()
        try T.advance(stage, 0.5)
        try b.pop()
        #expect(a.state == .suspended)
        #expect(b.state == .presenting)
        #expect(T.names(stage, a) == ["willPop", "didPop", "suspended"])
        b.dismiss()
        #expect(a.state == .shown)
        #expect(T.names(stage, a).last == "resumed")
        #expect(!T.names(stage, a).contains("willDismiss"))
    }

    @Test(arguments: [(PopupTieBreak.lifo, [3, 2]), (.fifo, [2, 3])])
    func tieBreak(_ rule: PopupTieBreak, _ expected: [Int]) throws {
        let (stage, m) = T.make(.swift, tieBreak: rule)
        let top = T.popup(m, priority: 10)
        try top.pop()
        let b = T.popup(m, priority: 1), c = T.popup(m, priority: 1)
        try b.pop()
        try c.pop()
        #expect(m.queue(groupId: nil).map(\.id.raw) == expected)
        top.dismiss()
        try T.advance(stage, 1)
        #expect(m.popup(PopupID(expected[0]))?.state == .shown)
    }

    @Test func stackCoexistsAndResumesNothing() throws {
        let (stage, m) = T.make(.swift)
        let a = T.popup(m, priority: 5)
        try a.pop()
        let s = T.popup(m, priority: 0, isStack: true)
        try s.pop()
        #expect(a.state == .presenting && s.state == .presenting)
        s.dismiss()
        try T.advance(stage, 1)
        #expect(a.state == .shown)
        #expect(!T.names(stage, a).contains("resumed"))
    }

    @Test func singleReplacesGroupAndDropsWaiters() throws {
        let (stage, m) = T.make(.swift)
        let a = T.popup(m, priority: 5, group: "g"), q = T.popup(m, priority: 1, group: "g"), other = T.popup(m, group: "h")
        try a.pop(); try q.pop(); try other.pop()
        let single = T.popup(m, priority: 0, group: "g", isSingle: true)
        try single.pop()
        try T.advance(stage, 0)
        #expect(a.state == .dismissed)
        #expect(q.state == .dismissed)
        #expect(T.names(stage, q) == ["dropped"])
        #expect(other.state == .presenting)
        #expect(single.state == .presenting)
        // A later lower arrival waits and comes back when the single one closes.
        let later = T.popup(m, priority: -1, group: "g")
        try later.pop()
        #expect(later.state == .queued)
        single.dismiss()
        #expect(later.state == .presenting)
    }

    @Test func enqueueFreezesProperties() throws {
        let (stage, m) = T.make(.swift)
        let top = T.popup(m, priority: 10)
        try top.pop()
        let a = T.popup(m, priority: 1), b = T.popup(m, priority: 2)
        try a.pop(); try b.pop()
        a.configuration.priority = 100
        a.configuration.groupId = "elsewhere"
        a.configuration.showTime = 9
        #expect(m.queue(groupId: nil).map(\.id) == [b.id, a.id])
        top.dismiss()
        #expect(b.state == .presenting)
        _ = stage
    }

    @Test func countdownAtWholeSecondsAfterDidPop() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m, showTime: 3)
        try p.pop()
        try T.advance(stage, 5)
        #expect(T.countdowns(stage, p) == ["3@200", "2@1200", "1@2200", "0@3200"])
        #expect(T.events(stage, p) == ["willPop@0", "didPop@200", "countdown@200", "countdown@1200", "countdown@2200",
                                      "countdown@3200", "countdownFinish@3200", "willDismiss@3200", "didDismiss@3400"])
    }

    @Test func countdownPausesWhileSuspended() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m, showTime: 3)
        try p.pop()
        try T.advance(stage, 1.7)               // didPop at 0.2; 1.5 s run, 1.5 s left
        let q = T.popup(m)
        try q.pop()
        #expect(p.state == .suspended)
        #expect(p.remaining == 1.5)
        try T.advance(stage, 10)
        #expect(p.remaining == 1.5)
        #expect(T.countdowns(stage, p) == ["3@200", "2@1200"])
        q.dismiss()                             // t = 11.7
        try T.advance(stage, 5)
        #expect(T.countdowns(stage, p) == ["3@200", "2@1200", "1@12200", "0@13200"])
        #expect(p.state == .dismissed)
        #expect(m.stage.takeReportedError() == nil)
    }

    @Test func earlyCloseStopsCountdown() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m, showTime: 3)
        try p.pop()
        try T.advance(stage, 1.5)
        p.dismiss()
        try T.advance(stage, 10)
        #expect(T.countdowns(stage, p) == ["3@200", "2@1200"])
        #expect(!T.names(stage, p).contains("countdownFinish"))
        #expect(T.names(stage, p).filter { $0 == "willDismiss" }.count == 1)
        #expect(stage.clock.pending == 0)
    }

    @Test func invalidationRetiresAndRefusesStalePop() throws {
        let (stage, m) = T.make(.swift)
        let shown = T.popup(m, priority: 5, host: "scene1"), queued = T.popup(m, priority: 1, host: "scene1")
        let idle = T.popup(m, host: "scene1"), elsewhere = T.popup(m, host: "scene2")
        try shown.pop(); try queued.pop(); try elsewhere.pop()
        m.invalidate(host: "scene1")
        #expect([shown, queued, idle].allSatisfy { $0.state == .retired })
        #expect(elsewhere.state == .presenting)
        #expect(T.names(stage, shown) == ["willPop", "willDismiss", "didDismiss", "retired"])
        #expect(T.names(stage, queued) == ["retired"])
        #expect(!stage.layers.contains(shown))
        #expect(throws: PopupError.retired(popup: "popup#3")) { try idle.pop() }
        #expect(T.names(stage, idle) == ["retired", "retired"])
        // New popups on the host work.
        let fresh = T.popup(m, host: "scene1")
        try fresh.pop()
        #expect(fresh.state == .presenting)
        m.invalidateAllScopes()
        #expect(elsewhere.state == .retired && fresh.state == .retired)
        try T.advance(stage, 5)
        #expect(stage.clock.pending == 0)
        #expect(m.stage.takeReportedError() == nil)
    }

    @Test func reentrantCallbacksKeepTheQueueConsistent() throws {
        let (stage, m) = T.make(.swift)
        let a = T.popup(m, priority: 1)
        let b = T.popup(m, priority: 2)
        // a dismisses itself from willPop; b, suspended... pops a stack popup from didPop.
        a.blocks.willPop = { p in p.dismiss() }
        try a.pop()
        #expect(a.state == .dismissing)
        let s = T.popup(m, isStack: true)
        b.blocks.didPop = { _ in try s.pop() }
        b.blocks.willDismiss = { _ in m.invalidateAllScopes() }
        try b.pop()
        try T.advance(stage, 1)
        #expect(s.state == .shown)
        b.dismiss()
        #expect(b.state == .retired)
        #expect(s.state == .retired)
        try T.advance(stage, 1)
        #expect(stage.clock.pending == 0)
        #expect(m.stage.takeReportedError() == nil)
        #expect(m.brokenInvariants.isEmpty)
    }

    @Test func callbackOrderDelegatesThenBlockCountdownBlockFirst() throws {
        let (stage, m) = T.make(.swift)
        let p = T.popup(m, showTime: 1)
        var calls: [String] = []
        p.delegates.append(PopupCallbacks(willPop: { _ in calls.append("d.willPop") }, countdown: { _, _ in calls.append("d.countdown") }))
        p.blocks.willPop = { _ in calls.append("b.willPop") }
        p.blocks.countdown = { _, _ in calls.append("b.countdown") }
        try p.pop()
        try T.advance(stage, 0.2)
        #expect(calls == ["d.willPop", "b.willPop", "b.countdown", "d.countdown"])
    }

    @Test func managerFunctions() throws {
        let (stage, m) = T.make(.swift)
        let a = T.popup(m, priority: 1, identifier: "ad"), b = T.popup(m, priority: 2, group: "g"), c = T.popup(m, priority: 3, host: "other")
        try a.pop(); try b.pop(); try c.pop()
        #expect(m.all().map(\.id) == [a.id, b.id, c.id])
        #expect(m.all(host: "other").map(\.id) == [c.id])
        #expect(m.forKey("ad")?.id == a.id)
        #expect(m.forKey("") == nil)
        #expect(m.group(b).map(\.id) == [b.id])
        var done = false
        m.removeLast { done = true }
        #expect(c.state == .dismissing)
        try T.advance(stage, 0)
        #expect(done && c.state == .dismissed)
        m.removeForKey("ad")
        var allDone = false
        m.removeAll { allDone = true }
        try T.advance(stage, 0)
        #expect(allDone)
        #expect(m.all().isEmpty)
    }
}
