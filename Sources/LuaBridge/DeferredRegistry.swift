import CLua
import CLuaShim

/// A registry installed when Lua first reads one of the names it adds to a table, so that a
/// state starts without building and installing declarations a script may never use (the
/// stage's components: `understudy -e ''` or a pure-Lua spec file pays for none of them).
///
/// Reading any of `names` from the table at `path` installs the registry and returns the value,
/// as if it had always been there. Reading another missing name first installs every registry
/// deferred on that table (its "did you mean" then knows all names), and so does `pairs` on it;
/// `installedModules` and `installedTypes` (help, completion, docs, the fuzzer) install all.
/// Only `rawget` and `next` on the table tell a deferred name from an installed one.
///
/// ```swift
/// lua.install(RootAPI.registry, deferring: [
///     DeferredRegistry(path: "stage", names: ["counter"]) { CounterAPI.registry },
/// ], context: world)
/// ```
public struct DeferredRegistry {
    /// The dotted global path of the table the names are read from (it must be a module
    /// without properties: its misses go through the plain-module `__index`).
    public let path: String
    /// What the registry adds to that table: its functions there and the first part of its
    /// deeper module paths (`names(of:at:)` computes them; a test should compare).
    public let names: [String]
    /// Builds the declarations (run once, when first needed).
    public let registry: () -> APIRegistry

    public init(path: String, names: [String], registry: @escaping () -> APIRegistry) {
        self.path = path
        self.names = names
        self.registry = registry
    }

    /// The names `registry` adds to the table at `path`: what `names` must list.
    public static func names(of registry: APIRegistry, at path: String) -> [String] {
        var names: [String] = []
        for m in registry.modules {
            if m.path == path {
                names += m.functions.map(\.name) + m.properties.map(\.name)
            } else if m.path.hasPrefix(path + ".") {
                let rest = m.path.dropFirst(path.count + 1)
                names.append(String(rest.prefix { $0 != "." }))
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

extension LuaState {
    /// Installs `registry` now and each of `deferred` on first use (see `DeferredRegistry`),
    /// all with `context`.
    public func install(_ registry: APIRegistry, deferring deferred: [DeferredRegistry], context: AnyObject?) {
        install(registry, context: context)
        guard !deferred.isEmpty else { return }
        self.deferred += deferred.map { DeferredInstall(area: $0, context: context) }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var paths: [String] = []
        for d in deferred where !paths.contains(d.path) { paths.append(d.path) }
        for path in paths {
            pushTable(atPath: path)
            us_setup_plain_module_metatable(L, -1, path)
            pushBinding(name: "install", params: [LuaParam("name", .string, optional: true)],
                        impl: .swift { call in
                            let name = call.stack.string(at: 1)
                            return call.returning(call.state.installDeferred(at: path, name: name))
                        }, context: nil)
            us_module_set_loader(L, -2, -1)
        }
    }

    /// Installs every deferred registry now (those it has room for: see `install(_:)`).
    public func installDeferred() {
        while let d = deferred.first, install(d) {}
    }

    /// The declarations installed, deferred ones included (they are installed first).
    public var installedModules: [LuaModuleDecl] {
        installDeferred()
        return moduleDecls
    }

    public var installedTypes: [LuaTypeDecl] {
        installDeferred()
        return typeDecls
    }

    /// The loader of the table at `path`: the registry that adds `name` there, or, for any other
    /// name (nil: `pairs`), every registry deferred there. True when something was installed.
    func installDeferred(at path: String, name: String?) -> Bool {
        if let name, let d = deferred.first(where: { $0.area.path == path && $0.area.names.contains(name) }) {
            return install(d)
        }
        var installed = false
        for d in deferred where d.area.path == path { installed = install(d) || installed }
        return installed
    }

    /// Installs one deferred registry; false (and it stays deferred) when the main thread's stack
    /// has no room for the install (the loader may run on a coroutine; the install works there).
    private func install(_ d: DeferredInstall) -> Bool {
        // An install can install others (a binding taking another area's type does), so a
        // caller walking a copy of the list may reach one that is installed by now.
        guard deferred.contains(where: { $0 === d }) else { return false }
        guard lua_checkstack(L, 64) != 0 else { return false }
        // Removed first, so nothing the install does can start it again.
        deferred.removeAll { $0 === d }
        install(d.area.registry(), context: d.context)
        return true
    }
}

/// A deferred registry and the context it will be installed with.
final class DeferredInstall {
    let area: DeferredRegistry
    let context: AnyObject?
    init(area: DeferredRegistry, context: AnyObject?) {
        self.area = area
        self.context = context
    }
}
