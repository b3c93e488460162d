/// The container's content (`c.popupContent`), read live like the bar (`PopupBarRef`).
public final class PopupBarContentRef: ElementHandle<PopupBarContainer> {
    public static func of(_ c: PopupBarContainer) -> PopupBarContentRef {
        c.stage.handle(of: c, element: "content") { PopupBarContentRef(owner: c, index: 0) }
    }
}
