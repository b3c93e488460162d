/// Script-facing handles for a container's parts (`c.popupBar`, `c.popupContent`, `c.popupItem`),
/// from `Stage.handle(of:element:make:)`: one object per part while held, so two reads are `==`.
/// The bar and content handles read the container live; the item handle names one content
/// controller (the one installed when it was read), as the library's `popupItem` belongs to
/// its content controller.
public final class PopupBarRef: ElementHandle<PopupBarContainer> {
    public static func of(_ c: PopupBarContainer) -> PopupBarRef {
        c.stage.handle(of: c, element: "bar") { PopupBarRef(owner: c, index: 0) }
    }
}

public final class PopupBarContentRef: ElementHandle<PopupBarContainer> {
    public static func of(_ c: PopupBarContainer) -> PopupBarContentRef {
        c.stage.handle(of: c, element: "content") { PopupBarContentRef(owner: c, index: 0) }
    }
}

/// A handle that names one content controller of its container (the one installed when it was
/// read), not whatever the container shows later.
public class PopupBarContentControllerHandle: ElementHandle<PopupBarContainer> {
    public let controller: PopupBarContentController

    init(owner: PopupBarContainer, controller: PopupBarContentController) {
        self.controller = controller
        super.init(owner: owner, index: 0)
    }
}

public final class PopupBarItemRef: PopupBarContentControllerHandle {
    /// The installed content's item handle, nil without content.
    public static func of(_ c: PopupBarContainer) -> PopupBarItemRef? {
        guard let vc = c.popupContentViewController else { return nil }
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupBarItemRef(owner: c, controller: vc) }
    }

    /// This item's content is the one the bar shows.
    public var isShown: Bool { owner.popupContentViewController === controller }
}

/// The scroll view of one content controller (`c.popupContent.scrollView`): like the item
/// handle it names the controller installed when it was read.
public final class PopupBarScrollViewRef: PopupBarContentControllerHandle {
    /// The installed content's scroll view handle, nil without content or scroll view.
    public static func of(_ c: PopupBarContainer) -> PopupBarScrollViewRef? {
        guard let vc = c.popupContentViewController, vc.scrollView != nil else { return nil }
        // The cache keys by handle type too, so the controller alone tells it from the item.
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupBarScrollViewRef(owner: c, controller: vc) }
    }

    /// Bounds are the container's size whether or not the controller is shown.
    public func setContentOffset(_ p: Point) { controller.scrollView?.setContentOffset(p, bounds: owner.scrollViewBounds) }
    public func setContentSize(_ s: Size) { controller.scrollView?.setContentSize(s, bounds: owner.scrollViewBounds) }
}
