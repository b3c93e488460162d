import CLua
import CLuaShim

extension LuaState {
    /// The Swift side of a state someone else made, which `us_adopt` gave a host (the Lua module
    /// loaded by a stock lua5.4): the same object on every call for that state. The Lua state
    /// keeps it alive and releases it when it closes; bindings installed into it work as in a
    /// state Swift made. Nil when the state has no host.
    ///
    /// ```swift
    /// // in luaopen_understudy, after us_adopt(L, &error):
    /// guard let lua = LuaState.adopted(L) else { ... }
    /// StageAPI.install(into: lua)
    /// ```
    public static func adopted(_ L: OpaquePointer) -> LuaState? {
        guard let host = us_adopted_host_or_null(L), host.pointee.adopted != 0 else { return nil }
        if let owner = host.pointee.owner { return Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue() }
        guard let main = host.pointee.main_thread else { return nil }
        let lua = LuaState(mainThread: main, host: host)
        // The state holds the one strong reference; its closing finalizer takes it back.
        _ = Unmanaged.passRetained(lua)
        host.pointee.on_close = { owner in
            guard let owner else { return }
            Unmanaged<LuaState>.fromOpaque(owner).takeRetainedValue().adoptedStateClosed()
        }
        return lua
    }

    /// The adopted state's finalizer ran (its owner is closing it): no binding runs from now on.
    private func adoptedStateClosed() {
        var count = 0
        let queue = us_take_releases(host, &count)
        host.pointee.owner = nil
        finishClose(queue, count)
    }
}
