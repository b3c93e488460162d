import CLua
import CLuaShim
import LuaBridge

/// What an access path stands for while completing: a live value (on the Lua stack), or only
/// its declared type when reaching the value would mean calling a function.
enum ResolvedValue {
    /// The value at this absolute stack index.
    case value(Int32)
    /// A value of this registry type.
    case type(LuaType)
}

/// The called function of a call being typed, from the registry.
struct CompletionCallee {
    var decl: LuaFunctionDecl
    /// The module path ("stage.popups") or the type name ("ActionController").
    var owner: String
    /// How many leading arguments are not parameters (1 for a method called with `.`).
    var shift: Int
    /// The receiver of a method call, when it is a live value (its stack index).
    var receiver: Int32?

    /// The parameter the `index`th argument (0-based) of the call is.
    func param(_ index: Int) -> LuaParam? {
        let k = index - shift
        return k >= 0 && k < decl.params.count ? decl.params[k] : nil
    }
}

/// Safe evaluation: reading a path pushes values on the stack (`complete` restores it); nothing
/// here runs Lua code, raises, or changes state, beyond the host's property getters.
extension Completion {
    func resolve(_ path: AccessPath) -> ResolvedValue? {
        guard lua_checkstack(L, 20) != 0 else { return nil }
        var current: ResolvedValue
        switch path.root {
        case .name(let name):
            if let pushVariable, pushVariable(L, name) {
                current = .value(lua_gettop(L))
            } else {
                us_pushglobaltable(L)
                guard index(-1, name) else { return nil }
                current = .value(lua_gettop(L))
            }
        case .string:
            LuaStack(L).push("")
            current = .value(lua_gettop(L))
        }
        var i = 0
        let steps = path.steps
        while i < steps.count {
            guard lua_checkstack(L, 20) != 0 else { return nil }
            let next: ResolvedValue?
            switch steps[i] {
            case .field(let name): next = field(current, name)
            case .index(let key): next = element(current, key)
            case .method(let name):
                guard i + 1 < steps.count, steps[i + 1] == .call else { return nil }
                next = declaredType(of: methodDecl(current, name)?.returns)
                i += 1
            case .call:
                next = callResult(current)
            }
            guard let next else { return nil }
            if case .value(let v) = next, lua_type(L, v) == LUA_TNIL { return nil }
            current = next
            i += 1
        }
        return current
    }

    private func field(_ base: ResolvedValue, _ name: String) -> ResolvedValue? {
        switch base {
        case .value(let v):
            if index(v, name), lua_type(L, -1) != LUA_TNIL { return .value(lua_gettop(L)) }
            // A property that is nil now (popupItem before a present) still has a type.
            return declaredProperty(ofValueAt: v, name).map { .type($0.type) }
        case .type(let t):
            guard let key = t.objectKey, let decl = lua.typeDeclaration(forKey: key),
                  let p = decl.properties.first(where: { $0.name == name }) else { return nil }
            return .type(p.type)
        }
    }

    private func element(_ base: ResolvedValue, _ key: AccessPath.Literal) -> ResolvedValue? {
        switch base {
        case .value(let v):
            switch lua_type(L, v) {
            case LUA_TTABLE:
                var t = v
                for _ in 0..<8 {
                    pushKey(key)
                    if lua_rawget(L, t) != LUA_TNIL { return .value(lua_gettop(L)) }
                    lua_settop(L, -2)
                    guard let next = indexTable(of: t) else { return nil }
                    t = next
                }
                return nil
            case LUA_TUSERDATA:
                guard lua.typeDeclaration(ofValueAt: v) != nil else { return nil }
                pushKey(key)
                guard us_pcall_gettable(L, v) == LUA_OK else { lua_settop(L, -2); return nil }
                return .value(lua_gettop(L))
            default:
                return nil
            }
        case .type(let t):
            return t.listElementType.map { .type($0) }
        }
    }

    private func pushKey(_ key: AccessPath.Literal) {
        switch key {
        case .integer(let i): lua_pushinteger(L, lua_Integer(i))
        case .number(let d): lua_pushnumber(L, d)
        case .string(let s): LuaStack(L).push(s)
        }
    }

    /// A function value's declared result, for `stage.actionController{...}:`.
    private func callResult(_ f: ResolvedValue) -> ResolvedValue? {
        guard case .value(let v) = f, lua_type(L, v) == LUA_TFUNCTION,
              case .function(let decl, _, _)? = lua.apiTopic(ofValueAt: v) else { return nil }
        return declaredType(of: decl.returns)
    }

    /// The type a declaration's `returns` names: "Popup", "Popup or nil", "list of Popup".
    func declaredType(of returns: String?) -> ResolvedValue? {
        guard var name = returns else { return nil }
        if name.hasSuffix(" or nil") { name.removeLast(" or nil".count) }
        var list = false
        if name.hasPrefix("list of ") { name.removeFirst("list of ".count); list = true }
        guard let decl = lua.typeDeclaration(named: name) else { return nil }
        return .type(list ? .list(.object(decl.key)) : .object(decl.key))
    }

    func typeDecl(of r: ResolvedValue) -> LuaTypeDecl? {
        switch r {
        case .value(let v): return lua.typeDeclaration(ofValueAt: v)
        case .type(let t): return t.objectKey.flatMap { lua.typeDeclaration(forKey: $0) }
        }
    }

    private func methodDecl(_ receiver: ResolvedValue, _ name: String) -> LuaFunctionDecl? {
        typeDecl(of: receiver)?.methods.first { $0.name == name }
    }

    /// The registry's declaration of a property of the value at `v` (an object's or a module's).
    private func declaredProperty(ofValueAt v: Int32, _ name: String) -> LuaPropertyDecl? {
        if let decl = lua.typeDeclaration(ofValueAt: v) { return decl.properties.first { $0.name == name } }
        return lua.moduleDeclaration(ofTableAt: v)?.properties.first { $0.name == name }
    }

    /// The declared type of the field a path ends in (`popup.hemStyle`).
    func propertyType(_ path: AccessPath) -> LuaType? {
        guard case .field(let name)? = path.steps.last, let base = resolve(path.dropLast) else { return nil }
        switch base {
        case .value(let v): return declaredProperty(ofValueAt: v, name)?.type
        case .type: return typeDecl(of: base)?.properties.first { $0.name == name }?.type
        }
    }

    /// The function a call calls: a module function or method binding reached through the
    /// path, or a method of the receiver's type. A receiver that cannot be read (a local of
    /// the chunk being typed) still works when only one type has a method of that name.
    func callee(_ path: AccessPath) -> CompletionCallee? {
        if case .method(let name)? = path.steps.last {
            if let receiver = resolve(path.dropLast), let t = typeDecl(of: receiver),
               let m = t.methods.first(where: { $0.name == name }) {
                var live: Int32?
                if case .value(let v) = receiver { live = v }
                return CompletionCallee(decl: m, owner: t.name, shift: 0, receiver: live)
            }
            let all = lua.methodDeclarations(named: name)
            guard all.count == 1, let only = all.first else { return nil }
            return CompletionCallee(decl: only.method, owner: only.type.name, shift: 0, receiver: nil)
        }
        guard case .value(let f)? = resolve(path), lua_type(L, f) == LUA_TFUNCTION,
              case .function(let decl, let owner, let isMethod)? = lua.apiTopic(ofValueAt: f) else { return nil }
        return CompletionCallee(decl: decl, owner: owner, shift: isMethod ? 1 : 0, receiver: nil)
    }

    /// The type the registry declares for a value typed at `site`.
    func type(of site: ValueSite) -> LuaType? {
        switch site {
        case .argument(let path, let index): return callee(path)?.param(index)?.type
        case .field(let parent, let key):
            return type(of: parent)?.optionKeysForCompletion?.first { $0.name == key }?.type
        case .element(let parent): return type(of: parent)?.listElementType
        case .property(let path): return propertyType(path)
        }
    }

    // MARK: Reading values

    /// Pushes value[name] without side effects we cannot undo: raw for tables (then their
    /// `__index` tables; a module's properties through its getter), protected for the host's
    /// objects. False (pushing nothing) when not indexable.
    func index(_ i: Int32, _ name: String) -> Bool {
        let v = lua_absindex(L, i)
        switch lua_type(L, v) {
        case LUA_TTABLE:
            var t = v
            for _ in 0..<8 {
                if RawAccess.field(L, t, name) != LUA_TNIL { return true }
                lua_settop(L, -2)
                guard let next = indexTable(of: t) else { break }
                t = next
            }
            if lua.moduleDeclaration(ofTableAt: v)?.properties.contains(where: { $0.name == name }) == true {
                return protectedIndex(v, name)
            }
            lua_pushnil(L)
            return true
        case LUA_TUSERDATA:
            guard lua.typeDeclaration(ofValueAt: v) != nil else { return false }
            return protectedIndex(v, name)
        default:
            return false
        }
    }

    private func protectedIndex(_ v: Int32, _ name: String) -> Bool {
        LuaStack(L).push(name)
        if us_pcall_gettable(L, v) == LUA_OK { return true }
        lua_settop(L, -2)
        return false
    }

    /// Pushes the `__index` table of the value at `i`'s metatable and returns its index, if any.
    func indexTable(of i: Int32) -> Int32? {
        guard lua_getmetatable(L, i) != 0 else { return nil }
        if RawAccess.field(L, -1, "__index") == LUA_TTABLE {
            lua_rotate(L, -2, 1)
            lua_settop(L, -2)
            return lua_gettop(L)
        }
        lua_settop(L, -3)
        return nil
    }

    /// The names a value offers after `.` (fields) or `:` (methods).
    func members(of r: ResolvedValue, methods: Bool) -> [String] {
        switch r {
        case .value(let v):
            return fieldNames(at: v, methodsOnly: methods)
        case .type:
            guard let decl = typeDecl(of: r) else { return [] }
            return methods ? decl.methods.map(\.name) : decl.properties.map(\.name)
        }
    }

    /// The identifier keys a value offers after `.` (an object's properties, a table's keys),
    /// or only its functions (an object's methods) after `:`.
    func fieldNames(at i: Int32, methodsOnly: Bool) -> [String] {
        let v = lua_absindex(L, i)
        if let decl = lua.typeDeclaration(ofValueAt: v) {
            return methodsOnly ? decl.methods.map(\.name) : decl.properties.map(\.name)
        }
        var names: [String] = []
        // A string's fields are its methods: offered after `:` only.
        if lua_type(L, v) == LUA_TSTRING && !methodsOnly { return [] }
        var t: Int32? = lua_type(L, v) == LUA_TTABLE ? v : indexTable(of: v)
        if lua_type(L, v) == LUA_TTABLE, !methodsOnly, let module = lua.moduleDeclaration(ofTableAt: v) {
            names += module.properties.map(\.name)
        }
        var depth = 0
        while let table = t, depth < 8 {
            names += keys(of: table, functionsOnly: methodsOnly)
            t = indexTable(of: table)
            depth += 1
        }
        return names
    }

    private func keys(of t: Int32, functionsOnly: Bool) -> [String] {
        var names: [String] = []
        var count = 0
        lua_pushnil(L)
        while lua_next(L, t) != 0 {
            count += 1
            if lua_type(L, -2) == LUA_TSTRING, !functionsOnly || lua_type(L, -1) == LUA_TFUNCTION,
               let name = LuaStack(L).string(at: -2), LuaIdentifier.isName(name) {
                names.append(name)
            }
            lua_settop(L, -2)
            // A huge table (a million keys) must not stall the prompt.
            if count >= 100_000 { lua_settop(L, -2); break }
        }
        return names
    }
}
