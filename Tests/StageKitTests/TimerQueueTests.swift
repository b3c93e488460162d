import Testing
@testable import StageKit

/// The scheduler's storage on its own: the order across the heap and the radix buckets (a
/// lowered `heapLimit` makes refills and bucket splits happen every few events), and the
/// tie-break ranks running out (lowered `rankLimit`) without losing first-scheduled-first-out
/// among equal due times.
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

    /// Random schedules (due times from the current instant to the end of the clock's range, many
    /// ties), labels, cancels, schedules between partial drains, against a sorted-list model, with
    /// a heap limit of 1 or 3 so that nearly every fire refills the heap and big buckets split; the
    /// full invariants are checked after every step.
    @Test(arguments: [1, 3, 64])
    func matchesAModelAcrossRefillsAndSplits(heapLimit: Int) throws {
        var rng = UInt64(77)
        func random(_ n: UInt64) -> UInt64 {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return (rng >> 11) % n
        }
        var q = TimerQueue()
        q.heapLimit = heapLimit
        q.rankLimit = 50
        let log = Log()
        var model: [(due: Int64, seq: Int, name: Int, label: String?)] = []
        var ids: [Int: TimerID] = [:]
        var now: Int64 = 0
        var seq = 0
        for step in 0..<4000 {
            switch random(10) {
            case 0...5:
                let offset: Int64
                switch random(4) {
                case 0: offset = 0
                case 1: offset = Int64(random(8))
                case 2: offset = Int64(random(1 << 20))
                default: offset = Int64(random(UInt64(SimClock.maxNanoseconds - now)))
                }
                let due = now + offset
                let name = step
                let label: String? = random(3) == 0 ? "t\(name)" : nil
                ids[name] = q.schedule(due: due, label: label, cascade: false) { log.fired.append(name) }
                #expect(q.dueTime(ids[name]!) == due)
                model.append((due, seq, name, label))
                seq += 1
            case 6:
                if !model.isEmpty {
                    let victim = model.remove(at: Int(random(UInt64(model.count))))
                    let cancelled = q.cancel(ids[victim.name]!)
                    #expect(cancelled)
                    #expect(!q.isPending(ids[victim.name]!) && q.dueTime(ids[victim.name]!) == nil)
                }
            default:
                // Up to the next few pending instants, or a long way.
                let sorted = model.sorted { ($0.due, $0.seq) < ($1.due, $1.seq) }
                if random(4) == 0 || sorted.isEmpty {
                    now += Int64(random(UInt64(SimClock.maxNanoseconds - now) / 4))
                } else {
                    now = sorted[min(sorted.count - 1, Int(random(4)))].due
                }
                let head = q.peekLive()
                #expect(head?.due == sorted.first?.due && head?.label == sorted.first?.label)
                let due = sorted.filter { $0.due <= now }
                log.fired = []
                var labels: [String?] = []
                while let e = q.popDue(upTo: now) {
                    labels.append(e.label)
                    try? e.action.run()
                }
                #expect(log.fired == due.map(\.name))
                #expect(labels == due.map(\.label))
                for e in due { #expect(!q.isPending(ids[e.name]!)) }
                model.removeAll { $0.due <= now }
            }
            #expect(q.live == model.count)
            try q.checkInvariants(full: true)
        }
        for e in model { #expect(q.isPending(ids[e.name]!)) }
        log.fired = []
        while let e = q.popDue(upTo: .max) { try? e.action.run() }
        #expect(log.fired == model.sorted { ($0.due, $0.seq) < ($1.due, $1.seq) }.map(\.name))
        try q.checkInvariants(full: true)
    }

    /// One instant holding more events than the heap limit (bucket 0 cannot split) still fires
    /// them all, in scheduling order, with events after it still in order.
    @Test func oneInstantBeyondTheHeapLimit() throws {
        var q = TimerQueue()
        q.heapLimit = 4
        let log = Log()
        for k in 0..<50 { _ = q.schedule(due: 1000 + Int64(k % 2) * 7, label: nil, cascade: false) { log.fired.append(k) } }
        try q.checkInvariants(full: true)
        #expect(drain(&q, upTo: 1000, log) == Array(stride(from: 0, to: 50, by: 2)))
        #expect(drain(&q, upTo: .max, log) == Array(stride(from: 1, to: 50, by: 2)))
        try q.checkInvariants(full: true)
    }

    /// Many cancels compact the heap and the buckets alike; the survivors fire in order, and
    /// every action is released.
    @Test func compactionPurgesHeapAndBuckets() throws {
        final class Token {}
        var q = TimerQueue()
        q.heapLimit = 16
        let log = Log()
        weak var probe: Token?
        var ids: [TimerID] = []
        do {
            let token = Token()
            probe = token
            for k in 0..<3000 {
                ids.append(q.schedule(due: Int64((k * 7919) % 3000) * 1000, label: k % 5 == 0 ? "x" : nil, cascade: false) {
                    _ = token
                    log.fired.append(k)
                })
            }
        }
        // Fill the heap from the buckets, so that cancelled entries sit in both.
        _ = q.peekLive()
        for k in 0..<3000 where k % 3 != 0 {
            let cancelled = q.cancel(ids[k])
            #expect(cancelled)
        }
        try q.checkInvariants(full: true)
        let survivors = (0..<3000).filter { $0 % 3 == 0 }.sorted { ($0 * 7919) % 3000 < ($1 * 7919) % 3000 }
        #expect(drain(&q, upTo: .max, log) == survivors)
        #expect(probe == nil)
        try q.checkInvariants(full: true)
    }
}
