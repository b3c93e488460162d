extension PopupBarMachine {
    /// Why a call of `kind` does nothing when it runs with the popup heading to `target` (nil:
    /// it acts). `run` drops exactly these, as LNPopupController's `_openPopup`/`_closePopup`
    /// return early and a dismiss of a hidden bar only calls its completion
    /// (docs/behavior/lnpopupcontroller.md, "State machine"). A present always acts (it presents
    /// or swaps the content).
    ///
    /// ```swift
    /// PopupBarMachine.noOpReason(.open, target: .open)   // "the popup is already open (or opening)"
    /// PopupBarMachine.noOpReason(.close, target: .open)  // nil
    /// ```
    public static func noOpReason(_ kind: PopupBarOperation.Kind, target: PopupBarPresentationState) -> String? {
        switch (kind, target) {
        case (.open, .open): return "the popup is already open (or opening)"
        case (.close, .barPresented): return "the popup is not open (or is closing)"
        case (.open, .barHidden), (.close, .barHidden), (.dismiss, .barHidden):
            return "no popup bar is presented (or it is being dismissed)"
        default: return nil
        }
    }
}
