/// The status bar style the container reports (`PopupBarStatusBar`): the content's
/// `preferredStatusBarStyle` while the content covers the status bar, else the container's own.
/// Each change is logged as `statusBarStyleChanged {from, to, duration}`: 0.3 s during a drag,
/// the rest of the running transition otherwise, 0 at rest.
extension PopupBarContainer {
    /// What the status bar should show now (UIKit's model values: the end of a running
    /// animation, the live value during a drag).
    public var desiredStatusBarStyle: PopupBarStatusBarStyle {
        let own = viewController.preferredStatusBarStyle
        guard let vc = popupContentViewController,
            machine.internalState == .transitioning || machine.internalState == .open
        else {
            return own
        }
        let t = stage.now
        let dragging = machine.drag != nil
        let p = dragging ? value(of: .open, at: t) : openTarget
        let d = dragging ? value(of: .dock, at: t) : dockTarget
        let l = layout
        let content = l.contentFrame(bar: l.barFrame(presence: presenceTarget, open: p), open: p, dock: d)
        return PopupBarStatusBar.contentCovers(contentTop: content.minY, contentHeight: content.height,
            statusBarHeight: stage.screen.safeArea.top) ? vc.preferredStatusBarStyle : own
    }

    /// `setNeedsStatusBarAppearanceUpdate()`: re-reads the style and logs a change.
    public func setNeedsStatusBarAppearanceUpdate() {
        let want = desiredStatusBarStyle
        guard want != statusBarStyle else { return }
        let duration: SimDuration
        if machine.drag != nil {
            duration = PopupBarStatusBar.dragFlipDuration
        } else if let end = openAnimationEnd, end > stage.now {
            duration = end - stage.now
        } else {
            duration = .zero
        }
        stage.log(
            source, "statusBarStyleChanged",
            [
                "from": .string(statusBarStyle.description), "to": .string(want.description),
                                                    "duration": .number(duration.seconds)])
        statusBarStyle = want
    }
}
