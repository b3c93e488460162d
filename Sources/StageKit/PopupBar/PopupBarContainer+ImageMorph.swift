/// The image transition (`PopupBarImageMorph`) as the container runs it: started with an animated
/// willOpen / willClose when 3.0.7's conditions hold, ended with didOpen / didClose; logged as
/// `imageTransitionBegan {phase}` and `imageTransitionEnded {phase}`. Also the accessibility
/// side of the same moments (docs/behavior/lnpopupcontroller.md, "Accessibility"): on open the content becomes modal
/// and focus
/// moves to the close button, on close the modal ends; each logged `accessibilityScreenChanged`.
extension PopupBarContainer {
    /// The image transition applies to this container now (style, interaction, image, target).
    public var imageTransitionApplies: Bool {
        PopupBarImageMorph.applies(style: effectiveBarStyle, interaction: effectivePopupInteractionStyle,
            hasImage: popupItem?.image != nil, hasTarget: popupContentViewController?.transitionTarget != nil)
    }

    /// The content's transition view is in use (LNPopupController.mm 692-703: prominent or
    /// floating bar, snap, a `viewForPopupTransition`; the bar's image is not asked for): a
    /// close then runs with damping 1.
    public var hasTransitionView: Bool {
        [.prominent, .floating].contains(effectiveBarStyle) && effectivePopupInteractionStyle == .snap
            && popupContentViewController?.transitionTarget != nil
    }

    /// Side effects tied to the transition's events, run just before the event is logged.
    func transitionEvent(_ name: PopupBarEventName, animated: Bool) {
        switch name {
        case .willOpen, .willClose:
            // present{openPopup} delivers willOpen twice for one transition: one morph.
            if name == .willOpen, imageMorph?.phase == .opening { return }
            endImageMorph()
            guard animated, imageTransitionApplies, let target = popupContentViewController?.transitionTarget else {
                return
            }
            let l = layout
            let closedBar = l.barFrame(presence: 1, open: 0)
            guard let item = popupItem,
                let from = PopupBarContentsLayout(
                    bar: closedBar, style: l.style, item: item, progressStyle: popupBar.progressViewStyle,
                    platform: platform, capsule: l.style == .floating ? l.floatingCapsule(in: closedBar) : nil,
                                                      safeArea: viewSafeArea).imageFrame else { return }
            let open = l.contentFrame(bar: l.barFrame(presence: 1, open: 1), open: 1, dock: 1)
            let phase: PopupBarImageMorph.Phase = name == .willOpen ? .opening : .closing
            imageMorph = PopupBarImageMorph(source: from, target: target, contentOrigin: open.origin, phase: phase)
            stage.log(source, "imageTransitionBegan", ["phase": .string(phase.rawValue)])
        case .didOpen:
            endImageMorph()
            var f = [EventField("modal", .bool(true))]
            if effectiveCloseButtonStyle != .none {
                f.append(EventField("focus", .string(PopupBarCloseButton.accessibilityLabel)))
            }
            stage.log(source, "accessibilityScreenChanged", f)
        case .didClose:
            endImageMorph()
            stage.log(source, "accessibilityScreenChanged", ["modal": .bool(false)])
        default:
            break
        }
    }

    private func endImageMorph() {
        guard let m = imageMorph else { return }
        imageMorph = nil
        stage.log(source, "imageTransitionEnded", ["phase": .string(m.phase.rawValue)])
    }
}
