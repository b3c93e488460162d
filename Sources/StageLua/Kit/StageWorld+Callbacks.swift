import LuaBridge
import StageKit

extension StageWorld {
    /// Calls a Lua callback, protected: `pushArguments` pushes the arguments onto `L` and returns
    /// their count. Throws the callback's `LuaError` (object and traceback kept), or a
    /// `LuaCallbackLimit` when a host limit ended it (or had already been hit, in which case the
    /// callback is not called at all) so that an advance stops promptly.
    ///
    /// It runs on the thread that drives the clock (`LuaState.runningThread`: the coroutine
    /// that called `advance`, `tap`, ... or the main thread), inside a protected call, so it
    /// cannot yield: `coroutine.yield` in it raises an error naming it with `label`.
    ///
    /// ```swift
    /// stage.callUser {
    ///     try world.invoke(handler, as: "handler of sheet#1 'Delete'") { call in
    ///         call.push(object: handle, as: SheetAPI.actionKey)
    ///         return 1
    ///     }
    /// }
    /// ```
    public func invoke(_ function: LuaRef, as label: @autoclosure () -> String,
                       _ pushArguments: (LuaCall) -> Int32 = { _ in 0 }) throws {
        _ = try lua.callCallback(function, describedAs: label(), context: context, results: 0, pushArguments) { _ in ()
        }
    }

    /// `invoke` for a callback whose one result the engine needs: `read` gets it while it is on
    /// the stack; what `read` throws becomes the callback's error.
    func invoke<R>(_ function: LuaRef, as label: @autoclosure () -> String, _ pushArguments: (LuaCall) -> Int32,
                   reading read: (LuaSlot) throws -> R) throws -> R {
        try lua.callCallback(function, describedAs: label(), context: context, results: 1, pushArguments) { results in
            try read(results[0])
        }
    }

    /// The context pointer bindings get (`LuaCall.world`).
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
