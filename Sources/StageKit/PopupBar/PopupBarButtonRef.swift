/// One bar button item of a content controller's popup item (`c.popupItem.buttons[2]`): a
/// handle that reads and writes the item in place, so `buttons[2].image = "pause.fill"` changes
/// the bar at once (the item's buttons were copies before: writing into one changed nothing),
/// and taps it through the screen.
public final class PopupBarButtonRef: PopupBarContentControllerHandle {
    public let leading: Bool
    public let position: Int

    /// The handle of button `position` (0-based) of one side of `controller`'s item.
    public static func of(
        _ c: PopupBarContainer, _ controller: PopupBarContentController, leading: Bool,
        position: Int
    ) -> PopupBarButtonRef {
        c.stage.handle(of: c, element: [AnyHashable(ObjectIdentifier(controller)), leading, position]) {
            PopupBarButtonRef(owner: c, controller: controller, leading: leading, position: position)
        }
    }

    init(owner: PopupBarContainer, controller: PopupBarContentController, leading: Bool, position: Int) {
        self.leading = leading
        self.position = position
        super.init(owner: owner, controller: controller)
    }

    private var path: WritableKeyPath<PopupBarItem, [PopupBarButtonItem]> {
        leading ? \.leadingBarButtonItems : \.trailingBarButtonItems
    }

    /// The button now; an error once the item has fewer buttons on that side.
    public func item() throws(PopupBarError) -> PopupBarButtonItem {
        let list = controller.popupItem[keyPath: path]
        guard position < list.count else {
            throw .badInput(
                "\(leading ? "leading" : "trailing") bar button \(position + 1) of \(owner.labeledSource) "
                    + "no longer exists (its item has \(list.count))")
        }
        return list[position]
    }

    /// Changes the button in the item itself (the bar shows it at once).
    public func update(_ change: (inout PopupBarButtonItem) -> Void) throws(PopupBarError) {
        var b = try item()
        change(&b)
        controller.popupItem[keyPath: path][position] = b
    }

    /// Taps it through the screen (its item must be the one the bar shows).
    public func tap() throws(PopupBarError) {
        _ = try item()
        guard owner.popupContentViewController === controller else {
            throw .badInput("this button's item is not the one \(owner.labeledSource) shows")
        }
        try owner.tapBarButton(leading: leading, index: position)
    }
}
