import LuaBridge
import StageKit

// Engine input as bindings do it, once: a tap, a drag, an animated change runs engine work that
// may refuse (a clock refusal is a bad argument, as `advance`'s), and may run Lua callbacks whose
// first error is raised once the work is done (`finish`).

extension LuaCall {
    /// Runs engine input and returns nothing: clock refusals as `ClockAPI.clockFailure` words
    /// them, other errors through the world's mapping, then `finish(0)`.
    ///
    /// ```swift
    /// .method("tapRow", on: SwipeTable.self, params: [rowParam], doc: "...", example: "...") { t, call in
    ///     call.input { try t.tapRow(call.index(2)) }
    /// }
    /// ```
    public func input(_ body: () throws -> Void) -> Int32 {
        do { try body() } catch { return ClockAPI.clockFailure(self, error) }
        return finish(0)
    }

    /// The `{animated =, completion =}` options at `i`: animated (true when absent) and the
    /// completion as engine work calls it.
    public func animation(_ i: Int32) -> (animated: Bool, completion: (() throws -> Void)?) {
        let o = options(i), world = self.world
        return (o?.bool("animated") ?? true, o?.ref("completion").map { fn in { try world.invoke(fn, as: "completion") } })
    }
}

extension LuaFunctionDecl {
    /// A method that runs engine input and returns nothing (`LuaCall.input`).
    ///
    /// ```swift
    /// .command("present", on: ActionController.self, doc: "...", example: "...") { sheet, _ in try sheet.present() }
    /// ```
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 doc: String, example: String,
                                                 _ body: @escaping @Sendable (T, LuaCall) throws -> Void) -> LuaFunctionDecl {
        .method(name, on: type, params: params, doc: doc, example: example) { o, call in call.input { try body(o, call) } }
    }

    /// `command`, body first (see LuaKitMembers.swift).
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 _ body: @escaping @Sendable (T, LuaCall) throws -> Void,
                                                 doc: String, example: String) -> LuaFunctionDecl {
        command(name, on: type, params: params, doc: doc, example: example, body)
    }

    /// A module function that runs engine input and returns nothing.
    public static func command(_ name: String, params: [LuaParam] = [], doc: String, example: String,
                               _ body: @escaping @Sendable (LuaCall) throws -> Void) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, doc: doc, example: example) { call in call.input { try body(call) } }
    }
}
