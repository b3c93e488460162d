import CLua
import CLuaShim
import LuaBridge
import StageLua
import UnderstudyStdlib
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// `require "understudy"`: the module table, in the understudy program (built in) and in a
/// stock lua5.4 (the Lua module, understudy.so). Both give the globals the program has, `stage`
/// and `expect`, since scripts and specs use them, plus the global `understudy`: `stage`,
/// `expect`, `limits` and `version`.
///
/// ```lua
/// local understudy = require "understudy"     -- lua5.4, busted, or understudy itself
/// local sheet = understudy.stage.actionController{ title = "Share" }
/// understudy.limits{ memory = "64M", time = 5 }
/// ```
public enum UnderstudyModule {
    /// Understudy's own version.
    public static let version = "0.1.0"

    /// The module's declarations (help, docs/API.md and the LuaLS file come from them).
    public static let registry = APIRegistry(modules: [
        LuaModuleDecl(path: "understudy", doc: """
            What `require "understudy"` returns, in the understudy program and in a stock lua5.4 \
            (the Lua module): `stage` and `expect` (also globals, as in the program), \
            `version`, and the state's safety limits.
            """, functions: [ModuleLimits.function], properties: [
            LuaPropertyDecl("stage", .table, doc: "The stage: the table the global `stage` holds.",
                            example: "print(understudy.stage == stage)   --> true",
                            get: { L, _ in pushKept(L, stageKey) }),
            LuaPropertyDecl("expect", .function, doc: """
                `expect(value)`, Jest's matchers with the stage's timeline and snapshots \
                (docs/TESTING.md): the function the global `expect` holds.
                """,
                            example: "print(type(understudy.expect))   --> function",
                            get: { L, _ in pushKept(L, expectKey) }),
            LuaPropertyDecl("version", .string, doc: "Understudy's version.",
                            example: "print(understudy.version)   --> \(version)",
                            get: { L, _ in
                                lua_pushstring(L, UnderstudyModule.version)
                                return 1
                            }),
        ]),
    ])

    /// Registry fields of what the properties give: the values at install, so that a spec that
    /// replaces or removes the global (busted's insulate puts globals back) changes nothing.
    static let stageKey = "understudy.module.stage", expectKey = "understudy.module.expect"

    /// Registry field holding the module table, so that a second `require` (busted clears
    /// package.loaded for every spec file) gives the same one.
    static let moduleKey = "understudy.module"
    /// Registry field the program sets: the Lua module refuses to load over the built-in one.
    static let builtInKey = "understudy.builtin"

    /// The program's `require "understudy"`: `package.preload.understudy` gives the table. The
    /// state has the stage and the stdlib already.
    public static func installBuiltIn(into lua: LuaState) {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua.install(registry)
        fill(L)
        lua_pushboolean(L, 1)
        LuaRawField.popIntoRegistry(L, builtInKey)
        let chunk = """
            local m = ...
            local preload = type(package) == "table" and package.preload
            if type(preload) == "table" then
              preload.understudy = function() return m end
              -- `understudy test` does what the busted helper does for busted.
              preload["understudy.busted"] = function() return m end
            end
            """
        guard luaL_loadbufferx(L, chunk, chunk.utf8.count, "=understudy", "t") == LUA_OK else { return }
        LuaRawField.pushRegistry(L, moduleKey)
        _ = us_pcall(L, 1, 0, 0)
    }

    /// The Lua module's open, on the state `lua` adopted, from thread `L`: installs the stage
    /// and the stdlib the first time, then puts the globals (back) and pushes the table on `L`.
    /// Runs with the memory cap soft (luaopen_understudy), so nothing here raises.
    static func open(_ lua: LuaState, on L: OpaquePointer) -> String? {
        // busted's insulate puts back the globals a spec file changed, pcall's among them.
        lua.installHostFunctions()
        if LuaRawField.pushRegistry(L, moduleKey) != LUA_TTABLE {
            StageAPI.install(into: lua)
            Stdlib.install(into: lua, expect: true, bundled: false)
            lua.install(registry)
            fill(lua.L)
        }
        lua_settop(L, -2)
        guard LuaRawField.pushRegistry(L, moduleKey) == LUA_TTABLE else {
            lua_settop(L, -2)
            return "cannot load understudy: the module table is missing"
        }
        // The globals, raw (a strict _G must not stop them).
        us_pushglobaltable(L)
        lua_pushstring(L, "understudy")
        lua_pushvalue(L, -3)
        lua_rawset(L, -3)
        for (name, key) in [("stage", stageKey), ("expect", expectKey)] {
            lua_pushstring(L, name)
            LuaRawField.pushRegistry(L, key)
            lua_rawset(L, -3)
        }
        lua_settop(L, -2)
        return nil
    }

    /// Keeps what the `understudy` table's properties give, and the table itself, in the
    /// registry. Its `expect` is the global one, or where there is none yet (the test runner sets
    /// its own later) the same function (`Stdlib.pushExpect`).
    private static func fill(_ L: OpaquePointer) {
        let top = lua_gettop(L)
        let chunk = """
            local G, expect = ...
            return rawget(G, "understudy"), rawget(G, "stage"), rawget(G, "expect") or expect
            """
        guard luaL_loadbufferx(L, chunk, chunk.utf8.count, "=understudy", "t") == LUA_OK else {
            return lua_settop(L, top)
        }
        us_pushglobaltable(L)
        if !Stdlib.pushExpect(L) { lua_pushnil(L) }
        guard us_pcall(L, 2, 3, 0) == LUA_OK, lua_type(L, -3) == LUA_TTABLE else { return lua_settop(L, top) }
        LuaRawField.popIntoRegistry(L, expectKey)
        LuaRawField.popIntoRegistry(L, stageKey)
        LuaRawField.popIntoRegistry(L, moduleKey)
    }
}

/// Pushes the registry field `key` (a property's value kept by `fill`).
private func pushKept(_ L: OpaquePointer, _ key: String) -> Int32 {
    LuaRawField.pushRegistry(L, key)
    return 1
}
