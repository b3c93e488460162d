/// One action of a sheet, as its handler and Lua see it (one object per action while held:
/// `ActionController.actionRef`, through `Stage.handle`). `enabled` and
/// `executeImmediatelyOnTouch` can change at any time; the rest reads the model.
///
/// ```swift
/// let delete = sheet.actionRef(2)
/// delete.action.title     // "Delete"
/// delete.setEnabled(false)
/// ```
public final class SheetActionRef: ElementHandle<ActionController> {
    /// `index` is the action's global index, 0-based.
    public var controller: ActionController { owner }

    public var action: SheetAction { controller.model.action(at: index) }
    public var position: ActionPosition { controller.model.positions[index] }
    public var title: String { action.title }

    public func setEnabled(_ enabled: Bool) { controller.updateAction(index) { $0.enabled = enabled } }
    public func setExecuteImmediatelyOnTouch(_ on: Bool) {
        controller.updateAction(index) { $0.executeImmediatelyOnTouch = on }
    }
}

/// One section of a sheet, as Lua sees it.
public final class SheetSectionRef: ElementHandle<ActionController> {
    public var controller: ActionController { owner }

    public var section: SheetSection { controller.model.sections[index] }

    /// Global indices (0-based) of the section's actions.
    public var actionIndices: Range<Int> {
        let before = controller.model.sections[..<index].reduce(0) { $0 + $1.actions.count }
        return before..<(before + section.actions.count)
    }

    /// Whether the section's rows are on the screen now (after `present`; Dynamics sheets reveal
    /// sections one after another).
    public var isRevealed: Bool {
        guard controller.state.isOnScreen, let motion = controller.motion else { return false }
        return motion.isRevealed(section: index, at: controller.stage.now)
    }
}
