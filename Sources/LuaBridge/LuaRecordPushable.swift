/// A type whose Lua form is its record: `push` comes with the conformance.
public protocol LuaRecordPushable: LuaPushable {
    static var record: LuaRecord<Self> { get }
}

extension LuaRecordPushable {
    public func push(to stack: LuaStack) { Self.record.push(self, to: stack) }
}
