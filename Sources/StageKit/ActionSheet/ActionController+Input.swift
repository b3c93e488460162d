/// Semantic input (through the screen's input path, hit-checked by `Stage.tap(_:of:at:)`) and the
/// touches the screen routes to the sheet.
extension ActionController: ElementHitTesting {
    /// Taps the middle of action `index`'s visible row through the stage's hit-checked tap
    /// (`Stage.tap(_:of:at:)`), so a row that is not revealed, off screen or covered fails with a
    /// clear error instead. Acts when the tap selected the action (nothing: disabled, or a
    /// dismissal is running).
    @discardableResult
    public func tap(action index: Int) throws(ActionSheetError) -> CommandOutcome {
        try checkStage()
        let i = try actionIndex(.index(index))
        let name = describeAction(i)
        let snap = try onScreenSnapshot(for: "tap")
        guard let frame = snap.rowFrame(i) else {
            throw .input(
                .notRevealed(
                    target: name, why: "its section (\(model.positions[i].section + 1)) has no rows on screen yet"))
        }
        var visible = try input { () throws(HitError) in
            try stage.visiblePart(
                of: frame, target: name, zeroSize: "its row is 0×0 (an action without data has no size)"
            ) { frame in
                let moving = motion?.isMoving(at: stage.now) == true
                let hint = moving
                    ? "the sheet is still moving (\(state.phase.rawValue)); advance the clock first"
                    : collectionBehavior.scrollEnabled
                    ? "scroll it into view first (sheet:scroll)"
                    : "the sheet cannot scroll (\(ActionSheetError.scrollingOff(styleWithFixedScrolling)))"
                return "it is off screen (row at \(frame), screen \(stage.screen.size)); \(hint)"
            }
        }
        // Aim at the part not under the cancel bar, if any.
        if let bar = snap.cancelBarFrame,
            let free = visible.intersection(
                Rect(x: visible.x, y: visible.y, width: visible.width, height: max(0, bar.y - visible.y)))
        {
            visible = free
        }
        return try tap(.row(i), at: visible.touchPoint, target: name)
    }

    /// Taps the empty background above the sheet. Acts when that started a dismissal
    /// (`hideOnTap`).
    @discardableResult
    public func tapBackground() throws(ActionSheetError) -> CommandOutcome {
        try checkStage()
        let snap = try onScreenSnapshot(for: "tap the background of")
        // Midway between the top of the collection view and the first thing the sheet draws.
        var edge = snap.contentTop
        if let b = snap.backdropFrame { edge = min(edge, b.minY) }
        let top = max(0, snap.collectionFrame.minY)
        let p = Point(x: stage.screen.width / 2, y: (top + max(top, edge)) / 2)
        return try tap(.background, at: p, target: "the background")
    }

    /// Taps the cancel bar's button. Errors when the sheet has no cancel bar.
    @discardableResult
    public func tapCancel() throws(ActionSheetError) -> CommandOutcome {
        try checkStage()
        let snap = try onScreenSnapshot(for: "tap the cancel bar of")
        guard let button = snap.cancelButtonFrame else {
            throw .input(
                .absent(target: "the cancel bar", why: "the sheet has none (settings.cancelView.showCancel is false)"))
        }
        guard let visible = button.intersection(stage.screen.bounds) else {
            throw .input(
                .offScreen(target: "the cancel bar", detail: "it is below the screen (at y = \(button.y.compact))"))
        }
        return try tap(.cancelButton, at: visible.touchPoint, target: "the cancel bar")
    }

    /// The hit-checked tap on `element`: acted when the state machine moved (a selection, a
    /// dismissal), as the transition returns it; otherwise why not.
    private func tap(_ element: SheetHit, at p: Point, target: String) throws(ActionSheetError) -> CommandOutcome {
        let result = try input { () throws(HitError) in
            try stage.tap(element, of: self, at: p, target: target) { receive($0) }
        }
        switch result {
        case .moved?: return .acted
        case .ignored(let why)?: return .didNothing(why)
        // A refusal was reported to the clock (the binding raises it); the tap itself did nothing.
        case .refused?: return .didNothing("the sheet refused the tap")
        case nil:
            return .didNothing(element == .background && !collectionBehavior.hideOnTap
                ? "settings.behavior.hideOnTap is false: the background takes no taps"
                : "\(target) takes no taps")
        }
    }

    /// The snapshot for a semantic input, or the shared "not presented" error.
    private func onScreenSnapshot(for operation: String) throws(ActionSheetError) -> SheetSnapshot {
        guard state.isOnScreen, let snap = snapshot() else {
            throw .input(.notPresented(operation: operation, kind: "sheet", state: state.phase.rawValue,
                                       hint: state == .idle ? "present it first" : "it left the screen"))
        }
        return snap
    }

    private func input<T>(_ body: () throws(HitError) -> T) throws(ActionSheetError) -> T {
        do throws(HitError) { return try body() } catch { throw .input(error) }
    }

    /// The part of the sheet a touch at `p` lands on at `t` (nil before the first present).
    public func element(at p: Point, t: SimTime) -> SheetHit? { snapshot(at: t)?.hit(p) }

    private func describeAction(_ i: Int) -> String {
        let t = model.action(at: i).title
        return "action \(i + 1)" + (t.isEmpty ? "" : " ('\(t)')")
    }

    /// A drag on the sheet from the middle of its visible content, `dy` down (negative = up),
    /// through `stage.drag` (the clock advances by `duration`). With scrolling off it may be the
    /// swipe that dismisses (`SwipeDownRule`); with scrolling on it scrolls.
    public func drag(dy: Double, dx: Double = 0, duration: Double, velocity: Point? = nil) throws {
        try checkStage()
        guard dy.isFinite, dx.isFinite else { throw ActionSheetError.badGesture("finite distances expected") }
        let d: SimDuration
        do { d = try SimDuration.validated(seconds: duration) } catch {
            throw ActionSheetError.badGesture("bad duration: \(error.message)")
        }
        let snap = try onScreenSnapshot(for: "drag")
        let H = stage.screen.height
        let top = min(max(snap.contentTop, 0), H - 1)
        let bottom = min(max(snap.contentTop + snap.layout.contentHeight, top + 1), H)
        let p = Point(x: stage.screen.width / 2, y: (top + bottom) / 2)
        try input { () throws(HitError) in
            do throws(HitError) { try stage.checkHit(p, on: self, element: nil, target: "the sheet") } catch {
                throw error.forGesture("drag")
            }
        }
        try stage.drag(PanTrack.linear(from: p, to: Point(x: p.x + dx, y: p.y + dy), duration: d), velocity: velocity)
    }

    /// Scrolls the content up by `dy` (down when negative) at once, as `setContentOffset` would,
    /// clamped to the scroll range. Returns the new offset from rest. Needs `scrollEnabled`.
    @discardableResult
    public func scroll(by dy: Double) throws(ActionSheetError) -> Double {
        try checkStage()
        guard state.isOnScreen, let layout else {
            throw .wrongState(operation: "scroll", state: state.phase.rawValue,
                              hint: state == .idle ? "present it first" : "it left the screen")
        }
        guard collectionBehavior.scrollEnabled else { throw .scrollingDisabled(style: styleWithFixedScrolling) }
        guard dy.isFinite else { throw .badGesture("a finite scroll distance expected") }
        let target = min(max(scroll.value(at: stage.now) + dy, 0), layout.maxScroll)
        scroll.set(target)
        return target
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) { receive(tap) }

    /// The style whose init made the collection view with scrolling off while the script turned
    /// `scrollEnabled` on afterwards, for the messages (nil otherwise).
    private var styleWithFixedScrolling: SheetStyleName? {
        settings.behavior.scrollEnabled && !collectionBehavior.scrollEnabled ? style.name : nil
    }

    /// Only the base `dismiss()` sets `disableActions` (ActionController.swift 217-223): the
    /// Dynamics one does not (776-784), and a sheet a lower sheet's dismissal takes along never
    /// had its `dismiss()` called, so its rows stay selectable while its animator runs, when that
    /// lets touches through (not Twitter's, Twitter.swift 144, 151).
    var actionsStayOnWhileDismissing: Bool {
        if case .dismissing(_, _, .presenterDismissed) = state, style.dismiss.takesTouches { return true }
        return style.variant == .dynamics && !fixes.ignoresTapsWhileFalling
    }

    /// A tap on the sheet: the transition it caused, nil when it landed where nothing reacts.
    @discardableResult
    func receive(_ tap: TapEvent) -> SheetMachine.Step? {
        guard state.isOnScreen, let snap = snapshot(at: tap.time) else { return nil }
        switch snap.hit(tap.location) {
        case .row(let i):
            if state.phase == .dismissing, !style.dismiss.takesTouches {
                return .ignored(why: "the \(style.name.rawValue) style's dismissal animations take no touches")
            }
            let action = model.action(at: i)
            return sendFromTouch(.tapRow(action: i, enabled: action.enabled,
                                         executeImmediatelyOnTouch: action.executeImmediatelyOnTouch,
                                         dismissDuration: dismissDuration(),
                                         selectableWhileDismissing: actionsStayOnWhileDismissing))
        case .cancelButton:
            return sendFromTouch(.dismiss(.cancelBar, completion: false, dismissDuration: dismissDuration()))
        case .background:
            // The background view and its recognizer exist only with hideOnTap.
            guard collectionBehavior.hideOnTap else { return nil }
            return sendFromTouch(.dismiss(.background, completion: false, dismissDuration: dismissDuration()))
        case .cancelStrip, .outsideCollection, .header, .sectionHeader, .backdrop:
            return nil
        }
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        guard state.isOnScreen, let layout else { return }
        let behavior = collectionBehavior
        if behavior.scrollEnabled {
            guard state.phase != .dismissing else { return }
            switch pan.phase {
            case .began:
                panStartScroll = scroll.value(at: pan.time)
                fallthrough
            case .changed:
                guard let start = panStartScroll else { return }
                scroll.set(Self.scrolled(start - pan.translation.y, max: layout.maxScroll, bounces: behavior.bounces))
            case .ended, .cancelled:
                guard let start = panStartScroll else { return }
                panStartScroll = nil
                let raw = Self.scrolled(start - pan.translation.y, max: layout.maxScroll, bounces: behavior.bounces)
                let clamped = min(max(raw, 0), layout.maxScroll)
                scroll.set(raw)
                if raw != clamped {
                    scroll.animate(
                        to: clamped, at: pan.time, duration: Self.bounceBackDuration, curve: .criticallyDamped)
                }
            }
        } else if pan.phase == .ended, behavior.hideOnScrollDown,
                  swipeRule.recognizes(translation: pan.translation, velocity: pan.velocity) {
            sendFromTouch(.dismiss(.swipeDown, completion: false, dismissDuration: dismissDuration()))
        }
    }

    /// The scroll offset a finger asks for: clamped, or rubber-banded (half the excess) past
    /// either end when the sheet bounces.
    static func scrolled(_ raw: Double, max upper: Double, bounces: Bool) -> Double {
        if raw < 0 { return bounces ? raw / 2 : 0 }
        if raw > upper { return bounces ? upper + (raw - upper) / 2 : upper }
        return raw
    }
}
