import LuaBridge
import StageKit

extension LuaCall {
    /// Runs a constructor's body; when it fails (an error status), the ids it took are given
    /// back (`Stage.givingBackSources`), so `pcall(stage.actionController, { header = "x" })`
    /// uses up no `sheet#n` and the next sheet is still `sheet#1`.
    public func constructing(_ body: () -> Int32) -> Int32 {
        world.stage.givingBackSources(ifFailed: { $0 < 0 }, body)
    }
}

extension LuaFunctionDecl {
    /// A component's constructor: a binding whose failure takes no id (`LuaCall.constructing`).
    ///
    /// ```swift
    /// static let constructor = LuaFunctionDecl.constructor("toast", params: [...], returns: "Toast",
    ///                                                       doc: "...", example: "...") { call in ... }
    /// ```
    public static func constructor(
        _ name: String, params: [LuaParam] = [], returns: String, doc: String, example: String,
                                   _ body: @escaping @Sendable (LuaCall) -> Int32) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, returns: returns, doc: doc, example: example) { call in
            call.constructing { body(call) }
        }
    }
}
