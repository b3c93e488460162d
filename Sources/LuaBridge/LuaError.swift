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
