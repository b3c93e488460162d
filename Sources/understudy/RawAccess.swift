import CLua
import CLuaShim
import LuaBridge

/// Metamethod-free reads and writes of table fields. The interpreter's own bookkeeping goes
/// through these: they never run Lua code and never raise, so no Lua error can longjmp across
/// the Swift frames that call them.
///
/// ```swift
/// us_pushglobaltable(L)
/// if RawAccess.field(L, -1, "stage") == LUA_TTABLE { ... }
/// ```
enum RawAccess {
    /// Pushes `t[name]` for the table at `index` (raw access) and returns its type.
    @discardableResult
    static func field(_ L: OpaquePointer, _ index: Int32, _ name: String) -> Int32 {
        let t = lua_absindex(L, index)
        LuaStack(L).push(name)
        return lua_rawget(L, t)
    }

    /// `t[name] = value on top` for the table at `index` (raw access; pops the value).
    static func setField(_ L: OpaquePointer, _ index: Int32, _ name: String) {
        let t = lua_absindex(L, index)
        LuaStack(L).push(name)
        lua_rotate(L, -2, 1)
        lua_rawset(L, t)
    }

    /// Pushes the value at a dotted path from the globals ("stage.clock.now"), following tables
    /// only; returns its type, or LUA_TNIL (pushing nil) when a step is missing.
    @discardableResult
    static func path(_ L: OpaquePointer, _ dotted: String) -> Int32 {
        us_pushglobaltable(L)
        var type = LUA_TTABLE
        for part in dotted.split(separator: ".", omittingEmptySubsequences: false) {
            guard type == LUA_TTABLE else {
                lua_settop(L, -2)
                lua_pushnil(L)
                return LUA_TNIL
            }
            type = field(L, -1, String(part))
            lua_rotate(L, -2, 1)
            lua_settop(L, -2)
        }
        return type
    }
}
