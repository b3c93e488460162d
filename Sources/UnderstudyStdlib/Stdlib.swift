import CLua
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLuaShim
import LuaBridge

/// The Lua modules shipped inside the binary (stdlib/, embedded at build time by the EmbedStdlib
/// plugin into `EmbeddedStdlib`).
///
/// ```swift
/// Stdlib.install(into: lua)          // require "understudy.pretty" now works anywhere
/// ```
public enum Stdlib {
    /// Registers the embedded modules: understudy's own (`understudy.*`) in `package.preload`, so
    /// `require` finds them before `package.path` (which still finds the user's own modules and
    /// honors LUA_PATH); the ones bundled under other projects' names (luassert, say, busted)
    /// through the searcher of `understudy.bundle`, after the project's own files and before
    /// installed copies. Chunk names are `@stdlib/<path>`, so errors point at
    /// `stdlib/understudy/test.lua:12:`.
    ///
    /// `expect: false` leaves out the global `expect` (the test runner puts its own there).
    /// `bundled: false` leaves out the modules bundled under other projects' names and their
    /// searcher: the Lua module (understudy.so) runs under the real busted, whose own they are.
    public static func install(into lua: LuaState, expect: Bool = true, bundled: Bool = true) {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard LuaRawField.pushGlobal(L, "package") == LUA_TTABLE else { return }
        LuaRawField.push(L, -1, "preload")
        guard lua_type(L, -1) == LUA_TTABLE else { return }
        let preload = lua_gettop(L)
        lua_createtable(L, 0, 32)
        let bundledTable = lua_gettop(L)
        for r in registrations where bundled || !r.bundled {
            us_push_embedded_loader(L, r.source, r.sourceCount, r.bytecode, r.bytecodeCount, r.chunkName)
            lua_setfield(L, r.bundled ? bundledTable : preload, r.name)
        }
        lua_pushcclosure(L, us_open_system, 0)
        lua_setfield(L, preload, "understudy.system")
        lua_pushcclosure(L, us_open_terminal, 0)
        lua_setfield(L, preload, "understudy.terminal")
        lua.installIntrospection()
        defer { if expect { installExpect(L) } }
        guard bundled else { return }
        // require("understudy.bundle").install(bundled, cwd)
        guard LuaRawField.pushGlobal(L, "require") == LUA_TFUNCTION else { return }
        lua_pushstring(L, "understudy.bundle")
        guard us_pcall(L, 1, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TTABLE else { return }
        guard LuaRawField.push(L, -1, "install") == LUA_TFUNCTION else { return }
        lua_pushvalue(L, bundledTable)
        pushCurrentDirectory(L)
        _ = us_pcall(L, 2, 0, 0)
    }

    /// What `install` registers for each embedded module, worked out once per process (every
    /// state installs them all: a test worker makes one per spec file). The C strings live as
    /// long as the process.
    private struct Registration {
        let name, chunkName: UnsafeMutablePointer<CChar>
        let source, bytecode: UnsafePointer<CChar>
        let sourceCount, bytecodeCount: Int
        let bundled: Bool
    }

    nonisolated(unsafe) private static let registrations: [Registration] = zip(EmbeddedStdlib.modules, bundledModules)
        .compactMap { module, bundled in
        guard let name = strdup(module.name), let chunkName = strdup("@" + module.path) else { return nil }
        // A StaticString's bytes are the binary's own: they never move or go away.
        return Registration(name: name, chunkName: chunkName,
                            source: UnsafeRawPointer(module.source.utf8Start).assumingMemoryBound(to: CChar.self),
                            bytecode: UnsafeRawPointer(module.bytecode.utf8Start).assumingMemoryBound(to: CChar.self),
                sourceCount: module.source.utf8CodeUnitCount, bytecodeCount: module.bytecode.utf8CodeUnitCount,
                            bundled: bundled)
    }

    /// Pushes a function that loads (does not run) the main chunk of the embedded module `name`
    /// and returns it: precompiled when this Lua can load the build's chunk, else compiled from
    /// source. For a state `install` was called on first (its registrations are the host's
    /// embedded modules, in order); false (nothing pushed) for a name not embedded.
    ///
    /// ```swift
    /// Stdlib.pushChunkLoader(named: "understudy.test.runner", into: L)   // call it for a fresh main chunk
    /// ```
    @discardableResult
    public static func pushChunkLoader(named name: String, into L: OpaquePointer) -> Bool {
        guard let index = registrationIndex[name] else { return false }
        us_push_embedded_chunk_loader(L, Int32(truncatingIfNeeded: index))
        return true
    }

    /// Each registered module's position among `registrations` (its index in the host's table).
    private static let registrationIndex: [String: Int] = Dictionary(
        registrations.enumerated().map { (String(cString: $0.element.name), $0.offset) },
        uniquingKeysWith: { first, _ in first })

    /// getcwd, or "." when it fails. (Not Foundation's FileManager: importing Foundation links
    /// it and its ICU data into the binary, which tripled the process's start-up.)
    private static func pushCurrentDirectory(_ L: OpaquePointer) {
        var buffer = [CChar](repeating: 0, count: 4096)
        let pushed = buffer.withUnsafeMutableBufferPointer { b -> Bool in
            guard let base = b.baseAddress, getcwd(base, b.count) != nil else { return false }
            lua_pushstring(L, base)
            return true
        }
        if !pushed { lua_pushstring(L, ".") }
    }

    /// The global `expect(value)` of scripts and the REPL (the test runner puts its own, the same
    /// function, over it).
    private static func installExpect(_ L: OpaquePointer) {
        // Raw: a host's strict _G (the Lua module's) must not raise here.
        us_pushglobaltable(L)
        lua_pushstring(L, "expect")
        if pushExpect(L) { lua_rawset(L, -3) } else { lua_settop(L, -2) }
        lua_settop(L, -2)
    }

    /// Pushes an `expect(value)` that loads `understudy.test.expect` on first use, so startup
    /// pays nothing; false (nothing pushed) when it cannot be made.
    ///
    /// ```swift
    /// if Stdlib.pushExpect(L) { lua_setfield(L, -2, "expect") }   // into the table below it
    /// ```
    public static func pushExpect(_ L: OpaquePointer) -> Bool {
        let chunk = """
            local require = require
            return function(...) return require("understudy.test.expect").expect(...) end
            """
        guard luaL_loadbufferx(L, chunk, chunk.utf8.count, "=expect", "t") == LUA_OK else {
            lua_settop(L, -2)
            return false
        }
        guard us_pcall(L, 0, 1, 0) == LUA_OK else {
            lua_settop(L, -2)
            return false
        }
        return true
    }

    /// `isBundled` of each of `EmbeddedStdlib.modules`, worked out once (every state installs them).
    static let bundledModules = EmbeddedStdlib.modules.map { isBundled($0.name) }

    /// Whether a module is one understudy bundles under another project's name.
    public static func isBundled(_ name: String) -> Bool {
        let root = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return root == "luassert" || root == "say" || root == "busted"
    }

    /// The source of an embedded module, by `require` name.
    public static func source(of name: String) -> String? {
        EmbeddedStdlib.modules.first { $0.name == name }.map { $0.source.description }
    }
}
