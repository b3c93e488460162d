/// `statusBarOrientationChange:` (LSTPopView.m:1438-1446), which every popup observes from its
/// creation (m:526-529), queued and not yet popped ones included: with `isObserverScreenRotation`
/// (the default, m:394) the popup view takes the new screen's size at its origin (`self.frame =
/// (0, 0, screen width, screen height)`: the screen's size even in a parent view, a quirk kept),
/// the background follows, and the content is laid out again by its hem style and adjustments
/// (`setCustomViewFrameWithHeight:0`, m:635-720), which also records its new origin frame. The
/// content jumps there; a running pop or dismissal move of it ends at once (approximate: UIKit's
/// additive animations would carry on to the new place). Without the flag nothing moves.
///
/// ```swift
/// try stage.rotate(to: .landscapeLeft)
/// popup.frame   // a centered 280×160 content: {x=286, y=116.5, width=280, height=160}
/// ```
extension Popup {
    func screenDidTransition(_ change: ScreenTransition) {
        guard configuration.isObserverScreenRotation else { return }
        space = PopupSpace(bounds: Rect(origin: space.bounds.origin, size: change.to.size))
        let l = layout(previous: originFrame)
        originFrame = l.origin
        motion.center.set(l.content.center)
    }
}
