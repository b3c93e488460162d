import LuaBridge
import StageKit

// Engine work as bindings do it, once: a tap, a drag, an animated change may run Lua callbacks
// whose first error is raised once the work is done (`finish`); gestures that schedule on the
// clock word its refusals as `advance` does (a bad argument).

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
    /// completion as engine work calls it (named `label` in errors and yields).
    public func animation(_ i: Int32, label: String = "completion") -> (animated: Bool, completion: (() throws -> Void)?) {
        let o = options(i), world = self.world
        return (o?.bool("animated") ?? true, o?.ref("completion").map { fn in { try world.invoke(fn, as: label) } })
    }

    /// Runs `change` as engine input (`input`) with `animation(i)`: an animated change.
    ///
    /// ```swift
    /// { view, call in call.input(animation: 2) { try view.hide(animated: $0, completion: $1) } }
    /// ```
    public func input(animation i: Int32, _ change: (Bool, (() throws -> Void)?) throws -> Void) -> Int32 {
        let a = animation(i)
        return input { try change(a.animated, a.completion) }
    }
}

extension LuaFunctionDecl {
    /// A method that does engine work and returns nothing: errors as the method's own (thrown
    /// through the world's mapping), then `finish(0)`, so a callback's error is raised once the
    /// work is done. (Gestures that map clock refusals use `call.input` in a method.)
    ///
    /// ```swift
    /// .command("present", on: ActionController.self, doc: "...", example: "...") { sheet, _ in try sheet.present() }
    /// ```
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 doc: String, example: String,
                                                 _ body: @escaping @Sendable (T, LuaCall) throws -> Void) -> LuaFunctionDecl {
        .method(name, on: type, params: params, doc: doc, example: example) { o, call in
            try body(o, call)
            return call.finish(0)
        }
    }

    /// `command`, body first (see LuaKitMembers.swift).
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 _ body: @escaping @Sendable (T, LuaCall) throws -> Void,
                                                 doc: String, example: String) -> LuaFunctionDecl {
        command(name, on: type, params: params, doc: doc, example: example, body)
    }

    /// A module function that does engine work and returns nothing (as `command(_:on:...)`).
    public static func command(_ name: String, params: [LuaParam] = [], doc: String, example: String,
                               _ body: @escaping @Sendable (LuaCall) throws -> Void) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, doc: doc, example: example) { call in
            do { try body(call) } catch { return call.fail(error) }
            return call.finish(0)
        }
    }
}
