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
}
