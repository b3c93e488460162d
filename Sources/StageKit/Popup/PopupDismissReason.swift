/// Why a dismissal started (a `reason` field on `willDismiss`).
///
/// ```swift
/// PopupEvent.willDismiss(.countdown)   // logged as `willDismiss {reason = "countdown"}`
/// ```
public enum PopupDismissReason: String, Hashable, Sendable {
    case dismiss, countdown, background, drag, removed, single, cover, invalidated
}
