@testable import StageKit
import Testing

/// The "objc" policy's registration sort (issue 43): `PopupExchangeSort` gives exactly what the
/// library's loops give (LSTPopView.m:242-256, its unstable order of equal priorities included),
/// alone and inside the policy, on random priority and group sequences, against the loops as
/// they were written.
@Suite struct PopupExchangeSortTests {
    typealias Rng = PopupPropertyTests.Rng

    /// Priorities from a small set, so equal ones (where the sort is not stable) are common.
    static func priorities(_ rng: inout Rng, _ n: Int) -> [Int: Double] {
        let values: [Double] = [-1, 0, 0, 1, 2, 2, 2, 5, 900, 1000]
        var p: [Int: Double] = [:]
        for i in 0..<n { p[i] = values[rng.int(values.count)] }
        return p
    }

    @Test func theReplayGivesTheLibrarysOrder() {
        var rng = Rng(s: 43)
        for round in 0..<3000 {
            let n = 1 + rng.int(40)
            let p = Self.priorities(&rng, n)
            let priority = { (id: PopupID) in p[id.raw] ?? 0 }
            var before = (0..<(n - 1)).map(PopupID.init)
            let ascending = round % 2 == 0
            // Half the rounds start from the sort's own result (the usual case), half from any
            // order (a registered popup's priority changed since).
            if ascending {
                PopupExchangeSort.reference(&before, priority: priority)
            } else {
                for i in stride(from: before.count - 1, to: 0, by: -1) { before.swapAt(i, rng.int(i + 1)) }
            }
            var expected = before + [PopupID(n - 1)]
            PopupExchangeSort.reference(&expected, priority: priority)
            var got = before
            PopupExchangeSort.appendAndSort(PopupID(n - 1), to: &got, priority: priority)
            #expect(got == expected, "round \(round): \(before) + popup#\(n - 1) with \(p)")
            if got != expected { return }
        }
    }

    /// Random sequences of the policy's inputs (pops with random priorities, groups, stack and
    /// single popups; property changes that reorder registered popups; dismissals, completions,
    /// ticks), fed to a policy sorting the fast way and one sorting with the library's loops:
    /// every step's effects and the registered array agree.
    @Test func thePolicyMatchesTheOneWithTheLibrarysLoops() {
        var rng = Rng(s: 4343)
        let groups: [String?] = [nil, "a", "b"]
        let priorities: [Double] = [0, 1, 1, 2, 5, 900]
        for round in 0..<150 {
            var fast = ObjCPopupPolicy()
            var reference = ObjCPopupPolicy()
            reference.sortsByReference = true
            let n = 12 + rng.int(40)
            var now = SimTime.zero
            func ticket() -> PopupTicket {
                PopupTicket(groupId: groups[rng.int(groups.count)], priority: priorities[rng.int(priorities.count)],
                            isStack: rng.chance(10), isSingle: rng.chance(5), showTime: rng.chance(20) ? 1 : 0)
            }
            var inputs: [PopupInput] = (0..<n).map { .create(PopupID($0), host: "window") }
            for _ in 0..<(4 * n) {
                let id = PopupID(rng.int(n))
                switch rng.int(10) {
                case 0, 1, 2, 3: inputs.append(.pop(id, ticket(), style: nil, duration: nil))
                case 4, 5: inputs.append(.configure(id, ticket()))
                case 6: inputs.append(.dismiss(id, style: nil, duration: nil, reason: .dismiss))
                case 7: inputs.append(.popFinished(id, startsCountdown: rng.chance(50)))
                case 8: inputs.append(rng.chance(50) ? .resumeCheck(id) : .dismissFinished(id))
                default: inputs.append(.tick)
                }
            }
            for (k, input) in inputs.enumerated() {
                now = now + SimDuration(nanoseconds: Int64(rng.int(3)) * 10_000_000)
                let ctx = PopupContext(now: now)
                let a = ObjCPopupPolicy.transition(&fast, input, ctx)
                let b = ObjCPopupPolicy.transition(&reference, input, ctx)
                #expect(a == b, "round \(round) step \(k) \(input)")
                #expect(fast.registered == reference.registered, "round \(round) step \(k) \(input)")
                if a != b || fast.registered != reference.registered { return }
            }
        }
    }
}
