/// Taps and pans from the screen's input path (docs/behavior/lnpopupcontroller.md, "Interaction"): the snapshot's hit
/// decides; pans become
/// machine inputs through `PopupBarInteraction`'s math.
extension PopupBarContainer {
    /// The container takes touches on its tab bar or toolbar, its navigation bar, the bar and the
    /// open content; the rest of the screen passes to the layers below (its child content).
    public func hitTest(_ p: Point, at t: SimTime) -> Bool {
        // UIKit ignores touches in a navigation controller's view while it transitions.
        if navigation?.isTransitioning == true { return true }
        return snapshot(at: t).hit(p, tabCount: kind.tabs.count, systemBarVisible: layout.docking.systemBarVisible)
            != nil || displayedNavigationBarFrame(at: t)?.contains(p) == true
    }

    public func hitTestPan(_ p: Point, at t: SimTime) -> Bool { takesEdgePan(at: p) || hitTest(p, at: t) }

    public func handleTap(_ tap: TapEvent, on stage: Stage) {
        if navigation?.isTransitioning == true || handleNavigationBarTap(tap) { return }
        let snap = snapshot(at: tap.time)
        guard
            let hit = snap.hit(
                tap.location, tabCount: kind.tabs.count, systemBarVisible: layout.docking.systemBarVisible)
        else { return }
        switch hit {
        case .tab(let i):
            // Tab changes cancel in-flight bar gestures; the library decides a cancelled pan as
            // a released one (LNPopupController.mm 1040-1078), here with no velocity.
            if let ap = gestures.pan, machine.drag != nil {
                gestures.pan = nil; send(.panEnded(toOpen: releaseOpens(ap, velocityY: 0)))
            }
            selectTab(i)
        case .dockingView:
            break
        case .content:
            // A control of the content controller's view takes the tap (the player's buttons).
            ViewTouches.tap(tap, in: self)
        case .barButton(let leading, let index):
            let items = leading ? popupItem?.leadingBarButtonItems : popupItem?.trailingBarButtonItems
            guard let item = items?[index], item.isEnabled else { return }
            stage.log(source, "barButtonTapped", ["leading": .bool(leading), "index": .integer(index + 1),
                                                  "title": .string(item.spokenLabel)])
            if let a = barButtonAction { stage.callUser { try a(leading, index) } }
            if let a = popupContentViewController?.barButtonAction { stage.callUser { try a(leading, index) } }
        case .bar:
            // A custom bar may have opted out of the default tap and highlight recognizers.
            let g = popupBar.gestures(on: platform)
            if g.highlight { gestures.highlight = PopupBarHighlight(start: tap.time) }
            if g.tap { send(.tapBar) }
        case .closeButton:
            send(.tapCloseButton)
        }
    }

    /// Long press: the highlight held for `duration`, no open (touch-down and cancel).
    public func longPressBar(duration: SimDuration) {
        guard popupBar.gestures(on: platform).highlight else { return }
        gestures.highlight = PopupBarHighlight(start: stage.now, holdUntil: stage.now + duration)
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        if let nav = navigation, nav.edgePanActive || (pan.phase == .began && takesEdgePan(at: pan.startLocation)) {
            nav.edgePanActive = pan.phase == .began || pan.phase == .changed
            nav.handleEdgePan(pan)
            return
        }
        switch pan.phase {
        case .began:
            gestures.pan = nil
            let snap = snapshot(at: pan.time)
            let onBar =
                machine.publicState == .barPresented && snap.barVisible && snap.barFrame.contains(pan.startLocation)
            let onContent = machine.publicState == .open && snap.contentFrame.contains(pan.startLocation)
            guard onBar || onContent else { return }
            if onBar {
                guard popupBar.gestures(on: platform).pan else { return }
                gestures.highlight = nil
            }
            if onContent, var ap = beginScrollPan(pan) {
                // The scroll view has the finger until it reaches its top (docs/behavior/lnpopupcontroller.md,
                // "Interaction").
                guard !machine.isBusy else { return }
                gestures.pan = ap
                let ty = scrollSample(pan, &ap)
                gestures.pan = ap
                if let ty, !follow(ty, &ap) { gestures.pan = nil } else { gestures.pan = ap }
                return
            }
            let vertical = abs(pan.velocity.y) >= abs(pan.velocity.x)
            send(.panBegan(onBar: onBar, velocityY: pan.velocity.y, fromScrollView: false,
                           vertical: vertical))
            if let d = machine.drag {
                gestures.pan = PopupBarGestures.Pan(from: d.from, rubberBand: d.rubberBand, lastOpen: value(of: .open))
            }
        case .changed:
            guard var ap = gestures.pan else { return }
            var ty = pan.translation.y
            if ap.scroll != nil {
                guard let t = scrollSample(pan, &ap) else { gestures.pan = ap; return }
                ty = t
            }
            guard machine.drag != nil else { gestures.pan = ap; return }
            gestures.pan = follow(ty, &ap) ? ap : nil
        case .ended:
            guard let ap = gestures.pan, machine.drag != nil else { gestures.pan = nil; return }
            gestures.pan = nil
            send(.panEnded(toOpen: releaseOpens(ap, velocityY: pan.velocity.y)))
        case .cancelled:
            // Ended and cancelled take one path in the library (LNPopupController.mm 1098-1100).
            guard let ap = gestures.pan, machine.drag != nil else { gestures.pan = nil; return }
            gestures.pan = nil
            send(.panEnded(toOpen: releaseOpens(ap, velocityY: pan.velocity.y)))
        }
    }

    /// Where a released drag settles: snap ignores velocity (a release short of the threshold
    /// reopens); drag and scroll by velocity sign, else the 20% rule.
    private func releaseOpens(_ ap: PopupBarGestures.Pan, velocityY: Double) -> Bool {
        ap.rubberBand
            ? true : PopupBarInteraction.dragReleaseOpens(from: ap.from, progress: ap.lastOpen, velocityY: velocityY)
    }

    /// The popup follows a drag translation `ty` (from where the drag began, or from the
    /// scroll view's hand-off point). False when the drag ended (snap's auto-close).
    private func follow(_ ty: Double, _ ap: inout PopupBarGestures.Pan) -> Bool {
        let l = layout
        if ap.rubberBand {
            let closedCentre = l.closedBarFrame.midY
            let raw = PopupBarInteraction.snapRawTravel(translationY: ty, openCentreY: 0, closedCentreY: closedCentre)
            let d = l.container.height
            if PopupBarInteraction.snapShouldAutoClose(raw: raw, containerHeight: d, snapPercent: popupSnapPercent) {
                gestures.pan = nil
                send(.panAutoClose)
                return false
            }
            let top = PopupBarInteraction.snapContentTop(
                raw: raw, openBarHeight: 0, containerHeight: d, snapPercent: popupSnapPercent)
            let p = l.closedBarBottom > 0 ? 1 - top / l.closedBarBottom : 1
            ap.lastOpen = p
            send(.panChanged(open: p, dock: 1))
        } else {
            let startTop = ap.from == .open ? l.openBarFrame.minY : l.closedBarFrame.minY
            let top = PopupBarInteraction.dragBarTop(startTop: startTop, translationY: ty, openTop: l.openBarFrame.minY,
                                                  closedTop: l.closedBarFrame.minY)
            let p = clamp01(l.dragProgress(barMaxY: top + l.barHeight))
            ap.lastOpen = p
            send(.panChanged(open: p, dock: PopupBarLayout.smoothstep(p)))
        }
        return true
    }
}
