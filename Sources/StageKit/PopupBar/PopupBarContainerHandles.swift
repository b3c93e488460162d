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

/// A handle that names one content controller of its container (the one installed when it was
/// read), not whatever the container shows later.
public class ContentControllerHandle: ElementHandle<PopupContainer> {
    public let controller: PopupContentController

    init(owner: PopupContainer, controller: PopupContentController) {
        self.controller = controller
        super.init(owner: owner, index: 0)
    }
}

public final class PopupItemRef: ContentControllerHandle {
    /// The installed content's item handle, nil without content.
    public static func of(_ c: PopupContainer) -> PopupItemRef? {
        guard let vc = c.popupContentViewController else { return nil }
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupItemRef(owner: c, controller: vc) }
    }

    /// This item's content is the one the bar shows.
    public var isShown: Bool { owner.popupContentViewController === controller }
}

/// The scroll view of one content controller (`c.popupContent.scrollView`): like the item
/// handle it names the controller installed when it was read.
public final class PopupScrollViewRef: ContentControllerHandle {
    /// The installed content's scroll view handle, nil without content or scroll view.
    public static func of(_ c: PopupContainer) -> PopupScrollViewRef? {
        guard let vc = c.popupContentViewController, vc.scrollView != nil else { return nil }
        // The cache keys by handle type too, so the controller alone tells it from the item.
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupScrollViewRef(owner: c, controller: vc) }
    }

    /// Bounds are the container's size whether or not the controller is shown.
    public func setContentOffset(_ p: Point) { controller.scrollView?.setContentOffset(p, bounds: owner.scrollViewBounds) }
    public func setContentSize(_ s: Size) { controller.scrollView?.setContentSize(s, bounds: owner.scrollViewBounds) }
}
