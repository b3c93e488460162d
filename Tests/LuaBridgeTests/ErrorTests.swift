import LuaBridge
import Testing

/// Errors in both directions, with tracebacks, and nesting of Swift and Lua frames.
@Suite struct ErrorTests {
    @Test func luaErrorsReachSwiftWithTraceback() throws {
        let (lua, _) = try TestAPI.makeState()
        do {
            try lua.run("local function inner() error('boom') end\nlocal function outer() inner() end\nouter()", chunkName: "@chunk.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .runtime)
            #expect(error.message == "chunk.lua:1: boom")
            let tb = error.traceback ?? ""
            #expect(tb.hasPrefix("stack traceback:"))
            #expect(tb.contains("chunk.lua:1: in upvalue 'inner'") || tb.contains("chunk.lua:1: in local 'inner'"))
            #expect(tb.contains("chunk.lua:2:"))
            #expect(tb.contains("chunk.lua:3: in main chunk"))
        }
    }

    @Test func syntaxErrors() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.self) { try lua.run("x = = 1", chunkName: "=s") }
        do { try lua.run("x = = 1", chunkName: "=s") } catch {
            #expect(error.kind == .syntax)
            #expect(error.message == "s:1: unexpected symbol near '='")
        }
    }

    @Test func errorObjectsAreKept() throws {
        let lua = try LuaState()
        do { try lua.run("error({ code = 7 })") } catch {
            #expect(error.message == "(error object is a table value)")
            #expect(try error.object.map { ref in
                try lua.run("return ...", chunkName: "=x").isEmpty ? ref.typeName : ref.typeName
            } == "table")
        }
        do { try lua.run("error(setmetatable({}, { __tostring = function() return 'custom' end }))") } catch {
            #expect(error.message == "custom")
        }
    }

    @Test func swiftErrorsReachLuaAsLuaErrors() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("return pcall(test.fail, 'nope')", chunkName: "=t") == [false, "nope"])
        #expect(try lua.run("local ok, e = pcall(function() test.fail('nope') end) return e", chunkName: "=t") == ["t:1: nope"])
    }

    /// Swift -> Lua -> pcall -> Swift error -> caught in Lua -> back to Swift, which goes on.
    @Test func nestedSwiftErrorInsideLuaPcallInsideSwiftCallback() throws {
        let (lua, context) = try TestAPI.makeState()
        let r = try lua.run("""
            return test.call(function()
                local ok, e = pcall(test.add, 'x')
                local ok2, e2 = pcall(test.call, function() test.fail('deep') end)
                return ok, e, ok2, e2
            end)
            """, chunkName: "=n")
        #expect(r.prefix(3) == [false, "bad argument #1 to 'add' (number expected, got string)", false])
        // The error that escaped the inner callback carries that callback's traceback.
        #expect(r[3].stringValue?.hasPrefix("n:3: deep\nstack traceback:\n\t[C]: in field 'fail'\n\tn:3:") == true)
        #expect(context.calls == 2)
        // An error escaping the callback is re-raised by the Swift function with the callback's
        // traceback, and the state stays usable.
        do { try lua.run("test.call(function() error('inner failure') end)", chunkName: "=n") } catch {
            #expect(error.message.hasPrefix("n:1: inner failure\nstack traceback:"))
        }
        #expect(context.lastError?.message == "n:1: inner failure")
        #expect(try lua.run("return test.add(2, 2)") == [.number(4)])
    }

    /// Assertion tables raised inside a callback survive the trip through Swift unchanged.
    @Test func errorObjectsSurviveSwiftCallbacks() throws {
        let (lua, _) = try TestAPI.makeState()
        let r = try lua.run("""
            local marker = { kind = 'assertion' }
            local ok, e = pcall(test.call, function() error(marker) end)
            return ok, e == marker
            """)
        #expect(r == [false, true])
    }
}
