/// Which limit ended a chunk.
public enum LuaLimitKind: Equatable, Sendable {
    case memory, time, instructions, interrupt
}
