import CLua
import CLuaShim
import LuaBridge

/// The Lua modules shipped inside the binary (stdlib/, embedded at build time by the EmbedStdlib
/// plugin into `EmbeddedStdlib`).
///
/// ```swift
/// Stdlib.install(into: lua)          // require "understudy.pretty" now works anywhere
/// ```
public enum Stdlib {
    /// Registers every embedded module in `package.preload`, so `require` finds it before
    /// `package.path` (which still finds the user's own modules and honors LUA_PATH).
    /// Chunk names are `@stdlib/<path>`, so errors point at `stdlib/understudy/test.lua:12:`.
    public static func install(into lua: LuaState) {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_getglobal(L, "package") == LUA_TTABLE else { return }
        lua_getfield(L, -1, "preload")
        guard lua_type(L, -1) == LUA_TTABLE else { return }
        for module in EmbeddedStdlib.modules {
            module.source.withUTF8Buffer { buf in
                buf.withMemoryRebound(to: CChar.self) { chars in
                    us_push_embedded_loader(L, chars.baseAddress, chars.count, "@" + module.path)
                }
            }
            lua_setfield(L, -2, module.name)
        }
    }

    /// The source of an embedded module, by `require` name.
    public static func source(of name: String) -> String? {
        EmbeddedStdlib.modules.first { $0.name == name }.map { $0.source.description }
    }
}
