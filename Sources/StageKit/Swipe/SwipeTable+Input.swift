/// Input from the screen (SwipeTableViewCell.swift 121-165, SwipeController.swift 303-370): touch-down on another row
/// closes the open one, a button's
/// touch-up inside performs its action, a tap on a row closes it (or selects it when nothing is
/// open), a horizontal pan swipes, a vertical one scrolls and closes open rows. Semantic input
/// (`swipe`, `beginPan`, `tapRow`, `tapAction`) is hit-checked by the stage (`Stage.checkHit`),
/// so a point that is covered or off screen fails with the shared `HitError`.
extension SwipeTable: ElementHitTesting {
    /// Which item holds a screen point, by binary search in the store then a local step for rows
    /// still sliding after a delete/insert.
    func item(atScreen p: Point, at t: SimTime) -> Int? {
        guard frame.contains(p), store.itemCount > 0 else { return nil }
        let y = p.y - contentOriginY
        guard var k = store.item(atY: y) else { return nil }
        var steps = 0
        while k > 0 && restingFrame(ofItem: k, at: t).minY > p.y && steps < 64 { k -= 1; steps += 1 }
        while k < store.itemCount - 1 && restingFrame(ofItem: k, at: t).maxY <= p.y && steps < 128 {
            k += 1; steps += 1
        }
        let f = restingFrame(ofItem: k, at: t)
        return f.minY <= p.y && p.y < f.maxY ? k : nil
    }

    /// The row (flat index) under a screen point, nil on a header or nothing.
    public func row(atScreen p: Point, at t: SimTime? = nil) -> Int? {
        let t = t ?? stage.now
        guard let k = item(atScreen: p, at: t) else { return nil }
        let agg = store.aggregateBefore(k)
        return store.item(at: k).isHeader ? nil : agg.rows
    }

    /// Whether an open row's cell takes a touch at `p`: the horizontal band (strict) for tables,
    /// the frame for collections (SwipeTableViewCell.swift 138-140, SwipeCollectionViewCell.swift 158-160).
    func rowContains(_ id: Int, _ p: Point, at t: SimTime) -> Bool {
        guard let i = rowIndex(ofID: id), let f = try? rowFrame(i, at: t) else { return false }
        let band = Rect(x: frame.minX, y: f.minY, width: frame.width, height: f.height)
        if kind == .table { return p.y > band.minY && p.y < band.maxY }
        return band.contains(p)
    }

    /// Touch-down outside the open row: every open row hides (animated), then input continues.
    func touchDown(at p: Point) {
        let t = stage.now
        let open = sortedStateIDs().filter { id in
            guard let st = states[id] else { return false }
            return (st.state == .left || st.state == .right) && !rowContains(id, p, at: t)
        }
        if !open.isEmpty { hideAll(except: nil) }
    }

    /// The visible button of row `i` under `p`, by delegate index.
    func button(ofRow i: Int, at p: Point, at t: SimTime) -> Int? { buttonInfo(ofRow: i, at: p, at: t)?.index }

    private func buttonInfo(ofRow i: Int, at p: Point, at t: SimTime) -> ButtonInfo? {
        guard let infos = try? buttonFrames(ofRow: i, at: t) else { return nil }
        return infos.first { $0.visible.width > 0 && $0.visible.contains(p) }
    }

    /// What a touch at `p` lands on at `t`: a visible button, else the row or header there; nil
    /// outside the table's items.
    public func element(at p: Point, t: SimTime) -> SwipeHit? {
        guard let k = item(atScreen: p, at: t) else { return nil }
        let before = store.aggregateBefore(k)
        if store.item(at: k).isHeader { return .header(before.headers) }
        let i = before.rows
        if let b = buttonInfo(ofRow: i, at: p, at: t) { return .button(row: i, action: b.index, title: b.title) }
        return .row(i)
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) { receiveTap(tap) }

    /// A tap on the table: a button's action, a hide while a row is active, else a selection.
    /// The outcome is the machine's (a tapped button the row ignores did nothing).
    @discardableResult
    func receiveTap(_ tap: TapEvent) -> CommandOutcome {
        let p = tap.location
        touchDown(at: p)
        guard let i = row(atScreen: p, at: tap.time), let id = try? rowID(i) else {
            return .didNothing("the tap hit no row")
        }
        if let k = button(ofRow: i, at: p, at: tap.time) { return trySend(id, .tapAction(k)) }
        // The cell's tap recognizer begins only while some row is active.
        if states.values.contains(where: { $0.state.isActive || $0.pan != nil }) {
            return trySend(id, .hide(animated: true, completion: false))
        }
        // A control of the cell's views takes its touch: not a selection.
        if ViewTouches.tap(tap, in: self) { return .acted }
        return touchUpSelects(row: i, id: id)
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        switch pan.phase {
        case .began:
            touchDown(at: pan.startLocation)
            // Ties count as horizontal (SwipeController.swift 361-366's shouldBegin).
            if abs(pan.translation.y) > abs(pan.translation.x) {
                hideAll(except: nil)
                activePan = ActivePan(rowID: nil, scroll: true, startScroll: scrollOffset)
                return
            }
            guard let i = row(atScreen: pan.startLocation, at: pan.time), let id = try? rowID(i) else {
                activePan = nil
                return
            }
            activePan = ActivePan(rowID: id, scroll: false, startScroll: scrollOffset)
            let ctx = context(for: id)
            guard ctx.canBegin else { return }
            let row = self[rowState: id]
            var view: SwipeActionsView?
            if SwipeMachine.wantsActions(row, ctx) {
                view = buildActionsView(id, SwipeActionsOrientation(velocityX: pan.velocity.x))
                guard store.contains(id: id) else { return }
            }
            trySend(id, .panBegan(velocityX: pan.velocity.x, view: view))
        case .changed:
            guard let a = activePan else { return }
            if a.scroll {
                scrollSlide.set(0)
                scrollOffset = min(max(a.startScroll - pan.translation.y, 0), maximumScroll)
                return
            }
            guard let id = a.rowID, kind == .collection || !isEditing else { return }
            trySend(id, .panChanged(translationX: pan.translation.x, locationX: pan.location.x - frame.minX))
        case .ended, .cancelled:
            guard let a = activePan else { return }
            activePan = nil
            if a.scroll {
                stage.log(source, "scroll", [EventField("offset", .number(scrollOffset))])
                return
            }
            guard let id = a.rowID, kind == .collection || !isEditing else { return }
            trySend(id, .panEnded(velocityX: pan.velocity.x))
        }
    }

    // MARK: Semantic helpers (through the screen)

    /// A horizontal pan on row `i` from its middle, then release (clock advances by `duration`).
    /// Starts 16 pt inside the edge the finger leaves from so the drag stays on screen.
    public func swipe(
        row i: Int, dx: Double, dy: Double = 0, duration: SimDuration = 0.25, velocity: Point? = nil
    ) throws {
        let f = try rowFrame(i)
        let y = f.midY
        let startX = dx < 0 ? frame.maxX - 16 : frame.minX + 16
        let start = Point(x: startX, y: y)
        try checkReachable(start, row: i, verb: "swipe")
        try stage.drag(
            PanTrack.linear(from: start, to: Point(x: startX + dx, y: y + dy), duration: duration), velocity: velocity)
    }

    /// Taps the visible part of action `index` (delegate order) of row `i`.
    @discardableResult
    public func tapAction(row i: Int, index k: Int) throws(SwipeError) -> CommandOutcome {
        let infos = try buttonFrames(ofRow: i)
        try checkInWindow(row: i, verb: "tap")
        guard !infos.isEmpty else { throw .rowNotOpen(row: i) }
        guard let b = infos.first(where: { $0.index == k }) else {
            throw .actionOutOfRange(index: k, count: infos.count)
        }
        let target = SwipeHit.button(row: i, action: k, title: b.title)
        let v = b.visible.intersection(stage.screen.bounds) ?? .zero
        guard v.width > 0 && v.height > 0 else {
            throw .input(.notRevealed(target: target.description, why: "it is not revealed"))
        }
        return try hitChecked { () throws(HitError) in
            try stage.tap(target, of: self, at: v.touchPoint, target: target.description) { receiveTap($0) }
        }
    }
    /// Index of the action titled `title` on row `i`'s open actions.
    public func actionIndex(row i: Int, title: String) throws(SwipeError) -> Int {
        let infos = try buttonFrames(ofRow: i)
        try checkInWindow(row: i, verb: "tap")
        guard !infos.isEmpty else { throw .rowNotOpen(row: i) }
        guard let b = infos.first(where: { $0.title == title }) else {
            throw .noActionTitled(title, titles: infos.compactMap(\.title))
        }
        return b.index
    }

    /// Taps row `i`'s content (its middle, at the row's current position).
    public func tapRow(_ i: Int) throws(SwipeError) {
        let f = try rowFrame(i)
        try checkInWindow(row: i, verb: "tap")
        guard let vis = f.intersection(frame), vis.width > 0 && vis.height > 0 else {
            throw outsideTable(row: i, frame: f)
        }
        let p = vis.touchPoint
        guard frame.contains(p) else { throw outsideTable(row: i, frame: f) }
        // Through the screen's hit-checked tap, whichever part of the row it lands on.
        _ = try hitChecked { () throws(HitError) in
            try stage.tap(nil, of: self, at: p, target: SwipeHit.row(i).description) { receiveTap($0) }
        }
    }

    /// The hit check for a touch on row `i` at `p`: inside the table (else the row needs
    /// scrolling), then the stage's (on the screen, and the table is the top layer there),
    /// whichever part of the row it lands on.
    /// `verb` words the refusal for the gesture ("tap", "swipe", "pan").
    func checkReachable(_ p: Point, row i: Int, verb: String = "tap") throws(SwipeError) {
        try checkInWindow(row: i, verb: verb)
        guard frame.contains(p) else { throw outsideTable(row: i, frame: (try? rowFrame(i)) ?? .zero, verb: verb) }
        try hitChecked(verb) { () throws(HitError) in
            try stage.checkHit(p, on: self, element: nil, target: SwipeHit.row(i).description)
        }
    }

    /// The first blocker of any row input: a table out of the window (in a tab that is not
    /// shown) can be neither scrolled nor swiped, so that is said before where the row lies or
    /// whether it is open ("scroll it into view first" would not help).
    private func checkInWindow(row i: Int, verb: String) throws(SwipeError) {
        if let why = notInWindowReason {
            throw .input(HitError.absent(target: SwipeHit.row(i).description, why: why).forGesture(verb))
        }
    }

    private func outsideTable(row i: Int, frame f: Rect, verb: String = "tap") -> SwipeError {
        .input(HitError.offScreen(target: SwipeHit.row(i).description,
                detail: "it lies at \(f), outside the table (\(frame)); scroll it into view first"
            ).forGesture(verb))
    }

    private func hitChecked<T>(_ verb: String = "tap", _ body: () throws(HitError) -> T) throws(SwipeError) -> T {
        do throws(HitError) { return try body() } catch { throw .input(error.forGesture(verb)) }
    }
}
