/// The box a closure binding's context points at (retained by its state).
final class LuaClosureBox {
    let body: @Sendable (LuaCall) -> Int32
    let context: UnsafeMutableRawPointer?
    init(_ body: @escaping @Sendable (LuaCall) -> Int32, context: UnsafeMutableRawPointer?) {
        self.body = body
        self.context = context
    }
}

/// The one C thunk of every closure binding: unbox, call. The state holds the box for as long
/// as the binding can run, so it is borrowed (no retain/release on the hot path).
let luaClosureThunk: LuaImpl = { L, box in
    Unmanaged<LuaClosureBox>.fromOpaque(box.unsafelyUnwrapped)._withUnsafeGuaranteedRef { b in
        b.body(LuaCall(L, b.context))
    }
}
