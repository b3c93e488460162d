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
