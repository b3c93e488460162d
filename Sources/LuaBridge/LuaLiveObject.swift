/// An object whose Lua handle can outlive its usefulness (a stage object after `stage.reset`).
/// Typed builders check it before the body runs; the host says what "live" means.
public protocol LuaLiveObject: AnyObject, SendableMetatype {
    /// Nil while the object may be used from this call; otherwise the error to raise.
    func staleMessage(in call: LuaCall) -> String?
}
