/// Layout (docs/VIEWS.md, "Sizes and layout"): lazy and local, as UIKit's is. A view sizes a
/// dimension it was given no size for to fit its content (`fittingSize`: UIKit's intrinsic
/// content size), unless its superview sets it (a stack view arranges its arranged subviews; a
/// host sizes its root). A change marks what it affects and queues the view in its superview's
/// list of dirty children, up to the root; the next frame read, hit test or picture lays out
/// only what was queued (`layoutIfNeeded`), so a change costs the depth of the tree and what it
/// really moves, not the whole tree.
extension View {
    /// The frame in the superview's coordinates (laid out first). Setting it fixes the view's
    /// size (a stack view still sets its arranged subviews').
    public var frame: Rect {
        get {
            root.layoutIfNeeded()
            return Rect(origin: origin, size: size)
        }
        set { setFrame(newValue) }
    }

    /// The bounds: the view's own coordinates (a scroll view's origin is its content offset).
    public var bounds: Rect {
        root.layoutIfNeeded()
        return Rect(origin: boundsOrigin, size: size)
    }

    /// Sets the frame: the origin, and the size as a fixed size (sanitized: finite, not negative).
    public func setFrame(_ r: Rect) {
        fixedWidth = View.sanitized(r.width)
        fixedHeight = View.sanitized(r.height)
        setGeometry(
            origin: Point(x: View.finite(r.x), y: View.finite(r.y)),
            size: Size(width: fixedWidth ?? 0, height: fixedHeight ?? 0))
        invalidateIntrinsicContentSize()
    }

    /// Moves the view (its size unchanged).
    public func setOrigin(_ p: Point) {
        setGeometry(origin: Point(x: View.finite(p.x), y: View.finite(p.y)), size: size)
    }

    /// Fixes one dimension or lets it fit (nil), keeping the other.
    public func setFixedSize(width: Double?, height: Double?) {
        fixedWidth = width.map(View.sanitized) ?? nil
        fixedHeight = height.map(View.sanitized) ?? nil
        invalidateIntrinsicContentSize()
    }

    static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
    static func sanitized(_ v: Double) -> Double? { v.isFinite ? max(0, v) : nil }

    /// Where the view is, in one place: the superview's index follows it, and a new size means
    /// its own subviews are laid out again.
    func setGeometry(origin o: Point, size wanted: Size) {
        let s = constrained(wanted)
        guard o != origin || s != size else { return }
        let resized = s != size
        origin = o
        size = s
        superview?.index?.update(self)
        if resized { setNeedsLayout() }
    }

    // MARK: Measuring

    /// The size the view takes when nothing sets it: its fixed dimensions, its content's for the
    /// others (text wrapping to the fixed width, else to `width`).
    public func fittingSize(width: Double? = nil) -> Size {
        let w = fixedWidth ?? width
        if let c = fitCache, c.width == w { return c.size }
        let fit = contentSize(fitting: w)
        let s = Size(width: fixedWidth ?? fit.width, height: fixedHeight ?? fit.height)
        fitCache = (w, s)
        return s
    }

    /// UIKit's `invalidateIntrinsicContentSize`: the content changed, so the view (and a stack
    /// view holding it, which sizes from its arranged subviews) measures again.
    public func invalidateIntrinsicContentSize() {
        fitCache = nil
        queue()
        guard let parent = superview else { return }
        if parent.managesSize(of: self) {
            parent.setNeedsLayout()
            parent.invalidateIntrinsicContentSize()
        }
    }

    // MARK: Laying out

    /// UIKit's `setNeedsLayout`: the view's subviews are positioned again before the next read.
    public func setNeedsLayout() {
        needsLayout = true
        queue()
    }

    /// The view's own size is measured again (and its subviews laid out) before the next read.
    func markNeedsLayout() {
        fitCache = nil
        needsLayout = true
        queue()
    }

    /// Puts the view in its superview's list of dirty children, and so on up to the root
    /// (stopping where the chain is already queued).
    private func queue() {
        var v = self
        while let p = v.superview, !v.descendantNeedsLayout {
            v.descendantNeedsLayout = true
            p.dirtyChildren.append(v)
            v = p
        }
        v.descendantNeedsLayout = true
    }

    /// UIKit's `layoutIfNeeded`, from the root: what was queued is measured and laid out.
    public func layoutIfNeeded() {
        let top = root
        let category = stage.screen.traits.contentSizeCategory
        if top.laidOutCategory != category {
            top.laidOutCategory = category
            top.invalidateAllSizes()
        }
        top.layOut(sizedBySuperview: top.host != nil)
    }

    /// A new text size: every measure is stale (text and symbols follow the category).
    private func invalidateAllSizes() {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            v.fitCache = nil
            v.needsLayout = true
            v.descendantNeedsLayout = true
            v.dirtyChildren = v.subviews
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Lays out this view and its queued descendants: its own size (unless its superview or
    /// host sets it), its subviews (`layoutSubviews`), then each dirty child in turn.
    private func layOut(sizedBySuperview: Bool) {
        guard descendantNeedsLayout || needsLayout else { return }
        // The flag stays up while this runs, so what the layout queues stops here.
        descendantNeedsLayout = true
        if !sizedBySuperview { setGeometry(origin: origin, size: fittingSize()) }
        // Layout may queue more (a child resized by its stack): drain until nothing is left.
        var rounds = 0
        while needsLayout || !dirtyChildren.isEmpty {
            rounds += 1
            if needsLayout {
                needsLayout = false
                layoutSubviews()
            }
            let children = dirtyChildren
            dirtyChildren.removeAll()
            for c in children where c.superview === self { c.layOut(sizedBySuperview: managesSize(of: c)) }
            if rounds > View.maximumLayoutRounds { break }
        }
        descendantNeedsLayout = false
    }

    /// How many times one view lays out in one pass before it stops (a layout that keeps
    /// changing itself).
    static let maximumLayoutRounds = 8
}
