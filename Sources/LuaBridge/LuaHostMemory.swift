import CLuaShim

/// The state's memory count, for what the host keeps on the scripts' behalf: objects a script
/// made the host create (an engine's records, its log, the strings it keeps) are charged here
/// against the same limit as Lua's own allocations (`LuaLimits.memory`).
///
/// The charges are added to the count Lua's allocator keeps (`LuaState.memoryInUse`), so one
/// comparison serves both: a Lua allocation fails once Lua plus the host's charges reach the
/// limit, and a charge fails once they would pass it. A charge never raises: when it does not
/// fit, the memory-limit error becomes pending, exactly as when Lua allocates past the soft cap
/// while Swift frames are active, and the trampoline raises it (`memory limit exceeded (limit
/// 32M)`, the `.limit(.memory)` kind) once the binding in progress has returned; long host work
/// that polls the limits (`LuaState.pollLimit()`) stops at its next poll.
///
/// A handle may outlive its state (host objects are released after the state closes): charges
/// and releases on a closed or deinitialized state do nothing.
///
/// ```swift
/// let memory = lua.hostMemory
/// guard memory.charge(1 << 20, refusing: true) else { return call.fail(tooBig) }  // nothing made
/// memory.charge(120, refusing: false)     // made already: counted, the error raised on return
/// memory.release(120)
/// ```
public final class LuaHostMemory {
    let link: LuaStateLink

    init(link: LuaStateLink) { self.link = link }

    /// The state while it is open (read from the link: no retain of the state per charge).
    private var L: OpaquePointer? { link.openL }

    /// Charges `bytes` (negative counts as 0). True when they fit under the limit (always, with no
    /// limit). When they do not, the memory-limit error is pending and, with `refusing`, nothing
    /// is charged: the caller must not make what it asked for. Without `refusing` they are charged
    /// anyway (the caller holds them already).
    @discardableResult
    public func charge(_ bytes: Int, refusing: Bool) -> Bool {
        guard let L, bytes > 0 else { return true }
        return us_memory_charge(L, size_t(bytes), refusing ? 1 : 0) != 0
    }

    /// Un-charges `bytes` charged before (clamped: never below zero).
    public func release(_ bytes: Int) {
        guard let L, bytes > 0 else { return }
        us_memory_release(L, size_t(bytes))
    }

    /// Bytes charged now (part of `LuaState.memoryInUse`); 0 once the state is closed.
    public var charged: Int {
        guard let L else { return 0 }
        return Int(clamping: us_memory_charged(L))
    }
}

extension LuaState {
    /// The state's memory count for host objects (see `LuaHostMemory`). Safe to keep past the
    /// state's life: it then does nothing.
    public var hostMemory: LuaHostMemory { LuaHostMemory(link: link) }
}
