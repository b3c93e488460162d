/// An interactive drag in progress (docs/behavior/lnpopupcontroller.md, "Interaction"): where it started, and whether
/// it rubber
/// bands (snap closing).
public struct PopupBarDrag: Hashable, Sendable {
    public var from: PopupBarPresentationState
    public var rubberBand: Bool
}
