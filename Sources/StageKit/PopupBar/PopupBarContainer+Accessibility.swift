/// What VoiceOver can reach of the popup now (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee"): with
/// the bar presented, the bar's
/// elements in reading order with their frames; while open, the content is accessibility-modal,
/// so only the close button ("Close"; nothing with style none); nothing while hidden.
extension PopupBarContainer {
    public func accessibilityElements(at t: SimTime? = nil) -> [PopupBarAccessibility.Element] {
        guard let a = accessibility, popupPresentationState != .barHidden else { return [] }
        let snap = snapshot(at: t)
        if popupPresentationState == .open {
            guard effectiveCloseButtonStyle != .none else { return [] }
            return [PopupBarAccessibility.closeButton(frame: snap.closeButtonFrame)]
        }
        return a.elements(contents: snap.contents, style: effectiveBarStyle)
    }

    /// The open content is accessibility-modal (`accessibilityViewIsModal`).
    public var contentIsAccessibilityModal: Bool { popupPresentationState == .open }
}
