/// The content controller's view (docs/POPUPBAR.md, "The player's views"): LNPopupController's
/// popup content view holds the content controller's view, filling it, under the close button
/// (LNPopupContentView). The container hosts it (`ViewHosting`) while that controller is
/// installed: drawn in the content's frame as it slides, and a tap on the open content that a
/// control of it takes is that control's (the close button stays on top). A swapped-out
/// controller's view leaves the window.
///
/// ```swift
/// let player = PopupBarContentController(title: "Now Playing")
/// player.view = playerView         // a View with play and skip buttons
/// try tabs.presentPopupBar(with: player, openPopup: true, animated: false)
/// try stage.tap(playButton)        // the button's action
/// ```
extension PopupBarContainer: ViewHosting {
    public var hostLayer: any StageLayer { self }
    public var hostName: String { "the popup content of \(labeledSource)" }

    /// A content controller's view was given, or its controller was installed: it fills the
    /// content (the container's size).
    func contentViewChanged(_ c: PopupBarContentController) {
        guard c === popupContentViewController, let view = c.view else { return }
        adopt(view, size: stage.screen.size)
    }

    /// The content's frame, while it shows.
    public func placement(of root: View, at t: SimTime) -> ViewPlacement? {
        guard let vc = popupContentViewController, root === vc.view else { return nil }
        let snap = snapshot(at: t)
        guard snap.contentVisible else { return nil }
        return ViewPlacement(origin: snap.contentFrame.origin, clip: snap.contentFrame)
    }

    public func root(at p: Point, t: SimTime) -> View? { popupContentViewController?.view }

    public func releaseRoot(_ root: View) {
        if let vc = popupContentViewController, vc.view === root { vc.view = nil }
    }

    /// The content shows only while the popup is open (or opening, closing).
    public func absenceReason(of root: View) -> String? {
        guard let vc = popupContentViewController, vc.view === root else {
            return "its content controller is not the one \(labeledSource) shows"
        }
        return snapshot(at: stage.now).contentVisible
            ? nil
            : "the popup of \(labeledSource) is not open (\(popupPresentationState))"
    }
}
