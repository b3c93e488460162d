/// The two animators that gate the queue (the library's bar animator and popup animator; the
/// shadow "sidecar" always ends before the bar animator, so it never gates).
public enum PopupBarAnimator: String, Hashable, Sendable {
    case bar, popup
}
