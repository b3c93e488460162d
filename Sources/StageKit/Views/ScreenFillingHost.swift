/// A host whose root view fills the screen: a view controller's view (`ControllerViewLayer`) and
/// the popup content controller's view (`PopupBarContainer`). UIKit resizes a window's root view
/// to the window's new bounds on a rotation, and the views inside it follow; the stage tells each
/// such host on the layer stack at a turn's start (`Stage.rotate(to:)`), after the components.
///
/// ```swift
/// try stage.rotate(to: .landscapeLeft)
/// controller.view?.size   // 852×393
/// ```
protocol ScreenFillingHost: AnyObject {
    func screenDidResize(to size: Size)
}

extension ControllerViewLayer: ScreenFillingHost {
    func screenDidResize(to size: Size) { root?.hostResized(size) }
}

extension PopupBarContainer: ScreenFillingHost {
    func screenDidResize(to size: Size) {
        guard let view = popupContentViewController?.view, view.host === self else { return }
        view.hostResized(size)
    }
}
