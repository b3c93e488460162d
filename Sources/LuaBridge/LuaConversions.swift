import CLua
import CLuaShim

// Conversions between Swift values and Lua values on a stack: `LuaPushable`, `LuaReadable` and
// the standard types' conformances.

/// A Swift value that can be pushed onto a Lua stack.
public protocol LuaPushable: SendableMetatype {
    func push(to stack: LuaStack)
}

/// A Swift value that can be read from a Lua stack, reporting what it expected on failure.
/// Reads of containers charge `budget`, shared by every part of one value (`LuaValueBounds`).
public protocol LuaReadable {
    /// How messages name this type ("string", "array of number", ...).
    static var luaTypeDescription: String { get }
    static func read(from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget) throws(LuaTypeError) -> Self
}

extension LuaReadable {
    /// Reads with a budget of its own (the standard bounds).
    public static func read(from stack: LuaStack, at index: Int32) throws(LuaTypeError) -> Self {
        var budget = LuaReadBudget(stack.L)
        return try read(from: stack, at: stack.absolute(index), budget: &budget)
    }

    static func mismatch(_ stack: LuaStack, _ index: Int32) -> LuaTypeError {
        LuaTypeError(expected: luaTypeDescription, got: stack.describedType(at: index))
    }

    static func bounded(_ error: LuaValueError) -> LuaTypeError {
        LuaTypeError(error, expected: luaTypeDescription)
    }
}

extension Bool: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "boolean" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> Bool {
        guard lua_type(stack.L, index) == LUA_TBOOLEAN else { throw mismatch(stack, index) }
        return lua_toboolean(stack.L, index) != 0
    }
}

extension Int: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "integer" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> Int {
        guard lua_type(stack.L, index) == LUA_TNUMBER else { throw mismatch(stack, index) }
        var ok: Int32 = 0
        let v = lua_tointegerx(stack.L, index, &ok)
        guard ok != 0 else {
            throw LuaTypeError(expected: "integer", got: "number with no integer representation")
        }
        return Int(v)
    }
}

extension Double: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "number" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> Double {
        guard lua_type(stack.L, index) == LUA_TNUMBER else { throw mismatch(stack, index) }
        return lua_tonumberx(stack.L, index, nil)
    }
}

extension String: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "string" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> String {
        guard lua_type(stack.L, index) == LUA_TSTRING else { throw mismatch(stack, index) }
        var len = 0
        _ = lua_tolstring(stack.L, index, &len)
        do throws(LuaValueError) { try budget.charge(string: len) } catch { throw bounded(error) }
        return stack.string(at: index) ?? ""
    }
}

extension LuaValue: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "value" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> LuaValue {
        do throws(LuaValueError) { return try stack.value(at: index, budget: &budget) } catch { throw bounded(error) }
    }
}

extension LuaTable: LuaPushable, LuaReadable {
    public func push(to stack: LuaStack) { stack.push(self) }
    public static var luaTypeDescription: String { "table" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> LuaTable {
        guard lua_type(stack.L, index) == LUA_TTABLE else { throw mismatch(stack, index) }
        let v: LuaValue
        do throws(LuaValueError) { v = try stack.value(at: index, budget: &budget) } catch { throw bounded(error) }
        guard case .table(let t) = v else { throw mismatch(stack, index) }
        return t
    }
}

extension Optional: LuaPushable where Wrapped: LuaPushable {
    public func push(to stack: LuaStack) {
        if let self { self.push(to: stack) } else { stack.pushNil() }
    }
}

extension Optional: LuaReadable where Wrapped: LuaReadable {
    public static var luaTypeDescription: String { Wrapped.luaTypeDescription + " or nil" }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> Wrapped? {
        if stack.isNoneOrNil(index) { return nil }
        return try Wrapped.read(from: stack, at: index, budget: &budget)
    }
}

extension Array: LuaPushable where Element: LuaPushable {
    public func push(to stack: LuaStack) {
        _ = lua_checkstack(stack.L, 4)
        lua_createtable(stack.L, Int32(clamping: count), 0)
        for (i, e) in enumerated() {
            e.push(to: stack)
            lua_rawseti(stack.L, -2, lua_Integer(i + 1))
        }
    }
}

extension Array: LuaReadable where Element: LuaReadable {
    public static var luaTypeDescription: String { "array of " + Element.luaTypeDescription }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> [Element] {
        let L = stack.L
        guard lua_type(L, index) == LUA_TTABLE else { throw mismatch(stack, index) }
        do throws(LuaValueError) { try budget.enter(table: index) } catch { throw bounded(error) }
        defer { budget.leave(table: index) }
        let n = lua_rawlen(L, index)
        var out: [Element] = []
        var i: lua_Integer = 1
        while lua_Unsigned(i) <= n {
            lua_rawgeti(L, index, i)
            defer { lua_settop(L, -2) }
            do throws(LuaTypeError) {
                do throws(LuaValueError) { try budget.charge() } catch { throw bounded(error) }
                out.append(try Element.read(from: stack, at: lua_gettop(L), budget: &budget))
            } catch {
                throw error.nested("[\(i)]")
            }
            i += 1
        }
        return out
    }
}

extension Dictionary: LuaPushable where Key: LuaPushable & Comparable, Value: LuaPushable {
    public func push(to stack: LuaStack) {
        _ = lua_checkstack(stack.L, 4)
        lua_createtable(stack.L, 0, Int32(clamping: count))
        for (k, v) in sorted(by: { $0.key < $1.key }) {
            k.push(to: stack)
            v.push(to: stack)
            lua_rawset(stack.L, -3)
        }
    }
}

extension Dictionary: LuaReadable where Key: LuaReadable, Value: LuaReadable {
    public static var luaTypeDescription: String {
        "table of \(Key.luaTypeDescription) to \(Value.luaTypeDescription)"
    }
    public static func read(
        from stack: LuaStack, at index: Int32, budget: inout LuaReadBudget
    ) throws(LuaTypeError) -> [Key: Value] {
        let L = stack.L
        guard lua_type(L, index) == LUA_TTABLE else { throw mismatch(stack, index) }
        do throws(LuaValueError) { try budget.enter(table: index) } catch { throw bounded(error) }
        defer { budget.leave(table: index) }
        var out: [Key: Value] = [:]
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let top = lua_gettop(L)
            let key: Key
            do throws(LuaTypeError) {
                do throws(LuaValueError) { try budget.charge(values: 2) } catch { throw bounded(error) }
                key = try Key.read(from: stack, at: top - 1, budget: &budget)
            } catch {
                lua_settop(L, -3)
                if error.bound != nil { throw error }
                throw LuaTypeError(expected: Key.luaTypeDescription + " key", got: error.got)
            }
            do throws(LuaTypeError) { out[key] = try Value.read(from: stack, at: top, budget: &budget) } catch {
                lua_settop(L, -3)
                throw error.nested("[\(stack.keyDescription(at: top - 1))]")
            }
            lua_settop(L, -2)
        }
        return out
    }
}

extension LuaStack {
    func keyDescription(at index: Int32) -> String {
        switch lua_type(L, index) {
        case LUA_TSTRING: return "\"" + (string(at: index) ?? "") + "\""
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return String(lua_tointegerx(L, index, nil)) }
            let d = lua_tonumberx(L, index, nil)
            return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        default: return typeName(at: index)
        }
    }
}
