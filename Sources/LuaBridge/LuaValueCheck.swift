import CLua
import CLuaShim

/// The one checker of a value against a declared `LuaType` outside the trampoline: what a
/// callback returns (an editActions callback's options), and setters that word their own
/// messages. Keys, nested options, lists, objects and the refined types are checked as the
/// trampoline checks arguments, so a returned table and a constructor argument get the same
/// messages. Reads are raw (no metamethods run).
enum LuaValueCheck {
    /// Why the value at the absolute index `i` is not of `type` (`path` prefixes the message),
    /// or nil.
    static func refusal(_ L: OpaquePointer, _ i: Int32, _ type: LuaType, path: String) -> String? {
        let t = lua_type(L, i)
        let at = path.isEmpty ? "" : path + ": "
        func got() -> String {
            var expected = type.expectedName
            if case .list(let e) = type { expected = "list of " + e.name }
            return "\(at)\(expected) expected, got \(LuaStack(L).describedType(at: i))"
        }
        guard lua_checkstack(L, 4) != 0 else { return "\(at)the Lua stack is full" }
        switch type {
        case .any: return nil
        case .nullable(let inner): return t <= LUA_TNIL ? nil : refusal(L, i, inner, path: path)
        case .options(let keys):
            guard t == LUA_TTABLE else { return got() }
            if let m = unknownKeyMessage(L, i, keys, path: path) { return m }
            for k in keys {
                LuaStack(L).push(k.name)
                defer { lua_settop(L, -2) }
                let sub = path.isEmpty ? k.name : "\(path).\(k.name)"
                if lua_rawget(L, i) <= LUA_TNIL {
                    if k.required { return "\(sub): \(k.type.expectedName) expected, got nil" }
                    continue
                }
                if let m = refusal(L, lua_gettop(L), k.type, path: sub) { return m }
            }
            return nil
        case .list(let element):
            guard t == LUA_TTABLE else { return got() }
            guard lua_rawlen(L, i) <= lua_Unsigned(LuaValueBounds.standard.values) else { return "\(at)list too long" }
            struct Refused: Error { let message: String }
            var k = 0
            do {
                _ = try LuaSlot(L, i).list { e -> Void? in
                    k += 1
                    if let m = refusal(L, e.index, element, path: "\(path)[\(k)]") { throw Refused(message: m) }
                    return nil
                }
            } catch let r as Refused {
                return r.message
            } catch {
                return "\(at)\(error)"
            }
            return nil
        case .oneOf(let ts):
            for alt in ts where accepts(L, i, LuaState.unrefined(alt), baseOnly: true) {
                return refusal(L, i, alt, path: path)
            }
            return got()
        default:
            guard accepts(L, i, LuaState.unrefined(type), baseOnly: false) else { return got() }
            return type.refusal(L, i).map { at + $0 }
        }
    }

    /// Whether the value's Lua type fits `type` (object types by their metatable).
    private static func accepts(_ L: OpaquePointer, _ i: Int32, _ type: LuaType, baseOnly: Bool) -> Bool {
        let t = lua_type(L, i)
        switch type {
        case .any: return true
        case .boolean: return t == LUA_TBOOLEAN
        case .number: return t == LUA_TNUMBER
        case .integer: return t == LUA_TNUMBER && (baseOnly || lua_isinteger(L, i) != 0)
        case .string: return t == LUA_TSTRING
        case .function, .callback: return t == LUA_TFUNCTION
        case .table, .options, .list: return t == LUA_TTABLE
        case .object(let key): return LuaSlot(L, i).object(key, as: AnyObject.self) != nil
        case .nullable(let inner): return t <= LUA_TNIL || accepts(L, i, inner, baseOnly: baseOnly)
        case .oneOf(let ts): return ts.contains { accepts(L, i, LuaState.unrefined($0), baseOnly: baseOnly) }
        default: return true
        }
    }

    /// The trampoline's message for a key of an option table that is not declared (argcheck.c,
    /// `check_options`): `unknown option 'path.key' (did you mean 'path.name'?); valid options:
    /// ...` or `unexpected number key in path; valid options: ...`; nil when every key is declared.
    /// A list's element is named before the message ("[2]: unknown option 'x'"), as its other
    /// refusals are; a nested table inside the name ("unknown option 'target.x'"), as C does.
    /// A key that is no typo here but an option of a nested table (`{ title = }` for
    /// `content = { title = }`) points to it, the first declared, as C does.
    static func unknownKeyMessage(_ L: OpaquePointer, _ i: Int32, _ keys: [LuaOption], path: String) -> String? {
        let names = keys.map(\.name)
        guard let key = unknownKey(L, i, allowed: names) else { return nil }
        let valid = names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
        let element = path.hasSuffix("]")
        let at = element ? path + ": " : ""
        let prefix = path.isEmpty || element ? "" : path + "."
        switch key {
        case .named(let name):
            let nested = keys.first { APIReference.optionKeys($0.type)?.contains { $0.name == name } ?? false }
            let hint = NearestName.first(name, among: names).map { " (did you mean '\(prefix)\($0)'?)" }
                ?? nested.map { " (did you mean '\(prefix)\($0.name).\(name)'?)" } ?? ""
            return "\(at)unknown option '\(prefix)\(name)'\(hint); valid options: \(valid)"
        case .ofType(let type):
            let table = path.isEmpty || element ? "options" : path
            return "\(at)unexpected \(type) key in \(table); valid options: \(valid)"
        case .unreadable:
            return "\(at)the Lua stack is full"
        }
    }

    /// An undeclared key: a string key by name, any other by its type.
    enum UnknownKey {
        case named(String)
        case ofType(String)
        /// No room on the stack to look.
        case unreadable
    }

    /// A key of the table at `i` that is not one of `allowed`; nil when every key is allowed.
    /// Only keys are looked at. Which one never depends on hash order (Lua seeds it per run): the
    /// smallest unknown key in the order of `LuaValue.orderedBefore`, as the trampoline's option
    /// check picks it.
    static func unknownKey(_ L: OpaquePointer, _ i: Int32, allowed: [String]) -> UnknownKey? {
        guard lua_checkstack(L, 2) != 0 else { return .unreadable }
        var best: (rank: Int, type: String, bytes: [UInt8])?
        lua_pushnil(L)
        while lua_next(L, i) != 0 {
            lua_settop(L, -2)
            let kt = lua_type(L, -1)
            let rank = [LUA_TBOOLEAN: 1, LUA_TNUMBER: 2, LUA_TSTRING: 3, LUA_TTABLE: 4][kt] ?? 5
            var bytes: [UInt8] = []
            if kt == LUA_TSTRING {
                if let key = LuaStack(L).string(at: -1), allowed.contains(key) { continue }
                var len = 0
                if let p = lua_tolstring(L, -1, &len) {
                    bytes = Array(UnsafeRawBufferPointer(start: p, count: len))
                }
            }
            let type = LuaStack(L).typeName(at: -1)
            if let b = best {
                if rank > b.rank { continue }
                if rank == b.rank && !(kt == LUA_TSTRING ? bytes.lexicographicallyPrecedes(b.bytes) : type < b.type) {
                    continue
                }
            }
            best = (rank, type, bytes)
        }
        guard let best else { return nil }
        return best.rank == 3 ? .named(String(decoding: best.bytes, as: UTF8.self)) : .ofType(best.type)
    }
}
