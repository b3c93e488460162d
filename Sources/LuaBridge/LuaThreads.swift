import CLua
import CLuaShim
#if canImport(Glibc)
import Glibc
#endif

/// A host callback in progress (see `LuaState.runCallback`).
struct CallbackFrame {
    let thread: OpaquePointer
    let describe: () -> String
}

/// Which thread (coroutine) the host uses, and the callbacks it runs on them.
///
/// The rule (docs/internals/BRIDGE.md, "Threads"): a binding works on the `lua_State` it was called
/// with. A callback the host runs (a timer, a handler) runs on `runningThread`: the thread of the
/// innermost binding call in progress, i.e. the one that drove the clock, or the main thread when
/// host code drives it. It runs inside a protected call, so it cannot yield; `coroutine.yield`
/// there raises an error naming the callback.
extension LuaState {
    /// The thread of the innermost binding call in progress, or the main thread (`L`) when no
    /// binding is running.
    @inlinable
    public var runningThread: OpaquePointer { us_running_thread(L) }

    /// Runs `body` as a host callback on `thread`: a `coroutine.yield` that reaches it fails
    /// with "attempt to yield from inside a host callback (<description>)".
    public func runCallback<R, E: Error>(on thread: OpaquePointer, describedAs description: () -> String,
                                         _ body: () throws(E) -> R) throws(E) -> R {
        try withoutActuallyEscaping(description) { (describe) throws(E) -> R in
            callbackFrames.append(CallbackFrame(thread: thread, describe: describe))
            defer { callbackFrames.removeLast() }
            return try body()
        }
    }

    /// The description of the innermost callback running on `thread`, as a C string that stays
    /// valid until the next call; nil when none runs there.
    func describeCallback(on thread: OpaquePointer) -> UnsafePointer<CChar>? {
        guard let frame = callbackFrames.last(where: { $0.thread == thread }) else { return nil }
        free(callbackDescription)
        callbackDescription = strdup(frame.describe())
        return callbackDescription.map { UnsafePointer($0) }
    }
}
