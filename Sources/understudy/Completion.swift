import CLua
import CLuaShim
import LuaBridge

/// What Tab completes in the REPL: keywords and globals, then fields after `.` and methods
/// after `:` — of tables (their own keys and those of an `__index` table chain), of bridged
/// userdata (the methods and properties their registry declaration lists), of registry modules
/// with properties (`stage.screen.wi` → `width`), and of strings (`s:up` → `s:upper`).
///
/// It only reads: tables raw, `__index` only when it is a table; a userdata's field is read
/// through a protected index (a bridged property getter), so completing never raises.
///
/// ```swift
/// Completion(lua: lua).candidates(for: "stage.cl")   // ["stage.clock"]
/// ```
final class Completion {
    let lua: LuaState
    var L: OpaquePointer { lua.L }

    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for",
                           "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat",
                           "return", "then", "true", "until", "while"]

    init(lua: LuaState) { self.lua = lua }

    /// The completions of `word`, whole (`stage.cl` → `stage.clock`), sorted.
    func candidates(for word: String) -> [String] {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 100) != 0 else { return [] }
        let bytes = Array(word.utf8)
        guard let sep = bytes.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }) else {
            us_pushglobaltable(L)
            let names = fieldNames(at: -1, methodsOnly: false) + Completion.keywords
            return Completion.select(names, prefix: word, base: "")
        }
        let base = String(decoding: bytes[..<sep], as: UTF8.self)
        let partial = String(decoding: bytes[(sep + 1)...], as: UTF8.self)
        let methodsOnly = bytes[sep] == UInt8(ascii: ":")
        guard push(path: base) else { return [] }
        let names = fieldNames(at: -1, methodsOnly: methodsOnly)
        return Completion.select(names, prefix: partial, base: base + (methodsOnly ? ":" : "."))
    }

    private static func select(_ names: [String], prefix: String, base: String) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for n in names where n.hasPrefix(prefix) && seen.insert(n).inserted { out.append(base + n) }
        return out.sorted()
    }

    /// Pushes the value of a dotted path of identifiers from the globals; false if it is not
    /// one or a step is missing.
    private func push(path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(Completion.isIdentifier) else { return false }
        us_pushglobaltable(L)
        for part in parts {
            guard index(-1, part) else { return false }
            lua_rotate(L, -2, 1)
            lua_settop(L, -2)
        }
        return lua_type(L, -1) != LUA_TNIL
    }

    /// Pushes value[name] without side effects we cannot undo: raw for tables (then their
    /// `__index` tables), protected for userdata. False (pushing nothing) when not indexable.
    private func index(_ i: Int32, _ name: String) -> Bool {
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
    private func indexTable(of i: Int32) -> Int32? {
        guard lua_getmetatable(L, i) != 0 else { return nil }
        if RawAccess.field(L, -1, "__index") == LUA_TTABLE {
            lua_rotate(L, -2, 1)
            lua_settop(L, -2)
            return lua_gettop(L)
        }
        lua_settop(L, -3)
        return nil
    }

    /// The identifier keys a value offers after `.` (or only its functions, after `:`).
    private func fieldNames(at i: Int32, methodsOnly: Bool) -> [String] {
        let v = lua_absindex(L, i)
        var names: [String] = []
        if let decl = lua.typeDeclaration(ofValueAt: v) {
            names += decl.methods.map(\.name)
            if !methodsOnly { names += decl.properties.map(\.name) }
            return names
        }
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
        lua_pushnil(L)
        while lua_next(L, t) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, !functionsOnly || lua_type(L, -1) == LUA_TFUNCTION,
               let name = LuaStack(L).string(at: -2), Completion.isIdentifier(name) {
                names.append(name)
            }
            lua_settop(L, -2)
        }
        return names
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.utf8.first, !(48...57).contains(first) else { return false }
        return s.utf8.allSatisfy { $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }
}
