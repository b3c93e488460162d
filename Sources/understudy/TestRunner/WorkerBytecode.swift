import CLua
import CLuaShim
import LuaBridge
import UnderstudyStdlib

/// The test library's modules, compiled once per worker and loaded as bytecode into each file's
/// fresh state. Every spec file needs all of `understudy.test.*`; parsing ~2,000 lines of Lua per
/// file was most of a small file's cost, and loading bytecode is about eight times cheaper.
/// Debug information is kept, so error positions and the frame filtering still see
/// `@stdlib/understudy/test/...`.
///
/// ```swift
/// WorkerBytecode.shared.install(into: lua)   // after Stdlib.install
/// ```
final class WorkerBytecode {
    nonisolated(unsafe) static let shared = WorkerBytecode()

    private var modules: [(name: String, chunkName: String, bytes: [UInt8])] = []

    private init() {
        guard let lua = try? LuaState(openLibraries: false) else { return }
        let L = lua.L
        for module in EmbeddedStdlib.modules where module.name.hasPrefix("understudy.test.") || Stdlib.isBundled(module.name) {
            let chunkName = "@" + module.path
            let status = module.source.withUTF8Buffer { buf in
                buf.withMemoryRebound(to: CChar.self) { chars in
                    us_load(L, chars.baseAddress, chars.count, chunkName, "t")
                }
            }
            guard status == LUA_OK else {
                lua_settop(L, 0)
                continue // left to the source loader, which reports the syntax error
            }
            var bytes: [UInt8] = []
            withUnsafeMutablePointer(to: &bytes) { p in
                _ = lua_dump(L, { _, data, size, ud in
                    guard let data, let ud else { return 0 }
                    let out = ud.assumingMemoryBound(to: [UInt8].self)
                    out.pointee.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size))
                    return 0
                }, p, 0)
            }
            lua_settop(L, 0)
            modules.append((module.name, chunkName, bytes))
        }
    }

    /// Replaces the source loaders of the test modules in `package.preload` (and of the bundled
    /// luassert, say and busted modules in the bundle searcher's table) with their bytecode,
    /// and package.path's searcher with the caching one (`us_install_module_cache`): a module
    /// every spec requires is compiled once per worker, not once per file.
    func install(into lua: LuaState) {
        let L = lua.L
        us_install_module_cache(L)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_getglobal(L, "package") == LUA_TTABLE, lua_getfield(L, -1, "preload") == LUA_TTABLE else { return }
        let preload = lua_gettop(L)
        // The bundled luassert/say/busted modules are not in preload but in the bundle
        // searcher's table (package.loaded["understudy.bundle"].loaders).
        lua_getglobal(L, "package")
        lua_getfield(L, -1, "loaded")
        lua_getfield(L, -1, "understudy.bundle")
        if lua_type(L, -1) == LUA_TTABLE { lua_getfield(L, -1, "loaders") } else { lua_pushnil(L) }
        let bundled = lua_gettop(L)
        for m in modules {
            let target = Stdlib.isBundled(m.name) ? bundled : preload
            guard lua_type(L, target) == LUA_TTABLE else { continue }
            let status = m.bytes.withUnsafeBytes { raw in
                us_load(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, m.chunkName, "b")
            }
            if status == LUA_OK {
                lua_setfield(L, target, m.name)
            } else {
                lua_settop(L, bundled)
            }
        }
    }
}
