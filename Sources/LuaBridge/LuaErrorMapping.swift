/// The installed context maps errors that are not `LuaError`s to Lua errors (the host knows its
/// engine's error types); without one, an error's description becomes the message.
public protocol LuaErrorMapping: AnyObject {
    func luaFailure(_ error: any Error, in call: LuaCall) -> Int32
}
