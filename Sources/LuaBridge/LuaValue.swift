/// A Lua value copied into Swift. Tables are copied deeply (cycles are refused); functions and
/// other reference values are held by registry reference.
///
/// ```swift
/// let v: LuaValue = ["title": "Delete", "rows": [1, 2, 3]]
/// lua.stack.push(v)
/// ```
public enum LuaValue: Hashable {
    case nilValue
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case table(LuaTable)
    /// A function, userdata or thread, kept alive by a registry reference.
    case reference(LuaRef)

    /// Lua's name of the value's type.
    public var typeName: String {
        switch self {
        case .nilValue: return "nil"
        case .boolean: return "boolean"
        case .integer, .number: return "number"
        case .string: return "string"
        case .table: return "table"
        case .reference(let r): return r.typeName
        }
    }

    public var isNil: Bool { if case .nilValue = self { return true } else { return false } }

    /// The number as a Double (integers converted), or nil.
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var tableValue: LuaTable? { if case .table(let t) = self { return t } else { return nil } }
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .nilValue }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: LuaValue...) { self = .table(LuaTable(array: elements)) }
    public init(dictionaryLiteral elements: (String, LuaValue)...) {
        var t = LuaTable()
        for (k, v) in elements { t[.string(k)] = v }
        self = .table(t)
    }
}

/// A Lua table copied into Swift: the sequence part 1...n as `array`, everything else in `hash`.
public struct LuaTable: Hashable {
    public var array: [LuaValue]
    public var hash: [LuaValue: LuaValue]

    public init(array: [LuaValue] = [], hash: [LuaValue: LuaValue] = [:]) {
        self.array = array
        self.hash = hash
    }

    /// Looks a key up in either part (integer keys 1...count go to the array).
    public subscript(key: LuaValue) -> LuaValue {
        get {
            if case .integer(let i) = key, i >= 1, i <= array.count { return array[i - 1] }
            return hash[key] ?? .nilValue
        }
        set {
            if case .integer(let i) = key, i >= 1, i <= array.count {
                array[i - 1] = newValue
                return
            }
            if case .integer(let i) = key, i == array.count + 1, !newValue.isNil {
                array.append(newValue)
                // Keys that now continue the sequence move into the array part.
                while let next = hash.removeValue(forKey: .integer(array.count + 1)) { array.append(next) }
                return
            }
            hash[key] = newValue.isNil ? nil : newValue
        }
    }

    public subscript(key: String) -> LuaValue {
        get { self[.string(key)] }
        set { self[.string(key)] = newValue }
    }
}
