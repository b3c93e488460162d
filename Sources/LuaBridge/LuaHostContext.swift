import CLua
import CLuaShim

/// What the embedding host keeps in a state for its own code to find again (the stage's world,
/// for the REPL's commands and `--trace`): an unretained object under a name in the registry.
/// The host keeps the object alive for as long as the state may ask.
///
/// ```swift
/// lua.setHostObject(world, for: "understudy.stage.world")
/// let world = lua.hostObject(for: "understudy.stage.world", as: StageWorld.self)
/// ```
extension LuaState {
    public func setHostObject(_ object: AnyObject, for key: String) {
        guard lua_checkstack(L, 2) != 0 else { return }
        lua_pushlightuserdata(L, Unmanaged.passUnretained(object).toOpaque())
        LuaRawField.popIntoRegistry(L, key)
    }

    public func hostObject<T: AnyObject>(for key: String, as type: T.Type) -> T? {
        guard lua_checkstack(L, 1) != 0 else { return nil }
        defer { lua_settop(L, -2) }
        guard LuaRawField.pushRegistry(L, key) == LUA_TLIGHTUSERDATA, let p = lua_touserdata(L, -1) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? T
    }

    /// The host's guards on the standard library (hosts that open the libraries themselves get
    /// them here; `LuaState(openLibraries: true)` has them): `coroutine.yield` says by name which
    /// host callback it was called from, and `pcall`, `xpcall` and `coroutine.resume` restore the
    /// binding bookkeeping an error may have skipped (`unwoundBindingCalls`).
    public func installCallGuards() {
        us_install_yield_guard(L)
        us_install_protected_calls(L)
    }

    /// How many binding calls a Lua error unwound (their Swift frames skipped) whose bookkeeping
    /// a protected call then restored. Always 0 unless a binding read a user value non-raw.
    public var unwoundBindingCalls: Int { Int(us_host_of(L).pointee.unwound_calls) }

    /// Tests of the restore itself: debug builds otherwise abort when a binding is unwound.
    public var allowsUnwoundBindings: Bool {
        get { us_host_of(L).pointee.unwinds_allowed != 0 }
        set { us_host_of(L).pointee.unwinds_allowed = newValue ? 1 : 0 }
    }
}
