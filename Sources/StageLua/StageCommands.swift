import LuaBridge
import StageKit

// Engine work as bindings do it, once: a tap, a drag, an animated change may run Lua callbacks
// whose first error is raised once the work is done (`finish`); gestures that schedule on the
// clock word its refusals as `advance` does (a bad argument). Every command returns its
// `CommandOutcome`: `true` when it acted, `false, reason` when it did nothing (docs/internals/
// COMPONENTS.md, "Calls that do nothing"); a body that returns nothing always acted.

extension CommandOutcome {
    /// A command's `returns` (API.md; LuaLS reads it as `boolean, string?`).
    static let luaReturns = LuaFunctionDecl.outcomeReturns
}

extension LuaCall {
    /// Pushes `outcome`: `true`, or `false` and the reason.
    public func returning(_ outcome: CommandOutcome) -> Int32 {
        guard let why = outcome.reason else { return returning(true) }
        stack.push(false)
        stack.push(why)
        return 2
    }

    /// Runs engine input and returns its outcome (`returning(_:)`): clock refusals as
    /// `ClockAPI.clockFailure` words them, other errors through the world's mapping, then `finish`.
    ///
    /// ```swift
    /// .method("hideSwipe", on: SwipeTable.self, params: [rowParam], doc: "...", example: "...") { t, call in
    ///     call.input { try t.hideSwipe(row: call.index(2)) }   // true, or false and why
    /// }
    /// ```
    public func input(_ body: () throws -> CommandOutcome) -> Int32 {
        let outcome: CommandOutcome
        do { outcome = try body() } catch { return ClockAPI.clockFailure(self, error) }
        return finish(returning(outcome))
    }

    /// `input` for work that always acts (or fails): returns `true`.
    public func input(_ body: () throws -> Void) -> Int32 {
        input { () throws -> CommandOutcome in try body(); return .acted }
    }

    /// The `{animated =, completion =}` options at `i`: animated (true when absent) and the
    /// completion as engine work calls it (named `label` in errors and yields).
    public func animation(
        _ i: Int32, label: String = "completion"
    ) -> (animated: Bool, completion: (() throws -> Void)?) {
        let o = options(i), world = self.world
        return (o?.bool("animated") ?? true, o?.ref("completion").map { fn in { try world.invoke(fn, as: label) } })
    }

    /// Runs `change` as engine input (`input`) with `animation(i)`: an animated change.
    ///
    /// ```swift
    /// { view, call in call.input(animation: 2) { try view.hide(animated: $0, completion: $1) } }
    /// ```
    public func input(animation i: Int32, _ change: (Bool, (() throws -> Void)?) throws -> CommandOutcome) -> Int32 {
        let a = animation(i)
        return input { try change(a.animated, a.completion) }
    }
}

extension LuaFunctionDecl {
    /// A method that does engine work and returns its outcome: `true`, or `false` and why it did
    /// nothing. Errors are the method's own (thrown through the world's mapping); `finish` raises
    /// a callback's error once the work is done. (Gestures that map clock refusals use
    /// `call.input` in a method.)
    ///
    /// ```swift
    /// .command("dismiss", on: Popup.self, doc: "...", example: "...") { p, _ in p.dismiss() }   // CommandOutcome
    /// ```
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 doc: String, example: String,
        _ body: @escaping @Sendable (T, LuaCall) throws -> CommandOutcome
    ) -> LuaFunctionDecl {
        .method(name, on: type, params: params, returns: CommandOutcome.luaReturns, doc: doc, example: example) {
            o, call in
            call.finish(call.returning(try body(o, call)))
        }
    }

    /// `command` for work that always acts (or fails): returns `true`.
    public static func command<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                 doc: String, example: String,
        _ body: @escaping @Sendable (T, LuaCall) throws -> Void
    ) -> LuaFunctionDecl {
        command(name, on: type, params: params, doc: doc, example: example) { o, call throws -> CommandOutcome in
            try body(o, call)
            return .acted
        }
    }

    /// A module function that does engine work and returns its outcome (as `command(_:on:...)`).
    public static func command(_ name: String, params: [LuaParam] = [], doc: String, example: String,
                               _ body: @escaping @Sendable (LuaCall) throws -> CommandOutcome) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, returns: CommandOutcome.luaReturns, doc: doc, example: example) { call in
            let outcome: CommandOutcome
            do { outcome = try body(call) } catch { return call.fail(error) }
            return call.finish(call.returning(outcome))
        }
    }

    /// A module function for work that always acts (or fails): returns `true`.
    public static func command(_ name: String, params: [LuaParam] = [], doc: String, example: String,
                               _ body: @escaping @Sendable (LuaCall) throws -> Void) -> LuaFunctionDecl {
        command(name, params: params, doc: doc, example: example) { call throws -> CommandOutcome in
            try body(call)
            return .acted
        }
    }
}
