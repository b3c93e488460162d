/// An error that came out of Lua (or was raised for it): a runtime error, a syntax error, a memory
/// error, or a limit that ended the chunk.
///
/// ```swift
/// do { try lua.run("error('boom')") }
/// catch { print(error.message) }   // [string "error('boom')"]:1: boom
/// ```
public struct LuaError: Error, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case runtime
        case syntax
        case memory
        case errorHandler
        /// A memory cap, time or instruction budget, or an interrupt ended the chunk.
        case limit(LuaLimitKind)
    }

    public var kind: Kind
    /// The error object as text (`tostring` of it, or "(error object is a X value)").
    public var message: String
    /// The Lua traceback where the error was raised, when one was captured.
    public var traceback: String?
    /// The original error object when it was kept (tables raised by assertions, for instance).
    public var object: LuaRef?

    public init(kind: Kind, message: String, traceback: String? = nil, object: LuaRef? = nil) {
        self.kind = kind
        self.message = message
        self.traceback = traceback
        self.object = object
    }

    /// The message followed by the traceback, as `lua` prints an uncaught error.
    public var description: String {
        if let traceback, !traceback.isEmpty { return message + "\n" + traceback }
        return message
    }
}

/// Which limit ended a chunk.
public enum LuaLimitKind: Equatable, Sendable {
    case memory, time, instructions, interrupt
}

/// A value did not have the type a Swift read expected.
///
/// ```swift
/// try lua.stack.read(String.self, at: 1)   // "string expected, got nil"
/// ```
public struct LuaTypeError: Error, CustomStringConvertible, Equatable {
    public var expected: String
    public var got: String
    /// Where inside the value (e.g. "[3]" or ".title"), empty at the top.
    public var path: String
    /// Set when the value had the right type but exceeded the copy bounds (`LuaValueBounds`):
    /// the message replaces "expected, got".
    public var bound: LuaValueError?

    public init(expected: String, got: String, path: String = "") {
        self.expected = expected
        self.got = got
        self.path = path
        self.bound = nil
    }

    /// A read stopped by the copy bounds ("table too deep: more than 200 levels").
    public init(_ bound: LuaValueError, expected: String, path: String = "") {
        self.expected = expected
        self.got = bound.description
        self.path = path
        self.bound = bound
    }

    public var description: String {
        let what = bound.map(\.description) ?? "\(expected) expected, got \(got)"
        return path.isEmpty ? what : "\(path): \(what)"
    }

    func nested(_ component: String) -> LuaTypeError {
        var e = self
        e.path = component + path
        return e
    }
}
