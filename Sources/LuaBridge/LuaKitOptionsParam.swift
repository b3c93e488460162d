/// The optional `options` table a function or method takes last, declared from its keys.
///
/// ```swift
/// .method("move", on: Finger.self, params: [LuaParam("dx", .number), .options(
///     LuaOption("duration", .number, default: "0.05", "how long the move takes"),
/// )]) { finger, call in ... }
/// ```
extension LuaParam {
    /// An optional parameter `options`: a table of these keys.
    public static func options(_ keys: LuaOption...) -> LuaParam { LuaParam("options", .options(keys), optional: true) }
}
