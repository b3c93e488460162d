import CLua
import CLuaShim

/// Raw reads and writes of the host's own tables (the registry, the globals, `package`), for host
/// code that is not a binding: no metamethod runs, so a script that gave the registry or `_G` a
/// metatable (`debug.getregistry()`, `setmetatable(_G, ...)`) cannot make host code run Lua, or
/// an error unwind Swift frames. `tools/binding-budget.lua` refuses the metamethod-running forms
/// (`lua_getfield`, `lua_getglobal`, ...) in every Swift target.
///
/// ```swift
/// LuaRawField.pushRegistry(L, "understudy.module")   // registry["understudy.module"], raw
/// ```
public enum LuaRawField {
    /// Pushes `t[key]` for the table at `index` (raw); returns the value's type.
    @discardableResult
    public static func push(_ L: OpaquePointer, _ index: Int32, _ key: String) -> Int32 {
        let t = lua_absindex(L, index)
        lua_pushstring(L, key)
        return lua_rawget(L, t)
    }

    /// Pushes `registry[key]` (raw); returns the value's type.
    @discardableResult
    public static func pushRegistry(_ L: OpaquePointer, _ key: String) -> Int32 { push(L, us_registryindex(), key) }

    /// Pushes the global `name` (raw); returns the value's type.
    @discardableResult
    public static func pushGlobal(_ L: OpaquePointer, _ name: String) -> Int32 {
        us_pushglobaltable(L)
        let type = push(L, -1, name)
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)
        return type
    }

    /// Pops the value on top into `registry[key]` (raw).
    public static func popIntoRegistry(_ L: OpaquePointer, _ key: String) {
        lua_pushstring(L, key)
        lua_rotate(L, -2, 1)
        lua_rawset(L, us_registryindex())
    }
}
