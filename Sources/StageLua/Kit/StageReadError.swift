import LuaBridge
import StageKit

/// Why a shape-directed read refused a value; the message fits `argError` or a field error.
public struct StageReadError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
