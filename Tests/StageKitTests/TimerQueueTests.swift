import Testing
@testable import StageKit

/// The scheduler's storage on its own: the 4-ary heap's order, and the tie-break ranks running
/// out (lowered `rankLimit`) without losing first-scheduled-first-out among equal due times.
@Suite struct TimerQueueTests {
    /// Pops everything due up to `target`, returning the fired events' names in order.
    private func drain(_ q: inout TimerQueue, upTo target: Int64, _ log: Log) -> [Int] {
        log.fired = []
        while let e = q.popDue(upTo: target) { try? e.action.run() }
        return log.fired
    }

    final class Log { var fired: [Int] = [] }

    @Test func ranksRenumberedWhenTheyRunOutKeepFIFO() {
        var q = TimerQueue()
        q.rankLimit = 8
        let log = Log()
        // All at one instant: schedule 5, fire 2, twenty times over, so ranks run out again and
        // again while older events are still pending.
        var order: [Int] = []
        var name = 0
        for _ in 0..<20 {
            for _ in 0..<5 {
                let n = name
                _ = q.schedule(due: 100, label: nil, cascade: false) { log.fired.append(n) }
                name += 1
            }
            for _ in 0..<2 { if let e = q.popDue(upTo: 100) { try? e.action.run(); order += log.fired; log.fired = [] } }
        }
        order += drain(&q, upTo: 100, log)
        #expect(order == Array(0..<100))
        #expect(q.live == 0)
    }

    /// Random schedules (few distinct due times, so many ties), cancels and partial drains with
    /// ranks running out every few schedules, against a sorted-list model.
    @Test func matchesAModelWithTinyRankLimit() {
        var rng = UInt64(2024)
        func random(_ n: Int) -> Int {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Int((rng >> 33) % UInt64(n))
        }
        var q = TimerQueue()
        q.rankLimit = 5
        let log = Log()
        var model: [(due: Int64, seq: Int, name: Int)] = []
        var ids: [Int: TimerID] = [:]
        var now: Int64 = 0
        var seq = 0
        var expected: [Int] = []
        var fired: [Int] = []
        for step in 0..<5000 {
            switch random(10) {
            case 0...5:
                let due = now + Int64(random(6))
                let name = step
                ids[name] = q.schedule(due: due, label: nil, cascade: false) { log.fired.append(name) }
                model.append((due, seq, name))
                seq += 1
            case 6, 7:
                if !model.isEmpty {
                    let victim = model.remove(at: random(model.count))
                    let first = q.cancel(ids[victim.name]!)
                    let second = q.cancel(ids[victim.name]!)
                    #expect(first && !second)
                }
            default:
                now += Int64(random(3))
                let due = model.filter { $0.due <= now }.sorted { ($0.due, $0.seq) < ($1.due, $1.seq) }
                expected += due.map(\.name)
                model.removeAll { $0.due <= now }
                fired += drain(&q, upTo: now, log)
            }
            #expect(q.live == model.count)
        }
        expected += model.sorted { ($0.due, $0.seq) < ($1.due, $1.seq) }.map(\.name)
        fired += drain(&q, upTo: Int64.max, log)
        #expect(fired == expected)
    }

    @Test func removeAllReleasesActionsAndInvalidatesIds() {
        final class Token {}
        weak var probe: Token?
        var q = TimerQueue()
        var id: TimerID?
        do {
            let token = Token()
            probe = token
            id = q.schedule(due: 10, label: "t", cascade: false) { _ = token }
        }
        #expect(probe != nil)
        q.removeAll()
        #expect(probe == nil)
        #expect(!q.isPending(id!))
        let nothing = q.popDue(upTo: .max)
        #expect(nothing == nil)
        // Slots are reused; the old id stays invalid.
        let again = q.schedule(due: 5, label: nil, cascade: false) {}
        #expect(again.slot == id!.slot && again.seq != id!.seq)
        #expect(!q.isPending(id!) && q.isPending(again))
        #expect(q.dueTime(again) == 5 && q.dueTime(id!) == nil)
    }
}
