import Testing
@testable import StageKit

struct Boom: Error, Equatable { var n: Int }

@Suite struct ClockTests {
    @Test func equalTimesFireInScheduleOrder() throws {
        let clock = SimClock()
        var order: [String] = []
        clock.schedule(after: 0.5) { order.append("a") }
        clock.schedule(after: 0.2) { order.append("b") }
        clock.schedule(after: 0.5) { order.append("c") }
        clock.schedule(after: 0.5) { order.append("d") }
        let t = try clock.advance(by: 1)
        #expect(order == ["b", "a", "c", "d"])
        #expect(t == SimTime(seconds: 1))
        #expect(clock.now.nanoseconds == 1_000_000_000)
    }

    @Test func nowIsEachEventsDueTimeWhileFiring() throws {
        let clock = SimClock()
        var seen: [Int64] = []
        for d in [0.3, 0.1, 0.2] { clock.schedule(after: .seconds(d)) { seen.append(clock.now.nanoseconds) } }
        try clock.advance(by: 0.25)
        #expect(seen == [100_000_000, 200_000_000])
        #expect(clock.now == SimTime(seconds: 0.25))
        #expect(clock.pending == 1)
    }

    @Test func eventsScheduledDuringAnAdvance() throws {
        let clock = SimClock()
        var log: [String] = []
        clock.schedule(after: 0.1) {
            log.append("first@\(clock.now)")
            clock.schedule(after: 0.2) { log.append("inside@\(clock.now)") }   // 0.3 <= 0.5: fires
            clock.schedule(after: 0.6) { log.append("outside@\(clock.now)") }  // 0.7 > 0.5: waits
            clock.schedule(after: 0) { log.append("zero@\(clock.now)") }       // same instant, after
        }
        clock.schedule(after: 0.1) { log.append("second@\(clock.now)") }
        try clock.advance(by: 0.5)
        #expect(log == ["first@0.100", "second@0.100", "zero@0.100", "inside@0.300"])
        #expect(clock.pending == 1)
        try clock.advance(by: 0.2)
        #expect(log.last == "outside@0.700")
    }

    @Test func cancel() throws {
        let clock = SimClock()
        var fired = 0
        let a = clock.schedule(after: 1) { fired += 1 }
        let b = clock.schedule(after: 2) { fired += 10 }
        #expect(clock.pending == 2)
        #expect(clock.cancel(a))
        #expect(!clock.cancel(a))
        #expect(clock.pending == 1)
        #expect(clock.dueTime(of: b) == SimTime(seconds: 2))
        try clock.advance(by: 3)
        #expect(fired == 10)
        #expect(!clock.cancel(b))
        #expect(!clock.isPending(b))
    }

    @Test func cancelFromInsideAnEarlierCallback() throws {
        let clock = SimClock()
        var fired: [Int] = []
        var later: TimerID?
        clock.schedule(after: 1) { fired.append(1); if let later { clock.cancel(later) } }
        later = clock.schedule(after: 1) { fired.append(2) }
        try clock.advance(by: 1)
        #expect(fired == [1])
    }

    @Test func manyCancelsCompactTheHeap() throws {
        let clock = SimClock()
        var ids: [TimerID] = []
        for i in 0..<5000 { ids.append(clock.schedule(after: .seconds(Double(i)) ) {}) }
        for id in ids.dropLast() { clock.cancel(id) }
        #expect(clock.pending == 1)
        #expect(clock.nextDue == SimTime(seconds: 4999))
        #expect(try clock.next() == SimTime(seconds: 4999))
        #expect(clock.pending == 0)
    }

    @Test func nextFiresOneInstant() throws {
        let clock = SimClock()
        var fired: [String] = []
        clock.schedule(after: 0.5) { fired.append("a") }
        clock.schedule(after: 0.5) { fired.append("b"); clock.schedule(after: 0) { fired.append("b0") } }
        clock.schedule(after: 0.8) { fired.append("c") }
        #expect(try clock.next() == SimTime(seconds: 0.5))
        #expect(fired == ["a", "b", "b0"])
        #expect(try clock.next() == SimTime(seconds: 0.8))
        #expect(try clock.next() == nil)
        #expect(clock.now == SimTime(seconds: 0.8))
    }

    @Test func runUntilIdleLimit() throws {
        let clock = SimClock()
        func again() { clock.schedule(after: 0.1, label: "repeater") { again() } }
        again()
        #expect(throws: ClockError.self) { try clock.runUntilIdle(limit: 100) }
        do {
            try clock.runUntilIdle(limit: 100)
            Issue.record("expected the loop limit")
        } catch let e as ClockError {
            #expect(e.message.hasPrefix("runUntilIdle: aborting after running 100 timers (limit = 100), assuming an infinite loop; 1 still pending, next repeater at t="))
        }
        #expect(clock.pending == 1)
        let done = SimClock()
        done.schedule(after: 2) {}
        done.schedule(after: 1) {}
        #expect(try done.runUntilIdle() == SimTime(seconds: 2))
        #expect(done.pending == 0)
    }

    @Test func errorsDoNotStopTheAdvance() throws {
        let clock = SimClock()
        var fired: [Int] = []
        clock.schedule(after: 0.1) { fired.append(1); throw Boom(n: 1) }
        clock.schedule(after: 0.2) { fired.append(2); throw Boom(n: 2) }
        clock.schedule(after: 0.3) { fired.append(3) }
        #expect(throws: Boom(n: 1)) { try clock.advance(by: 1) }
        #expect(fired == [1, 2, 3])
        #expect(clock.now == SimTime(seconds: 1))
        // The error was consumed: the next advance is clean.
        try clock.advance(by: 1)
    }

    struct Stop: ClockAbortingError {}

    @Test func abortingErrorsStopAtOnce() throws {
        let clock = SimClock()
        var fired: [Int] = []
        clock.schedule(after: 0.1) { fired.append(1); throw Stop() }
        clock.schedule(after: 0.2) { fired.append(2) }
        #expect(throws: Stop.self) { try clock.advance(by: 1) }
        #expect(fired == [1])
        #expect(clock.now == SimTime(seconds: 0.1))
        #expect(clock.pending == 1)
    }

    /// Engine-only events run no Lua hook: the host's interruption is asked every
    /// `interruptionInterval` fired events, and its error stops the advance there.
    @Test func theInterruptionStopsEngineOnlyEvents() throws {
        let clock = SimClock()
        var fired = 0
        for k in 1...5000 { clock.schedule(after: .seconds(Double(k) * 0.001)) { fired += 1 } }
        var asked = 0
        clock.interruption = { asked += 1; return asked == 2 ? Stop() : nil }
        #expect(throws: Stop.self) { try clock.advance(by: 10) }
        #expect(fired == 2 * SimClock.interruptionInterval)
        #expect(clock.pending == 5000 - fired)
        #expect(clock.now == SimTime(seconds: Double(fired) * 0.001))
        clock.interruption = nil
        try clock.advance(by: 10)
        #expect(fired == 5000)
    }

    @Test func refusals() throws {
        let clock = SimClock()
        func message(_ body: () throws -> Void) -> String {
            do { try body(); return "no error" } catch { return "\(error)" }
        }
        #expect(message { try clock.advance(bySeconds: -1) } == "non-negative number of seconds expected, got -1")
        #expect(message { try clock.advance(bySeconds: .nan) } == "finite number of seconds expected, got nan")
        #expect(message { try clock.advance(bySeconds: .infinity) } == "finite number of seconds expected, got inf")
        #expect(message { try clock.advance(bySeconds: 1e300) } == "at most 1e9 seconds expected, got 1e+300")
        try clock.advance(bySeconds: 2)
        #expect(message { try clock.advance(toSeconds: 1.5) } == "time 1.5 is in the past (now 2)")
        #expect(try clock.advance(toSeconds: 2) == SimTime(seconds: 2))
        clock.schedule(after: 1) { _ = try clock.advance(bySeconds: 1) }
        #expect(message { try clock.advance(bySeconds: 1) }
            == "advance cannot be called while the clock is firing callbacks (it is already advancing)")
        // A user callback outside an advance runs in the middle of an engine step: time waits.
        #expect(message { try clock.runningUserCallback { _ = try clock.advance(bySeconds: 1) } }
            == "advance cannot be called from a callback: time moves only once the engine's step is done")
        #expect(message { try clock.runningUserCallback { _ = try clock.next() } }
            == "next cannot be called from a callback: time moves only once the engine's step is done")
    }

    @Test func zeroDelayRunawayStops() throws {
        let clock = SimClock()
        clock.zeroDelayLimit = 50
        func loop() { clock.schedule(after: 0, label: "loop") { loop() } }
        clock.schedule(after: 1) { loop() }
        #expect(throws: ClockError.zeroDelayLoop(limit: 50, at: SimTime(seconds: 1), label: "loop")) { try clock.advance(by: 2) }
        #expect(clock.now == SimTime(seconds: 1))
    }

    @Test func integerTimeDoesNotDrift() throws {
        let clock = SimClock()
        for _ in 0..<10 { try clock.advance(by: 0.1) }
        #expect(clock.now == SimTime(seconds: 1))
        #expect(clock.now.seconds == 1.0)
    }

    /// Random schedules, cancels (some from inside callbacks), advances and nexts against a plain
    /// sorted-list model: same fire order, same times, same pending counts.
    @Test func matchesASortedListModel() throws {
        var rng = UInt64(12345)
        func random(_ n: Int) -> Int {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Int((rng >> 33) % UInt64(n))
        }
        let clock = SimClock()
        var fired: [Int] = []
        var model: [(due: Int64, seq: Int, id: Int)] = []   // pending, unsorted
        var modelFired: [Int] = []
        var ids: [Int: TimerID] = [:]
        var nextID = 0
        var seq = 0
        func schedule(_ delayMs: Int) {
            let id = nextID
            nextID += 1
            let due = clock.now.nanoseconds + Int64(delayMs) * 1_000_000
            model.append((due, seq, id))
            seq += 1
            ids[id] = clock.schedule(after: .milliseconds(Int64(delayMs))) { fired.append(id) }
        }
        func modelAdvance(to t: Int64) {
            while true {
                let due = model.filter { $0.due <= t }.min { ($0.due, $0.seq) < ($1.due, $1.seq) }
                guard let e = due else { break }
                model.removeAll { $0.id == e.id }
                modelFired.append(e.id)
            }
        }
        for _ in 0..<4000 {
            switch random(10) {
            case 0...4:
                schedule(random(4) == 0 ? 0 : random(2000))
            case 5, 6:
                if let victim = model.isEmpty ? nil : model[random(model.count)] {
                    #expect(clock.cancel(ids[victim.id]!))
                    model.removeAll { $0.id == victim.id }
                }
            case 7, 8:
                let target = clock.now.nanoseconds + Int64(random(500)) * 1_000_000
                modelAdvance(to: target)
                try clock.advance(to: SimTime(nanoseconds: target))
            default:
                if let t = try clock.next() { modelAdvance(to: t.nanoseconds) }
            }
            #expect(clock.pending == model.count)
        }
        try clock.runUntilIdle(limit: 100_000)
        modelAdvance(to: Int64.max)
        #expect(fired == modelFired)
        #expect(clock.pending == 0)
    }

    @Test func cancelledTimersReleaseTheirClosuresAtCompaction() throws {
        final class Token {}
        weak var probe: Token?
        let clock = SimClock()
        do {
            let token = Token()
            probe = token
            clock.cancel(clock.schedule(after: 1) { _ = token })
            #expect(probe != nil)   // lazily cancelled: still in the heap
            for i in 0..<1100 { clock.cancel(clock.schedule(after: .seconds(Double(i))) {}) }
        }
        // 1025 cancelled entries (> 1024, > live = 0) triggered a compaction: the closure is gone.
        #expect(probe == nil)
        #expect(clock.pending == 0)
    }

    final class Ledger: InvariantChecking {
        var balance = 0
        func checkInvariants() throws(InvariantBroken) { try InvariantBroken.check(balance >= 0, "balance \(balance)") }
    }

    /// Debug builds: what the clock watches is checked after every fired event, and a violation
    /// stops the advance there (the later event does not fire).
    @Test func aWatchedModelsBrokenInvariantStopsTheAdvance() {
        let clock = SimClock()
        let ledger = Ledger()
        clock.watch(ledger, as: "ledger")
        var fired: [String] = []
        clock.schedule(after: 0.1, label: "spend") { ledger.balance -= 5; fired.append("spend") }
        clock.schedule(after: 0.2, label: "later") { fired.append("later") }
        #expect {
            try clock.advance(by: 1)
        } throws: { e in
            (e as? InvariantViolation)?.description == "internal error: ledger invariant broken after spend at 0.100: balance -5"
        }
        #expect(fired == ["spend"])
    }
}
