import CLua
import CLuaShim

/// Typed pushes and reads on a state's stack. Reads never raise: they return a value or throw a
/// `LuaTypeError` that says what was expected and what was there.
///
/// ```swift
/// let stack = LuaStack(L)
/// stack.push(["a": 1, "b": [true, false]] as LuaValue)
/// let t = try stack.read([String: LuaValue].self, at: -1)
/// ```
public struct LuaStack {
    public let L: OpaquePointer

    @inlinable public init(_ L: OpaquePointer) { self.L = L }

    @inlinable public var top: Int32 { lua_gettop(L) }
    @inlinable public func setTop(_ n: Int32) { lua_settop(L, n) }
    @inlinable public func pop(_ n: Int32 = 1) { lua_settop(L, -n - 1) }
    @inlinable public func absolute(_ i: Int32) -> Int32 { lua_absindex(L, i) }

    /// Lua's name for the type at `index` ("no value" past the top).
    public func typeName(at index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// The name a message gives the value at `index`: its `__name` for userdata with one.
    public func describedType(at index: Int32) -> String {
        if lua_type(L, index) == LUA_TUSERDATA, lua_getmetatable(L, index) != 0 {
            defer { lua_settop(L, -2) }
            lua_pushstring(L, "__name")
            if lua_rawget(L, -2) == LUA_TSTRING, let s = lua_tolstring(L, -1, nil) {
                lua_settop(L, -2)
                return String(cString: s)
            }
            lua_settop(L, -2)
        }
        return typeName(at: index)
    }

    // MARK: Push

    @inlinable public func pushNil() { lua_pushnil(L) }
    @inlinable public func push(_ b: Bool) { lua_pushboolean(L, b ? 1 : 0) }
    @inlinable public func push(_ i: Int) { lua_pushinteger(L, lua_Integer(i)) }
    @inlinable public func push(_ d: Double) { lua_pushnumber(L, d) }
    @inlinable public func push(_ s: String) {
        var s = s
        s.withUTF8 { buf in _ = lua_pushlstring(L, buf.baseAddress, buf.count) }
    }
    @inlinable public func push(_ s: StaticString) {
        _ = lua_pushlstring(L, UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: CChar.self), s.utf8CodeUnitCount)
    }

    /// Pushes any pushable Swift value (arrays and dictionaries become tables).
    public func push<T: LuaPushable>(_ value: T) { value.push(to: self) }

    public func push(_ value: LuaValue) {
        switch value {
        case .nilValue: lua_pushnil(L)
        case .boolean(let b): push(b)
        case .integer(let i): push(i)
        case .number(let d): push(d)
        case .string(let s): push(s)
        case .table(let t): push(t)
        case .reference(let r): if !r.push(onto: L) { lua_pushnil(L) }
        }
    }

    public func push(_ table: LuaTable) {
        _ = lua_checkstack(L, 4)
        lua_createtable(L, Int32(clamping: table.array.count), Int32(clamping: table.hash.count))
        for (i, v) in table.array.enumerated() {
            push(v)
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
        // Sorted so that tables built from Swift have a deterministic construction order.
        for (k, v) in table.hash.sorted(by: { LuaValue.orderedBefore($0.key, $1.key) }) where !k.isNil {
            push(k)
            push(v)
            lua_rawset(L, -3)
        }
    }

    // MARK: Read

    @inlinable public func isNoneOrNil(_ i: Int32) -> Bool { lua_type(L, i) <= LUA_TNIL }

    /// The string at `index` if it is a string (numbers are not converted). Inside a list read
    /// (`LuaSlot.list`, `elements`, `sharingStrings`) a long string read again is the first
    /// read's Swift string: one copy of its bytes however often the list repeats it.
    public func string(at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var len = 0
        guard let p = lua_tolstring(L, index, &len) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: p, count: len)
        if len >= LuaState.sharedStringMinimum { return LuaState.owner(of: L).sharedString(bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Copies the value at `index` into Swift within `bounds` (see `LuaValueBounds`). Tables are
    /// copied deeply with raw access (no metamethods run); functions, userdata and threads become
    /// references. Throws when the value is nested too deeply, is too large (shared subtables and
    /// repeated strings count each time), would exceed the memory limit, or contains a cycle.
    public func value(at index: Int32, bounds: LuaValueBounds = .standard) throws(LuaValueError) -> LuaValue {
        var budget = LuaReadBudget(L, bounds: bounds)
        return try value(at: absolute(index), budget: &budget)
    }

    /// Copies the value at the absolute `index`, charging `budget`. Recursion is bounded by the
    /// budget's depth, so a deep table cannot overflow the native stack.
    public func value(at index: Int32, budget: inout LuaReadBudget) throws(LuaValueError) -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE: return .nilValue
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return .integer(Int(lua_tointegerx(L, index, nil))) }
            return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            var len = 0
            _ = lua_tolstring(L, index, &len)
            try budget.charge(string: len)
            return .string(string(at: index) ?? "")
        case LUA_TTABLE:
            try budget.enter(table: index)
            defer { budget.leave(table: index) }
            var t = LuaTable()
            let n = lua_rawlen(L, index)
            var i: lua_Integer = 1
            while lua_Unsigned(i) <= n {
                lua_rawgeti(L, index, i)
                defer { lua_settop(L, -2) }
                if lua_type(L, -1) == LUA_TNIL { break }
                try budget.charge()
                t.array.append(try value(at: lua_gettop(L), budget: &budget))
                i += 1
            }
            let sequence = lua_Integer(t.array.count)
            lua_pushnil(L)
            while lua_next(L, index) != 0 {
                // The sequence part was read above; skip it without copying anything.
                if lua_isinteger(L, -2) != 0 {
                    let k = lua_tointegerx(L, -2, nil)
                    if k >= 1 && k <= sequence {
                        lua_settop(L, -2)
                        continue
                    }
                }
                do throws(LuaValueError) {
                    try budget.charge(values: 2)
                    let top = lua_gettop(L)
                    let k = try value(at: top - 1, budget: &budget)
                    t.hash[k] = try value(at: top, budget: &budget)
                } catch {
                    lua_settop(L, -3)
                    throw error
                }
                lua_settop(L, -2)
            }
            return .table(t)
        default:
            return .reference(LuaRef(L, index: index))
        }
    }

    /// Reads the value at `index` as `T`, or throws what was expected and what was found.
    public func read<T: LuaReadable>(
        _ type: T.Type, at index: Int32, bounds: LuaValueBounds = .standard
    ) throws(LuaTypeError) -> T {
        var budget = LuaReadBudget(L, bounds: bounds)
        return try T.read(from: self, at: absolute(index), budget: &budget)
    }
}

extension LuaValue {
    /// A total order on keys, used wherever output must not depend on hash order.
    public static func orderedBefore(_ a: LuaValue, _ b: LuaValue) -> Bool {
        func rank(_ v: LuaValue) -> Int {
            switch v {
            case .nilValue: return 0
            case .boolean: return 1
            case .integer, .number: return 2
            case .string: return 3
            case .table: return 4
            case .reference: return 5
            }
        }
        let ra = rank(a), rb = rank(b)
        if ra != rb { return ra < rb }
        switch (a, b) {
        case (.boolean(let x), .boolean(let y)): return !x && y
        case (.string(let x), .string(let y)): return x < y
        default:
            if let x = a.doubleValue, let y = b.doubleValue { return x < y }
            return false
        }
    }
}
