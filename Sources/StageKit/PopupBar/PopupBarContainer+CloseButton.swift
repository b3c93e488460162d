/// The close button beyond its resting frame (docs/behavior/lnpopupcontroller.md, "Content, item and close button"): a
/// change of its resting place while
/// the popup shows (style change, the content's layout margins, a content swap) animates it
/// there over 0.25 s (damping 500), logged `closeButtonRepositioned {x, y, duration}`; the
/// chevron flattens while the open content is dragged.
extension PopupBarContainer {
    /// The button's resting frame relative to the open content's origin (nil for style none).
    func restingCloseButtonFrame() -> Rect? {
        let size = stage.screen.size
        return PopupBarCloseButton.frame(
            style: effectiveCloseButtonStyle, content: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                      safeArea: viewSafeArea, platform: platform,
                                      marginsTop: popupContentViewController?.layoutMarginsTop)
    }

    /// The content-relative frame shown at `t` (mid-reposition: between where it was and its rest).
    func displayedCloseButtonFrame(at t: SimTime) -> Rect? {
        closeButton.frame(at: t, toward: restingCloseButtonFrame())
    }

    /// Called when the resting place may have changed: moves the button from where it shows now.
    func closeButtonLayoutChanged() {
        let now = stage.now
        let new = restingCloseButtonFrame()
        guard closeButton.rest(at: new, now: now, animated: value(of: .open, at: now) > 0), let new else { return }
        stage.log(source, "closeButtonRepositioned", ["x": .number(new.x), "y": .number(new.y),
                "duration": .number(PopupBarCloseButton.repositionDuration.seconds),
            ])
    }

    /// The snapshot's content extras: the close button (margins, reposition, flattening) and the
    /// image transition.
    func applyContentExtras(to snap: inout PopupBarSnapshot, at t: SimTime) {
        snap.closeButtonFrame = displayedCloseButtonFrame(at: t).map {
            $0.offsetBy(dx: snap.contentFrame.x, dy: snap.contentFrame.y)
        }
        snap.closeButtonFlat = effectiveCloseButtonStyle == .chevron && machine.drag?.from == .open
            && machine.drag?.release == nil
        if let m = imageMorph {
            snap.imageMorph = (m.frame(open: snap.open), m.cornerRadius(open: snap.open), m.phase)
        }
    }
}
