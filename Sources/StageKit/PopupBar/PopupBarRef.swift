/// The container's bar (`c.popupBar`). The script-facing handles for a container's parts
/// (`c.popupBar`, `c.popupContent`, `c.popupItem`: `PopupBarRef`, `PopupBarContentRef`,
/// `PopupBarItemRef`, `PopupBarScrollViewRef`) come from `Stage.handle(of:element:make:)`: one
/// object per part while held, so two reads are `==`.
/// The bar and content handles read the container live; the item handle names one content
/// controller (the one installed when it was read), as the library's `popupItem` belongs to
/// its content controller.
public final class PopupBarRef: ElementHandle<PopupBarContainer> {
    public static func of(_ c: PopupBarContainer) -> PopupBarRef {
        c.stage.handle(of: c, element: "bar") { PopupBarRef(owner: c, index: 0) }
    }
}
