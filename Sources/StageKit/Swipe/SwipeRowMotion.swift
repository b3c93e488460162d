/// How rows move after the rows change (UIKit's table update, `SwipeTable.rowMoveDuration`):
/// later rows slide by the removed or inserted height (`shifts`), and a row the library deleted
/// while its cell still shows collapses in place (`ghosts`, by row id). Model positions change at
/// once; only what is drawn at a time follows.
///
/// ```swift
/// var motion = SwipeRowMotion()
/// motion.addShift(from: 120, delta: 60, now: .zero, duration: 0.3)   // rows below 120 slide up 60
/// motion.displayedTop(180, at: .zero)                                // 240: where it was
/// ```
struct SwipeRowMotion {
    /// A deleted row whose cell is still collapsing.
    struct Ghost {
        var top: Double
        var height: Double
        var data: String
        var mask: Animation<Double>
    }

    /// Later rows sliding after a delete (delta > 0) or insert (delta < 0).
    struct Shift {
        var from: Double
        var delta: Double
        var animation: Animation<Double>
    }

    private var ghosts: [Int: Ghost] = [:]
    private var shifts: [Shift] = []

    /// Where a row whose model top is `modelTop` is drawn at `t`.
    func displayedTop(_ modelTop: Double, at t: SimTime) -> Double {
        var y = modelTop
        for s in shifts where modelTop >= s.from && t < s.animation.end {
            y += s.delta * (1 - s.animation.value(at: t))
        }
        return y
    }

    /// Rows from `y` down moved by `-delta` in the model: they slide there from where they were.
    mutating func addShift(from y: Double, delta: Double, now: SimTime, duration: SimDuration) {
        shifts.removeAll { now >= $0.animation.end }
        // Items past the change moved by -delta in model coordinates: keep older shifts on them.
        for k in shifts.indices where shifts[k].from > y { shifts[k].from -= delta }
        for id in ghosts.keys where ghosts[id]?.top ?? 0 > y { ghosts[id]?.top -= delta }
        shifts.append(Shift(from: y, delta: delta,
                            animation: Animation(from: 0, to: 1, start: now, duration: duration, curve: .easeInOut)))
    }

    mutating func addGhost(_ ghost: Ghost, id: Int) { ghosts[id] = ghost }
    mutating func removeGhost(id: Int) { ghosts[id] = nil }
    func hasGhost(id: Int) -> Bool { ghosts[id] != nil }

    /// The collapsing rows in a fixed order (by id, never hash order).
    var sortedGhosts: [(id: Int, ghost: Ghost)] {
        ghosts.keys.sorted().compactMap { id in ghosts[id].map { (id, $0) } }
    }

    mutating func removeAll() {
        ghosts.removeAll()
        shifts.removeAll()
    }
}
