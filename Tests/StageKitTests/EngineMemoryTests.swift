import Testing
@testable import StageKit

/// `EngineMemory`: the stage's account of what it holds for its script. The total is the sum of
/// the live charges (per kind, never negative), the ledger holds exactly that total, a refusal
/// charges nothing, and what components charge goes back when they go.
@Suite struct EngineMemoryTests {
    /// A ledger with a limit, as the Lua host's count is.
    final class Cap: EngineMemoryLedger {
        var used = 0
        var limit: Int
        var over = 0
        init(limit: Int = .max) { self.limit = limit }
        func charge(_ bytes: Int, refusing: Bool) -> Bool {
            #expect(bytes > 0)
            let fits = used + bytes <= limit
            if !fits { over += 1 }
            if fits || !refusing { used += bytes }
            return fits
        }
        func release(_ bytes: Int) {
            #expect(bytes > 0)
            used -= bytes
            #expect(used >= 0)
        }
    }

    struct Rng {
        var s: UInt64
        mutating func next(_ n: Int) -> Int {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return Int(s % UInt64(n))
        }
    }

    /// Random charges, reservations, adjustments and releases against a model of the live
    /// charges: after each step the total is their sum, per kind too, and the ledger agrees.
    @Test(arguments: [1, 2, 3, 4])
    func theTotalIsTheSumOfLiveCharges(seed: Int) {
        var rng = Rng(s: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let cap = Cap(limit: 1 << 20)
        let memory = EngineMemory()
        memory.ledger = cap
        var live: [(EngineMemory.Kind, Int)] = []
        var held = Array(repeating: 0, count: EngineMemory.Kind.allCases.count)
        for step in 0..<2000 {
            let kind = EngineMemory.Kind.allCases[rng.next(EngineMemory.Kind.allCases.count)]
            let k = EngineMemory.Kind.allCases.firstIndex(of: kind) ?? 0
            switch rng.next(4) {
            case 0:
                let n = rng.next(5000)
                memory.charge(n, for: kind)
                if n > 0 { live.append((kind, n)) }
            case 1:
                let n = rng.next(50000)
                do {
                    try memory.reserve(n, for: kind)
                    if n > 0 { live.append((kind, n)) }
                } catch {
                    #expect(error == EngineMemoryError(kind: kind, bytes: n))
                }
            case 2:
                memory.adjust(&held[k], to: rng.next(8000), for: kind)
            default:
                if !live.isEmpty {
                    let (kind, n) = live.remove(at: rng.next(live.count))
                    memory.release(n, for: kind)
                }
            }
            let expected = live.reduce(0) { $0 + $1.1 } + held.reduce(0, +)
            #expect(memory.charged == expected, "step \(step)")
            for kind in EngineMemory.Kind.allCases {
                let k = EngineMemory.Kind.allCases.firstIndex(of: kind) ?? 0
                let own = live.filter { $0.0 == kind }.reduce(0) { $0 + $1.1 } + held[k]
                #expect(memory.charged(for: kind) == own)
                #expect(memory.charged(for: kind) >= 0)
            }
            // The ledger holds the total rounded up to a step (a call per step, not per charge).
            #expect(cap.used == memory.ledgerHeld)
            #expect(memory.ledgerHeld >= memory.charged && memory.ledgerHeld < memory.charged + 2 * EngineMemory.step)
            #expect(memory.brokenInvariants.isEmpty)
        }
        #expect(cap.over > 0, "the sequence should have gone over the limit at least once")
        while let (kind, n) = live.popLast() { memory.release(n, for: kind) }
        for k in held.indices { memory.adjust(&held[k], to: 0, for: EngineMemory.Kind.allCases[k]) }
        #expect(memory.charged == 0 && cap.used == 0, "all released: the ledger holds nothing")
    }

    @Test func aRefusedReservationChargesNothing() {
        let cap = Cap(limit: 1000)
        let memory = EngineMemory()
        memory.ledger = cap
        #expect(throws: EngineMemoryError(kind: .rows, bytes: 1001)) { try memory.reserve(1001, for: .rows) }
        #expect(memory.charged == 0 && cap.used == 0)
        #expect(memory.refusals == 1001)
        // A charge is never refused: the engine holds it already; the ledger was told it is over
        // (it holds a whole step).
        memory.charge(1500, for: .events)
        #expect(memory.charged == 1500 && cap.used == EngineMemory.step && cap.over == 2)
        memory.release(1500, for: .events)
        #expect(memory.charged == 0 && cap.used == 0)
        // A reservation asks for exactly what is missing: one that fits is never refused.
        try? memory.reserve(1000, for: .rows)
        #expect(memory.charged == 1000 && cap.used == 1000)
    }

    @Test func attachingALedgerMovesTheTotal() {
        let memory = EngineMemory()
        memory.charge(300, for: .components)
        let a = Cap(), b = Cap()
        memory.ledger = a
        #expect(a.used == memory.ledgerHeld && a.used >= 300)
        memory.ledger = b
        #expect(a.used == 0 && b.used == memory.ledgerHeld)
        memory.ledger = nil
        #expect(b.used == 0)
        #expect(memory.charged == 300)
    }

    @Test func whatIsStillChargedGoesWithTheAccount() {
        let cap = Cap()
        do {
            let memory = EngineMemory()
            memory.ledger = cap
            memory.charge(4096, for: .timers)
            #expect(cap.used == memory.ledgerHeld && cap.used >= 4096)
        }
        #expect(cap.used == 0)
    }

    @Test func byteCountsSaturateInsteadOfTrapping() {
        #expect(EngineMemory.sum(.max, 1) == .max)
        #expect(EngineMemory.sum(5, -10) == 0)
        #expect(EngineMemory.product(.max, 3) == .max)
        #expect(EngineMemory.product(-4, 3) == 0)
        #expect(EngineMemory.block(.max) == .max)
        #expect(EngineMemory.array(capacity: .max, stride: 64) == .max)
        #expect(EngineMemory.dictionary(capacity: .max, keyStride: 8, valueStride: 8) == .max)
        #expect(EngineMemory.block(0) == 0 && EngineMemory.block(1) == 32 && EngineMemory.block(25) == 48)
        #expect(EngineMemory.string("short") == 0)
        #expect(EngineMemory.string(String(repeating: "x", count: 100)) == EngineMemory.block(133))
        let memory = EngineMemory()
        memory.charge(.max, for: .rows)
        memory.charge(.max, for: .events)
        #expect(memory.charged == .max)
        #expect(memory.charged(for: .rows) == .max)
        #expect(memory.brokenInvariants.isEmpty, "the total and the kinds saturate alike")
    }

    @Test func sharedStringStorageIsCountedOnce() {
        let long = String(repeating: "x", count: 1000)
        let other = String(repeating: "y", count: 1000)
        var b = EngineMemory.StringBytes()
        for _ in 0..<100 { b.add(long) }
        #expect(b.bytes == EngineMemory.string(long))
        b.add(other)
        b.add("short")
        #expect(b.bytes == EngineMemory.string(long) + EngineMemory.string(other))
        for _ in 0..<99 { b.remove(long) }
        #expect(b.bytes == EngineMemory.string(long) + EngineMemory.string(other))
        b.remove(long)
        b.remove(other)
        b.remove("short")
        #expect(b.bytes == 0)
        // Two strings with the same bytes but their own storage are two copies.
        let copy = String(repeating: "x", count: 1000)
        #expect(EngineMemory.StringBytes([long, copy]).bytes == 2 * EngineMemory.string(long))
    }

    @Test func aTableOfOneRepeatedStringIsChargedForOneCopy() throws {
        let stage = Stage()
        let long = String(repeating: "row ", count: 1 << 18)   // 1 MB, shared by every row
        let table = try SwipeTable(stage: stage, rows: Array(repeating: long, count: 100))
        #expect(table.memoryHeld < 2 << 20, "\(table.memoryHeld)")
        try table.deleteRow(0)
        _ = try table.insertRow(0, data: long)
        #expect(table.memoryHeld < 2 << 20)
        #expect(stage.memory.brokenInvariants.isEmpty)
    }

    // MARK: The stage's parts

    @Test func theTimelineChargesEachEventAndReleasesThemWhenCleared() throws {
        let stage = Stage()
        let cap = Cap()
        stage.memory.ledger = cap
        let before = stage.memory.charged(for: .events)
        #expect(before == 0)
        for i in 0..<1000 { stage.log("screen", "tap", ["x": .number(Double(i)), "y": 2, "layer": .string(String(repeating: "L", count: 40))]) }
        let perEvent = Double(stage.memory.charged(for: .events)) / 1000
        // The fields buffer (3 × 56 + 32 → a 208-byte block) and the array slot twice (~115); the
        // layer's string is the caller's (shared storage), not counted again.
        #expect(perEvent > 300 && perEvent < 600, "\(perEvent) bytes per event")
        #expect(stage.timeline.chargedBytes == stage.memory.charged(for: .events))
        #expect(cap.used == stage.memory.ledgerHeld)
        stage.timeline.clear()
        #expect(stage.memory.charged(for: .events) == 0)
        stage.log("screen", "tap")
        #expect(stage.memory.charged(for: .events) > 0)
        stage.invalidate()
        #expect(stage.memory.charged(for: .events) == 0)
        #expect(stage.memory.brokenInvariants.isEmpty)
    }

    @Test func theClockChargesItsHighWaterMarkAndReleasesItWithItsEvents() throws {
        let stage = Stage()
        let step = SimClock.chargeStep
        for _ in 0..<step { stage.clock.schedule(after: 1) {} }
        #expect(stage.memory.charged(for: .timers) == step * SimClock.bytesPerEvent)
        try stage.clock.advance(by: 2)
        // Fired slots are reused: the mark stays, and scheduling into them charges nothing more.
        for _ in 0..<step { stage.clock.schedule(after: 1) {} }
        #expect(stage.memory.charged(for: .timers) == step * SimClock.bytesPerEvent)
        // One more pending event: the next step of slots is charged.
        stage.clock.schedule(after: 1) {}
        #expect(stage.memory.charged(for: .timers) == 2 * step * SimClock.bytesPerEvent)
        stage.invalidate()
        #expect(stage.memory.charged(for: .timers) == 0)
    }

    @Test func aTableReservesItsRowsOrIsNotMade() throws {
        let stage = Stage()
        let cap = Cap(limit: 1 << 20)
        stage.memory.ledger = cap
        let rows = (1...100_000).map { "Row \($0)" }
        #expect(throws: EngineMemoryError.self) { _ = try SwipeTable(stage: stage, rows: rows) }
        #expect(stage.memory.charged == 0 && cap.used == 0)
        #expect(stage.layers.count == 0)
        cap.limit = 64 << 20
        var table: SwipeTable? = try SwipeTable(stage: stage, rows: rows)
        table?.present()
        let held = stage.memory.charged(for: .rows)
        #expect(held == table?.memoryHeld)
        // About 100 bytes a row (measured 98 for 250,000 rows' resident memory), never less.
        #expect(held >= 90 * rows.count && held <= 140 * rows.count, "\(held / rows.count) bytes a row")
        try table?.insertRow(5, data: String(repeating: "long row data ", count: 10))
        #expect(stage.memory.charged(for: .rows) == table?.memoryHeld)
        // stage.reset: the rows go (handles refuse by then), though the table object stays.
        stage.invalidate()
        #expect(stage.memory.charged(for: .rows) == SwipeTable.shellBytes)
        table = nil
        #expect(stage.memory.charged(for: .rows) == 0)
        #expect(cap.used == stage.memory.charged)
    }

    @Test func theStoresEstimateBeforeBuildingMatchesItsFootprintAfter() {
        for n in [0, 1, 1000, 250_000] {
            var store = SwipeRowStore()
            store.reserveCapacity(n)
            for i in 0..<n { store.appendRow(height: 44, data: "Row \(i)") }
            let estimate = SwipeRowStore.estimatedFootprint(items: n, dataBytes: 0)
            #expect(store.footprint >= estimate && Double(store.footprint) <= Double(estimate) * 1.1 + 1024, "\(n) rows")
        }
    }

    @Test func componentsReleaseWhatTheyChargedWhenTheyGo() throws {
        let stage = Stage()
        let cap = Cap()
        stage.memory.ledger = cap
        do {
            let sheet = try ActionController(stage: stage, style: .preset(.twitter), header: SheetHeader(title: "Accounts"))
            for i in 0..<50 { try sheet.addAction(SheetAction(data: ActionData(title: "Action number \(i) with a long title"))) { _ in } }
            try sheet.present()
            let manager = PopupManager(stage: stage, policy: .swift, tieBreak: .lifo)
            let popups = (0..<20).map { _ in manager.makePopup(PopupConfiguration(contentSize: Size(width: 100, height: 50))) }
            let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Library", "Search"]))
            tabs.present()
            try tabs.presentPopupBar(with: PopupBarContentController(item: PopupBarItem(title: "Song", subtitle: "Artist",
                                                                                trailingBarButtonItems: [PopupBarButtonItem(title: "Next")])))
            let components = stage.memory.charged(for: .components)
            #expect(components == sheet.memoryHeld + popups.reduce(0) { $0 + $1.memoryHeld } + tabs.memoryHeld + tabs.contentsHeld)
            #expect(tabs.contentsHeld >= PopupBarContainer.contentBytes + PopupBarContainer.buttonBytes)
            #expect(sheet.memoryHeld > ActionController.sheetBytes + 50 * ActionController.actionBytes)
            #expect(components > sheet.memoryHeld + 20 * Popup.popupBytes + PopupBarContainer.containerBytes)
            stage.invalidate()
        }
        // Everything is gone (the manager dropped its popups at invalidate; nothing else holds them).
        #expect(stage.memory.charged(for: .components) == 0)
        #expect(stage.memory.charged == 0 && cap.used == 0)
        #expect(stage.memory.brokenInvariants.isEmpty)
    }
}
