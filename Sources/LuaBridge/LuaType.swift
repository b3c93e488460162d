/// The Lua type a parameter, option or property accepts.
public indirect enum LuaType: Sendable {
    case any
    case boolean
    case number
    /// A number with an integer representation.
    case integer
    case string
    case table
    case function
    /// A function the host calls back: checked as `function`; the arguments it is given and what
    /// is read from its result give editors its signature (`fun(row: integer, ...): ...`).
    case callback(LuaCallback)
    /// A userdata of a registered type (checked by metatable identity).
    case object(LuaTypeKey)
    /// A table whose keys are all among `keys` (unknown keys are an error naming the valid ones).
    case options([LuaOption])
    /// Any of several types ("string or table").
    case oneOf([LuaType])
    /// One of these strings (checked like `luaL_checkoption`; a typo gets the nearest name).
    case enumeration([String])
    /// The type, or nil.
    case nullable(LuaType)
    /// A number within a range (finite unless the range says otherwise).
    case range(LuaRange)
    /// A sequence whose every element is of the type.
    case list(LuaType)
    /// One of the stage's value shapes (point, size, rect, insets, color).
    case shape(LuaShape)
    /// The type with a content check of the host's own (a time in seconds, ...).
    case refined(LuaType, LuaRefinement)

    /// How messages and docs name the type.
    public var name: String {
        switch self {
        case .any: return "value"
        case .boolean: return "boolean"
        case .number, .integer: return "number"
        case .string: return "string"
        case .table, .options: return "table"
        case .function, .callback: return "function"
        case .object(let k): return k.name
        case .oneOf(let ts):
            var names: [String] = []
            for t in ts where !names.contains(t.name) { names.append(t.name) }
            return names.joined(separator: " or ")
        case .enumeration: return "string"
        case .nullable(let t), .refined(let t, _): return t.name
        case .range: return "number"
        case .list: return "table"
        case .shape(let s): return s == .color ? "string" : "table"
        }
    }

    /// What a type error says was expected: `name`, except that an enumeration lists its names
    /// (`one of "left", "right" expected, got no value`), as its value error does.
    public var expectedName: String {
        switch self {
        case .enumeration: return docName
        case .refined(let t, _), .nullable(let t): return t.expectedName
        default: return name
        }
    }

    /// How docs and `help` name the type: `name` made precise ("number >= 0", "list of Action",
    /// "one of \"a\", \"b\"", "point").
    public var docName: String {
        switch self {
        case .enumeration(let names): return "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .nullable(let t): return t.docName + " or nil"
        case .range(let r): return r.docName
        case .list(let t): return "list of " + t.docName
        case .shape(let s): return s.rawValue
        case .refined(_, let r): return r.name
        case .oneOf(let ts):
            var names: [String] = []
            for t in ts where !names.contains(t.docName) { names.append(t.docName) }
            return names.joined(separator: " or ")
        default: return name
        }
    }

    /// Whether values of this type need a content check beyond their Lua type.
    public var isRefined: Bool {
        switch self {
        case .enumeration, .range, .list, .shape, .refined: return true
        case .nullable(let t): return t.isRefined
        case .oneOf(let ts): return ts.contains { $0.isRefined } || ts.objectAlternatives > 1
        default: return false
        }
    }

    /// The option keys when this is an option table.
    public var optionKeys: [LuaOption]? {
        if case .options(let keys) = self { return keys }
        return nil
    }
}

extension Array where Element == LuaType {
    /// How many of the alternatives are object types: the trampoline's metatable check takes one,
    /// so a choice of several is checked as a refinement (`LuaType.refusal`).
    var objectAlternatives: Int { reduce(0) { n, t in if case .object = t { n + 1 } else { n } } }
}

/// What a callback is called with and what its result is read as (`LuaType.callback`).
///
/// ```swift
/// LuaOption("handler", .callback(LuaCallback([LuaParam("action", .object(Action.key))])), "...")
/// ```
public struct LuaCallback: Sendable {
    public var params: [LuaParam]
    /// nil: the result is not read.
    public var returns: LuaType?

    public init(_ params: [LuaParam] = [], returns: LuaType? = nil) {
        self.params = params
        self.returns = returns
    }
}

extension LuaType {
    /// A callback from its parameters as (name, type) pairs: `.fn(("row", .integer))`.
    public static func fn(_ params: (String, LuaType)..., returns: LuaType? = nil) -> LuaType {
        .callback(LuaCallback(params.map { LuaParam($0.0, $0.1) }, returns: returns))
    }
}
