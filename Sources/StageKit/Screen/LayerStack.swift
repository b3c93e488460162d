/// The z-ordered stack of everything presented on the screen. Ordering rule: by `LayerLevel`'s
/// stratum first (see there: sheets and popups share one, as the window's subviews do), then by
/// presentation order within it (the last presented is on top), unless a layer is placed
/// explicitly with `insert(_:above:)`/`insert(_:below:)`. A sublayer (a layer whose
/// `superlayer` is set: a popup in a parent view) is a subview: presented, it goes directly above
/// its superlayer's topmost sublayer, below whatever lies above the superlayer; it orders as its
/// superlayer's stratum, so later layers land above or below the pair together; and presenting
/// or inserting a superlayer carries its sublayers along, directly above it.
///
/// The stack also remembers when each layer was on it (`history`), for the timeline chart.
///
/// Invariants (`checkInvariants()`, after every change in debug builds): no layer is on the
/// stack twice; the open stays in `history` (no `end`) are exactly the layers on the stack; every
/// stay ends no earlier than it started; a sublayer lies above its superlayer when both are on it.
/// (Removing a superlayer leaves its sublayers where they are: nothing removes tables or
/// containers yet.)
///
/// ```swift
/// stage.layers.present(sheet)                // on top of the action-sheet level
/// stage.layers.topDown.map(\.source)        // ["sheet#1", "table#1"]
/// stage.layers.hitTest(Point(x: 10, y: 10), at: stage.now)
/// ```
public final class LayerStack: InvariantChecking {
    /// One stay of a layer on the stack.
    public struct Presence: Sendable {
        public var source: String
        public var title: String
        public var level: LayerLevel
        public var start: SimTime
        /// nil while still presented.
        public var end: SimTime?
    }

    public private(set) var bottomToTop: [any StageLayer] = []
    public private(set) var history: [Presence] = []
    private unowned let clock: SimClock
    /// Beside the array, so that a stack of thousands of popups costs a few lookups per change
    /// rather than walks of its layers and strings: the layers on it, the index in `history` of
    /// each one's open stay, and how many layers on it have each layer as their superlayer (a
    /// layer's superlayer is fixed: a popup's parent view is given when it is made).
    private var onStack: Set<ObjectIdentifier> = []
    private var openStay: [ObjectIdentifier: Int] = [:]
    private var sublayerCount: [ObjectIdentifier: Int] = [:]

    public init(clock: SimClock) { self.clock = clock }

    /// Top first: the order hit-testing walks.
    public var topDown: [any StageLayer] { bottomToTop.reversed() }
    public var count: Int { bottomToTop.count }

    public func contains(_ layer: any StageLayer) -> Bool { onStack.contains(ObjectIdentifier(layer)) }

    public func index(of layer: any StageLayer) -> Int? { bottomToTop.firstIndex { $0 === layer } }

    /// The layer whose source is `source`, if presented.
    public func layer(source: String) -> (any StageLayer)? { bottomToTop.first { $0.source == source } }

    /// Adds `layer` on top of its level (moves it there if already presented); a sublayer goes
    /// directly above its superlayer's topmost sublayer instead (`addSubview` puts a view on top
    /// of its superview's subviews), or on top of its superlayer's level while the superlayer is
    /// not on the stack. The layer's own sublayers move with it, directly above it.
    public func present(_ layer: any StageLayer) {
        let wasPresent = removeIfPresent(layer)
        let carried = takeSublayers(of: layer)
        let i: Int
        if let parent = layer.superlayer,
            let top = bottomToTop.lastIndex(where: { $0 === parent || Self.isSublayer($0, of: parent) })
        {
            i = top + 1
        } else {
            let s = Self.stratum(of: layer)
            i = bottomToTop.lastIndex { Self.stratum(of: $0) <= s }.map { $0 + 1 } ?? 0
        }
        bottomToTop.insert(contentsOf: [layer] + carried, at: i)
        if !wasPresent { opened(layer) }
        checkAfter("present", layer)
    }

    /// How deep a chain of superlayers is followed (a popup in a table is 1; a cycle ends here).
    static let maximumNesting = 8

    /// The stratum a layer orders by: its outermost superlayer's.
    static func stratum(of layer: any StageLayer) -> Int {
        var l = layer
        for _ in 0..<maximumNesting {
            guard let s = l.superlayer else { break }
            l = s
        }
        return l.level.stratum
    }

    /// Whether `parent` is `layer`'s superlayer, or its superlayer's, and so on.
    static func isSublayer(_ layer: any StageLayer, of parent: any StageLayer) -> Bool {
        var l = layer
        for _ in 0..<maximumNesting {
            guard let s = l.superlayer else { return false }
            if s === parent { return true }
            l = s
        }
        return false
    }

    /// The sublayers of `layer` (at any depth), taken off the stack in their order, to be put
    /// back directly above it: a view's subviews move with it.
    private func takeSublayers(of layer: any StageLayer) -> [any StageLayer] {
        // A sublayer at any depth needs a direct one on the stack: most layers have none.
        guard sublayerCount[ObjectIdentifier(layer), default: 0] > 0 else { return [] }
        let carried = bottomToTop.filter { Self.isSublayer($0, of: layer) }
        if !carried.isEmpty { bottomToTop.removeAll { Self.isSublayer($0, of: layer) } }
        return carried
    }

    /// Places `layer` directly above `other`, its sublayers directly above it (or on top of its
    /// level when `other` is absent or one of those sublayers).
    public func insert(_ layer: any StageLayer, above other: any StageLayer) {
        guard layer !== other, contains(other), !Self.isSublayer(other, of: layer) else { return present(layer) }
        let wasPresent = removeIfPresent(layer)
        let carried = takeSublayers(of: layer)
        if let i = index(of: other) { bottomToTop.insert(contentsOf: [layer] + carried, at: i + 1) }
        if !wasPresent { opened(layer) }
        checkAfter("insert above", layer)
    }

    /// Places `layer` directly below `other`, its sublayers directly above it (or on top of its
    /// level when `other` is absent or one of those sublayers).
    public func insert(_ layer: any StageLayer, below other: any StageLayer) {
        guard layer !== other, contains(other), !Self.isSublayer(other, of: layer) else { return present(layer) }
        let wasPresent = removeIfPresent(layer)
        let carried = takeSublayers(of: layer)
        if let i = index(of: other) { bottomToTop.insert(contentsOf: [layer] + carried, at: i) }
        if !wasPresent { opened(layer) }
        checkAfter("insert below", layer)
    }

    /// Takes `layer` off the stack. Returns false when it was not on it.
    @discardableResult
    public func remove(_ layer: any StageLayer) -> Bool {
        guard removeIfPresent(layer) else { return false }
        closed(layer)
        checkAfter("remove", layer)
        return true
    }

    /// The topmost layer that takes a touch at `p`, or nil: layers UIKit's hit-testing skips
    /// (`takesTouches`: hidden, interaction off, alpha below 0.01) and pass-through layers are skipped.
    public func hitTest(_ p: Point, at t: SimTime, pan: Bool = false) -> (any StageLayer)? {
        for layer in bottomToTop.reversed() where layer.takesTouches(at: t) {
            if pan ? layer.hitTestPan(p, at: t) : layer.hitTest(p, at: t) { return layer }
        }
        return nil
    }

    /// Drops everything (stage teardown). History is kept.
    func removeAll() {
        let layers = bottomToTop
        bottomToTop.removeAll()
        for layer in layers { closed(layer) }
        sublayerCount.removeAll()
        if let last = layers.last { checkAfter("remove all", last) }
    }

    /// Takes `layer` out of the array (the caller puts it back or closes its stay).
    private func removeIfPresent(_ layer: any StageLayer) -> Bool {
        guard contains(layer), let i = index(of: layer) else { return false }
        bottomToTop.remove(at: i)
        return true
    }

    private func opened(_ layer: any StageLayer) {
        let id = ObjectIdentifier(layer)
        onStack.insert(id)
        openStay[id] = history.count
        if let s = layer.superlayer { sublayerCount[ObjectIdentifier(s), default: 0] += 1 }
        history.append(
            Presence(source: layer.source, title: layer.title, level: layer.level, start: clock.now, end: nil))
    }

    private func closed(_ layer: any StageLayer) {
        let id = ObjectIdentifier(layer)
        onStack.remove(id)
        if let h = openStay.removeValue(forKey: id) { history[h].end = clock.now }
        if let s = layer.superlayer {
            let k = ObjectIdentifier(s)
            if let n = sublayerCount[k] { sublayerCount[k] = n > 1 ? n - 1 : nil }
        }
    }

    /// The invariants in the type's note (checked after every change in debug builds; a violation
    /// is reported on the clock).
    public func checkInvariants() throws(InvariantBroken) {
        var seen = Set<ObjectIdentifier>()
        for layer in bottomToTop {
            try InvariantBroken.check(
                seen.insert(ObjectIdentifier(layer)).inserted, "\(layer.source) is on the stack twice")
        }
        try InvariantBroken.check(seen == onStack, "the set of layers on the stack disagrees with the stack")
        let open = history.filter { $0.end == nil }.map(\.source).sorted()
        try InvariantBroken.check(
            open == bottomToTop.map(\.source).sorted(), "open stays \(open) are not the layers on the stack")
        for p in history {
            try InvariantBroken.check(p.end.map { $0 >= p.start } ?? true, "\(p.source)'s stay ends before it starts")
        }
        var position: [ObjectIdentifier: Int] = [:]
        for (i, layer) in bottomToTop.enumerated() { position[ObjectIdentifier(layer)] = i }
        for (i, layer) in bottomToTop.enumerated() {
            guard let parent = layer.superlayer, let p = position[ObjectIdentifier(parent)] else { continue }
            try InvariantBroken.check(p < i, "\(layer.source) lies below its superlayer \(parent.source)")
        }
    }

    private func checkAfter(_ what: String, _ layer: any StageLayer) {
        guard invariantChecksEnabled else { return }
        clock.check(self, as: "layers", after: "\(what)(\(layer.source))")
    }
}
