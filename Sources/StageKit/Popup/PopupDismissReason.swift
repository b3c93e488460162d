/// Why a dismissal started (a `reason` field on `willDismiss`).
public enum PopupDismissReason: String, Hashable, Sendable {
    case dismiss, countdown, background, drag, removed, single, cover, invalidated
}
