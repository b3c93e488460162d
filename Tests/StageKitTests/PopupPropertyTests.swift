@testable import StageKit
import Testing

/// Random sequences against the "swift" policy: a small reference model for the queue decisions,
/// and the policy's properties checked after every step.
@Suite struct PopupPropertyTests {
    typealias T = PopupTest

    /// Deterministic generator (SplitMix64).
    struct Rng {
        var s: UInt64
        mutating func next() -> UInt64 {
            s &+= 0x9E37_79B9_7F4A_7C15
            var z = s
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    }

    /// The reference: coarse states and the rules of docs/behavior/lstpopview.md "The swift policy" written the naive way (scans, no heaps).
    struct Reference {
        /// `gone`: dismissing (no time passes in this test); `dropped`: left the queue unshown.
        enum S: Equatable { case idle, waiting(Int), onScreen, gone, dropped, retired }
        struct P { var host: String; var group: String?; var prio: Double; var stack: Bool; var single: Bool
                   var selfDismiss: Bool; var s: S = .idle; var shownOnce = false }
        var ps: [P] = []
        var order = 0
        let fifo: Bool

        func same(_ i: Int, _ j: Int) -> Bool { ps[i].host == ps[j].host && ps[i].group == ps[j].group }

        mutating func pop(_ i: Int) {
            guard ps[i].s == .idle else { return }
            let members = ps.indices.filter { $0 != i && same($0, i) }
            if ps[i].single {
                for j in members where ps[j].s == .onScreen { ps[j].s = .gone }
                for j in members { if case .waiting = ps[j].s { ps[j].s = ps[j].shownOnce ? .gone : .dropped } }
                show(i)
            } else if ps[i].stack {
                show(i)
            } else if let c = members.first(where: { ps[$0].s == .onScreen && !ps[$0].stack }) {
                order += 1
                if ps[i].prio >= ps[c].prio { ps[c].s = .waiting(order); show(i) } else { ps[i].s = .waiting(order) }
            } else {
                show(i)
            }
        }

        mutating func show(_ i: Int) {
            ps[i].s = .onScreen
            if !ps[i].shownOnce {
                ps[i].shownOnce = true
                if ps[i].selfDismiss { dismiss(i) }   // its willPop dismisses it
            }
        }

        mutating func dismiss(_ i: Int) {
            switch ps[i].s {
            case .waiting: ps[i].s = ps[i].shownOnce ? .gone : .dropped
            case .onScreen:
                ps[i].s = .gone
                if !ps[i].stack { resume(like: i) }
            default: break
            }
        }

        mutating func resume(like i: Int) {
            var best: (Int, Double, Int)?
            for j in ps.indices where same(j, i) {
                guard case .waiting(let o) = ps[j].s else { continue }
                if let b = best {
                    let better = ps[j].prio > b.1 || ps[j].prio == b.1 && (fifo ? o < b.2 : o > b.2)
                    if better { best = (j, ps[j].prio, o) }
                } else { best = (j, ps[j].prio, o) }
            }
            if let b = best { show(b.0) }
        }

        mutating func invalidate(_ host: String?) {
            for i in ps.indices where host == nil || ps[i].host == host {
                // Dismissing popups end at once too; dropped ones had already ended.
                if ps[i].s != .dropped { ps[i].s = .retired }
            }
        }
    }

    static func coarse(_ s: PopupState) -> String {
        switch s {
        case .idle: return "idle"
        case .queued, .suspended: return "waiting"
        case .presenting, .shown: return "onScreen"
        case .dismissing, .dismissed: return "gone"
        case .retired: return "retired"
        }
    }

    static func coarse(_ s: Reference.S) -> String {
        switch s {
        case .idle: return "idle"
        case .waiting: return "waiting"
        case .onScreen: return "onScreen"
        case .gone, .dropped: return "gone"
        case .retired: return "retired"
        }
    }

    @Test(arguments: [(1 as UInt64, PopupTieBreak.lifo), (2, .fifo), (3, .lifo), (4, .fifo), (5, .lifo)])
    func queueDecisionsMatchTheReference(_ seed: UInt64, _ tie: PopupTieBreak) throws {
        var rng = Rng(s: seed)
        let (_, m) = T.make(.swift, tieBreak: tie)
        var ref = Reference(fifo: tie == .fifo)
        var popups: [Popup] = []
        for step in 0..<400 {
            switch rng.int(10) {
            case 0...3:
                let host = rng.chance(70) ? "h1" : "h2"
                let group: String? = rng.chance(50) ? nil : "a"
                let prio = Double(rng.int(3))
                let stack = rng.chance(10), single = rng.chance(4), selfDismiss = rng.chance(8)
                let p = T.popup(m, priority: prio, group: group, isStack: stack, isSingle: single, host: host)
                if selfDismiss { p.blocks.willPop = { $0.dismiss() } }
                popups.append(p)
                ref.ps.append(.init(host: host, group: group, prio: prio, stack: stack, single: single, selfDismiss: selfDismiss))
                if rng.chance(85) {
                    _ = try? p.pop()
                    ref.pop(ref.ps.count - 1)
                }
            case 4...7:
                guard !popups.isEmpty else { continue }
                let i = rng.int(popups.count)
                popups[i].dismiss()
                ref.dismiss(i)
            case 8:
                guard !popups.isEmpty else { continue }
                let i = rng.int(popups.count)
                _ = try? popups[i].pop()
                ref.pop(i)
            default:
                let host: String? = rng.chance(30) ? nil : (rng.chance(50) ? "h1" : "h2")
                if rng.chance(20) {
                    if let host { m.invalidate(host: host) } else { m.invalidateAllScopes() }
                    ref.invalidate(host)
                }
            }
            let engine = popups.map { Self.coarse($0.state) }
            let expected = ref.ps.map { Self.coarse($0.s) }
            #expect(engine == expected, "step \(step)")
            if engine != expected { return }
            #expect(m.brokenInvariants.isEmpty, "step \(step)")
        }
        #expect(m.stage.takeReportedError() == nil)
    }

    @Test(arguments: [11 as UInt64, 12, 13, 14])
    func propertiesHoldUnderTimeKeyboardAndReentrancy(_ seed: UInt64) throws {
        var rng = Rng(s: seed)
        let (stage, m) = T.make(.swift)
        var popups: [Popup] = []
        for step in 0..<300 {
            switch rng.int(12) {
            case 0...3:
                let p = T.popup(m, priority: Double(rng.int(3)), group: rng.chance(50) ? nil : "a", showTime: Double(rng.int(3)),
                                isStack: rng.chance(10), isSingle: rng.chance(4), host: rng.chance(80) ? "h1" : "h2") {
                    $0.popStyle = PopStyle.allCases[Int(seed) % PopStyle.allCases.count]
                }
                // Re-entrant callbacks: pop or dismiss another popup, or invalidate a scope.
                if rng.chance(15), let other = popups.last { p.blocks.didPop = { _ in other.dismiss() } }
                if rng.chance(10) { p.blocks.willDismiss = { _ in _ = try? T.popup(m, priority: 1).pop() } }
                if rng.chance(5) { p.blocks.countdown = { _, _ in m.invalidate(host: "h2") } }
                if rng.chance(5) { p.blocks.resumed = { $0.dismiss() } }
                popups.append(p)
                _ = try? p.pop()
            case 4...5:
                if let p = popups.randomElement(using: &rng) { p.dismiss() }
            case 6...8:
                _ = try? stage.clock.advance(by: SimDuration(seconds: Double(rng.int(150)) / 100))
            case 9:
                if rng.chance(50) { try? stage.showKeyboard(height: Double(200 + rng.int(200))) } else { try? stage.hideKeyboard() }
            case 10:
                if rng.chance(30) { m.invalidate(host: rng.chance(50) ? "h1" : "h2") }
            default:
                if let p = popups.randomElement(using: &rng) { _ = try? p.pop() }
            }
            check(m, popups, step)
        }
        #expect(m.stage.takeReportedError() == nil)
        stage.invalidate()
        #expect(stage.clock.pending == 0)
        #expect(stage.layers.count == 0)
    }

    private func check(_ m: PopupManager, _ popups: [Popup], _ step: Int) {
        // Popups made by callbacks are not in `popups`: ask the manager for every id.
        let all = (1...max(1, popups.count * 2 + 50)).compactMap { m.popup(PopupID($0)) }
        var keys: [PopupGroupKey: [Popup]] = [:]
        for p in all { keys[PopupGroupKey(host: p.host, groupId: m.swiftPolicy.ticket(of: p.id)?.groupId), default: []].append(p) }
        for (key, members) in keys {
            let visible = members.filter { $0.state.isVisible && m.swiftPolicy.ticket(of: $0.id)?.isStack == false }
            #expect(visible.count <= 1, "step \(step): \(key) shows \(visible.map(\.source))")
            if let v = visible.first, let vp = m.swiftPolicy.ticket(of: v.id)?.priority {
                for w in members where w.state == .suspended || w.state == .queued {
                    #expect((m.swiftPolicy.ticket(of: w.id)?.priority ?? 0) <= vp, "step \(step): \(w.source) outranks \(v.source)")
                }
            }
            for s in members where s.state == .suspended {
                #expect(m.model.countdown(of: s.id, at: m.stage.now)?.running != true, "step \(step): \(s.source) counts while suspended")
            }
        }
        // No popup lost or duplicated: each registered once, and every non-idle, non-ended popup registered.
        let registered = m.swiftPolicy.registered
        #expect(Set(registered).count == registered.count)
        for p in all where [.queued, .presenting, .shown, .suspended].contains(p.state) {
            #expect(registered.contains(p.id), "step \(step): \(p.source) lost")
        }
        let problems = m.brokenInvariants
        #expect(problems.isEmpty, "step \(step): \(problems)")
    }
}

extension Array {
    func randomElement(using rng: inout PopupPropertyTests.Rng) -> Element? {
        isEmpty ? nil : self[rng.int(count)]
    }
}
