import LuaBridge
import Testing

/// Bindings called from coroutines work on the coroutine's stack; callbacks run on the thread
/// of the binding call that fires them (docs/internals/BRIDGE.md, "Threads").
@Suite(.serialized) struct ThreadTests {
    func message(_ lua: LuaState, _ code: String) -> String {
        do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
    }

    @Test func referencesAreTakenFromTheCallersStack() throws {
        let (lua, _) = try TestAPI.makeState()
        // The function is at index 1 of the coroutine's stack; the main stack holds other values
        // there (the chunk, the resume call's arguments).
        #expect(try lua.run("""
            return coroutine.wrap(function(a, b)
              local r = test.call(function() return a .. b end)
              return r, a, b
            end)("x", "y")
            """) == ["xy", "x", "y"])
        #expect(try lua.run("""
            local got = {}
            coroutine.wrap(function() local pad = {} test.later(function(i) got[#got + 1] = i end) end)()
            test.later(function(i) got[#got + 1] = i * 10 end)
            test.fire()
            return got[1], got[2]
            """) == [.integer(1), .integer(20)])
    }

    @Test func callbacksRunOnTheThreadThatFiresThem() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("""
            local seen = {}
            test.later(function() seen[1] = coroutine.running() end)
            local co = coroutine.create(function() test.fire() end)
            assert(coroutine.resume(co))
            test.later(function() seen[2] = coroutine.running() end)
            test.fire()
            return seen[1] == co, seen[2] == coroutine.running()
            """) == [true, true])
    }

    @Test func helpersThatRunLuaUseTheCallersStack() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("""
            return coroutine.wrap(function()
              local keep = "kept"
              local results = {}
              for i = 1, 5 do results[i] = test.callOnStack(function(x) return x * 2 end, i) end
              return keep, table.concat(results, ",")
            end)()
            """) == ["kept", "2,4,6,8,10"])
        #expect(try lua.run("""
            return coroutine.wrap(function(v) return test.describe(v), test.describe(test.add) end)(test)
            """) == ["module test", "function test.add"])
        // Errors raised inside a coroutine (from a binding and from a callback) stay in it.
        #expect(try lua.run("""
            local ok1, e1 = coroutine.resume(coroutine.create(function() test.fail("one") end))
            local ok2, e2 = coroutine.resume(coroutine.create(function() test.callOnStack(error, "two") end))
            return ok1, e1, ok2, tostring(e2):match("^two") ~= nil
            """, chunkName: "=t") == [false, "t:1: one", false, true])
    }

    @Test func methodsAndPropertiesFromCoroutines() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("""
            local c = test.newCounter(1)
            return coroutine.wrap(function(by)
              c:inc(by)
              c.value = c.value + 1
              return c.value, c.double, tostring(c), c == c
            end)(5)
            """) == [.integer(7), .integer(14), .string("Counter(7)"), .boolean(true)])
    }

    @Test func yieldingInsideACallbackNamesIt() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(message(lua, "test.later(function() coroutine.yield() end) test.fire()")
            .contains("t:1: attempt to yield from inside a host callback (test callback #1), which runs to completion"))
        #expect(message(lua, "coroutine.wrap(function() test.later(function() coroutine.yield() end) test.fire() end)()")
            .contains("attempt to yield from inside a host callback (test callback #1)"))
        // A coroutine of the callback's own may yield; outside callbacks yield is unchanged.
        #expect(try lua.run("""
            local r
            test.later(function() r = coroutine.wrap(function() coroutine.yield(3) end)() end)
            test.fire()
            return r, select(2, pcall(coroutine.yield))
            """) == [.integer(3), .string("attempt to yield from outside a coroutine")])
    }
}
