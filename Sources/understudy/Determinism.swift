import CLua
import CLuaShim
import LuaBridge

/// The determinism rule (docs/ARCHITECTURE.md): the host seeds `math.random`, with a fixed seed unless `--seed`, so
/// that a script gives the same result on every run and every machine.
enum Determinism {
    /// The seed used when the command line gives none.
    static let defaultSeed = 0

    /// Calls `math.randomseed(seed)` (if the script environment still has it).
    static func seedRandom(_ lua: LuaState, seed: Int) {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        us_pushglobaltable(L)
        guard RawAccess.field(L, -1, "math") == LUA_TTABLE,
              RawAccess.field(L, -1, "randomseed") == LUA_TFUNCTION else { return }
        lua_pushinteger(L, lua_Integer(seed))
        try? lua.protectedCall(arguments: 1, results: 0)
    }
}
