/// The container's content (`c.popupContent`), read live like the bar (`PopupBarRef`).
public final class PopupBarContentRef: ElementHandle<PopupBarContainer> {
    public static func of(_ c: PopupBarContainer) -> PopupBarContentRef {
        c.stage.handle(of: c, element: "content") { PopupBarContentRef(owner: c, index: 0) }
    }

    /// The installed content's controller, for the content's setters; an error without content.
    public func installed() throws(PopupBarError) -> PopupBarContentController {
        guard let vc = owner.popupContentViewController else {
            throw .badInput("\(owner.labeledSource) has no popup content (present it first)")
        }
        return vc
    }
}
