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
        }
    }

    /// The option keys when this is an option table.
    public var optionKeys: [LuaOption]? {
        if case .options(let keys) = self { return keys }
        return nil
    }
}

/// One key of an option table.
public struct LuaOption: Sendable {
    public var name: String
    public var type: LuaType
    public var defaultValue: String?
    public var doc: String

    public init(_ name: String, _ type: LuaType, default defaultValue: String? = nil, _ doc: String = "") {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
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
    public var impl: LuaImpl

    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, _ impl: LuaImpl) {
        self.name = name
        self.params = params
        self.returns = returns
        self.doc = doc
        self.example = example
        self.impl = impl
    }
}

/// A property of a module table or of a type: read with `x.name`, written with `x.name = v` when
/// it has a setter.
public struct LuaPropertyDecl: Sendable {
    public var name: String
    public var type: LuaType
    public var doc: String
    public var example: String
    public var get: LuaImpl
    public var set: LuaImpl?

    public init(_ name: String, _ type: LuaType, doc: String, example: String = "",
                get: LuaImpl, set: LuaImpl? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
        self.example = example
        self.get = get
        self.set = set
    }
}

/// A userdata type: its methods, properties and metamethods.
public struct LuaTypeDecl: Sendable {
    public var key: LuaTypeKey
    public var doc: String
    public var methods: [LuaFunctionDecl]
    public var properties: [LuaPropertyDecl]
    /// Extra metamethods by name ("__tostring", "__len", ...), each called with the object first.
    public var metamethods: [String: LuaImpl]

    public var name: String { key.name }

    public init(_ key: LuaTypeKey, doc: String, methods: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = [], metamethods: [String: LuaImpl] = [:]) {
        self.key = key
        self.doc = doc
        self.methods = methods
        self.properties = properties
        self.metamethods = metamethods
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
