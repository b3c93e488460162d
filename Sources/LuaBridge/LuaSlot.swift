import CLua
import CLuaShim

/// The Lua type of a value, as `type()` names it (plus `none` past the top of the stack).
public enum LuaKind: Int32, Sendable {
    case none = -1, `nil` = 0, boolean, lightUserdata, number, string, table, function, userdata, thread

    /// Nil or absent.
    public var isNil: Bool { self == .none || self == .nil }
}

/// One value on a Lua stack (an argument, an option's field, a list element, a callback's
/// result), read with raw access only: no metamethod runs, so no Lua error can unwind the
/// Swift frames of the binding reading it. Bindings never see stack indices of their own; a
/// slot is handed to them by the kit (`LuaCall.slot`, `LuaOptions.field`, `LuaSlot.list`) and is
/// valid only inside the closure or call that handed it.
///
/// ```swift
/// let title = call.slot(2).string ?? "?"          // a string argument, or nil
/// let rows = call.slot(3).list { $0.string }       // ["a", "b"] from {"a", "b"}
/// ```
public struct LuaSlot {
    @usableFromInline let L: OpaquePointer
    @usableFromInline let index: Int32

    @inlinable
    init(_ L: OpaquePointer, _ index: Int32) {
        self.L = L
        self.index = index
    }

    public var kind: LuaKind { LuaKind(rawValue: lua_type(L, index)) ?? .none }
    public var isNil: Bool { lua_type(L, index) <= LUA_TNIL }
    /// Lua's truth: everything but nil and false.
    public var truthy: Bool { lua_toboolean(L, index) != 0 }
    /// The boolean, if the value is one.
    public var boolean: Bool? { kind == .boolean ? truthy : nil }
    /// The number, if the value is one (strings are not converted).
    public var number: Double? { kind == .number ? lua_tonumberx(L, index, nil) : nil }
    /// The integer, if the value is a number with an integer representation.
    public var integer: Int? {
        var ok: Int32 = 0
        let n = lua_tointegerx(L, index, &ok)
        return ok != 0 && kind == .number ? Int(n) : nil
    }
    /// The string, if the value is one (numbers are not converted).
    public var string: String? { LuaStack(L).string(at: index) }
    /// The type name a message gives the value (a userdata's `__name`).
    public var typeName: String { LuaStack(L).describedType(at: index) }
    /// A registry reference to the value (a callback), nil when it is nil.
    public var ref: LuaRef? { isNil ? nil : LuaRef(L, index: index) }
    /// Whether the value is the one `ref` holds (`rawequal`: the same table, no metamethod).
    public func isRawEqual(to ref: LuaRef) -> Bool {
        guard lua_checkstack(L, 1) != 0, ref.push(onto: L) else { return false }
        defer { lua_settop(L, -2) }
        return lua_rawequal(L, index, -1) != 0
    }
    /// The value as an option table (fields read raw), nil when it is not a table. Valid while
    /// this slot is.
    public var options: LuaOptions? { kind == .table ? LuaOptions(L: L, index: index) : nil }

    /// The live Swift object behind a userdata of type `key`; nil for any other value, a forged
    /// block or a collected object.
    public func object<T: AnyObject>(_ key: LuaTypeKey, as type: T.Type) -> T? {
        guard kind == .userdata, lua_checkstack(L, 1) != 0 else { return nil }
        lua_rawgetp(L, us_registryindex(), LuaState.registryKey(key))
        let metatable = lua_topointer(L, -1)
        lua_settop(L, -2)
        guard let metatable, let o = us_object_at(L, index, metatable), let p = o.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(p).takeUnretainedValue() as? T
    }

    /// A copy of the value within the standard bounds (`LuaValueBounds`).
    public func value() throws(LuaValueError) -> LuaValue { try LuaStack(L).value(at: index) }

    /// The raw length of a table or string (`rawlen`), 0 otherwise.
    public var rawLength: Int { Int(clamping: lua_rawlen(L, index)) }

    /// `read` applied to `t[k]` (raw), nil when the field is nil or the value is not a table.
    public func element<R>(_ k: Int, _ read: (LuaSlot) throws -> R?) rethrows -> R? {
        guard kind == .table, lua_checkstack(L, 2) != 0 else { return nil }
        defer { lua_settop(L, -2) }
        if lua_rawgeti(L, index, lua_Integer(k)) <= LUA_TNIL { return nil }
        return try read(LuaSlot(L, lua_gettop(L)))
    }

    /// The elements `t[1]...t[#t]` (raw length, raw reads), each mapped by `read`; elements it
    /// maps to nil are left out. Empty when the value is not a table. At most `limit` elements are
    /// read, and the list is charged to the standard value bounds, so a huge list costs a clear
    /// error (`LuaValueError`) instead of unbounded time and memory.
    public func list<R>(limit: Int = Int.max, _ read: (LuaSlot) throws -> R?) throws -> [R] {
        guard kind == .table, lua_checkstack(L, 2) != 0 else { return [] }
        return try sharingStrings { () throws -> [R] in try listElements(limit: limit, read) }
    }

    private func listElements<R>(limit: Int, _ read: (LuaSlot) throws -> R?) throws -> [R] {
        let n = Swift.min(rawLength, limit)
        var budget = LuaReadBudget(L)
        var out: [R] = []
        var k = 1
        while k <= n {
            try budget.charge()
            lua_rawgeti(L, index, lua_Integer(k))
            defer { lua_settop(L, -2) }
            if let r = try read(LuaSlot(L, lua_gettop(L))) { out.append(r) }
            k += 1
        }
        return out
    }

    /// `list` for readers that cannot fail: the elements read before a bound was hit.
    public func elements<R>(limit: Int = Int.max, _ read: (LuaSlot) -> R?) -> [R] {
        (try? list(limit: limit, read)) ?? []
    }

    /// Runs `body` (reads of this value's elements) so that a long string it reads again — a
    /// list repeating one string — is the Swift string read first, its storage shared: the host
    /// keeps one copy, as Lua does. `list` and `elements` read this way; nested scopes are one.
    ///
    /// ```swift
    /// let rows = slot.sharingStrings { (1...slot.rawLength).map { k in slot.element(k) { $0.string } ?? "" } }
    /// ```
    public func sharingStrings<R>(_ body: () throws -> R) rethrows -> R {
        let state = LuaState.owner(of: L)
        guard state.sharedStrings == nil else { return try body() }
        state.sharedStrings = [:]
        defer { state.sharedStrings = nil }
        return try body()
    }

    /// Why the value is not of `type` (keys, nested options, lists and content checked as the
    /// trampoline checks arguments), with `path` naming where ("editActionsOptions.expansionStyle: ...");
    /// nil when it is. The one checker of values the trampoline did not check: callback results
    /// and setters that word their own messages.
    public func refusal(as type: LuaType, path: String = "") -> String? {
        LuaValueCheck.refusal(L, lua_absindex(L, index), type, path: path)
    }
}

extension LuaCall {
    /// Argument `i` as a slot (valid for the call).
    @inlinable public func slot(_ i: Int32) -> LuaSlot { LuaSlot(L, lua_absindex(L, i)) }
}

extension LuaOptions {
    /// `read` applied to the field `key` (raw), nil when the field is nil.
    public func field<R>(_ key: String, _ read: (LuaSlot) throws -> R?) rethrows -> R? {
        guard lua_checkstack(L, 2) != 0 else { return nil }
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return nil }
        return try read(LuaSlot(L, lua_gettop(L)))
    }

    /// The table itself as a slot (for `list`, `element`, `refusal`).
    public var slot: LuaSlot { LuaSlot(L, index) }

    /// The number at integer key `k` (`{x, y}` shapes), nil when it is not a number.
    public func number(at k: Int) -> Double? { slot.element(k) { $0.number } }

    /// The list in field `key`, each element mapped by `read` (see `LuaSlot.list`); nil when the
    /// field is nil.
    public func list<R>(_ key: String, limit: Int = Int.max, _ read: (LuaSlot) -> R?) -> [R]? {
        field(key) { $0.elements(limit: limit, read) }
    }
}

extension LuaReadBudget {
    /// A budget (the standard bounds, or less under a memory limit) for reading from `slot`'s state.
    public init(_ slot: LuaSlot) { self.init(slot.L) }
}
