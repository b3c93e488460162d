/// The cells' content (docs/VIEWS.md, "Cells"; `CellContent`): a row given as a table has
/// UIKit's standard content (text, secondary text, image, accessory) or custom views (an
/// accessory view such as a "…" button, a content view). The table hosts those views
/// (`ViewHosting`): each where its cell is now, moving with the cell as SwipeCellKit slides it
/// (SwipeTableViewCell.swift), cut at the table's edge. A tap that a control of a cell takes is
/// that control's, not a selection, as UIKit gives a button in a cell its touch; while a row
/// is open, the table's own tap (which closes it) comes first, as SwipeCellKit's does.
extension SwipeTable: ViewHosting {
    /// Sets row `i`'s content (its views leave any superview or host they had).
    public func setCellContent(_ c: CellContent, row i: Int) throws(SwipeError) {
        let id = try rowID(i)
        for v in cells.set(c, row: id) { v.leaveHost() }
        for v in c.views where v.host !== self {
            v.removeFromSuperview()
            v.host = self
        }
        _ = cells.set(c, row: id)
        c.contentView?.setNeedsLayout()
        c.accessoryView?.setNeedsLayout()
    }

    /// Row `i`'s content: its own, or its string as a cell's text.
    public func cellContent(row i: Int) throws(SwipeError) -> CellContent {
        let id = try rowID(i)
        return cells[row: id] ?? CellContent(text: store.data(ofRow: i))
    }

    /// Where the cell of `id` is at `t` (its content's place: the resting frame moved by the swipe).
    func cellBounds(id: Int, at t: SimTime) -> Rect? {
        guard let i = rowIndex(ofID: id) else { return nil }
        return cellBounds(row: i, id: id, at: t)
    }

    /// `rowFrame` for a row whose id is known (no lookup of it again: hit tests ask this often).
    private func cellBounds(row i: Int, id: Int, at t: SimTime) -> Rect {
        let top = displayedTop(store.top(ofRow: i), at: t)
        let x = frame.minX + (states[id]?.offset(at: t) ?? 0)
        return Rect(x: x, y: contentOriginY + top, width: frame.width, height: store.height(ofRow: i))
    }

    /// UITableView's `insetsContentViewsToSafeArea` (true by default since iOS 11): a cell's
    /// content view, its label, views and accessory, stays inside the safe area's sides (59 pt
    /// each in landscape on an iPhone 15; 0 in portrait). `bounds`: the cell's.
    func cellContent(_ bounds: Rect) -> Rect {
        let sides = safeAreaInsets
        guard sides.left > 0 || sides.right > 0 else { return bounds }
        return bounds.insetBy(EdgeInsets(top: 0, left: sides.left, bottom: 0, right: sides.right))
    }

    /// The layout of a cell's content in `bounds` (the cell's; inset to its content view here).
    func cellLayout(_ c: CellContent, in cell: Rect) -> CellLayout {
        let bounds = cellContent(cell)
        let category = stage.screen.traits.contentSizeCategory
        let body = TextStyleMetrics.size(.body, category)
        let sub = TextStyleMetrics.size(.subheadline, category)
        let accessory: Size? =
            c.accessoryView.map { $0.fittingSize() }
            ?? (c.accessory == .none ? nil : SymbolMetrics.box(pointSize: CellLayout.accessoryPointSize))
        return CellLayout(
            text: Size(
                width: TextMetrics.width(of: c.text, fontSize: body), height: TextMetrics.lineHeight(fontSize: body)),
            secondaryText: c.secondaryText.map {
                Size(width: TextMetrics.width(of: $0, fontSize: sub), height: TextMetrics.lineHeight(fontSize: sub))
            }, image: c.image.map { _ in SymbolMetrics.box(pointSize: body) }, accessory: accessory, in: bounds)
    }

    // MARK: ViewHosting

    public var hostLayer: any StageLayer { self }
    public var hostName: String { labeledSource }

    public func placement(of root: View, at t: SimTime) -> ViewPlacement? {
        guard let id = cells.row(of: root), let c = cells[row: id], let bounds = cellBounds(id: id, at: t) else {
            return nil
        }
        return place(root, of: c, in: cellLayout(c, in: bounds))
    }

    private func place(_ root: View, of c: CellContent, in l: CellLayout) -> ViewPlacement {
        let f = root === c.accessoryView ? (l.accessory ?? .zero) : l.contentArea
        if root.size != f.size { root.hostResized(f.size) }
        return ViewPlacement(origin: f.origin, clip: frame)
    }

    public func root(at p: Point, t: SimTime) -> View? { rootAndPlacement(at: p, t: t)?.root }

    /// The cell's view under `p` (the accessory view from its left edge on, else the content
    /// view) and its place, finding the row once.
    public func rootAndPlacement(at p: Point, t: SimTime) -> (root: View, place: ViewPlacement)? {
        guard !cells.isEmpty, let i = row(atScreen: p, at: t), let id = try? rowID(i), let c = cells[row: id] else {
            return nil
        }
        let l = cellLayout(c, in: cellBounds(row: i, id: id, at: t))
        if let a = c.accessoryView, (l.accessory ?? .zero).minX <= p.x { return (a, place(a, of: c, in: l)) }
        guard let v = c.contentView else { return nil }
        return (v, place(v, of: c, in: l))
    }

    public func releaseRoot(_ root: View) { cells.release(root) }

    public func absenceReason(of root: View) -> String? {
        cells.row(of: root) == nil ? "its row of \(labeledSource) was deleted" : nil
    }

    // MARK: Drawing

    /// Draws a cell's content in `content` (its place now), cut at `clip`.
    func drawCell(id: Int, data: String, content: Rect, clip: Rect, into canvas: inout Canvas, at t: SimTime) {
        guard var c = cells[row: id] else {
            let label = cellContent(content).insetBy(EdgeInsets(top: 0, left: Self.separatorInset, bottom: 0, right: 0))
            canvas.text(data, in: label, alignment: .leading, clip: clip)
            return
        }
        // The cell's text is the row's data as the cell was last configured (`setRowData` shows
        // once the row is reloaded: `SwipeTable+RowChanges`).
        c.text = data
        let l = cellLayout(c, in: content)
        if let v = c.contentView {
            v.hostResized(l.contentArea.size)
            v.draw(into: &canvas, ViewDrawing(origin: l.contentArea.origin, clip: clip))
        } else {
            let category = stage.screen.traits.contentSizeCategory
            if let image = c.image, let f = l.image, clip.contains(f.center) {
                canvas.symbol(image, in: f, pointSize: TextStyleMetrics.size(.body, category))
            }
            canvas.text(
                c.text, in: l.text, fontSize: TextStyleMetrics.size(.body, category), alignment: .leading, clip: clip)
            if let s = c.secondaryText, let f = l.secondaryText {
                canvas.text(
                    s, in: f, color: .secondaryLabel, fontSize: TextStyleMetrics.size(.subheadline, category),
                    alignment: .leading, clip: clip)
            }
        }
        if let a = c.accessoryView, let f = l.accessory {
            a.hostResized(f.size)
            a.draw(into: &canvas, ViewDrawing(origin: f.origin, clip: clip))
        } else if let f = l.accessory, clip.contains(f.center) {
            let glyph = c.accessory == .checkmark ? "checkmark" : "chevron.right"
            canvas.symbol(
                glyph, in: f, color: c.accessory == .checkmark ? .systemBlue : .systemGray,
                pointSize: CellLayout.accessoryPointSize)
        }
    }
}
