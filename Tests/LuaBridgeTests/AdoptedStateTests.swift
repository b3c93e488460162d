import CLua
import CLuaShim
import LuaBridge
import Testing

/// States the shim did not make (`us_adopt`, what the Lua module does in a stock lua5.4): the
/// bindings work as in a state Swift made, the allocator counts what the maker's gives out, a
/// hook debug.sethook set before goes on, and the maker's lua_close releases the Swift side.
@Suite struct AdoptedStateTests {
    /// A state made as lua.c makes one, with the test registry installed after adoption.
    static func adopt(context: TestContext = TestContext()) throws -> (OpaquePointer, LuaState) {
        let L = try #require(luaL_newstate())
        luaL_openlibs(L)
        var why: UnsafePointer<CChar>?
        try #require(us_adopt(L, &why) != nil, "\(why.map { String(cString: $0) } ?? "")")
        let lua = try #require(LuaState.adopted(L))
        lua.installHostFunctions()
        lua.install(TestAPI.registry, context: context)
        return (L, lua)
    }

    /// Runs `code` as lua.c would (lua_pcall, no Swift host run around it, no shim function:
    /// before adoption the state has no host); its first result as a string, or "error: ...".
    static func run(_ L: OpaquePointer, _ code: String) -> String {
        defer { lua_settop(L, 0) }
        guard luaL_loadstring(L, code) == LUA_OK, lua_pcallk(L, 0, 1, 0, 0, nil) == LUA_OK else {
            return "error: " + (lua_tolstring(L, -1, nil).map { String(cString: $0) } ?? "?")
        }
        return lua_tolstring(L, -1, nil).map { String(cString: $0) } ?? "nil"
    }

    @Test func bindingsWorkAndTheSameSwiftSideComesBack() throws {
        let (L, lua) = try Self.adopt()
        #expect(Self.run(L, "return tostring(test.add(1, 2))") == "3.0")
        #expect(Self.run(L, "return select(2, pcall(test.add, 'x'))") == "bad argument #1 to 'add' (number expected, got string)")
        #expect(LuaState.adopted(L) === lua)
        var why: UnsafePointer<CChar>?
        #expect(us_adopt(L, &why) == us_adopted_host_or_null(L))
        lua_close(L)
    }

    @Test func closingReleasesTheSwiftSide() throws {
        let tally = Counter.Tally()
        try Counter.$tally.withValue(tally) {
            weak var weakState: LuaState?
            let L: OpaquePointer
            do {
                let (made, lua) = try Self.adopt()
                L = made
                weakState = lua
                #expect(Self.run(L, "kept = test.newCounter(5) return tostring(kept.value)") == "5")
            }
            #expect(tally.live == 1)
            // Collected while the state lives: released at the next binding call, as anywhere.
            #expect(Self.run(L, "local c = test.newCounter(1) c = nil collectgarbage() collectgarbage() return tostring(test.liveCounters())") == "1")
            #expect(weakState != nil) // the Lua state keeps it alive
            lua_close(L)
            #expect(tally.live == 0)
            #expect(weakState == nil)
        }
    }

    @Test func theAllocatorCountsWhatTheMakersGivesOut() throws {
        let (L, lua) = try Self.adopt()
        let before = lua.memoryInUse
        let lua5 = Int(us_gc_count_kb(L)) * 1024
        #expect(abs(before - lua5) < 2 * 1024, "\(before) vs Lua's \(lua5)")
        #expect(Self.run(L, "big = string.rep('x', 4 * 1024 * 1024) return 'ok'") == "ok")
        #expect(lua.memoryInUse >= before + 4 * 1024 * 1024)
        // A cap holds against Lua's own allocations.
        us_set_memory_limit(L, lua.memoryInUse + 1024 * 1024)
        #expect(Self.run(L, "local t = {} for i = 1, 1e7 do t[i] = i end return 'no'").hasPrefix("error: "))
        us_set_memory_limit(L, 0)
        lua_close(L)
    }

    @Test func aHookSetBeforeAdoptionGoesOnUnderTheLimits() throws {
        let L = try #require(luaL_newstate())
        luaL_openlibs(L)
        #expect(Self.run(L, "calls = 0 debug.sethook(function() calls = calls + 1 end, '', 100) return 'set'") == "set")
        var why: UnsafePointer<CChar>?
        try #require(us_adopt(L, &why) != nil)
        _ = try #require(LuaState.adopted(L))
        #expect(us_time_limit_refusal(L) == nil)
        us_set_timeout(L, 30) // the shim's hook replaces ldblib's; the script's hook still runs
        #expect(Self.run(L, "calls = 0 for i = 1, 1e5 do end return tostring(calls > 100)") == "true")
        us_set_timeout(L, 0)
        lua_close(L)
    }

    @Test func aHookCCodeSetRefusesTheTimeLimit() throws {
        let L = try #require(luaL_newstate())
        luaL_openlibs(L)
        lua_sethook(L, { _, _ in }, LUA_MASKCOUNT, 1000)
        var why: UnsafePointer<CChar>?
        try #require(us_adopt(L, &why) != nil)
        _ = try #require(LuaState.adopted(L))
        let refusal = us_time_limit_refusal(L).map { String(cString: $0) }
        #expect(refusal == "C code set a debug hook on this Lua state, and the time limit's hook would replace it")
        lua_close(L)
    }

    @Test func stopsScopedToAFunctionEndWithIt() throws {
        let (L, _) = try Self.adopt()
        let code = """
            local function spin() while true do pcall(function() while true do end end) end end
            test.scope(spin)
            local ok, e = pcall(spin)
            local after = 0
            for i = 1, 1e5 do after = after + 1 end
            return tostring(ok) .. " " .. tostring(e):match("time limit exceeded") .. " " .. after
            """
        lua_pushcclosure(L, { L in
            guard let L else { return 0 }
            us_set_script_timeout(L, 0.1)   // as understudy.limits sets it: the script's tier, scoped
            us_set_limit_scope(L, 1)
            return 0
        }, 0)
        lua_getglobal(L, "test")
        lua_rotate(L, -2, 1)
        lua_setfield(L, -2, "scope")
        lua_settop(L, 0)
        #expect(Self.run(L, code) == "false time limit exceeded 100000")
        lua_close(L)
    }

    @Test func severalStatesApart() throws {
        let (a, _) = try Self.adopt()
        let (b, _) = try Self.adopt()
        #expect(Self.run(a, "n = test.newCounter(1) return 'a'") == "a")
        #expect(Self.run(b, "n = test.newCounter(2) return 'b'") == "b")
        lua_close(a)
        #expect(Self.run(b, "return tostring(n.value)") == "2")
        let (c, _) = try Self.adopt()
        #expect(Self.run(c, "return tostring(test.add(2, 2))") == "4.0")
        lua_close(b)
        lua_close(c)
    }
}
