import CLua
import CLuaShim

/// A host limit (memory, time, instructions, interrupt) hit inside a host callback, or already
/// hit before it was called: the host should stop its work at once and raise `error`.
public struct LuaCallbackLimit: Error {
    public let error: LuaError
    public init(error: LuaError) { self.error = error }
}

extension LuaState {
    /// Calls a Lua callback as the host's engine does (a timer, a handler, a completion): on the
    /// running thread (`runningThread`: the coroutine that drove the engine, or the main thread),
    /// protected, unable to yield (`coroutine.yield` in it names it by `label`). `pushArguments`
    /// gets a call on that thread with `context` and returns how many values it pushed; `read`
    /// gets the `results` values while they are on the stack.
    ///
    /// Throws the callback's `LuaError` (object and traceback kept), or `LuaCallbackLimit` when a
    /// limit ended it, or had already been hit (then it is not called at all).
    ///
    /// ```swift
    /// let ok = try lua.callCallback(fn, describedAs: "handler", context: nil, results: 1,
    ///                               { call in call.stack.push("Delete"); return 1 }) { $0[0].truthy }
    /// ```
    public func callCallback<R>(_ function: LuaRef, describedAs label: @autoclosure () -> String,
                                context: UnsafeMutableRawPointer?, results: Int32,
                                _ pushArguments: (LuaCall) -> Int32,
                                reading read: ([LuaSlot]) throws -> R) throws -> R {
        let L = runningThread
        if let error = limitError { throw LuaCallbackLimit(error: error) }
        guard lua_checkstack(L, 8) != 0, function.push(onto: L) else {
            throw LuaError(
                kind: .runtime, message: "cannot call a Lua callback: the Lua state is gone or its stack is full")
        }
        let base = lua_gettop(L) - 1
        let n = pushArguments(LuaCall(L, context))
        do {
            try runCallback(on: L, describedAs: label) { () throws(LuaError) in
                try protectedCall(on: L, arguments: n, results: results, keepErrorObject: true)
            }
        } catch {
            if case .limit = error.kind { throw LuaCallbackLimit(error: error) }
            throw error
        }
        defer { lua_settop(L, base) }
        return try read((0..<results).map { LuaSlot(L, base + 1 + $0) })
    }
}

/// The arguments of a callback, pushed in order (a nil optional as nil): the `pushArguments`
/// closure a host passes when it calls a Lua function, returning the count.
///
/// ```swift
/// try world.invoke(handler, as: "handler", luaArguments(LuaObjectValue(item, as: key), row + 1))
/// ```
public func luaArguments(_ values: any LuaPushable...) -> (LuaCall) -> Int32 {
    { call in
        for value in values { value.push(to: call.stack) }
        return Int32(values.count)
    }
}
