@testable import StageKit
import Testing

/// `PopupRegistry` against popViewMarr as the library keeps it (an array, the loops as written on
/// every registration, LSTPopView.m:242-256): random registrations (duplicates included),
/// removals and property changes, with every query compared and the invariants checked after
/// each step.
@Suite struct PopupRegistryTests {
    typealias Rng = PopupPropertyTests.Rng

    /// The library's array and the queries the policy asks, computed the plain way.
    struct PlainArray {
        var ids: [PopupID] = []
        var priority: [PopupID: Double] = [:]
        var key: [PopupID: PopupGroupKey] = [:]

        mutating func register(_ id: PopupID, _ p: Double, _ k: PopupGroupKey) {
            priority[id] = p
            key[id] = k
            ids.append(id)
            let priority = self.priority
            PopupExchangeSort.reference(&ids, priority: { priority[$0] ?? 0 })
        }
        mutating func remove(_ id: PopupID) { ids.removeAll { $0 == id } }
        func members(_ k: PopupGroupKey) -> [PopupID] { ids.filter { key[$0] == k } }
        func last(_ k: PopupGroupKey) -> PopupID? { ids.last { key[$0] == k } }
    }

    @Test func itKeepsTheLibrarysArray() throws {
        var rng = Rng(s: 4401)
        let keys = [nil, "a", "b"].map { PopupGroupKey(host: "window", groupId: $0) }
        let priorities: [Double] = [-1, 0, 0, 1, 2, 2, 5, 900]
        for round in 0..<150 {
            var r = PopupRegistry()
            var plain = PlainArray()
            let n = 3 + rng.int(25)
            for step in 0..<(6 * n) {
                let id = PopupID(rng.int(n))
                let p = priorities[rng.int(priorities.count)]
                let k = keys[rng.int(keys.count)]
                switch rng.int(10) {
                case 0, 1, 2, 3, 4:
                    r.register(id, priority: p, key: k)
                    plain.register(id, p, k)
                case 5, 6:
                    r.remove(id)
                    plain.remove(id)
                default:
                    // A property write: only a registered popup's filing changes.
                    guard plain.ids.contains(id) else { continue }
                    r.update(id, priority: p, key: k)
                    plain.priority[id] = p
                    plain.key[id] = k
                }
                let context = "round \(round) step \(step)"
                #expect(r.ids == plain.ids, "\(context)")
                for k in keys {
                    #expect(r.members(of: k) == plain.members(k), "\(context) members of \(k)")
                    #expect(r.last(in: k) == plain.last(k), "\(context) last of \(k)")
                }
                #expect(r.contains(id) == plain.ids.contains(id), "\(context)")
                try r.checkInvariants()
                if r.ids != plain.ids { return }
            }
        }
    }

    /// Many distinct priorities and one big run of equal ones: the rotations stay lazy and right.
    @Test func bigRunsAndManyPriorities() throws {
        var r = PopupRegistry()
        var plain = PlainArray()
        let k = PopupGroupKey(host: "window", groupId: nil)
        for i in 0..<300 {
            let p = i % 3 == 0 ? 7 : Double(i % 50)
            r.register(PopupID(i), priority: p, key: k)
            plain.register(PopupID(i), p, k)
        }
        #expect(r.ids == plain.ids)
        for i in stride(from: 0, to: 300, by: 7) {
            r.remove(PopupID(i))
            plain.remove(PopupID(i))
        }
        #expect(r.ids == plain.ids)
        #expect(r.last(in: k) == plain.last(k))
        try r.checkInvariants()
    }

    /// The example in the type's documentation.
    @Test func theDocumentedExample() {
        var r = PopupRegistry()
        let k = PopupGroupKey(host: "window", groupId: nil)
        r.register(PopupID(1), priority: 5, key: k)
        r.register(PopupID(2), priority: 5, key: k)
        r.register(PopupID(3), priority: 1, key: k)
        #expect(r.ids == [PopupID(3), PopupID(2), PopupID(1)])
        #expect(r.last(in: k) == PopupID(1))
    }
}
