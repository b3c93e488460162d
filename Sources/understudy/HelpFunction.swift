import CLua
import CLuaShim
import LuaBridge
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// `help(x)` in the REPL: prints what the API registry documents about x (a module, function,
/// method, object or type, or their names as strings); `help()` lists the modules and types.
/// Lua's own functions point at the reference manual; other values say what they are.
///
/// ```
/// > help(stage.clock.advance)
/// stage.clock.advance(seconds: number) -> number
///   ...
/// ```
enum HelpFunction {
    static let registry = APIRegistry(modules: [
        LuaModuleDecl(path: "_G", doc: "Global functions the interactive prompt adds.", functions: [
            LuaFunctionDecl("help", params: [LuaParam("x", .any, optional: true, "what to document")],
                    doc:
                        "Prints the documentation of x: a module, function, method, object or type of the API (or "
                            + "its name as a string). With no argument, lists the documented modules and types.",
                            example: "help(stage.clock)\nhelp(\"stage.clock.advance\")\nhelp()") { L, ctx in
                let lua = LuaCall(L, ctx).state
                StandardStreams.output(HelpFunction.text(lua, on: L, argumentCount: lua_gettop(L)))
                return 0
            },
        ]),
    ])

    /// Defines `help` (once per state).
    /// Pushes the value a bare name has at the prompt and returns true (the REPL's session
    /// locals), or false to read it from the globals. The interpreter is single-threaded.
    nonisolated(unsafe) static var pushVariable: ((OpaquePointer, String) -> Bool)?

    static func install(into lua: LuaState) {
        guard !lua.installedModules.contains(where: { $0.path == "_G" && $0.functions.contains { $0.name == "help" } })
        else { return }
        lua.install(registry)
    }

    /// The text `help` prints for its argument (at index 1 of the calling thread `L`).
    static func text(_ lua: LuaState, on L: OpaquePointer, argumentCount: Int32) -> String {
        if argumentCount == 0 {
            var examples = lua.installedModules.map(\.path).filter { $0 != "_G" }.sorted().prefix(2).map {
                "help(\($0))"
            }
            if let type = lua.installedTypes.map(\.name).sorted().first { examples.append("help(\"\(type)\")") }
            let hint = examples.isEmpty ? "" : ", e.g. " + examples.joined(separator: ", ")
            return APIHelp.overview(modules: lua.installedModules, types: lua.installedTypes)
                + HelpComponentNames.overview(lua: lua) + "\nhelp(x) documents one of them\(hint).\n"
        }
        if let topic = lua.apiTopic(ofValueAt: 1, on: L) { return APIHelp.text(for: topic) }
        if lua_type(L, 1) == LUA_TSTRING, let name = LuaStack(L).string(at: 1) {
            if let topic = lua.apiTopic(named: name) { return APIHelp.text(for: topic) }
            // "sheet:tap": a name at the prompt that holds an object or a module stands for its type.
            let search = APISearch.search(name, modules: lua.installedModules, types: lua.installedTypes) { prefix in
                let top = lua_gettop(L)
                defer { lua_settop(L, top) }
                let found = !prefix.contains(".") && (pushVariable?(L, prefix) ?? false)
                guard found || RawAccess.path(L, prefix) != LUA_TNIL, lua_type(L, -1) != LUA_TNIL,
                      let topic = lua.apiTopic(ofValueAt: -1, on: L) else { return nil }
                switch topic {
                case .type(let t): return t.name
                case .module(let m): return m.path
                default: return nil
                }
            }
            switch search {
            case .found(_, nil), .enumValue: break
            default:
                // UIKit's class name ("NavigationController", "TableView"): the function that makes one.
                if let made = madeBy(name, lua) { return made }
                // The docs' words: "action sheet", "swipe actions", "tab bar controller".
                if let named = HelpComponentNames.text(name, lua: lua) { return named }
                // UIKit's member name ("selectedIndex"): the entry documented as it.
                let uikit = HelpUIKitNames.uses(of: name, types: lua.installedTypes)
                if !uikit.isEmpty { return HelpUIKitNames.text(name, uikit, lua: lua) }
                // Not an entry's name: an option key ("editActions") says where it is given.
                let uses = HelpOptionKeys.uses(of: name, modules: lua.installedModules, types: lua.installedTypes)
                if !uses.isEmpty { return HelpOptionKeys.text(name, uses) }
            }
            return APIHelp.text(for: search, query: name)
        }
        if let name = standardName(L, 1) {
            return "\(name) is part of Lua's standard library: "
                + "https://www.lua.org/manual/5.4/manual.html#pdf-\(name)\n"
        }
        switch lua_type(L, 1) {
        case LUA_TNIL:
            return "help: the value is nil (a misspelled name?); help() lists what is documented\n"
        case LUA_TFUNCTION:
            var ar = lua_Debug()
            lua_pushvalue(L, 1)
            if lua_getinfo(L, ">S", &ar) != 0, let what = ar.what, String(cString: what) == "Lua" {
                let source = withUnsafeBytes(of: &ar.short_src) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                return "help: an undocumented Lua function, defined at \(source):\(ar.linedefined)\n"
            }
            return "help: an undocumented C function\n"
        default:
            return "help: no documentation for this \(LuaStack(L).describedType(at: 1)) value\n"
        }
    }

    /// For a class name ("TableView", "UITableView", "NavigationController") that names no type,
    /// the help of the function of that name with a lowercase first letter that makes objects
    /// (`stage.tableView`, returning a SwipeTable), headed by what it is; nil otherwise. The
    /// spelling search took such names for the nearest type ("did you mean View?").
    private static func madeBy(_ name: String, _ lua: LuaState) -> String? {
        let bare = name.hasPrefix("UI") && name.count > 3 ? String(name.dropFirst(2)) : name
        guard let first = bare.first, first.isUppercase, !bare.contains("."), !bare.contains(":") else { return nil }
        let lowered = first.lowercased() + bare.dropFirst()
        guard case .found(let e, nil) = APISearch.search(lowered, modules: lua.installedModules,
                                                          types: lua.installedTypes),
              case .function(let f, _, false) = e.topic,
              lua.installedTypes.contains(where: { $0.name == f.returns }) else { return nil }
        return "help: '\(name)' is made by \(e.name) (its objects are \(f.returns))\n\n" + APIHelp.text(for: e.topic)
    }

    /// "string.format" or "print" when the value at `index` is a standard library function
    /// (found as lauxlib's traceback finds names: in package.loaded).
    private static func standardName(_ L: OpaquePointer, _ index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TFUNCTION else { return nil }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let libraries = ["_G", "coroutine", "debug", "io", "math", "os", "package", "string", "table", "utf8"]
        guard RawAccess.path(L, "package.loaded") == LUA_TTABLE else { return nil }
        let loaded = lua_gettop(L)
        for library in libraries {
            guard RawAccess.field(L, loaded, library) == LUA_TTABLE else { continue }
            let t = lua_gettop(L)
            lua_pushnil(L)
            while lua_next(L, t) != 0 {
                if lua_rawequal(L, -1, index) != 0, let key = LuaStack(L).string(at: -2) {
                    return library == "_G" ? key : library + "." + key
                }
                lua_settop(L, -2)
            }
            lua_settop(L, loaded)
        }
        return nil
    }
}
