import CLua
import CLuaShim

/// How much of one Lua value Swift will copy. Every read of a value from Lua into Swift
/// (`LuaStack.value(at:)`, every `LuaReadable`, the shape-directed reads of the stage bindings)
/// goes through a `LuaReadBudget` made from these, so a hostile table cannot overflow the native
/// stack (depth), hang (cycles) or amplify (a table of shared subtables, or one big string
/// referenced many times, costs each time it is copied).
///
/// ```swift
/// let v = try stack.value(at: 1)                                     // the standard bounds
/// let small = try stack.value(at: 1, bounds: LuaValueBounds(depth: 4, values: 100))
/// ```
public struct LuaValueBounds: Equatable, Sendable {
    /// Nesting levels of tables (the outermost table is level 1).
    public var depth: Int
    /// Values copied (keys and values; a shared subtable counts each time it appears).
    public var values: Int
    /// Estimated bytes of the Swift copy (strings count each time they appear). The state's
    /// remaining memory allowance lowers this when a memory limit is set.
    public var bytes: Int

    public init(depth: Int = 200, values: Int = 1 << 18, bytes: Int = 64 << 20) {
        self.depth = depth
        self.values = values
        self.bytes = bytes
    }

    public static let standard = LuaValueBounds()
}

/// A Lua value that cannot be copied into Swift within its bounds.
public struct LuaValueError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case tooDeep, tooManyValues, tooManyBytes, memoryLimit, cycle
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

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
            throw LuaValueError(.tooManyValues, "table too large: more than \(bounds.values) values (shared subtables count each time)")
        }
        if bytes > byteCap {
            if let memoryLimit {
                throw LuaValueError(.memoryLimit, "value too large for the memory limit: copying it needs more than the \(LuaLimits.formatBytes(byteCap)) left under the limit of \(LuaLimits.formatBytes(memoryLimit))")
            }
            throw LuaValueError(.tooManyBytes, "value too large: more than \(LuaLimits.formatBytes(byteCap)) (repeated strings count each time)")
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
