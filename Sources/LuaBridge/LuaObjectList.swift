/// Host objects pushed as a sequence of their userdata (a list of handles), as a value a
/// property can return.
///
/// ```swift
/// .value(Owner.self, "items", .list(.object(itemKey)), doc: "...") { LuaObjectList($0.items, as: itemKey) }
/// ```
public struct LuaObjectList: LuaPushable {
    public let objects: [AnyObject]
    public let key: LuaTypeKey
    public init(_ objects: [AnyObject], as key: LuaTypeKey) {
        self.objects = objects
        self.key = key
    }
    public func push(to stack: LuaStack) {
        let call = LuaCall(stack.L, nil)
        stack.pushList(objects) { call.push(object: $0, as: key) }
    }
}
