import CLua
import CLuaShim

/// Something the API registry documents, found from a Lua value or a name.
public enum APITopic {
    /// A module table (`stage.clock`).
    case module(LuaModuleDecl)
    /// A userdata type (an object of it, its methods table, or its name).
    case type(LuaTypeDecl)
    /// A module function (`owner` is the module path) or, with `isMethod`, a type's method
    /// (`owner` is the type name).
    case function(LuaFunctionDecl, owner: String, isMethod: Bool)
    /// A property of a module or of a type (`owner` as for functions).
    case property(LuaPropertyDecl, owner: String, ofType: Bool)
}

/// Reverse lookups into the installed registry, for tools that start from a value: the REPL's
/// `help(x)` and Tab completion. They only read (raw access, no metamethods), so they never
/// raise.
///
/// ```swift
/// lua_getglobal(L, "stage")   // (any value on the stack)
/// if let topic = lua.apiTopic(ofValueAt: -1) { print(APIHelp.text(for: topic)) }
/// ```
///
/// Each reads the stack of thread `on` (the main thread when omitted, for host code); a binding
/// passes its call's `L`.
extension LuaState {
    /// The declaration of the registered userdata type of the value at `index`, if any.
    public func typeDeclaration(ofValueAt index: Int32, on thread: OpaquePointer? = nil) -> LuaTypeDecl? {
        installedType(ofValueAt: index, on: thread ?? L)?.decl
    }

    /// The installed module whose table is the value at `index`, if any.
    public func moduleDeclaration(ofTableAt index: Int32, on thread: OpaquePointer? = nil) -> LuaModuleDecl? {
        let L = thread ?? self.L
        let i = lua_absindex(L, index)
        guard lua_type(L, i) == LUA_TTABLE else { return nil }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        for m in installedModules {
            guard pushTable(atPath: m.path, create: false, on: L) else { continue }
            let same = lua_rawequal(L, -1, i) != 0
            lua_settop(L, top)
            if same { return m }
        }
        return nil
    }

    /// What the registry says about the value at `index`: a module table, a function or method
    /// binding, a userdata (its type) or a type's methods table (`getmetatable(obj)`).
    public func apiTopic(ofValueAt index: Int32, on thread: OpaquePointer? = nil) -> APITopic? {
        let L = thread ?? self.L
        let i = lua_absindex(L, index)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        switch lua_type(L, i) {
        case LUA_TUSERDATA:
            return typeDeclaration(ofValueAt: i, on: L).map { .type($0) }
        case LUA_TTABLE:
            if let m = moduleDeclaration(ofTableAt: i, on: L) { return .module(m) }
            for t in installedTypes where pushMethodsTable(of: t, on: L) {
                if lua_rawequal(L, -1, i) != 0 { return .type(t) }
                lua_settop(L, top)
            }
            return nil
        case LUA_TFUNCTION:
            for m in installedModules where pushTable(atPath: m.path, create: false, on: L) {
                if let f = binding(of: i, among: m.functions, on: L) {
                    return .function(f, owner: m.path, isMethod: false)
                }
                lua_settop(L, top)
            }
            for t in installedTypes where pushMethodsTable(of: t, on: L) {
                if let f = binding(of: i, among: t.methods, on: L) {
                    return .function(f, owner: t.name, isMethod: true)
                }
                lua_settop(L, top)
            }
            return nil
        default:
            return nil
        }
    }

    /// What the registry says about a name: "stage.clock", "stage.clock.advance",
    /// "stage.screen.width", a type ("Counter") or one of its members ("Counter.value",
    /// "Counter:inc").
    public func apiTopic(named name: String) -> APITopic? {
        if let m = installedModules.first(where: { $0.path == name }) { return .module(m) }
        if let t = installedTypes.first(where: { $0.name == name }) { return .type(t) }
        guard let sep = name.lastIndex(where: { $0 == "." || $0 == ":" }) else { return nil }
        let owner = String(name[..<sep])
        let member = String(name[name.index(after: sep)...])
        if let m = installedModules.first(where: { $0.path == owner }) {
            if let f = m.functions.first(where: { $0.name == member }) {
                return .function(f, owner: owner, isMethod: false)
            }
            if let p = m.properties.first(where: { $0.name == member }) {
                return .property(p, owner: owner, ofType: false)
            }
        }
        if let t = installedTypes.first(where: { $0.name == owner }) {
            if let f = t.methods.first(where: { $0.name == member }) {
                return .function(f, owner: owner, isMethod: true)
            }
            if let p = t.properties.first(where: { $0.name == member }) {
                return .property(p, owner: owner, ofType: true)
            }
        }
        return nil
    }

    /// The declaration among `functions` whose binding, in the table on top of the stack, is the
    /// function at `index` (the stack is left as it was).
    private func binding(of index: Int32, among functions: [LuaFunctionDecl], on L: OpaquePointer) -> LuaFunctionDecl? {
        let table = lua_gettop(L)
        defer { lua_settop(L, table) }
        for f in functions {
            LuaStack(L).push(f.name)
            lua_rawget(L, table)
            if lua_rawequal(L, -1, index) != 0 { return f }
            lua_settop(L, table)
        }
        return nil
    }

    /// Pushes a type's methods table (its metatable's `__metatable`); false if unavailable.
    private func pushMethodsTable(of t: LuaTypeDecl, on L: OpaquePointer) -> Bool {
        let top = lua_gettop(L)
        guard lua_rawgetp(L, us_registryindex(), LuaState.registryKey(t.key)) == LUA_TTABLE else {
            lua_settop(L, top)
            return false
        }
        LuaStack(L).push("__metatable")
        guard lua_rawget(L, -2) == LUA_TTABLE else {
            lua_settop(L, top)
            return false
        }
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)
        return true
    }
}
