import CLua
import CLuaShim

/// Optional limits applied to every top-level run of a state. Hitting one ends the running chunk
/// with a clear error (a script's `pcall` cannot swallow it) and leaves the state usable.
///
/// ```swift
/// lua.limits = LuaLimits(memory: 64 << 20, timeout: 2)
/// ```
public struct LuaLimits: Equatable, Sendable {
    /// Bytes Lua may hold, together with what the host charges for objects it keeps for the
    /// scripts (`LuaHostMemory`). Enforced while Lua runs; soft while Swift frames are active.
    public var memory: Int?
    /// Wall-clock seconds per top-level run (a host safety limit, not simulated time).
    public var timeout: Double?
    /// VM instructions per top-level run (counted in steps of 1000).
    public var instructions: Int?

    public init(memory: Int? = nil, timeout: Double? = nil, instructions: Int? = nil) {
        self.memory = memory
        self.timeout = timeout
        self.instructions = instructions
    }
}

extension LuaState {
    /// Compiles `code` and pushes the resulting function. `mode` is "t" (text only), "b" or "bt".
    public func load(_ code: String, chunkName: String, mode: String = "bt") throws(LuaError) {
        var code = code
        let status = code.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                us_load(L, chars.baseAddress, chars.count, chunkName, mode)
            }
        }
        if status != LUA_OK {
            let message = LuaStack(L).string(at: -1) ?? "(error object is not a string)"
            lua_settop(L, -2)
            throw LuaError(kind: status == LUA_ERRSYNTAX ? .syntax : .memory, message: message)
        }
    }

    /// Calls the function below `arguments` values on the stack, protected, leaving all its
    /// results on the stack. On error the stack is restored to below the function and the error
    /// thrown: with `keepErrorObject` the original object is kept (`LuaError.object`) and the
    /// traceback captured separately; otherwise the message already includes the traceback, as
    /// `lua` prints it.
    ///
    /// This form works on the main thread, for host code; inside a binding use the call's thread
    /// (`LuaCall.protectedCall` or `protectedCall(on:)`).
    public func protectedCall(arguments: Int32, results: Int32 = LUA_MULTRET,
                              keepErrorObject: Bool = false) throws(LuaError) {
        assert(host.pointee.running == nil || host.pointee.running == L,
            "protectedCall(arguments:) on the main thread from a binding called on another thread: use "
                + "protectedCall(on: call.L, ...)"
        )
        try protectedCall(on: L, arguments: arguments, results: results, keepErrorObject: keepErrorObject)
    }

    /// `protectedCall(arguments:results:keepErrorObject:)` on thread `L` (a coroutine's stack, or
    /// the main one).
    public func protectedCall(on L: OpaquePointer, arguments: Int32, results: Int32 = LUA_MULTRET,
                              keepErrorObject: Bool = false) throws(LuaError) {
        let function = lua_gettop(L) - arguments
        if keepErrorObject { lua_pushcclosure(L, us_keep_msghandler, 0) } else { lua_pushcclosure(L, us_msghandler, 0) }
        lua_rotate(L, function, 1)
        let status = us_pcall(L, arguments, results, function)
        lua_rotate(L, function, -1)
        lua_settop(L, -2)
        guard status != LUA_OK else { return }
        let error = makeError(on: L, status: status, keepErrorObject: keepErrorObject)
        lua_settop(L, function - 1)
        throw error
    }

    /// The error at the top of the stack of thread `L` after a failed call with `status`.
    func makeError(on L: OpaquePointer, status: Int32, keepErrorObject: Bool) -> LuaError {
        let stack = LuaStack(L)
        var kind: LuaError.Kind
        switch status {
        case LUA_ERRMEM: kind = .memory
        case LUA_ERRERR: kind = .errorHandler
        case LUA_ERRSYNTAX: kind = .syntax
        default: kind = .runtime
        }
        if let limit = currentLimitError { kind = .limit(limit) }
        var message: String
        var object: LuaRef?
        var traceback: String?
        if let s = stack.string(at: -1) {
            message = s
        } else {
            message = LuaState.describeErrorObject(on: L, at: -1)
            if keepErrorObject { object = LuaRef(L, index: -1) }
        }
        if status == LUA_ERRMEM, case .limit(.memory) = kind {
            message = "not enough memory: " + limitMessage(.memory)
        }
        if keepErrorObject && status == LUA_ERRRUN {
            us_push_last_traceback(L)
            traceback = stack.string(at: -1)
            lua_settop(L, -2)
        }
        return LuaError(kind: kind, message: message, traceback: traceback, object: object)
    }

    /// `tostring` of the value at `index` (protected), or lua.c's "(error object is a X value)".
    public func describeErrorObject(at index: Int32) -> String { LuaState.describeErrorObject(on: L, at: index) }

    /// `describeErrorObject(at:)` on the stack of thread `L`.
    public static func describeErrorObject(on L: OpaquePointer, at index: Int32) -> String {
        let i = lua_absindex(L, index)
        if lua_type(L, i) == LUA_TSTRING || lua_type(L, i) == LUA_TNUMBER {
            return LuaStack(L).string(at: i) ?? String(lua_tonumberx(L, i, nil))
        }
        if luaL_getmetafield(L, i, "__tostring") != LUA_TNIL {
            lua_settop(L, -2)
            if us_pcall_tostring(L, i) == LUA_OK, let s = LuaStack(L).string(at: -1) {
                lua_settop(L, -2)
                return s
            }
            lua_settop(L, -2)
        }
        return "(error object is a \(LuaStack(L).typeName(at: i)) value)"
    }

    /// `tostring(v)` for the value at `index` of the main thread, protected (metamethods may run
    /// and fail).
    public func tostring(at index: Int32) -> String { LuaState.tostring(on: L, at: index) }

    /// `tostring(at:)` on the stack of thread `L`.
    public static func tostring(on L: OpaquePointer, at index: Int32) -> String {
        let i = lua_absindex(L, index)
        if us_pcall_tostring(L, i) == LUA_OK, let s = LuaStack(L).string(at: -1) {
            lua_settop(L, -2)
            return s
        }
        lua_settop(L, -2)
        return "(error calling __tostring)"
    }

    // MARK: Top-level runs and limits

    /// The limit that ended the current chunk, if one did.
    public var currentLimitError: LuaLimitKind? {
        switch host.pointee.limit_error {
        case US_LIMIT_MEMORY: return .memory
        case US_LIMIT_TIME: return .time
        case US_LIMIT_INSTRUCTIONS: return .instructions
        case US_LIMIT_INTERRUPT: return .interrupt
        default: return nil
        }
    }

    /// The error to report for the limit the current run hit, if it hit one. A run that hit a
    /// limit fails even if the script caught the error and finished.
    public var limitError: LuaError? {
        currentLimitError.map { LuaError(kind: .limit($0), message: limitMessage($0)) }
    }

    /// The limit error long host work must stop with now, if a limit is due: host code that runs
    /// without Lua instructions (so without hooks) asks this every few thousand steps.
    ///
    /// ```swift
    /// for (i, e) in events.enumerated() {
    ///     if i & 4095 == 4095, let stop = lua.pollLimit() { throw stop }
    /// }
    /// ```
    public func pollLimit() -> LuaError? {
        _ = us_poll_limit(L)
        return limitError
    }

    /// The message for a limit, as the count hook raises it.
    public func limitMessage(_ kind: LuaLimitKind) -> String {
        switch kind {
        case .memory:
            // No limit set: the engine's default cap stopped it (`us_default_memory_cap`).
            if limits.memory == nil, us_memory_default_cap_hit(L) != 0 {
                return
                    "memory limit exceeded (the engine's default limit "
                        + "\(LuaLimits.formatBytes(Int(clamping: us_memory_default_cap(L)))); "
                    + "see --memory-limit)"
            }
            return "memory limit exceeded (limit \(LuaLimits.formatBytes(limits.memory ?? 0)))"
        case .time: return "time limit exceeded (timeout \(LuaLimits.formatSeconds(limits.timeout ?? 0)) s)"
        case .instructions: return "instruction limit exceeded (limit \(limits.instructions ?? 0))"
        case .interrupt: return "interrupted!"
        }
    }

    /// Starts a top-level run: the limits' clocks start now. Nested runs (callbacks) share it.
    public func beginRun() {
        chunkDepth += 1
        guard chunkDepth == 1 else { return }
        us_clear_limit_error(L)
        us_set_memory_limit(L, limits.memory.map { max(0, $0) } ?? 0)
        if let cap = limits.memory, memoryInUse + Int(US_MEMORY_HEADROOM) > cap {
            // The last run left the state at its cap: collect what is garbage, and give this run
            // a little room beyond what is left (enough to run `big = nil`).
            us_gc_collect(L)
            us_memory_checkpoint(L)
        }
        us_set_instruction_limit(L, UInt64(max(0, limits.instructions ?? 0)))
        us_set_timeout(L, limits.timeout ?? 0)
    }

    /// Ends a top-level run: a limit error no longer repeats, and collected objects are released.
    public func endRun() {
        chunkDepth -= 1
        guard chunkDepth == 0 else { return }
        us_set_timeout(L, 0)
        us_set_instruction_limit(L, 0)
        us_clear_limit_error(L)
        drainReleases()
    }

    /// Compiles and runs `code` as a top-level chunk under the limits, returning its results.
    ///
    /// ```swift
    /// let r = try lua.run("return 6 * 7")   // [.integer(42)]
    /// ```
    @discardableResult
    public func run(_ code: String, chunkName: String? = nil, mode: String = "t") throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(L)
        try load(code, chunkName: chunkName ?? LuaState.defaultChunkName(for: code), mode: mode)
        beginRun()
        defer { endRun() }
        try protectedCall(arguments: 0, keepErrorObject: true)
        // A limit hit inside the chunk ends it even if the script caught the error and finished.
        if let error = limitError {
            lua_settop(L, base)
            throw error
        }
        let stack = LuaStack(L)
        var results: [LuaValue] = []
        let top = lua_gettop(L)
        if top > base {
            for i in (base + 1)...top {
                do throws(LuaValueError) { results.append(try stack.value(at: i)) } catch {
                    lua_settop(L, base)
                    throw LuaError(kind: .runtime, message: "result #\(i - base): \(error)")
                }
            }
        }
        lua_settop(L, base)
        return results
    }

    /// The chunk name `luaL_loadstring` gives a string: the source itself.
    static func defaultChunkName(for code: String) -> String { code }

    /// Sets a global.
    public func setGlobal(_ name: String, _ value: LuaValue) {
        LuaStack(L).push(value)
        lua_setglobal(L, name)
    }

    /// Reads a global (raw access to the globals table), copied within the standard bounds.
    public func global(_ name: String) throws(LuaValueError) -> LuaValue {
        us_pushglobaltable(L)
        LuaStack(L).push(name)
        lua_rawget(L, -2)
        defer { lua_settop(L, -3) }
        return try LuaStack(L).value(at: -1)
    }
}

extension LuaLimits {
    /// Parses "64M", "512K", "1G" or plain bytes.
    public static func parseBytes(_ text: String) -> Int? {
        guard let last = text.last else { return nil }
        var digits = text
        var scale = 1
        switch last {
        case "K", "k": scale = 1 << 10
        case "M", "m": scale = 1 << 20
        case "G", "g": scale = 1 << 30
        default: break
        }
        if scale != 1 { digits.removeLast() }
        guard let n = Int(digits), n > 0 else { return nil }
        let (v, overflow) = n.multipliedReportingOverflow(by: scale)
        return overflow ? nil : v
    }

    public static func formatBytes(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30)G" }
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20)M" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10)K" }
        return "\(bytes) bytes"
    }

    public static func formatSeconds(_ s: Double) -> String {
        s == s.rounded() && abs(s) < 1e15 ? String(Int(s)) : String(s)
    }
}
