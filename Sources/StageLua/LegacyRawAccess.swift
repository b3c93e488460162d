import CLua
import LuaBridge
import StageKit

// TEMPORARY (issue 19): the raw helpers the popup, popup-bar and swipe bindings still use while
// they move onto the kit (LuaSlot, LuaTableWriter, LuaOptions.field). Deleted with their last use.

extension LuaCall {
    func setPoints(_ key: String, _ d: Double) { push(points: d); lua_setfield(L, -2, key) }
    func push(points fields: KeyValuePairs<String, Double>) {
        lua_createtable(L, 0, Int32(fields.count))
        for (key, d) in fields { setPoints(key, d) }
    }
    func setNumber(_ key: String, _ n: Double) { lua_pushnumber(L, n); lua_setfield(L, -2, key) }
    func setString(_ key: String, _ s: String) { stack.push(s); lua_setfield(L, -2, key) }
    func setBool(_ key: String, _ b: Bool) { lua_pushboolean(L, b ? 1 : 0); lua_setfield(L, -2, key) }
}

extension LuaOptions {
    func field<R>(_ key: String, _ read: (OpaquePointer, Int32) -> R) -> R? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return nil }
        return read(L, lua_gettop(L))
    }
}

enum StageTables {
    static func string(_ L: OpaquePointer, _ i: Int32, _ key: String) -> String? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        _ = lua_rawget(L, i)
        return LuaStack(L).string(at: -1)
    }
    static func number(_ L: OpaquePointer, _ i: Int32, _ key: String) -> Double? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        return lua_rawget(L, i) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }
    static func unknownKey(_ L: OpaquePointer, _ i: Int32, allowed: [String]) -> String? {
        LuaOptions(L: L, index: i).unknownKey(allowed: allowed)
    }
}
