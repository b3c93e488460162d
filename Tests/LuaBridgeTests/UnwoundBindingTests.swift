import CLua
import CLuaShim
import LuaBridge
import Testing

/// Defense in depth (issue 19): should a binding ever let a Lua error unwind its Swift frames
/// (here a test binding reads a field with `lua_getfield`, which runs `__index`), the
/// `pcall`, `xpcall` or `coroutine.resume` that catches it restores the binding depth and the
/// running thread, so the memory cap holds again. Debug builds abort on such an unwind unless a
/// test allows it; the kit's readers are raw, so no real binding can cause one.
@Suite struct UnwoundBindingTests {
    /// A binding that reads `t.x` through metamethods: exactly what bindings must never do.
    static let unsafeRead = LuaModuleDecl(path: "unsafe", doc: "test", functions: [
        LuaFunctionDecl("read", params: [LuaParam("t", .table)], doc: "reads t.x, not raw", example: "") { L, _ in
            lua_getfield(L, 1, "x")
            return 1
        },
    ])

    static let catchers = [
        "pcall(unsafe.read, bad)",
        "xpcall(unsafe.read, function(m) return m end, bad)",
        "coroutine.resume(coroutine.create(function() unsafe.read(bad) end))",
    ]

    @Test(arguments: catchers)
    func theCatcherRestoresTheMemoryCap(catcher: String) throws {
        let lua = try LuaState()
        lua.install(APIRegistry(modules: [Self.unsafeRead]))
        lua.allowsUnwoundBindings = true
        lua.limits = LuaLimits(memory: 8 << 20)
        let code = """
            bad = setmetatable({}, { __index = function() error('boom') end })
            local ok = \(catcher)
            local t = {} for i = 1, 1e7 do t[i] = i * 1.5 end
            return #t
            """
        do {
            _ = try lua.run(code, chunkName: "=unwound")
            Issue.record("expected the memory limit to end the chunk")
        } catch {
            #expect(error.kind == .limit(.memory), "\(error)")
        }
        #expect(lua.unwoundBindingCalls == 1)
    }

    @Test func noRestoreWithoutAnUnwind() throws {
        let lua = try LuaState()
        lua.install(APIRegistry(modules: [Self.unsafeRead]))
        #expect(try lua.run("return (pcall(unsafe.read, { x = 1 }))") == [true])
        #expect(lua.unwoundBindingCalls == 0)
    }
}
