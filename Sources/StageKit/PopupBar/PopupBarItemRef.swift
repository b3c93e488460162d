/// The popup item of one content controller (`c.popupItem`), as the library's `popupItem`
/// belongs to its content controller.
public final class PopupBarItemRef: PopupBarContentControllerHandle {
    /// The installed content's item handle, nil without content.
    public static func of(_ c: PopupBarContainer) -> PopupBarItemRef? {
        guard let vc = c.popupContentViewController else { return nil }
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupBarItemRef(owner: c, controller: vc) }
    }

    /// This item's content is the one the bar shows.
    public var isShown: Bool { owner.popupContentViewController === controller }
}
