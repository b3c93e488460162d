/// A handle that names one content controller of its container (the one installed when it was
/// read), not whatever the container shows later.
public class PopupBarContentControllerHandle: ElementHandle<PopupBarContainer> {
    public let controller: PopupBarContentController

    init(owner: PopupBarContainer, controller: PopupBarContentController) {
        self.controller = controller
        super.init(owner: owner, index: 0)
    }
}
