/// Divergences from XLActionController a script can turn on (`stage.actionController{ fixes =
/// {...} }`); each is off by default, because the sheet does what the library does, quirks
/// included (docs/behavior/xlactioncontroller.md, "Fixes").
///
/// ```swift
/// var f = SheetFixes()
/// f.ignoresTapsWhileFalling = true     // tweetbot: no second selection during the fall
/// ```
public struct SheetFixes: Hashable, Sendable {
    /// The Dynamics variant (tweetbot) forgets `disableActions` in its `dismiss`
    /// (ActionController.swift 776-784), so a row tapped during the fall is selected again: an
    /// immediate handler runs a second time. On: such taps are ignored, as in the base class.
    public var ignoresTapsWhileFalling = false
    /// Skype's `dismissView` override calls neither `onWillDismissView` nor `onDidDismissView`
    /// (Example/CustomActionControllers/Skype/Skype.swift 174-200), so its timeline has no
    /// `willDismissView`/`didDismissView`. On: they are logged, as for every other style.
    public var logsSkypeDismissHooks = false

    public init() {}
}
