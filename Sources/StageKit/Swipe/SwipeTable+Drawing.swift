/// Drawing: only the rows in the table's frame (found by binary search), each with its revealed
/// wrappers, buttons (titles at their scale and alpha) and the fill, then the content on top at
/// its offset; collapsing deleted rows with their shrinking mask.
extension SwipeTable {
    public func draw(into canvas: inout Canvas, at t: SimTime) {
        // A navigation transition slides the table with its controller's view.
        let dx = safeAreaProvider?.contentOffsetX(at: t) ?? 0
        if dx != 0 {
            let resting = frame
            frame = frame.offsetBy(dx: dx, dy: 0)
            defer { frame = resting }
            drawContent(into: &canvas, at: t)
        } else {
            drawContent(into: &canvas, at: t)
        }
    }

    private func drawContent(into canvas: inout Canvas, at t: SimTime) {
        canvas.box(frame, fill: .systemBackground, label: source, isBackground: true)
        // The first item at the frame's top edge (content y may be negative there: the top inset).
        let origin = displayedContentOriginY(at: t)
        guard store.itemCount > 0, var k = store.item(atY: frame.minY - origin) else { return }
        // Rows still sliding may sit a little above their model place.
        var back = 0
        while k > 0 && back < 8 && restingFrame(ofItem: k, at: t, origin: origin).minY > frame.minY {
            k -= 1; back += 1
        }
        while k < store.itemCount {
            let rest = restingFrame(ofItem: k, at: t, origin: origin)
            if rest.minY >= frame.maxY { break }
            let item = store.item(at: k)
            if rest.maxY > frame.minY {
                if item.isHeader {
                    if rest.height > 0, let r = rest.intersection(frame) {
                        canvas.box(r, fill: .secondarySystemBackground)
                        canvas.text(item.data, in: r, color: .secondaryLabel, fontSize: 13, alignment: .leading)
                    }
                } else {
                    drawRow(
                        id: item.id, data: shownData(id: item.id, data: item.data), rest: rest, mask: 1, into: &canvas,
                        at: t)
                }
            }
            k += 1
        }
        for (id, g) in motion.sortedGhosts {
            let rest = Rect(x: frame.minX, y: origin + displayedTop(g.top, at: t), width: frame.width, height: g.height)
            drawRow(id: id, data: g.data, rest: rest, mask: g.mask.value(at: t), into: &canvas, at: t)
        }
    }

    private func drawRow(id: Int, data: String, rest: Rect, mask: Double, into canvas: inout Canvas, at t: SimTime) {
        // The delete mask wipes the row from the bottom up toward its top edge.
        let clip = Rect(x: frame.minX, y: rest.minY, width: frame.width, height: rest.height * mask).intersection(frame)
        guard let clip else { return }
        let st = states[id]
        let offset = st?.offset(at: t) ?? 0
        if let st, let view = st.actionsView {
            // The actions view's own color shows where no wrapper covers it: the elastic gap, or,
            // when wrappers are inset (visibleRect) or clear, all of it behind them.
            let l = view.layout
            let covered =
                l.buttonTop <= 0 && l.buttonTop + l.buttonHeight >= l.cellHeight
                && view.actions.allSatisfy { $0.effectiveBackgroundColor != nil }
            let back =
                covered
                ? l.backgroundGap(offset: offset, expansion: view.expansion.value(at: t))
                : l.actionsViewRect(offset: offset)
            if let back, let r = back.offsetBy(dx: frame.minX, dy: rest.minY).intersection(clip) {
                canvas.box(r, fill: view.options.effectiveBackgroundColor)
            }
            canvas.withOpacity(view.alpha.value(at: t)) { c in
                for b in buttonInfos(view, offset: offset, rowTop: rest.minY, at: t).sorted(by: { $0.index > $1.index })
                {
                    if let w = b.wrapper.intersection(clip), let color = b.backgroundColor { c.box(w, fill: color) }
                }
                for b in buttonInfos(view, offset: offset, rowTop: rest.minY, at: t) {
                    guard let v = b.visible.intersection(clip), let title = b.title, !title.isEmpty else { continue }
                    let a = view.actions[b.index]
                    c.withOpacity(b.alpha) { c2 in
                        c2.text(title, in: v, color: a.effectiveTextColor, fontSize: a.effectiveFontSize * b.scale)
                    }
                }
            }
        }
        let content = Rect(x: frame.minX + offset, y: rest.minY, width: frame.width, height: rest.height)
        // The separator starts where the label does, inside the safe area's side (`cellContent`).
        let lead = safeAreaInsets.left + Self.separatorInset
        if let r = content.intersection(clip) {
            canvas.box(r, fill: .systemBackground)
            if kind == .table {
                // The cell's separator: at its bottom from UIKit's default separatorInset.left (16 pt
                // on an iPhone, where the label starts) to its trailing edge; it moves with the
                // cell, which SwipeCellKit slides (SwipeTableViewCell.swift).
                let y = content.maxY - 1.0 / 6
                let lo = max(content.minX + lead, clip.minX), hi = min(content.maxX, clip.maxX)
                if hi > lo && y > clip.minY && y <= clip.maxY {
                    canvas.line(from: Point(x: lo, y: y), to: Point(x: hi, y: y))
                }
            }
            // The label (or the cell's content and views) is the content view's: it slides with the
            // content, both ways, and the table cuts it at its edge (SwipeCellKit moves the whole
            // cell, SwipeTableViewCell.swift).
            drawCell(id: id, data: data, content: content, clip: r, into: &canvas, at: t)
        }
    }

    /// UITableViewCell's default separator inset on an iPhone, which is also where its text
    /// label starts (its layout margin).
    static let separatorInset = 16.0
}
