/// The callbacks the popup controller emits (spec §2.6), named as DESIGN.md's timeline names,
/// plus `popupItemDidUpdate` for a content swap (spec §3.7; the custom bar's hook name).
public enum PopupBarEventName: String, Hashable, Sendable, CaseIterable {
    case willPresentPopupBar, didPresentPopupBar, willOpen, didOpen, willClose, didClose
    case willDismissPopupBar, didDismissPopupBar, popupItemDidUpdate
}
