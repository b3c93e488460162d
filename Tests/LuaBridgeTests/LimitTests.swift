import CLua
import CLuaShim
import LuaBridge
import Testing

/// Memory cap, time and instruction budgets: each ends the chunk with a clear error, even under
/// pcall or a script's own debug.sethook, and the state stays usable.
@Suite struct LimitTests {
    func limitedState(_ limits: LuaLimits) throws -> LuaState {
        let (lua, _) = try TestAPI.makeState()
        lua.limits = limits
        return lua
    }

    func expectLimit(_ lua: LuaState, _ code: String, _ kind: LuaLimitKind, messageContains text: String,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        do {
            try lua.run(code, chunkName: "=limit")
            Issue.record("expected the \(kind) limit to end the chunk", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == .limit(kind), sourceLocation: sourceLocation)
            #expect(error.message.contains(text), "message: \(error.message)", sourceLocation: sourceLocation)
        }
        // Usable afterwards.
        #expect(try lua.run("return 1 + 1") == [2], sourceLocation: sourceLocation)
    }

    @Test func memoryCap() throws {
        let lua = try limitedState(LuaLimits(memory: 8 << 20))
        let grow = "local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(64) .. i end"
        try expectLimit(lua, grow, .memory, messageContains: "memory limit exceeded (limit 8M)")
        // pcall cannot swallow it: the next instruction after the pcall raises again.
        try expectLimit(lua, "while true do pcall(function() \(grow) end) end", .memory, messageContains: "memory")
        try expectLimit(lua, "for i = 1, 3 do pcall(function() \(grow) end) end; return 'survived'", .memory, messageContains: "memory")
        // Caught by pcall with almost nothing left to run: the next instruction raises again.
        try expectLimit(lua, "pcall(function() \(grow) end); x = 1", .memory, messageContains: "memory")
        try expectLimit(lua, "local ok = pcall(function() \(grow) end) return ok", .memory, messageContains: "memory")
        // Work after the limit is back under the cap succeeds.
        lua.collectGarbage()
        #expect(try lua.run("local t = {} for i = 1, 1000 do t[i] = i end return #t") == [1000])
    }

    @Test func memoryCapWhileSwiftFramesAreActive() throws {
        let lua = try limitedState(LuaLimits(memory: 4 << 20))
        // Swift builds a string bigger than the cap: Lua is not allowed to longjmp through the
        // Swift frame, so the allocation succeeds and the error is raised once Swift returned.
        try expectLimit(lua, "local s = test.allocate(16 * 1024 * 1024)", .memory, messageContains: "memory")
        try expectLimit(lua, "local ok = pcall(test.allocate, 16 * 1024 * 1024); x = 1", .memory, messageContains: "memory")
    }

    @Test func timeout() throws {
        let lua = try limitedState(LuaLimits(timeout: 0.2))
        try expectLimit(lua, "while true do end", .time, messageContains: "time limit exceeded (timeout 0.2 s)")
        try expectLimit(lua, "while true do pcall(function() while true do end end) end", .time, messageContains: "time limit")
        // The count hook belongs to the limits: a script's hook chains instead of replacing it.
        try expectLimit(lua, "debug.sethook(); while true do end", .time, messageContains: "time limit")
        try expectLimit(lua, "local n = 0; debug.sethook(function() n = n + 1 end, '', 10); while true do end", .time,
                    messageContains: "time limit")
        try expectLimit(lua, "debug.sethook(function() end, 'l'); local x = 0; while true do x = x + 1 end", .time,
                    messageContains: "time limit")
        // A coroutine cannot hide the loop either.
        try expectLimit(lua, "local co = coroutine.wrap(function() while true do end end); co()", .time, messageContains: "time limit")
    }

    @Test func scriptHooksStillWork() throws {
        let lua = try limitedState(LuaLimits(timeout: 5))
        let r = try lua.run("""
            local lines = 0
            debug.sethook(function(ev, line) lines = lines + 1 end, 'l')
            local x = 0
            for i = 1, 3 do x = x + i end
            debug.sethook()
            local f, mask, count = debug.gethook()
            return lines > 0, f
            """)
        #expect(r == [true, nil])
        let r2 = try lua.run("""
            local counts = 0
            debug.sethook(function(ev) counts = counts + 1 end, '', 100)
            local f, mask, count = debug.gethook()
            for i = 1, 10000 do end
            debug.sethook()
            return counts > 10, mask, count
            """)
        #expect(r2 == [true, "", 100])
    }

    @Test func instructionBudget() throws {
        let lua = try limitedState(LuaLimits(instructions: 100_000))
        try expectLimit(lua, "local x = 0 while true do x = x + 1 end", .instructions,
                    messageContains: "instruction limit exceeded (limit 100000)")
        // A short chunk fits.
        #expect(try lua.run("local x = 0 for i = 1, 100 do x = x + i end return x") == [5050])
    }

    @Test func interruptEndsTheChunkAndTheStateRecovers() throws {
        let (lua, _) = try TestAPI.makeState()
        // test.interrupt() is the host's stop (us_interrupt): uncatchable, unlike the CLI's ^C.
        try expectLimit(lua, "local i = 0 while true do i = i + 1 if i == 1000 then test.interrupt() end end",
                        .interrupt, messageContains: "interrupted!")
        try expectLimit(lua, "test.interrupt() while true do pcall(function() while true do end end) end",
                        .interrupt, messageContains: "interrupted!")
    }

    // MARK: No hook while the limits are only waiting

    /// A count hook makes Lua 5.4 call into the debugger before every instruction, so the limits
    /// install none unless they must count instructions: the timeout is a timer signal, the
    /// memory cap the allocator's.
    @Test func timeoutAndMemoryCapInstallNoHook() throws {
        for limits in [LuaLimits(timeout: 30), LuaLimits(memory: 64 << 20), LuaLimits(memory: 64 << 20, timeout: 30)] {
            let lua = try limitedState(limits)
            lua.beginRun()
            #expect(lua_gethookmask(lua.L) == 0, "\(limits)")
            lua.endRun()
        }
        let counted = try limitedState(LuaLimits(instructions: 1_000_000))
        counted.beginRun()
        #expect(lua_gethookmask(counted.L) & LUA_MASKCOUNT != 0)
        counted.endRun()
    }

    /// A stop reaches the coroutine that is running, however deep, and keeps repeating in the
    /// threads it returns to, so neither coroutine.resume nor pcall can hold it.
    @Test func stopsReachTheRunningCoroutine() throws {
        let lua = try limitedState(LuaLimits(timeout: 0.3))
        let nested = "coroutine.wrap(function() coroutine.wrap(function() while true do end end)() end)()"
        try expectLimit(lua, nested, .time, messageContains: "time limit")
        try expectLimit(lua, "while true do coroutine.resume(coroutine.create(function() \(nested) end)) end", .time,
                        messageContains: "time limit")
        try expectLimit(lua, "local co = coroutine.create(function() while true do end end) "
                        + "while true do pcall(coroutine.resume, co) end", .time, messageContains: "time limit")
        let grow = "local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(64) .. i end"
        let capped = try limitedState(LuaLimits(memory: 8 << 20))
        try expectLimit(capped, "coroutine.wrap(function() while true do pcall(function() \(grow) end) end end)()", .memory,
                        messageContains: "memory")
        let (plain, _) = try TestAPI.makeState()
        try expectLimit(plain, "coroutine.wrap(function() local i = 0 while true do i = i + 1 "
                        + "if i == 1000 then test.interrupt() end end end)()", .interrupt, messageContains: "interrupted!")
    }

    /// The shim's coroutine.resume, wrap and close are lcorolib's to the message.
    @Test func coroutineFunctionsKeepTheirMessages() throws {
        let lua = try limitedState(LuaLimits(timeout: 5))
        let r = try lua.run("""
            local a = select(2, pcall(coroutine.resume, 1))
            local b = select(2, pcall(coroutine.wrap(function() error("x") end)))
            local c = select(2, pcall(coroutine.close, coroutine.running()))
            local d = { coroutine.resume(coroutine.create(function(...) return ... end), 1, 2) }
            local co = coroutine.create(function() coroutine.yield() end)
            coroutine.resume(co)
            local closed = { coroutine.close(co) }
            return a, b, c, #d, d[3], coroutine.status(co), closed[1]
            """, chunkName: "=t")
        #expect(r == ["bad argument #1 to 'coroutine.resume' (thread expected, got number)", "t:2: x",
                      "cannot close a running coroutine", 3, 2, "dead", true])
    }

    // MARK: A real out-of-memory inside a Swift frame

    @Test func realOutOfMemoryInsideSwiftIsRaisedOnceSwiftReturned() throws {
        let lua = try LuaState()
        let probe = OutOfMemoryProbe()
        lua.install(OutOfMemoryProbe.registry, context: probe)
        // Every allocation fails from the start of oom.fill: Lua must not longjmp out of the
        // binding (it would never reach its end); the reserve serves the binding and the error
        // comes after it returned, catchable like lua.c's.
        let r = try lua.run("""
            local ok, err = pcall(oom.fill, 2000)
            return ok, err
            """)
        #expect(r == [false, "not enough memory"])
        #expect(probe.completed == 1)
        #expect(probe.reserveUsed > 0)
        // The state is fine afterwards, and the reserve empties once its blocks are collected.
        #expect(try lua.run("local t = {} for i = 1, 1000 do t[i] = tostring(i) end return #t") == [1000])
        lua.collectGarbage()
        #expect(us_reserve_in_use(lua.L) == 0)
        // Again, this time with the failure starting while Lua runs: Lua raises it itself, and a
        // binding called while allocations still fail is served by the reserve again.
        let r2 = try lua.run("""
            local fill, arm = oom.fill, oom.arm
            local ok1, e1 = pcall(function() arm() local t = {} for i = 1, 1e7 do t[i] = {} end end)
            local ok2, e2 = pcall(fill, 100)
            oom.disarm()
            return ok1, e1, ok2, e2
            """)
        #expect(r2 == [false, "not enough memory", false, "not enough memory"])
        #expect(probe.completed == 2)
    }
}

/// Bindings that make the allocator fail as a real out-of-memory does (the shim's test hook).
final class OutOfMemoryProbe {
    var completed = 0
    var reserveUsed = 0

    static let registry = APIRegistry(modules: [
        LuaModuleDecl(path: "oom", doc: "Out-of-memory probes.", functions: [
            LuaFunctionDecl("fill", params: [LuaParam("n", .integer)], returns: "table",
                            doc: "Fails every allocation, builds a table of n strings, then restores allocation.",
                            example: "oom.fill(10)") { L, ctx in
                let call = LuaCall(L, ctx)
                let probe = call.context(as: OutOfMemoryProbe.self)
                us_test_fail_allocations(L, 1, 0)
                lua_createtable(L, 0, 0)
                for i in 0..<max(0, call.integer(1)) {
                    call.stack.push("value \(i) of a table built while malloc fails")
                    lua_rawseti(L, -2, lua_Integer(i + 1))
                }
                probe.reserveUsed = Int(us_reserve_in_use(L))
                us_test_fail_allocations(L, 0, 0)
                probe.completed += 1
                return 1
            },
            LuaFunctionDecl("arm", returns: "nil", doc: "Makes every later allocation fail.", example: "oom.arm()") { L, _ in
                us_test_fail_allocations(L, 1, 0)
                return 0
            },
            LuaFunctionDecl("disarm", returns: "nil", doc: "Restores allocation.", example: "oom.disarm()") { L, _ in
                us_test_fail_allocations(L, 0, 0)
                return 0
            },
        ]),
    ])
}
