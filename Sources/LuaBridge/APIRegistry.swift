/// The API registry: every Lua binding is declared once, with its name, parameters, types,
/// defaults, option keys, return value, a doc paragraph and an example. The bridge builds the
/// metatables and the argument checks from these declarations; `help(x)`, the API reference and
/// the editor type definitions are generated from them too.
///
/// ```swift
/// let clock = LuaModuleDecl(path: "stage.clock", doc: "Simulated time.", functions: [
///     LuaFunctionDecl("advance", params: [LuaParam("seconds", .number)], returns: "number",
///                     doc: "Moves time forward.", example: "stage.clock.advance(0.3)") { L, ctx in
///         ...
///     },
/// ])
/// ```

/// A Swift function a binding runs: it reads its (already type-checked) arguments from the stack,
/// pushes its results and returns their count, or returns a `LuaCall` error status. It never
/// raises a Lua error itself.
public typealias LuaImpl = @convention(c) (OpaquePointer, UnsafeMutableRawPointer?) -> Int32

/// What a binding runs: a bare C function (the hot paths: `stage.clock.now`, the bench's) or a
/// Swift closure. A closure is kept in a retained box that becomes the binding's context, and one
/// shared C thunk calls it, so generic code (a setting, a typed method) can serve many bindings.
public enum LuaBody: Sendable {
    case c(LuaImpl)
    case swift(@Sendable (LuaCall) -> Int32)
}

/// Identifies a userdata type across the registry (metatables are keyed by its address).
public final class LuaTypeKey: Sendable, Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public static func == (a: LuaTypeKey, b: LuaTypeKey) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

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
        case .function: return "function"
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
        case .oneOf(let ts): return ts.contains { $0.isRefined }
        default: return false
        }
    }

    /// The option keys when this is an option table.
    public var optionKeys: [LuaOption]? {
        if case .options(let keys) = self { return keys }
        return nil
    }
}

/// A number range: `min`/`max` bounds (inclusive unless `minExclusive`), finite unless
/// `finite` is false.
public struct LuaRange: Sendable, Equatable {
    public var min: Double?
    public var max: Double?
    public var minExclusive: Bool
    public var finite: Bool

    public init(min: Double? = nil, max: Double? = nil, minExclusive: Bool = false, finite: Bool = true) {
        self.min = min
        self.max = max
        self.minExclusive = minExclusive
        self.finite = finite
    }

    public var docName: String {
        switch (min, max) {
        case (0?, nil) where !minExclusive: return "number >= 0"
        case (let lo?, nil): return "number \(minExclusive ? ">" : ">=") \(LuaRange.text(lo))"
        case (nil, let hi?): return "number <= \(LuaRange.text(hi))"
        case (let lo?, let hi?): return "number \(LuaRange.text(lo))...\(LuaRange.text(hi))"
        case (nil, nil): return finite ? "finite number" : "number"
        }
    }

    /// What a refusal says was expected ("a non-negative number", "a number from 0 to 1").
    public var expected: String {
        switch (min, max) {
        case (0?, nil): return minExclusive ? "a positive number" : "a non-negative number"
        case (let lo?, nil): return "a number \(minExclusive ? "above" : "of at least") \(LuaRange.text(lo))"
        case (nil, let hi?): return "a number of at most \(LuaRange.text(hi))"
        case (let lo?, let hi?): return "a number from \(LuaRange.text(lo)) to \(LuaRange.text(hi))"
        case (nil, nil): return finite ? "a finite number" : "a number (not NaN)"
        }
    }

    public func contains(_ d: Double) -> Bool {
        if finite && !d.isFinite { return false }
        if d.isNaN { return false }
        if let min, minExclusive ? !(d > min) : !(d >= min) { return false }
        if let max, !(d <= max) { return false }
        return true
    }

    static func text(_ d: Double) -> String { LuaNumberText.format(d) }
}

/// Shapes of values the stage passes around, read with raw access.
public enum LuaShape: String, Sendable {
    /// `{x, y}` or `{x =, y =}`.
    case point
    /// `{width =, height =}`.
    case size
    /// `{x =, y =, width =, height =}`.
    case rect
    /// `{top =, left =, bottom =, right =}`.
    case insets
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color

    /// A Lua expression of a valid value.
    public var sample: String {
        switch self {
        case .point: return "{ x = 1, y = 2 }"
        case .size: return "{ width = 1, height = 2 }"
        case .rect: return "{ x = 0, y = 0, width = 1, height = 2 }"
        case .insets: return "{ top = 0, left = 0, bottom = 0, right = 0 }"
        case .color: return "'#000000'"
        }
    }
}

/// A named content check of the host's: `check` gets the value (already of the base type) and
/// returns why it is refused, or nil.
public struct LuaRefinement: Sendable {
    public var name: String
    public var check: @Sendable (LuaSlot) -> String?

    public init(_ name: String, check: @escaping @Sendable (LuaSlot) -> String?) {
        self.name = name
        self.check = check
    }
}

/// One key of an option table.
public struct LuaOption: Sendable {
    public var name: String
    public var type: LuaType
    public var defaultValue: String?
    public var doc: String
    /// The key must be present ("option 'dy': number expected, got nil").
    public var required: Bool

    public init(_ name: String, _ type: LuaType, default defaultValue: String? = nil, required: Bool = false,
                _ doc: String = "") {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.required = required
        self.doc = doc
    }
}

/// One parameter of a function or method (a method's `self` is implicit).
public struct LuaParam: Sendable {
    public var name: String
    public var type: LuaType
    public var optional: Bool
    public var defaultValue: String?
    public var doc: String

    public init(_ name: String, _ type: LuaType, optional: Bool = false, default defaultValue: String? = nil,
                _ doc: String = "") {
        self.name = name
        self.type = type
        self.optional = optional || defaultValue != nil
        self.defaultValue = defaultValue
        self.doc = doc
    }
}

/// A function of a module or a method of a type.
public struct LuaFunctionDecl: Sendable {
    public var name: String
    public var params: [LuaParam]
    public var returns: String
    public var doc: String
    public var example: String
    public var impl: LuaBody

    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, body: LuaBody) {
        self.name = name
        self.params = params
        self.returns = returns
        self.doc = doc
        self.example = example
        self.impl = body
    }

    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, _ impl: LuaImpl) {
        self.init(name, params: params, returns: returns, doc: doc, example: example, body: .c(impl))
    }

    /// A binding that is a Swift closure (see `LuaBody.swift`).
    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, _ body: @escaping @Sendable (LuaCall) -> Int32) {
        self.init(name, params: params, returns: returns, doc: doc, example: example, body: .swift(body))
    }
}

/// A property of a module table or of a type: read with `x.name`, written with `x.name = v` when
/// it has a setter.
public struct LuaPropertyDecl: Sendable {
    public var name: String
    public var type: LuaType
    public var doc: String
    public var example: String
    public var get: LuaBody
    public var set: LuaBody?
    /// The setter checks the value's content itself (settings name their own path in messages);
    /// the trampoline then checks only its Lua type.
    public var setterChecksContent: Bool = false

    public init(_ name: String, _ type: LuaType, doc: String, example: String = "",
                getter: LuaBody, setter: LuaBody? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
        self.example = example
        self.get = getter
        self.set = setter
    }

    public init(_ name: String, _ type: LuaType, doc: String, example: String = "",
                get: LuaImpl, set: LuaImpl? = nil) {
        self.init(name, type, doc: doc, example: example, getter: .c(get), setter: set.map { .c($0) })
    }
}

/// A userdata type: its methods, properties and metamethods.
public struct LuaTypeDecl: Sendable {
    public var key: LuaTypeKey
    public var doc: String
    public var methods: [LuaFunctionDecl]
    public var properties: [LuaPropertyDecl]
    /// Extra metamethods by name ("__tostring", "__len", ...), each called with the object first.
    public var metamethods: [String: LuaBody]

    public var name: String { key.name }

    public init(_ key: LuaTypeKey, doc: String, methods: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = [], metamethods: [String: LuaImpl] = [:]) {
        self.init(key, doc: doc, methods: methods, properties: properties, bodies: metamethods.mapValues { .c($0) })
    }

    public init(_ key: LuaTypeKey, doc: String, methods: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = [], bodies: [String: LuaBody]) {
        self.key = key
        self.doc = doc
        self.methods = methods
        self.properties = properties
        self.metamethods = bodies
    }
}

/// A table of functions (and properties) at a global path such as `stage.clock`.
public struct LuaModuleDecl: Sendable {
    public var path: String
    public var doc: String
    public var functions: [LuaFunctionDecl]
    public var properties: [LuaPropertyDecl]

    public init(path: String, doc: String, functions: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = []) {
        self.path = path
        self.doc = doc
        self.functions = functions
        self.properties = properties
    }
}

/// A set of declarations installed together (one per engine area, plus the host's own).
public struct APIRegistry: Sendable {
    public var modules: [LuaModuleDecl]
    public var types: [LuaTypeDecl]

    public init(modules: [LuaModuleDecl] = [], types: [LuaTypeDecl] = []) {
        self.modules = modules
        self.types = types
    }

    public static func + (a: APIRegistry, b: APIRegistry) -> APIRegistry {
        APIRegistry(modules: a.modules + b.modules, types: a.types + b.types)
    }
}
