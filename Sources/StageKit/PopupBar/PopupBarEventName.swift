/// The callbacks the popup controller emits (docs/behavior/lnpopupcontroller.md, "State machine"), named as the
/// timeline names them,
/// plus `popupItemDidUpdate` for a content swap (docs/behavior/lnpopupcontroller.md, "State machine"; the custom bar's
/// hook name).
public enum PopupBarEventName: String, Hashable, Sendable, CaseIterable {
    case willPresentPopupBar, didPresentPopupBar, willOpen, didOpen, willClose, didClose
    case willDismissPopupBar, didDismissPopupBar, popupItemDidUpdate
}
