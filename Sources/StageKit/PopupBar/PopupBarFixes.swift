/// The divergences from LNPopupController 3.0.7 a script may turn on, each off by default (the
/// container does what the library does; docs/behavior/lnpopupcontroller.md, "Fixes"). The Lua
/// constructors' `fixes = { name = true }` option is made from `all`.
///
/// ```swift
/// c.fixes = PopupBarFixes { $0 == "willOpenOnce" }     // present{openPopup} delivers willOpen once
/// ```
public struct PopupBarFixes: Hashable, Sendable {
    /// A no-op open, close or dismiss runs the next queued call at once (the library's queue
    /// stalls: LNPopupController.mm 1445-1462, 1698-1712).
    public var drainQueueAfterNoOp = false
    /// present with openPopup delivers willOpen once (the library twice).
    public var willOpenOnce = false
    /// dismiss on a bar not dismissed since its last present calls its completion (the library
    /// drops it).
    public var dismissHiddenCompletes = false
    /// A drag released less than 0.5 s after it began settles at once (the library waits for the
    /// drag's own transition animator: LNPopupController.mm 972, 1445-1449).
    public var settleAtRelease = false

    public static let all: [(name: String, doc: String)] = [
        ("drainQueueAfterNoOp",
            "a no-op open, close or dismiss runs the next queued call at once (the library leaves it pending until "
                + "another "
            + "call or an animation's end)"),
        ("willOpenOnce",
         "presentPopupBar{ openPopup = true } delivers willOpen and its haptic once (the library delivers both twice)"),
        ("dismissHiddenCompletes",
         "dismissPopupBar on a bar not dismissed since its last present (or never presented) calls its completion (the "
            + "library drops it)"),
        ("settleAtRelease",
         "a drag released less than 0.5 s after it began settles at once (the library waits until 0.5 s after the "
            + "drag began)"),
    ]

    public init() {}

    /// Every fix: `on(name)` says whether it is turned on.
    public init(_ on: (String) -> Bool) {
        drainQueueAfterNoOp = on("drainQueueAfterNoOp")
        willOpenOnce = on("willOpenOnce")
        dismissHiddenCompletes = on("dismissHiddenCompletes")
        settleAtRelease = on("settleAtRelease")
    }
}
