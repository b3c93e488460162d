/// UIStackView's arrangement as a pure function (docs/VIEWS.md, "Stack views"): the frames of
/// the arranged subviews that are not hidden, from their fitting sizes, along `axis`, by
/// `distribution` and `alignment`, `spacing` apart, inside `margins`. The rules are Apple's
/// (UIStackView.Distribution, .Alignment); where Auto Layout would have to break a tie the
/// engine says how (the first of the views with the lowest priority stretches or shrinks:
/// Apple documents only that the index decides), and equal centering that cannot keep its
/// spacing packs the items `spacing` apart from the start (`centered`). Baseline alignments are
/// not modelled.
///
/// ```swift
/// let items = [StackLayout.Item(size: Size(width: 100, height: 20)),
///              StackLayout.Item(size: Size(width: 50, height: 31))]
/// StackLayout.frames(items, in: Size(width: 300, height: 40), axis: .horizontal, spacing: 8)
/// // [{0, 0, 242, 40}, {250, 0, 50, 40}]: fill stretches the first (equal hugging)
/// ```
public enum StackLayout {
    public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// `leading` is UIKit's `.top` too, `trailing` its `.bottom` (the same raw values).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom
    }

    /// An arranged subview as the layout sees it: its fitting size and its priorities along the axis.
    public struct Item: Hashable, Sendable {
        public var size: Size
        public var hugging: Double
        public var resistance: Double
        public init(size: Size, hugging: Double = View.defaultLow, resistance: Double = View.defaultHigh) {
            self.size = size
            self.hugging = hugging
            self.resistance = resistance
        }
    }

    /// What the stack needs to show its items at their sizes (its intrinsic content size).
    public static func fittingSize(
        _ items: [Item], axis: Axis, distribution: Distribution = .fill, spacing: Double = 0,
        margins: EdgeInsets = .zero
    ) -> Size {
        let mains = items.map { main($0.size, axis) }
        let crosses = items.map { cross($0.size, axis) }
        let gaps = Double(max(0, items.count - 1)) * spacing
        let m =
            distribution == .fillEqually ? (mains.max() ?? 0) * Double(items.count) + gaps : mains.reduce(0, +) + gaps
        let c = crosses.max() ?? 0
        let s = axis == .horizontal ? Size(width: m, height: c) : Size(width: c, height: m)
        return Size(
            width: max(0, s.width + margins.left + margins.right),
            height: max(0, s.height + margins.top + margins.bottom))
    }

    /// The items' frames in a stack of `bounds` size (in its bounds coordinates).
    public static func frames(
        _ items: [Item], in bounds: Size, axis: Axis, distribution: Distribution = .fill,
        alignment: Alignment = .fill, spacing: Double = 0, margins: EdgeInsets = .zero
    ) -> [Rect] {
        guard !items.isEmpty else { return [] }
        let inner = Rect(origin: .zero, size: bounds).insetBy(margins)
        let avail = max(0, main(inner.size, axis))
        let crossAvail = max(0, cross(inner.size, axis))
        let placed = mainSpans(
            items.map { main($0.size, axis) }, items, avail: avail, distribution: distribution, spacing: spacing)
        return zip(items, placed).map { item, span in
            let c = alignment == .fill ? crossAvail : min(cross(item.size, axis), crossAvail)
            let at: Double
            switch alignment {
            case .fill, .leading, .top: at = 0
            case .center: at = (crossAvail - c) / 2
            case .trailing, .bottom: at = crossAvail - c
            }
            return axis == .horizontal
                ? Rect(x: inner.minX + span.start, y: inner.minY + at, width: span.length, height: c)
                : Rect(x: inner.minX + at, y: inner.minY + span.start, width: c, height: span.length)
        }
    }

    /// Where each item starts along the axis and how long it is: `lengths` are their fitting
    /// lengths along it.
    static func mainSpans(
        _ lengths: [Double], _ items: [Item], avail: Double, distribution: Distribution,
        spacing: Double
    ) -> [(start: Double, length: Double)] {
        let n = lengths.count
        let gaps = Double(n - 1) * spacing
        var sizes = lengths
        var gap = spacing
        switch distribution {
        case .fill:
            sizes = fitted(lengths, items, into: avail - gaps)
        case .fillEqually:
            sizes = Array(repeating: max(0, (avail - gaps) / Double(n)), count: n)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(0, avail - gaps)
            sizes = total > 0 ? lengths.map { $0 / total * room } : Array(repeating: room / Double(n), count: n)
        case .equalSpacing:
            let total = lengths.reduce(0, +)
            if total + gaps > avail {
                sizes = fitted(lengths, items, into: avail - gaps)
            } else if n > 1 {
                gap = (avail - total) / Double(n - 1)
            }
        case .equalCentering:
            return centered(lengths, items, avail: avail, spacing: spacing)
        }
        var at = 0.0
        return sizes.map { len in
            defer { at += len + gap }
            return (at, len)
        }
    }

    /// Fill's sizes: the extra room to the first item of the lowest hugging priority; a
    /// shortfall taken from the items of the lowest compression resistance first (the first
    /// of equals first), each down to 0 before the next gives.
    static func fitted(_ lengths: [Double], _ items: [Item], into room: Double) -> [Double] {
        var sizes = lengths
        let extra = room - lengths.reduce(0, +)
        if extra > 0 {
            if let k = items.indices.min(by: {
                items[$0].hugging < items[$1].hugging || (items[$0].hugging == items[$1].hugging && $0 < $1)
            }) {
                sizes[k] += extra
            }
        } else if extra < 0 {
            var short = -extra
            let order = items.indices.sorted {
                items[$0].resistance < items[$1].resistance || (items[$0].resistance == items[$1].resistance && $0 < $1)
            }
            for k in order where short > 0 {
                let take = min(short, sizes[k])
                sizes[k] -= take
                short -= take
            }
        }
        return sizes
    }

    /// Equal centering: the centers equally far apart from the first item at the start to the
    /// last at the end; when that would bring two items closer than `spacing`, the items are
    /// packed `spacing` apart from the start (fitted as fill fits them when even that is too long).
    static func centered(_ lengths: [Double], _ items: [Item], avail: Double, spacing: Double) -> [(
        start: Double, length: Double
    )] {
        let n = lengths.count
        guard n > 1 else { return [(0, min(lengths[0], avail))] }
        let first = lengths[0] / 2
        let last = avail - lengths[n - 1] / 2
        let d = (last - first) / Double(n - 1)
        var fits = true
        for i in 0..<(n - 1) where d - lengths[i] / 2 - lengths[i + 1] / 2 < spacing { fits = false }
        guard !fits else { return lengths.enumerated().map { i, len in (first + d * Double(i) - len / 2, len) } }
        let gaps = Double(n - 1) * spacing
        let sizes = lengths.reduce(0, +) + gaps <= avail ? lengths : fitted(lengths, items, into: avail - gaps)
        var at = 0.0
        return sizes.map { len in
            defer { at += len + spacing }
            return (at, len)
        }
    }

    static func main(_ s: Size, _ axis: Axis) -> Double { axis == .horizontal ? s.width : s.height }
    static func cross(_ s: Size, _ axis: Axis) -> Double { axis == .horizontal ? s.height : s.width }
}
