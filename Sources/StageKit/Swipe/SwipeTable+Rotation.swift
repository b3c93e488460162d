/// A rotation, as the table and its cells see it: a table made without a frame fills the screen
/// and takes the new size (its view controller's view does); every row with an actions view lays
/// it out again at the new width with the table's new safe area on its side
/// (SwipeActionsView.swift 40-44, 65-67), and on an iPhone, whose size classes change, an open row
/// moves to its new open offset (`traitCollectionDidChange`, SwipeController.swift 282-294; an
/// open cell keeps its x while the table sets its frame, SwipeTableViewCell.swift 40-42). The scroll offset is
/// clamped into the new range afterwards, with the other views that follow the safe area.
///
/// ```swift
/// try stage.rotate(to: .landscapeLeft)   // an open row at −222 is now at −281 (P + 59)
/// ```
extension SwipeTable {
    func screenDidTransition(_ change: ScreenTransition) {
        guard stage.isValid else { return }
        if followsScreen { frame = Rect(origin: .zero, size: change.to.size) }
        let safe = safeAreaInsets
        for id in sortedStateIDs() where states[id]?.actionsView != nil {
            trySend(id, .resize(cellWidth: frame.width, safeArea: safe, traitsChanged: change.traitsChanged))
        }
        clampScroll()
    }
}
