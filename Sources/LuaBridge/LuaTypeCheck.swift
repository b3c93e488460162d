import CLua
#if canImport(Glibc)
import Glibc
#endif

/// The content checks of the refined types (`LuaType.isRefined`): the trampoline has checked the
/// Lua type; these say why a value of that type is still refused. One implementation serves the
/// trampoline (through the host's refine hook), setters that name their own path in messages,
/// and the constructor's nested options.
extension LuaType {
    /// Why the value at `i` of `L` is refused, or nil when it is accepted. Reads with raw access
    /// only what the type needs (never a whole table beyond a list's elements).
    public func refusal(_ L: OpaquePointer, _ i: Int32) -> String? {
        let t = lua_type(L, i)
        switch self {
        case .enumeration(let names):
            guard t == LUA_TSTRING, let s = LuaStack(L).string(at: i) else { return nil }
            return names.contains(s) ? nil : LuaTypeCheck.notOneOf(s, names)
        case .nullable(let inner):
            return t <= LUA_TNIL ? nil : inner.refusal(L, i)
        case .range(let r):
            guard t == LUA_TNUMBER else { return nil }
            let d = lua_tonumberx(L, i, nil)
            return r.contains(d) ? nil : "\(r.expected) expected, got \(LuaNumberText.format(d))"
        case .list:
            // The one list check (LuaValueCheck): elements by type, then their content.
            return t == LUA_TTABLE ? LuaValueCheck.refusal(L, lua_absindex(L, i), self, path: "") : nil
        case .shape(let s):
            return LuaTypeCheck.shapeRefusal(s, L, i)
        case .refined(let base, let r):
            if let m = base.refusal(L, i) { return m }
            return r.check(LuaSlot(L, lua_absindex(L, i)))
        case .oneOf(let ts):
            // A userdata among several object types: its metatable decides (the trampoline could
            // check only one).
            if t == LUA_TUSERDATA && ts.objectAlternatives > 1 {
                return LuaValueCheck.refusal(L, lua_absindex(L, i), self, path: "")
            }
            // The alternative of the value's own Lua type decides.
            for alt in ts where LuaState.mask(of: alt) & LuaState.bit(t) != 0 {
                return alt.refusal(L, i)
            }
            return nil
        default:
            return nil
        }
    }
}

public enum LuaTypeCheck {
    /// `"linaer" is not one of "linear", "easeIn", ...; did you mean "linear"?`
    public static func notOneOf(_ s: String, _ names: [String]) -> String {
        guard !names.isEmpty else { return "\"\(s)\" is not accepted (no value is valid here)" }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        var message = "\"\(s)\" is not one of \(list)"
        if let near = NearestName.first(s, among: names) { message += "; did you mean \"\(near)\"?" }
        return message
    }

    static func number(_ L: OpaquePointer, _ i: Int32, _ key: String) -> Double? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        return lua_rawget(L, i) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }

    static func finiteNumbers(_ L: OpaquePointer, _ i: Int32, _ keys: [String]) -> Bool {
        keys.allSatisfy { number(L, i, $0)?.isFinite == true }
    }

    static func shapeRefusal(_ s: LuaShape, _ L: OpaquePointer, _ i: Int32) -> String? {
        guard lua_checkstack(L, 2) != 0 else { return "the Lua stack is full" }
        switch s {
        case .color:
            guard let text = LuaStack(L).string(at: i) else { return nil }
            return isColor(text) ? nil : "a color \"#RRGGBB\" or \"#RRGGBBAA\" expected, got '\(text)'"
        case .point:
            guard lua_type(L, i) == LUA_TTABLE else { return nil }
            func at(_ k: lua_Integer) -> Double? {
                defer { lua_settop(L, -2) }
                return lua_rawgeti(L, i, k) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
            }
            if let x = at(1), let y = at(2), x.isFinite, y.isFinite { return nil }
            return finiteNumbers(L, i, ["x", "y"]) ? nil : "point {x, y} expected"
        case .size:
            guard lua_type(L, i) == LUA_TTABLE else { return nil }
            if finiteNumbers(L, i, ["width", "height"]) { return nil }
            // A table with neither field is not a size at all; one with a field is a bad size.
            if number(L, i, "width") == nil && number(L, i, "height") == nil {
                return "{width =, height =} expected, got table"
            }
            return "a table with finite numbers width and height expected"
        case .rect:
            guard lua_type(L, i) == LUA_TTABLE else { return nil }
            return finiteNumbers(L, i, ["x", "y", "width", "height"]) ? nil
                : "a table with finite numbers x, y, width and height expected"
        case .insets:
            guard lua_type(L, i) == LUA_TTABLE else { return nil }
            return finiteNumbers(L, i, ["top", "left", "bottom", "right"]) ? nil
                : "a table with finite numbers top, left, bottom and right expected"
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public static func isColor(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.first == UInt8(ascii: "#"), u.count == 7 || u.count == 9 else { return false }
        return u.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }
}

/// Numbers as Lua prints them (`%.14g`), with nan and inf spelled the same on every libc.
public enum LuaNumberText {
    public static func format(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        var buf = [CChar](repeating: 0, count: 32)
        _ = withVaList([d]) { vsnprintf(&buf, 32, "%.14g", $0) }
        return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
