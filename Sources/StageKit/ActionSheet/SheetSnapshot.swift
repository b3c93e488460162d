/// Where every part of a presented sheet is at one instant, in screen points: the one place that
/// maps layout (content coordinates) plus motion (animated offsets, Dynamics rows, gravity) plus
/// scrolling to the screen. Hit-testing, `frameOf` and both renderings read it, so what a
/// picture shows is what a tap hits.
///
/// ```swift
/// let snap = SheetSnapshot(layout: l, motion: m, positions: model.positions, scroll: 0, at: now)
/// snap.rowFrame(0)                     // {x=0, y=578, width=393, height=60} at rest
/// snap.hit(Point(x: 196, y: 300))      // .background
/// ```
public struct SheetSnapshot: Sendable {
    public let layout: SheetLayout
    public let positions: [ActionPosition]
    /// The collection view's frame offset (0 at rest).
    public let offset: Double
    /// How far the content is scrolled up from rest.
    public let scroll: Double
    /// Dynamics: each section's distance below its place; nil = not revealed yet.
    public let sectionOffsets: [Double?]
    public let cancelBarTop: Double
    public let backgroundAlpha: Double

    public init(layout: SheetLayout, motion: SheetMotion, positions: [ActionPosition], scroll: Double, at t: SimTime) {
        self.layout = layout
        self.positions = positions
        self.offset = motion.offset(at: t)
        self.scroll = scroll
        self.sectionOffsets = layout.rowCounts.indices.map { s in
            motion.isRevealed(section: s, at: t) ? motion.sectionOffset(s, at: t) : nil
        }
        self.cancelBarTop = motion.cancelBarTop(at: t)
        self.backgroundAlpha = motion.background(at: t)
    }

    /// Content y 0 on screen.
    public var contentTop: Double { layout.insets.top + offset - scroll }

    /// The collection view's frame (full screen, shifted by the offset).
    public var collectionFrame: Rect {
        Rect(x: 0, y: offset, width: layout.device.size.width, height: layout.device.size.height)
    }

    /// A row's frame on screen, nil while its section is not revealed (Dynamics).
    public func rowFrame(_ i: Int) -> Rect? {
        guard let sectionOffset = sectionOffsets[positions[i].section] else { return nil }
        return layout.rows[i].offsetBy(dx: 0, dy: contentTop + sectionOffset)
    }

    public var headerFrame: Rect? { layout.header?.offsetBy(dx: 0, dy: contentTop) }

    public func sectionHeaderFrame(_ s: Int) -> Rect? { layout.sectionHeaders[s]?.offsetBy(dx: 0, dy: contentTop) }

    public var backdropFrame: Rect? { layout.backdrop?.offsetBy(dx: 0, dy: contentTop) }

    public var cancelBarFrame: Rect? {
        guard let bar = layout.cancelBar else { return nil }
        return Rect(x: bar.x, y: cancelBarTop, width: bar.width, height: bar.height)
    }

    public var cancelButtonFrame: Rect? {
        guard let button = layout.cancelButton else { return nil }
        return Rect(x: button.x, y: cancelBarTop, width: button.width, height: button.height)
    }

    /// What a touch at `p` lands on, in the library's hit-test order (xlactioncontroller.md
    /// "Interaction", with the examples' subviews behind the rows, where they are drawn): cancel
    /// bar, rows, headers, the preset's backdrop view, the collection's background.
    public func hit(_ p: Point) -> SheetHit {
        if let bar = cancelBarFrame, bar.contains(p) {
            return cancelButtonFrame?.contains(p) == true ? .cancelButton : .cancelStrip
        }
        guard collectionFrame.contains(p) else { return .outsideCollection }
        if let i = rowIndex(at: p) { return .row(i) }
        if headerFrame?.contains(p) == true { return .header }
        for s in layout.sectionHeaders.indices where sectionHeaderFrame(s)?.contains(p) == true {
            return .sectionHeader(s)
        }
        if backdropFrame?.contains(p) == true { return .backdrop }
        return .background
    }

    /// The row under `p`: the later one where rows overlap (line spacing −0.5).
    public func rowIndex(at p: Point) -> Int? {
        let rows = layout.rows
        guard !rows.isEmpty else { return nil }
        let flat = sectionOffsets.allSatisfy { $0 == 0 }
        if flat {
            // Rows are in y order: binary search the last row starting at or above p.
            let y = p.y - contentTop
            var lo = 0, hi = rows.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if rows[mid].y <= y { lo = mid + 1 } else { hi = mid }
            }
            var i = lo - 1
            while i >= 0 && i >= lo - 3 {
                if rows[i].size.width > 0, rowFrame(i)?.contains(p) == true { return i }
                i -= 1
            }
            return nil
        }
        for i in rows.indices.reversed() where rows[i].size.width > 0 {
            if rowFrame(i)?.contains(p) == true { return i }
        }
        return nil
    }
}

/// What a touch on a sheet lands on.
public enum SheetHit: Hashable, Sendable, CustomStringConvertible {
    /// The cancel bar's button: dismisses, no handler.
    case cancelButton
    /// The safe-area strip under the cancel button: nothing happens.
    case cancelStrip
    /// Above the collection view while it slides (the controller's own view): nothing happens.
    case outsideCollection
    case row(Int)
    /// The global header: absorbs the touch.
    case header
    case sectionHeader(Int)
    /// The preset's backdrop view (Skype's shape, Twitter's filler): absorbs the touch.
    case backdrop
    /// The collection's empty background: dismisses when `hideOnTap`.
    case background

    public var description: String {
        switch self {
        case .cancelButton: return "the cancel bar"
        case .cancelStrip: return "the cancel bar's safe-area strip"
        case .outsideCollection: return "the sheet's own view above the sliding rows"
        case .row(let i): return "row \(i + 1)"
        case .header: return "the header"
        case .sectionHeader(let s): return "the header of section \(s + 1)"
        case .backdrop: return "the style's backdrop view"
        case .background: return "the background"
        }
    }
}
