/// The scroll view of one content controller (`c.popupContent.scrollView`): like the item
/// handle it names the controller installed when it was read.
public final class PopupBarScrollViewRef: PopupBarContentControllerHandle {
    /// The installed content's scroll view handle, nil without content or scroll view.
    public static func of(_ c: PopupBarContainer) -> PopupBarScrollViewRef? {
        guard let vc = c.popupContentViewController, vc.scrollView != nil else { return nil }
        // The cache keys by handle type too, so the controller alone tells it from the item.
        return c.stage.handle(of: c, element: ObjectIdentifier(vc)) { PopupBarScrollViewRef(owner: c, controller: vc) }
    }

    /// Bounds are the container's size whether or not the controller is shown; an error once
    /// the controller has no scroll view.
    public func setContentOffset(_ p: Point) throws(PopupBarError) {
        _ = try checked()
        controller.scrollView?.setContentOffset(p, bounds: owner.scrollViewBounds)
    }
    public func setContentSize(_ s: Size) throws(PopupBarError) {
        _ = try checked()
        controller.scrollView?.setContentSize(s, bounds: owner.scrollViewBounds)
    }

    /// Its scroll view, once its controller still has one; an error otherwise.
    public func checked() throws(PopupBarError) -> PopupBarScrollView {
        guard let sv = controller.scrollView else {
            throw .badInput("\(owner.labeledSource) scrollView: its content controller no longer has a scroll view")
        }
        return sv
    }
}
