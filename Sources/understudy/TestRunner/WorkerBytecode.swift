import CLua
import CLuaShim
import LuaBridge
import UnderstudyStdlib

/// The test library's modules, loaded into each spec file's state for the runner's sealed copy
/// (stdlib/understudy/test/seal.lua) when first required. They come precompiled by the build
/// (decoded once per worker), so a file pays a bytecode load of the modules it uses, not a parse
/// of ~4,000 lines.
/// Debug information is kept, so error positions and the frame filtering still see
/// `@stdlib/understudy/test/...`.
///
/// ```swift
/// WorkerBytecode.install(into: lua)   // after Stdlib.install
/// ```
enum WorkerBytecode {
    /// The modules the runner keeps to itself: the test library, the luassert, say and busted
    /// modules it bundles, and the pretty-printer its messages use.
    static func isSealed(_ name: String) -> Bool {
        name.hasPrefix("understudy.test.") || name == "understudy.pretty" || Stdlib.isBundled(name)
    }

    /// The sealed modules' names, worked out once.
    static let sealedModules = EmbeddedStdlib.modules.map(\.name).filter(isSealed)

    /// Puts the sealed modules' chunk loaders into the global `__understudy_sealed` (name ->
    /// function returning the module's main chunk, not yet run): the worker hands them to
    /// `understudy.test.seal`, which loads and runs a module in the runner's private environment
    /// when it is first required, and takes the global away before the spec runs. Also installs
    /// the caching searcher for package.path (`us_install_module_cache`): a module every spec
    /// requires is compiled once per worker, not once per file.
    static func install(into lua: LuaState) {
        let L = lua.L
        us_install_module_cache(L)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_createtable(L, 0, 48)
        for name in sealedModules where Stdlib.pushChunkLoader(named: name, into: L) {
            lua_setfield(L, -2, name)
        }
        lua_setglobal(L, "__understudy_sealed")
    }
}
