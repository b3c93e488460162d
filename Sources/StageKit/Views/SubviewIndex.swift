/// Where a view's many subviews are, for hit tests and pictures that touch only the few under a
/// point or inside a rectangle: the subviews in bands along one axis (the one their frames
/// spread along most when it was built), each band listing the subviews whose frames cross it.
/// A view keeps one once it has more than `threshold` subviews; fewer are scanned as UIKit scans
/// them, front to back. Answers come in z-order (`View.order`), so the result is what a full scan
/// would give, whatever order the bands were filled in.
///
/// A subview spanning more than `maximumSpan` bands is kept in `wide` and checked on every
/// query; the bands are rebuilt (their width from the frames now) when the index has grown to
/// four times what it was built for, so a band holds a few subviews on average.
///
/// ```swift
/// let index = SubviewIndex(building: stack.subviews)
/// index.candidates(at: Point(x: 10, y: 4410))       // the row there, front first
/// index.candidates(in: visible)                      // the rows in view, back first
/// ```
final class SubviewIndex {
    static let threshold = 32
    static let maximumSpan = 64

    private let vertical: Bool
    private let bandWidth: Double
    private var bands: [Int: [View]] = [:]
    private var spans: [ObjectIdentifier: ClosedRange<Int>] = [:]
    private var wide: [ObjectIdentifier: View] = [:]
    private let builtFor: Int
    private(set) var count = 0

    init(building views: [View]) {
        var lo = (x: Double.infinity, y: Double.infinity)
        var hi = (x: -Double.infinity, y: -Double.infinity)
        for v in views where v.origin.x.isFinite && v.origin.y.isFinite {
            lo = (min(lo.x, v.origin.x), min(lo.y, v.origin.y))
            hi = (max(hi.x, v.origin.x + v.size.width), max(hi.y, v.origin.y + v.size.height))
        }
        let spread = (x: max(0, hi.x - lo.x), y: max(0, hi.y - lo.y))
        vertical = !(spread.x > spread.y)
        let extent = vertical ? spread.y : spread.x
        let n = Double(max(1, views.count))
        // About four subviews a band when they tile the axis; never thinner than a point.
        bandWidth = max(1, (extent.isFinite ? extent : 1) / n * 4)
        builtFor = max(views.count, SubviewIndex.threshold)
        for v in views { insert(v) }
    }

    /// Whether the index has grown past what its bands were sized for (rebuild it).
    var isOvergrown: Bool { count > 4 * builtFor }

    private func band(_ v: Double) -> Int {
        Int(clamping: (v / bandWidth).rounded(.down), to: -(1 << 40)...(1 << 40), nan: 0)
    }

    private func span(of v: View) -> ClosedRange<Int>? {
        let (lo, len) = vertical ? (v.origin.y, v.size.height) : (v.origin.x, v.size.width)
        guard lo.isFinite, len.isFinite else { return nil }
        let a = band(lo)
        let b = max(a, band(lo + len))
        guard b - a <= SubviewIndex.maximumSpan else { return nil }
        return a...b
    }

    func insert(_ v: View) {
        let id = ObjectIdentifier(v)
        guard spans[id] == nil, wide[id] == nil else { return }
        count += 1
        guard let s = span(of: v) else {
            wide[id] = v
            return
        }
        spans[id] = s
        for b in s { bands[b, default: []].append(v) }
    }

    func remove(_ v: View) {
        let id = ObjectIdentifier(v)
        if wide.removeValue(forKey: id) != nil {
            count -= 1
            return
        }
        guard let s = spans.removeValue(forKey: id) else { return }
        count -= 1
        for b in s {
            bands[b]?.removeAll { $0 === v }
            if bands[b]?.isEmpty == true { bands[b] = nil }
        }
    }

    /// The subview moved or was resized.
    func update(_ v: View) {
        remove(v)
        insert(v)
    }

    /// The subviews whose frames contain `p` (in the superview's bounds coordinates), front first.
    func candidates(at p: Point) -> [View] {
        var found = wide.values.filter { $0.frameContains(p) }
        if let list = bands[band(vertical ? p.y : p.x)] { found += list.filter { $0.frameContains(p) } }
        return found.sorted { $0.order > $1.order }
    }

    /// The subviews whose frames meet `r`, back first (drawing order).
    func candidates(in r: Rect) -> [View] {
        var seen = Set<ObjectIdentifier>()
        var found = wide.values.filter { $0.frameMeets(r) }
        let a = band(vertical ? r.minY : r.minX)
        let b = max(a, band(vertical ? r.maxY : r.maxX))
        // A rectangle wider than the bands' reach falls back to every band there is.
        let keys = b - a > 4 * builtFor ? Array(bands.keys) : Array(a...b)
        for k in keys {
            for v in bands[k] ?? [] where v.frameMeets(r) && seen.insert(ObjectIdentifier(v)).inserted {
                found.append(v)
            }
        }
        return found.sorted { $0.order < $1.order }
    }

    /// The index holds exactly `subviews`, each where its frame is.
    func check(_ subviews: [View], owner: String) throws(InvariantBroken) {
        try InvariantBroken.check(
            count == subviews.count, "\(owner)'s index holds \(count) views, not \(subviews.count)")
        for v in subviews {
            let id = ObjectIdentifier(v)
            if wide[id] != nil { continue }
            try InvariantBroken.check(
                spans[id] == span(of: v), "\(owner)'s index has \(v.source) where it no longer is")
        }
    }
}

extension View {
    /// The frame contains `p` (half-open, as `Rect.contains`), without laying out.
    func frameContains(_ p: Point) -> Bool {
        p.x >= origin.x && p.x < origin.x + size.width && p.y >= origin.y && p.y < origin.y + size.height
    }

    /// The frame meets `r` (shares more than an edge), without laying out.
    func frameMeets(_ r: Rect) -> Bool {
        origin.x < r.maxX && origin.x + size.width > r.minX && origin.y < r.maxY && origin.y + size.height > r.minY
    }
}
