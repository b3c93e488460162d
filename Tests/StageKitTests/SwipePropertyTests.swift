@testable import StageKit
import Testing

/// Random sequences of pans, taps, scrolls, programmatic calls, deletes/inserts and clock
/// advances on a live table, checking after every step: at most one row dragging, indices contiguous
/// (the store against a plain array), no handler called twice for one perform, the invariants,
/// and nothing pending once the stage is invalidated.
@Suite struct SwipePropertyTests {
    struct Rng {
        var s: UInt64
        mutating func next() -> UInt64 { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
        mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() % 10_000) / 10_000 }
    }

    static let styles: [SwipeExpansionStyle?] = [nil, .selection, .destructive, .destructiveAfterFill, .fill,
                                                 .destructive(automaticallyDelete: false)]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomSequences(seed: Int) throws {
        var rng = Rng(s: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let stage = Stage(size: Size(width: 375, height: 667), safeArea: EdgeInsets())
        let table = try SwipeTable(stage: stage, rows: (1...30).map { "r\($0)" }, rowHeight: 60)
        var reference = (1...30).map { "r\($0)" }
        let expansion = Self.styles[seed % Self.styles.count]
        let transition = SwipeTransitionStyle.allCases[seed % 3]
        weak let weakTable = table
        table.delegate.editActions = { p, o in
            // Reentrancy: sometimes the delegate hides another row while being asked.
            if p.index % 7 == 3, let t = weakTable, t.rowCount > 0 { _ = try? t.hideSwipe(row: 0) }
            let h: SwipeHandler = { ref, _ in
                // Manual fills are fulfilled by the app half of the time.
                if case .fill(let o)? = expansion?.completionAnimation, o.autoFulFillmentStyle == nil, p.index % 2 == 0 {
                    _ = try? ref.fulfill(with: p.index % 4 == 0 ? .delete : .reset)
                }
            }
            var a = SwipeAction(style: .destructive, title: "Delete", handler: h)
            a.hidesWhenSelected = true
            var b = SwipeAction(title: "Flag", handler: h)
            b.transitionDelegate = .default
            return o == .right ? [a, b] : [SwipeAction(title: "Read", handler: h)]
        }
        table.delegate.editActionsOptions = { _, o in SwipeOptions(transitionStyle: transition, expansionStyle: o == .right ? expansion : .selection) }
        table.present()

        for step in 0..<150 {
            let n = table.rowCount
            guard n > 0 else { break }
            let i = rng.int(min(n, 10))
            do {
                switch rng.int(10) {
                case 0, 1:
                    try table.swipe(row: i, dx: rng.double(-360, 300), duration: SimDuration(seconds: rng.double(0.05, 0.4)),
                                    velocity: rng.int(3) == 0 ? Point(x: rng.double(-800, 800), y: 0) : nil)
                case 2:
                    if let b = try table.buttonFrames(ofRow: i).first(where: { $0.visible.width > 4 }) {
                        try table.tapAction(row: i, index: b.index)
                    }
                case 3: try table.tapRow(i)
                case 4: table.scroll(by: rng.double(-100, 100))
                case 5: try table.showSwipe(row: i, orientation: rng.int(2) == 0 ? .right : .left, animated: rng.int(2) == 0)
                case 6: try table.hideSwipe(row: i, animated: rng.int(2) == 0)
                case 7:
                    if rng.int(2) == 0 {
                        try table.deleteRow(i)
                        reference.remove(at: i)
                    } else {
                        let name = "n\(step)"
                        try table.insertRow(i, data: name)
                        reference.insert(name, at: i)
                    }
                case 8: try table.setSwipeOffset(row: i, offset: rng.double(-400, 400), animated: rng.int(2) == 0)
                default: try stage.clock.advance(by: SimDuration(seconds: rng.double(0, 1)))
                }
            } catch let e as SwipeError {
                // Refusals are allowed (double delete, not reachable); the model must stay whole.
                switch e {
                case .doubleDelete, .input, .rowNotOpen, .invalidNumberOfRows, .fulfillOutsideFill: break
                default: Issue.record("step \(step): \(e)")
                }
            }
            _ = stage.takeReportedError()
            // Library deletions (fills) happen inside the engine: resync the reference by ids.
            if reference.count != table.rowCount {
                reference = (0..<table.rowCount).map { (try? table.rowData($0)) ?? "?" }
            }
            #expect(table.brokenInvariants.isEmpty, "step \(step): \(table.brokenInvariants)")
            #expect(table.store.brokenInvariants.isEmpty)
            #expect((0..<table.rowCount).map { (try? table.rowData($0)) ?? "?" } == reference)
            for k in 0..<table.rowCount { #expect(table.rowIndex(ofID: (try? table.rowID(k)) ?? -1) == k) }
            var seen = Set<[Int]>()
            for c in table.handlerCalls { #expect(seen.insert([c.rowID, c.perform]).inserted, "handler twice at step \(step)") }
        }
        // The sequence really swiped, performed and closed rows.
        let names = Set(stage.timeline.events.filter { $0.source == table.source }.map(\.name))
        #expect(names.isSuperset(of: ["editActions", "willBeginEditing", "didEndEditing"]))
        #expect(!table.handlerCalls.isEmpty)
        stage.invalidate()
        #expect(stage.clock.pending == 0)
    }

    /// The store against an array under random inserts and deletes, headers included.
    @Test func rowStoreMatchesAnArray() {
        var rng = Rng(s: 42)
        var store = SwipeRowStore()
        var ref: [(String, Double)] = []
        // Appends take their own path (down the right spine, no split).
        for k in 0..<300 {
            let h = Double(20 + rng.int(80))
            store.appendRow(height: h, data: "a\(k)")
            ref.append(("a\(k)", h))
        }
        #expect(store.brokenInvariants.isEmpty)
        for k in 0..<2000 {
            if ref.isEmpty || rng.int(3) != 0 {
                let at = rng.int(ref.count + 1)
                let h = Double(20 + rng.int(80))
                let pos = at < ref.count ? store.item(ofRow: at) : store.itemCount
                store.insertRow(atItem: pos, height: h, data: "d\(k)")
                ref.insert(("d\(k)", h), at: at)
            } else {
                let at = rng.int(ref.count)
                #expect(store.removeRow(at: at).data == ref[at].0)
                ref.remove(at: at)
            }
            if k % 97 == 0 {
                #expect(store.brokenInvariants.isEmpty)
                var top = 0.0
                for (i, r) in ref.enumerated() {
                    #expect(store.data(ofRow: i) == r.0)
                    #expect(store.top(ofRow: i) == top)
                    if r.1 > 1 { #expect(store.item(atY: top + 0.5) == i) }
                    #expect(store.rowIndex(ofID: store.id(ofRow: i)) == i)
                    top += r.1
                }
            }
        }
    }
}
