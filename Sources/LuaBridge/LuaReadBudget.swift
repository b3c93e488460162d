import CLua
import CLuaShim

/// The running totals of one copy. All the reads that make up one argument share a budget, so
/// the bounds hold for the whole value, not per element.
public struct LuaReadBudget {
    public let bounds: LuaValueBounds
    let L: OpaquePointer
    /// The byte cap in force: the bounds' or, when lower, what the memory limit leaves.
    let byteCap: Int
    /// The memory limit, when it is what sets `byteCap`.
    let memoryLimit: Int?
    var depth = 0
    var values = 0
    var bytes = 0
    /// Tables on the path from the outermost one (a table met again here is a cycle).
    var open: Set<UnsafeRawPointer> = []

    /// What one copied value is taken to cost in Swift (an enum payload in an array or
    /// dictionary, with its share of the container).
    static let bytesPerValue = 32
    /// What one copied table costs beyond its values (the struct and its two containers).
    static let bytesPerTable = 96

    public init(_ L: OpaquePointer, bounds: LuaValueBounds = .standard) {
        self.L = L
        self.bounds = bounds
        let h = us_host_of(L).pointee
        // The copy counts against the memory limit: it may use what Lua could still allocate.
        if h.mem_limit != 0 {
            let left = h.mem_effective_limit > h.mem_used ? Int(clamping: h.mem_effective_limit - h.mem_used) : 0
            if left < bounds.bytes {
                byteCap = left
                memoryLimit = Int(clamping: h.mem_limit)
                return
            }
        }
        byteCap = bounds.bytes
        memoryLimit = nil
    }

    /// Charges `count` values and `bytes` estimated bytes.
    public mutating func charge(values count: Int = 1, bytes extra: Int = 0) throws(LuaValueError) {
        values += count
        bytes += count * LuaReadBudget.bytesPerValue + extra
        if values > bounds.values {
            throw LuaValueError(
                .tooManyValues, "table too large: more than \(bounds.values) values (shared subtables count each time)")
        }
        if bytes > byteCap {
            if let memoryLimit {
                throw LuaValueError(
                    .memoryLimit,
                    "value too large for the memory limit: copying it needs more than the "
                        + "\(LuaLimits.formatBytes(byteCap)) left under the limit of "
                            + "\(LuaLimits.formatBytes(memoryLimit))"
                )
            }
            throw LuaValueError(
                .tooManyBytes,
                "value too large: more than \(LuaLimits.formatBytes(byteCap)) (repeated strings count each time)")
        }
    }

    /// Charges a string of `length` bytes.
    public mutating func charge(string length: Int) throws(LuaValueError) {
        try charge(values: 1, bytes: length)
    }

    /// Enters the table at `index`: checks depth, cycles and stack room. Pair with `leave`.
    public mutating func enter(table index: Int32) throws(LuaValueError) {
        guard depth < bounds.depth else {
            throw LuaValueError(.tooDeep, "table too deep: more than \(bounds.depth) levels")
        }
        guard let p = lua_topointer(L, index) else { return }
        guard !open.contains(p) else {
            throw LuaValueError(.cycle, "table contains itself (a cycle)")
        }
        // Each level keeps a key and a value on the Lua stack while the next one is read.
        guard lua_checkstack(L, 4) != 0 else {
            throw LuaValueError(.tooDeep, "table too deep: the Lua stack is full")
        }
        try charge(values: 0, bytes: LuaReadBudget.bytesPerTable)
        open.insert(p)
        depth += 1
    }

    public mutating func leave(table index: Int32) {
        if let p = lua_topointer(L, index) { open.remove(p) }
        depth -= 1
    }
}
