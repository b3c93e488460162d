/// A host object as a pushable value: the userdata of its type `key` (the same one each time
/// while it lives), as `LuaCall.push(object:as:)` pushes it; a property whose value is an object
/// is then declared like any other value.
///
/// ```swift
/// .value(Owner.self, "part", .object(partKey), { LuaObjectValue($0.part, as: partKey) }, doc: "...")
/// ```
public struct LuaObjectValue: LuaPushable {
    public let object: AnyObject
    public let key: LuaTypeKey

    public init(_ object: AnyObject, as key: LuaTypeKey) {
        self.object = object
        self.key = key
    }

    public func push(to stack: LuaStack) { LuaCall(stack.L, nil).push(object: object, as: key) }
}
