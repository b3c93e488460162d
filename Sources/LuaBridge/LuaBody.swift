/// A Swift function a binding runs: it reads its (already type-checked) arguments from the stack,
/// pushes its results and returns their count, or returns a `LuaCall` error status. It never
/// raises a Lua error itself.
public typealias LuaImpl = @convention(c) (OpaquePointer, UnsafeMutableRawPointer?) -> Int32

/// What a binding runs: a bare C function (the hot paths: `stage.clock.now`, the bench's) or a
/// Swift closure. A closure is kept in a retained box that becomes the binding's context, and one
/// shared C thunk calls it, so generic code (a setting, a typed method) can serve many bindings.
public enum LuaBody: Sendable {
    case c(LuaImpl)
    case swift(@Sendable (LuaCall) -> Int32)
}
