/// Taps and pans from the screen's input path (spec §4): the snapshot's hit decides; pans become
/// machine inputs through `PopupInteraction`'s math.
extension PopupContainer {
    /// The container takes touches on its tab bar or toolbar, the bar and the open content; the
    /// rest of the screen passes to the layers below (its child content).
    public func hitTest(_ p: Point, at t: SimTime) -> Bool {
        snapshot(at: t).hit(p, tabCount: kind.tabs.count, systemBarVisible: layout.docking.systemBarVisible) != nil
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) {
        let snap = snapshot(at: tap.time)
        guard let hit = snap.hit(tap.location, tabCount: kind.tabs.count, systemBarVisible: layout.docking.systemBarVisible) else { return }
        switch hit {
        case .tab(let i):
            // Tab changes cancel in-flight bar gestures.
            if activePan != nil, machine.drag != nil { activePan = nil; send(.panCancelled) }
            selectTab(i)
        case .dockingView, .content:
            break
        case .barButton(let leading, let index):
            let items = leading ? popupItem?.leadingBarButtonItems : popupItem?.trailingBarButtonItems
            guard let item = items?[index], item.isEnabled else { return }
            stage.log(source, "barButtonTapped", ["leading": .bool(leading), "index": .integer(index + 1),
                                                  "title": .string(item.spokenLabel)])
            if let a = barButtonAction { stage.callUser { try a(leading, index) } }
            if let a = popupContentViewController?.barButtonAction { stage.callUser { try a(leading, index) } }
        case .bar:
            highlight = PopupHighlight(start: tap.time)
            send(.tapBar)
        case .closeButton:
            send(.tapCloseButton)
        }
    }

    /// Long press: the highlight held for `duration`, no open (touch-down and cancel).
    public func longPressBar(duration: SimDuration) {
        highlight = PopupHighlight(start: stage.now, holdUntil: stage.now + duration)
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        let l = layout
        switch pan.phase {
        case .began:
            activePan = nil
            let snap = snapshot(at: pan.time)
            let onBar = machine.publicState == .barPresented && snap.barVisible && snap.barFrame.contains(pan.startLocation)
            let onContent = machine.publicState == .open && snap.contentFrame.contains(pan.startLocation)
            guard onBar || onContent else { return }
            if onBar { highlight = nil }
            let vertical = abs(pan.velocity.y) >= abs(pan.velocity.x)
            send(.panBegan(onBar: onBar, velocityY: pan.velocity.y, fromScrollView: onContent && popupContentView.hasScrollView,
                           vertical: vertical))
            if let d = machine.drag {
                activePan = ActivePan(from: d.from, rubberBand: d.rubberBand, lastOpen: value(of: .open))
            }
        case .changed:
            guard var ap = activePan, machine.drag != nil else { return }
            let ty = pan.translation.y
            if ap.rubberBand {
                let closedCentre = l.closedBarFrame.midY
                let raw = PopupInteraction.snapRawTravel(translationY: ty, openCentreY: 0, closedCentreY: closedCentre)
                let d = l.container.height
                if PopupInteraction.snapShouldAutoClose(raw: raw, containerHeight: d, snapPercent: popupSnapPercent) {
                    activePan = nil
                    send(.panAutoClose)
                    return
                }
                let top = PopupInteraction.snapContentTop(raw: raw, openBarHeight: 0, containerHeight: d, snapPercent: popupSnapPercent)
                let p = l.closedBarBottom > 0 ? 1 - top / l.closedBarBottom : 1
                ap.lastOpen = p
                send(.panChanged(open: p, dock: 1))
            } else {
                let startTop = ap.from == .open ? l.openBarFrame.minY : l.closedBarFrame.minY
                let top = PopupInteraction.dragBarTop(startTop: startTop, translationY: ty, openTop: l.openBarFrame.minY,
                                                      closedTop: l.closedBarFrame.minY)
                let p = clamp01(l.dragProgress(barMaxY: top + l.barHeight))
                ap.lastOpen = p
                send(.panChanged(open: p, dock: PopupLayout.smoothstep(p)))
            }
            activePan = ap
        case .ended:
            guard let ap = activePan, machine.drag != nil else { return }
            activePan = nil
            // Snap ignores velocity: a release short of the threshold reopens.
            let opens = ap.rubberBand ? true : PopupInteraction.dragReleaseOpens(from: ap.from, progress: ap.lastOpen, velocityY: pan.velocity.y)
            send(.panEnded(toOpen: opens))
        case .cancelled:
            guard activePan != nil, machine.drag != nil else { return }
            activePan = nil
            send(.panCancelled)
        }
    }
}
