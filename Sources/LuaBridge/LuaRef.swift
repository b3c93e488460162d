import CLua
import CLuaShim

/// A Lua value kept alive from Swift by a registry reference, released when the last Swift owner
/// lets go. Calls through it are always protected and errors carry a traceback.
///
/// ```swift
/// let handler = call.ref(2)                    // a Lua function argument
/// try handler.call([.string("Delete")])        // handler("Delete")
/// ```
// @unchecked: a LuaRef belongs to its state's thread like the state itself; Sendable only so that
// LuaError (an Error) can carry one.
public final class LuaRef: Hashable, @unchecked Sendable {
    /// The state, while it lives (see `LuaStateLink`).
    public var state: LuaState? { link.state }
    private let link: LuaStateLink
    public let ref: Int32
    public let typeName: String

    /// References the value at `index` of the stack of `L`, the thread that holds it: inside a
    /// binding the call's `L` (a coroutine's, when one calls), never the main state's. The stack
    /// is unchanged.
    public init(_ L: OpaquePointer, index: Int32) {
        self.link = LuaState.owner(of: L).link
        self.typeName = String(cString: lua_typename(L, lua_type(L, index)))
        lua_pushvalue(L, index)
        self.ref = luaL_ref(L, us_registryindex())
    }

    deinit {
        // The registry is shared by all threads; the main thread has room for luaL_unref's two
        // slots even while it waits in coroutine.resume.
        if let state, !state.isClosed { luaL_unref(state.L, us_registryindex(), ref) }
    }

    /// Pushes the referenced value. Returns false (pushing nothing) when the state is gone.
    @discardableResult
    public func push(onto L: OpaquePointer) -> Bool {
        guard let state, !state.isClosed else { return false }
        lua_rawgeti(L, us_registryindex(), lua_Integer(ref))
        return true
    }

    /// Calls the referenced value with `arguments`, protected, returning all its results. It runs
    /// as a host callback on the state's running thread (`LuaState.runningThread`: the caller's
    /// thread inside a binding), so it cannot yield. Errors keep their original object
    /// (`LuaError.object`) and the traceback where they arose.
    @discardableResult
    public func call(_ arguments: [LuaValue] = [],
                     describedAs description: @autoclosure () -> String = "a function called by the host")
        throws(LuaError) -> [LuaValue] {
        guard let state, !state.isClosed else {
            throw LuaError(kind: .runtime, message: "the Lua state of this function has been closed")
        }
        let L = state.runningThread
        guard lua_checkstack(L, Int32(clamping: arguments.count + 4)) != 0 else {
            throw LuaError(kind: .runtime, message: "cannot call a Lua function: its stack is full")
        }
        let stack = LuaStack(L)
        let base = lua_gettop(L)
        push(onto: L)
        for a in arguments { stack.push(a) }
        try state.runCallback(on: L, describedAs: description) { () throws(LuaError) in
            try state.protectedCall(on: L, arguments: Int32(arguments.count), keepErrorObject: true)
        }
        let top = lua_gettop(L)
        var results: [LuaValue] = []
        if top > base {
            for i in (base + 1)...top {
                do throws(LuaValueError) { results.append(try stack.value(at: i)) } catch {
                    lua_settop(L, base)
                    throw LuaError(kind: .runtime, message: "result #\(i - base): \(error)")
                }
            }
        }
        lua_settop(L, base)
        return results
    }

    public static func == (a: LuaRef, b: LuaRef) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
