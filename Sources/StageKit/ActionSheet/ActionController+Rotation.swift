/// A rotation while the sheet is on screen (presenting, presented or dismissing): the layout for
/// the new screen (`SheetLayout.relaid`: the insets from `viewWillLayoutSubviews`,
/// ActionController.swift 293-296, 664-682), the motion carried over (`SheetMotion.relayout`), and the scroll
/// reset to rest unless the style uses dynamics (`setUpContentInsetForHeight` sets the content
/// offset to −top inset, 679-681); a dynamics sheet's scroll is clamped to the new range, and its
/// rows fly in again (DynamicCollectionViewFlowLayout.swift 231-252).
///
/// ```swift
/// try sheet.present(); try stage.rotate(to: .landscapeLeft)
/// sheet.layout?.device.size   // 852×393
/// ```
extension ActionController {
    func screenDidTransition(_ change: ScreenTransition) {
        guard stage.isValid, state.isOnScreen, let old = layout, var m = motion else { return }
        // The model was laid out once already: a relayout cannot fail where present did not.
        guard let new = try? old.relaid(model: model, style: style, settings: laidOutSettings, device: device) else {
            return
        }
        m.relayout(new, at: stage.now)
        layout = new
        motion = m
        if !settings.behavior.useDynamics {
            scroll.set(0)
        } else {
            scroll.set(min(max(scroll.target, 0), new.maxScroll))
        }
    }
}
