/// Script-facing handles for a container's parts (`c.popupBar`, `c.popupContent`, `c.popupItem`),
/// from `Stage.handle(of:element:make:)`: one object per part while held, so two reads are `==`.
/// The bar and content handles read the container live; the item handle names one content
/// controller (the one installed when it was read), as the library's `popupItem` belongs to
/// its content controller.
public final class PopupBarRef: ElementHandle<PopupContainer> {
    public static func of(_ c: PopupContainer) -> PopupBarRef {
        c.stage.handle(of: c, element: "bar") { PopupBarRef(owner: c, index: 0) }
    }
}

public final class PopupContentRef: ElementHandle<PopupContainer> {
    public static func of(_ c: PopupContainer) -> PopupContentRef {
        c.stage.handle(of: c, element: "content") { PopupContentRef(owner: c, index: 0) }
    }
}

public final class PopupItemRef: ElementHandle<PopupContainer> {
    public let controller: PopupContentController

    init(owner: PopupContainer, controller: PopupContentController) {
        self.controller = controller
        super.init(owner: owner, index: 0)
    }

    /// The installed content's item handle, nil without content.
    public static func of(_ c: PopupContainer) -> PopupItemRef? {
        guard let vc = c.popupContentViewController else { return nil }
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupItemRef(owner: c, controller: vc) }
    }

    /// This item's content is the one the bar shows.
    public var isShown: Bool { owner.popupContentViewController === controller }
}
