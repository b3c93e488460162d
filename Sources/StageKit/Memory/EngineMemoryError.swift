/// What the engine refused to make because the memory limit would not allow it. The host
/// reports its own limit error in its place (the Lua host raises `memory limit exceeded`).
public struct EngineMemoryError: Error, Equatable, Sendable, CustomStringConvertible {
    public var kind: EngineMemory.Kind
    public var bytes: Int
    public init(kind: EngineMemory.Kind, bytes: Int) {
        self.kind = kind
        self.bytes = bytes
    }
    public var description: String {
        "memory limit exceeded (the engine would need \(bytes) more bytes for \(kind.rawValue))"
    }
}
