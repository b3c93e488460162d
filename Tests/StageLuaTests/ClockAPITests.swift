import LuaBridge
import StageKit
import Testing
@testable import StageLua

@Suite struct ClockAPITests {
    @Test func advanceFiresCallbacksInOrder() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local log = {}
            stage.clock.after(0.5, function() log[#log+1] = 'a@' .. stage.clock.now() end)
            stage.clock.after(0.2, function() log[#log+1] = 'b@' .. stage.clock.now() end)
            stage.clock.after(0.5, function() log[#log+1] = 'c@' .. stage.clock.now() end)
            local t = stage.clock.advance(1)
            return table.concat(log, ' ') .. ' now=' .. t
            """)
        #expect(r == "b@0.2 a@0.5 c@0.5 now=1.0")
    }

    @Test func scheduledDuringAdvanceInsideAndOutsideTheWindow() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local log = {}
            stage.clock.after(0.1, function()
                stage.clock.after(0.2, function() log[#log+1] = 'inside@' .. stage.clock.now() end)
                stage.clock.after(0.6, function() log[#log+1] = 'outside@' .. stage.clock.now() end)
                stage.clock.after(0, function() log[#log+1] = 'zero@' .. stage.clock.now() end)
            end)
            stage.clock.advance(0.5)
            local first = table.concat(log, ' ') .. ' pending=' .. stage.clock.pending()
            stage.clock.advance(0.5)
            return first .. ' | ' .. table.concat(log, ' ')
            """)
        #expect(r == "zero@0.1 inside@0.3 pending=1 | zero@0.1 inside@0.3 outside@0.7")
    }

    @Test func cancelAndTimerProperties() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local fired = 0
            local t = stage.clock.after(1, function() fired = fired + 1 end)
            local u = stage.clock.after(2, function(timer) fired = fired + 10; assert(timer.name == 'timer#2') end)
            local before = tostring(t.pending) .. ' ' .. t.due .. ' ' .. t.name
            local c1, c2 = t:cancel(), t:cancel()
            stage.clock.advance(3)
            return before .. ' ' .. tostring(c1) .. ' ' .. tostring(c2) .. ' ' .. fired .. ' ' .. tostring(u.due) .. ' ' .. tostring(u.pending)
            """)
        #expect(r == "true 1.0 timer#1 true false 10 nil false")
    }

    @Test func nextAndRunUntilIdle() throws {
        let h = try StageLuaHarness()
        #expect(try h.run("return stage.clock.next()") == [.nilValue])
        #expect(try h.number("stage.clock.after(2, function() end); stage.clock.after(3, function() end); return stage.clock.next()") == 2)
        #expect(try h.number("return stage.clock.runUntilIdle()") == 3)
        #expect(try h.number("return stage.clock.pending()") == 0)
        let message = h.error("""
            local function again() stage.clock.after(0.1, again) end
            again()
            stage.clock.runUntilIdle{ limit = 50 }
            """)
        #expect(message.hasPrefix("t:3: runUntilIdle: aborting after running 50 timers (limit = 50), assuming an infinite loop; 1 still pending, next timer#53 at t="))
        #expect(h.error("stage.clock.runUntilIdle{ limt = 5 }")
            == "t:1: bad argument #1 to 'runUntilIdle' (unknown option 'limt' (did you mean 'limit'?); valid options: limit)")
    }

    @Test func badTimes() throws {
        let h = try StageLuaHarness()
        #expect(h.error("stage.clock.advance(-1)") == "t:1: bad argument #1 to 'advance' (non-negative number of seconds expected, got -1)")
        #expect(h.error("stage.clock.advance(0/0)") == "t:1: bad argument #1 to 'advance' (finite number of seconds expected, got nan)")
        #expect(h.error("stage.clock.advance(math.huge)") == "t:1: bad argument #1 to 'advance' (finite number of seconds expected, got inf)")
        #expect(h.error("stage.clock.advance(1e300)") == "t:1: bad argument #1 to 'advance' (at most 1e9 seconds expected, got 1e+300)")
        #expect(h.error("stage.clock.advance('soon')") == "t:1: bad argument #1 to 'advance' (number expected, got string)")
        #expect(h.error("stage.clock.advance()") == "t:1: bad argument #1 to 'advance' (number expected, got no value)")
        #expect(h.error("stage.clock.advance(2); stage.clock.advanceTo(1)") == "t:1: bad argument #1 to 'advanceTo' (time 1 is in the past (now 2))")
        #expect(h.error("stage.clock.advanceTo(-3)") == "t:1: bad argument #1 to 'advanceTo' (non-negative number of seconds expected, got -3)")
        #expect(h.error("stage.clock.after(-1, print)") == "t:1: bad argument #1 to 'after' (non-negative number of seconds expected, got -1)")
        #expect(h.error("stage.clock.after(1)") == "t:1: bad argument #2 to 'after' (function expected, got no value)")
        #expect(try h.number("return stage.clock.now()") == 2)
    }

    @Test func callbackErrorsAreRaisedAfterTheAdvanceCompletes() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local fired = {}
            stage.clock.after(0.1, function() fired[#fired+1] = 1; error('first') end)
            stage.clock.after(0.2, function() fired[#fired+1] = 2; error('second') end)
            stage.clock.after(0.3, function() fired[#fired+1] = 3 end)
            local ok, err = pcall(stage.clock.advance, 1)
            return tostring(ok) .. ' ' .. err:match('^[^\\n]*') .. ' | ' .. table.concat(fired, ',') .. ' now=' .. stage.clock.now()
            """)
        #expect(r == "false t:2: first | 1,2,3 now=1.0")
        // Uncaught, the error carries the callback's traceback.
        do throws(LuaError) {
            try h.run("""
                local function inner() error('boom') end
                stage.clock.after(0.1, function() inner() end)
                stage.clock.advance(1)
                """)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("t:1: boom\nstack traceback:"))
            #expect(error.description.contains("stack traceback:"))
            // The message carries the callback's own frames; the outer frames come once, in the
            // run's own traceback.
            #expect(error.message.contains("in upvalue 'inner'") || error.message.contains("in local 'inner'"))
            #expect(!error.message.contains("in main chunk"))
            #expect(error.traceback?.contains("in main chunk") == true)
        }
        // Error objects survive.
        #expect(try h.string("""
            stage.clock.after(0, function() error({ code = 42 }) end)
            local ok, e = pcall(stage.clock.advance, 0)
            return type(e) .. ' ' .. e.code
            """) == "table 42")
    }

    @Test func reentrantAdvanceIsRefused() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            stage.clock.after(0.1, function() stage.clock.advance(1) end)
            local ok, err = pcall(stage.clock.advance, 1)
            return err:match('^[^\\n]*')
            """)
        #expect(r == "t:1: advance cannot be called while the clock is firing callbacks (it is already advancing)")
    }

    @Test func limitStopsTheAdvancePromptly() throws {
        let h = try StageLuaHarness()
        try h.run("count = 0; for i = 1, 100000 do stage.clock.after(i / 1000, function() count = count + 1; for j = 1, 100 do end end) end")
        h.lua.limits = LuaLimits(instructions: 200_000)
        let message = h.error("stage.clock.advance(1000)")
        #expect(message.contains("instruction limit exceeded"))
        h.lua.limits = LuaLimits()
        let count = try h.number("return count") ?? -1
        #expect(count > 0 && count < 5000)
        #expect(try h.number("return stage.clock.pending()") ?? 0 > 90_000)
    }

    @Test func handlesFromBeforeResetFail() throws {
        let h = try StageLuaHarness()
        #expect(h.error("""
            local t = stage.clock.after(1, function() end)
            stage.reset()
            t:cancel()
            """) == "t:3: timer#1 belongs to a previous stage (before stage.reset) and can no longer be used")
        // Timers of the old stage never fire.
        #expect(try h.number("""
            fired = 0
            stage.clock.after(1, function() fired = fired + 1 end)
            stage.reset()
            stage.clock.advance(5)
            return fired + stage.clock.pending()
            """) == 0)
        #expect(h.error("stage.clock.after(0, function() stage.reset() end); stage.clock.advance(1)")
            == "t:1: stage.reset cannot be called from a callback while the clock is advancing")
    }

    @Test func clockEventsAreLogged() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            stage.clock.after(0.3, function() end)
            stage.clock.advance(1)
            return stage.log.format()
            """)
        #expect(r == "[  0.300] clock timer timer=\"timer#1\"\n")
    }

    @Test func cancelReleasesTheLuaFunctionAtOnce() throws {
        let h = try StageLuaHarness()
        #expect(try h.string("""
            local probe = setmetatable({}, { __mode = 'v' })
            local t
            do
              local upvalue = {}
              probe[1] = upvalue
              t = stage.clock.after(100, function() return upvalue end)
            end
            t:cancel()
            collectgarbage(); collectgarbage()
            return tostring(probe[1]) .. ' ' .. stage.clock.pending()
            """) == "nil 0")
    }
}
