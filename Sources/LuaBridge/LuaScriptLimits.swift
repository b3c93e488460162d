import CLua
import CLuaShim

/// The limits a script sets for itself (`understudy.limits`), through the kit: they only ever
/// lower the host's own (the command line's, the test runner's per test), which the shim keeps
/// apart (`us_set_script_timeout`, `us_set_script_memory_limit`), so no script call, protected or
/// not, moves the host's deadline or raises its cap, and a scope that ended drops only the
/// script's stop. In a state the shim adopted (the Lua module in lua5.4) there are no host
/// limits: the script's are the only ones.
///
/// ```swift
/// call.setScriptTimeout(5)            // the earlier of 5 s from now and the host's deadline
/// call.setScriptMemoryLimit(64 << 20) // the lower of 64 MB and the host's cap
/// ```
extension LuaCall {
    /// A time limit `seconds` from now (0: none of the script's; the host's deadline as it was).
    public func setScriptTimeout(_ seconds: Double) { us_set_script_timeout(L, seconds) }

    /// A memory cap (0: none of the script's; the host's as it was).
    public func setScriptMemoryLimit(_ bytes: Int) { us_set_script_memory_limit(L, size_t(max(0, bytes))) }

    /// Why this state cannot keep a time limit (a debug hook C code set), nil when it can.
    public var timeLimitRefusal: String? { us_time_limit_refusal(L).map { String(cString: $0) } }

    /// Ends the stops of the script's limits with the run of the function in `scope` (a slot
    /// holding one), or of the caller of the binding when it is nil or not a function.
    public func scopeLimits(to scope: LuaSlot?) {
        if let scope, scope.kind == .function { us_set_limit_scope(L, scope.index) } else { us_set_limit_scope(L, 0) }
    }

    /// The limits in force: the memory cap in bytes and the time limit in seconds (the script's
    /// when it set one, else the host's), nil for none.
    public var limitsInForce: (memory: Int?, time: Double?) {
        guard let h = us_host_of(L) else { return (nil, nil) }
        let memory = h.pointee.mem_limit > 0 ? Int(clamping: h.pointee.mem_limit) : nil
        let script = us_script_timeout(L)
        let time = script > 0 ? script : h.pointee.timeout_seconds > 0 ? h.pointee.timeout_seconds : nil
        return (memory, time)
    }
}
