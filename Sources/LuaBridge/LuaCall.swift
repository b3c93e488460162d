import CLua
import CLuaShim

/// What a binding sees of its call: the arguments (already checked against the declaration by
/// the C trampoline, so reads here are unchecked and fast), a place to push results, and the
/// error statuses to return instead of raising.
///
/// `L` is the thread that called: a coroutine's when Lua calls from one. Everything the binding
/// does on a stack goes through it (`stack`, `ref`, `protectedCall`); the owning state's own `L`
/// is the main thread, whose stack indices mean something else.
///
/// ```swift
/// LuaFunctionDecl("advance", params: [LuaParam("seconds", .number)], returns: "number",
///                 doc: "...", example: "...") { L, ctx in
///     let call = LuaCall(L, ctx)
///     let seconds = call.number(1)
///     guard seconds >= 0 else { return call.argError(1, "non-negative number expected") }
///     return call.returning(seconds)
/// }
/// ```
public struct LuaCall {
    public let L: OpaquePointer
    public let context: UnsafeMutableRawPointer?

    @inlinable
    public init(_ L: OpaquePointer, _ context: UnsafeMutableRawPointer?) {
        self.L = L
        self.context = context
    }

    @inlinable public var stack: LuaStack { LuaStack(L) }
    /// The state that owns this call, for its declarations and settings. Its `L` is the main
    /// thread: never touch that stack from a binding (use `L`).
    @inlinable public var state: LuaState { LuaState.owner(of: L) }
    @inlinable public var argumentCount: Int32 { lua_gettop(L) }

    /// The object installed as this binding's context (`LuaState.install(_:context:)`).
    @inlinable
    public func context<T: AnyObject>(as type: T.Type) -> T {
        // install(_:context:) always passes a context, so the pointer is never nil here.
        Unmanaged<T>.fromOpaque(context.unsafelyUnwrapped).takeUnretainedValue()
    }

    // MARK: Arguments

    @inlinable public func isNoneOrNil(_ i: Int32) -> Bool { lua_type(L, i) <= LUA_TNIL }
    @inlinable public func number(_ i: Int32) -> Double { lua_tonumberx(L, i, nil) }
    @inlinable public func integer(_ i: Int32) -> Int { Int(lua_tointegerx(L, i, nil)) }
    @inlinable public func bool(_ i: Int32) -> Bool { lua_toboolean(L, i) != 0 }
    public func string(_ i: Int32) -> String { stack.string(at: i) ?? "" }

    // One liblua call when the argument is there (the common case); an absent one costs a
    // second, and anything else reads as 0 as `number`/`integer` would read it.
    @inlinable public func optNumber(_ i: Int32) -> Double? {
        var isNumber: Int32 = 0
        let d = lua_tonumberx(L, i, &isNumber)
        return isNumber != 0 ? d : isNoneOrNil(i) ? nil : d
    }
    @inlinable public func optInteger(_ i: Int32) -> Int? {
        var isInteger: Int32 = 0
        let n = lua_tointegerx(L, i, &isInteger)
        return isInteger != 0 ? Int(n) : isNoneOrNil(i) ? nil : Int(n)
    }
    /// A 1-based Lua index as a 0-based Swift one. `math.mininteger` stays the smallest Int (out
    /// of every range) instead of overflowing, so the binding's own range check refuses it.
    @inlinable public func index(_ i: Int32) -> Int {
        let n = integer(i)
        return n == Int.min ? Int.min : n - 1
    }
    @inlinable public func optBool(_ i: Int32) -> Bool? { isNoneOrNil(i) ? nil : bool(i) }

    /// The Swift object behind a userdata argument whose type the declaration names.
    @inlinable
    public func object<T: AnyObject>(_ i: Int32, as type: T.Type) -> T {
        // The trampoline checked the metatable and that the object was not collected.
        let block = lua_touserdata(L, i).unsafelyUnwrapped
        let p = block.load(as: UnsafeMutableRawPointer.self)
        return Unmanaged<T>.fromOpaque(p).takeUnretainedValue()
    }

    /// A registry reference to the argument (functions held as callbacks).
    public func ref(_ i: Int32) -> LuaRef { LuaRef(L, index: i) }
    public func optRef(_ i: Int32) -> LuaRef? { isNoneOrNil(i) ? nil : ref(i) }
    /// A copy of the argument within the standard bounds; a binding that knows the shape it
    /// wants reads that shape instead (`number`, `point`, an option's fields).
    public func value(_ i: Int32) throws(LuaValueError) -> LuaValue { try stack.value(at: i) }

    /// The option table at `i`, or nil when the argument is absent.
    public func options(_ i: Int32) -> LuaOptions? {
        lua_type(L, i) == LUA_TTABLE ? LuaOptions(L: L, index: lua_absindex(L, i)) : nil
    }

    /// Calls the function below `arguments` values on this call's stack, protected (see
    /// `LuaState.protectedCall`).
    public func protectedCall(arguments: Int32, results: Int32 = LUA_MULTRET,
                              keepErrorObject: Bool = false) throws(LuaError) {
        try state.protectedCall(on: L, arguments: arguments, results: results, keepErrorObject: keepErrorObject)
    }

    // MARK: Results

    @inlinable public func returning() -> Int32 { 0 }
    @inlinable public func returning(_ d: Double) -> Int32 { lua_pushnumber(L, d); return 1 }
    @inlinable public func returning(_ i: Int) -> Int32 { lua_pushinteger(L, lua_Integer(i)); return 1 }
    @inlinable public func returning(_ b: Bool) -> Int32 { lua_pushboolean(L, b ? 1 : 0); return 1 }
    public func returning(_ s: String) -> Int32 { stack.push(s); return 1 }
    public func returning<T: LuaPushable>(_ v: T) -> Int32 { v.push(to: stack); return 1 }
    public func returningNil() -> Int32 { lua_pushnil(L); return 1 }

    /// Pushes the userdata for `object` (the same userdata each time while it lives).
    public func push(object: AnyObject, as key: LuaTypeKey) {
        let p = Unmanaged.passUnretained(object).toOpaque()
        var made = us_push_cached_object(L, p, LuaState.registryKey(key))
        if made < 0 {
            // Its type is in a registry still deferred: install, then push (nil if it is not).
            state.installDeferred()
            made = us_push_cached_object(L, p, LuaState.registryKey(key))
            if made < 0 { return lua_pushnil(L) }
        }
        if made == 1 { _ = Unmanaged.passRetained(object) }
    }

    public func returning(object: AnyObject, as key: LuaTypeKey) -> Int32 {
        push(object: object, as: key)
        return 1
    }

    // MARK: Errors (returned, never raised from Swift)

    /// Raises `message` with the caller's position, like `luaL_error`.
    public func error(_ message: String) -> Int32 {
        stack.push(message)
        return US_STATUS_MESSAGE
    }

    /// Raises "bad argument #i to 'name' (message)", numbered as Lua numbers method arguments.
    public func argError(_ i: Int32, _ message: String) -> Int32 {
        us_host_of(L).pointee.err_arg = i
        stack.push(message)
        return US_STATUS_ARGERROR
    }

    /// Raises an error that came out of a Lua callback: the original error object when it was kept
    /// (assertion tables survive), otherwise its message followed by the callback's traceback.
    public func raise(_ error: LuaError) -> Int32 {
        if let object = error.object, object.push(onto: L) { return US_STATUS_ERROR }
        stack.push(error.description)
        return US_STATUS_ERROR
    }
}

/// An option table argument, read with raw access (no metamethods run). Key names and value
/// types were checked against the declaration before the binding ran.
///
/// ```swift
/// let opts = call.options(1)
/// let width = opts?.number("width") ?? 393
/// ```
public struct LuaOptions {
    public let L: OpaquePointer
    public let index: Int32

    public init(L: OpaquePointer, index: Int32) {
        self.L = L
        self.index = index
    }

    private func withField<R>(_ key: String, _ body: (Int32) -> R?) -> R? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return nil }
        return body(lua_gettop(L))
    }

    public func has(_ key: String) -> Bool { withField(key) { _ in true } ?? false }
    public func number(_ key: String) -> Double? { withField(key) { lua_tonumberx(L, $0, nil) } }
    public func integer(_ key: String) -> Int? { withField(key) { Int(lua_tointegerx(L, $0, nil)) } }
    public func bool(_ key: String) -> Bool? { withField(key) { lua_toboolean(L, $0) != 0 } }
    public func string(_ key: String) -> String? { withField(key) { LuaStack(L).string(at: $0) } }
    /// A copy of the field within the standard bounds (nil when absent).
    public func value(_ key: String) throws(LuaValueError) -> LuaValue {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return .nilValue }
        return try LuaStack(L).value(at: lua_gettop(L))
    }
    public func ref(_ key: String) -> LuaRef? {
        withField(key) { LuaRef(L, index: $0) }
    }

    /// A nested option table. It stays on the stack (above the arguments) for the rest of the call.
    public func options(_ key: String) -> LuaOptions? {
        LuaStack(L).push(key)
        if lua_rawget(L, index) == LUA_TTABLE { return LuaOptions(L: L, index: lua_gettop(L)) }
        lua_settop(L, -2)
        return nil
    }

    /// Reads a field as any readable Swift type.
    public func read<T: LuaReadable>(_ key: String, as type: T.Type) throws(LuaTypeError) -> T? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return nil }
        do { return try T.read(from: LuaStack(L), at: lua_gettop(L)) } catch { throw error.nested(key) }
    }
}
