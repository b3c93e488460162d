/// The divergences from LNPopupController 3.0.7 a script may turn on, each off by default (the
/// container does what the library does; docs/behavior/lnpopupcontroller.md, "Fixes"). The Lua
/// constructors' `fixes = { name = true }` option is made from this list.
///
/// ```swift
/// c.setFixes { $0 == "willOpenOnce" }     // present{openPopup} delivers willOpen once
/// ```
extension PopupBarContainer {
    public static let fixes: [(name: String, doc: String)] = [
        ("drainQueueAfterNoOp",
         "a no-op open, close or dismiss runs the next queued call at once (the library leaves it pending until another call or an animation's end)"),
        ("willOpenOnce",
         "presentPopupBar{ openPopup = true } delivers willOpen and its haptic once (the library delivers both twice)"),
        ("dismissHiddenCompletes",
         "dismissPopupBar on a bar not dismissed since its last present (or never presented) calls its completion (the library drops it)"),
    ]

    /// Sets every fix: `on(name)` says whether it is turned on.
    public func setFixes(_ on: (String) -> Bool) {
        noOpStallsQueue = !on("drainQueueAfterNoOp")
        willOpenOnce = on("willOpenOnce")
        dismissHiddenCompletes = on("dismissHiddenCompletes")
    }
}
