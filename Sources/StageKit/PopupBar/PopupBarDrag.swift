/// An interactive drag in progress (spec §4.2, §4.3): where it started, and whether it rubber
/// bands (snap closing).
public struct PopupBarDrag: Hashable, Sendable {
    public var from: PopupBarPresentationState
    public var rubberBand: Bool
}
