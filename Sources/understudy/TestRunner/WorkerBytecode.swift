import CLua
import CLuaShim
import LuaBridge
import UnderstudyStdlib

/// The test library's modules, compiled once per worker and loaded as bytecode into each file's
/// fresh state, for the runner's sealed copy (stdlib/understudy/test/seal.lua). Every spec file
/// needs all of `understudy.test.*`; parsing ~2,000 lines of Lua per file was most of a small
/// file's cost, and loading bytecode is about eight times cheaper.
/// Debug information is kept, so error positions and the frame filtering still see
/// `@stdlib/understudy/test/...`.
///
/// ```swift
/// WorkerBytecode.shared.install(into: lua)   // after Stdlib.install
/// ```
final class WorkerBytecode {
    nonisolated(unsafe) static let shared = WorkerBytecode()

    private var modules: [(name: String, chunkName: String, bytes: [UInt8])] = []

    /// The modules the runner keeps to itself: the test library, the luassert, say and busted
    /// modules it bundles, and the pretty-printer its messages use.
    private static func isSealed(_ name: String) -> Bool {
        name.hasPrefix("understudy.test.") || name == "understudy.pretty" || Stdlib.isBundled(name)
    }

    private init() {
        guard let lua = try? LuaState(openLibraries: false) else { return }
        let L = lua.L
        for module in EmbeddedStdlib.modules where Self.isSealed(module.name) {
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

    /// Loads the test library's modules (and `understudy.pretty`, which its messages use) as
    /// fresh chunks into the global `__understudy_sealed` (name -> main chunk, not yet run): the
    /// worker hands them to `understudy.test.seal`, which runs them in the runner's private
    /// environment, and takes the global away before the spec runs. Also installs the caching
    /// searcher for package.path (`us_install_module_cache`): a module every spec requires is
    /// compiled once per worker, not once per file.
    func install(into lua: LuaState) {
        let L = lua.L
        us_install_module_cache(L)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_createtable(L, 0, Int32(modules.count))
        let sealed = lua_gettop(L)
        for m in modules {
            let status = m.bytes.withUnsafeBytes { raw in
                us_load(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, m.chunkName, "b")
            }
            if status == LUA_OK {
                lua_setfield(L, sealed, m.name)
            } else {
                lua_settop(L, sealed)
            }
        }
        lua_setglobal(L, "__understudy_sealed")
    }
}
