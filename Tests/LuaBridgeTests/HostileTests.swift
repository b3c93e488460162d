import LuaBridge
import Testing

/// Lua code with the full debug library against the host's metatables, metamethods and
/// trampolines: every attempt fails cleanly (docs/internals/BRIDGE.md, "Hostile Lua").
@Suite(.serialized) struct HostileTests {
    func message(_ lua: LuaState, _ code: String) -> String {
        do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
    }

    @Test func moduleMetatablesAreProtected() throws {
        let lua = try LuaState()
        lua.install(APIRegistry(modules: [
            LuaModuleDecl(path: "m", doc: "A module with a property.", properties: [
                LuaPropertyDecl("x", .integer, doc: "x.", get: { L, ctx in LuaCall(L, ctx).returning(7) }),
            ]),
        ]))
        #expect(try lua.run("return getmetatable(m), m.x") == [false, .integer(7)])
        #expect(message(lua, "debug.getmetatable(m).__index({}, 'x')") == "t:1: calling '__index' on bad self (m expected, got table)")
        #expect(message(lua, "debug.getmetatable(m).__newindex(io.stdout, 'x', 1)") == "t:1: calling '__newindex' on bad self (m expected, got FILE*)")
        #expect(try lua.run("return debug.getmetatable(m).__gc, debug.getmetatable(m).__eq") == [.nilValue, .nilValue])
    }

    @Test func everyMetamethodChecksSelf() throws {
        let (lua, _) = try TestAPI.makeState()
        for bad in ["{}", "io.stdout", "42", "test.newOther()", "coroutine.create(print)"] {
            #expect(message(lua, "debug.getmetatable(test.newCounter()).__index(\(bad), 'value')")
                .hasPrefix("t:1: calling '__index' on bad self (Counter expected, got "))
            #expect(message(lua, "debug.getmetatable(test.newCounter()).__newindex(\(bad), 'value', 1)")
                .hasPrefix("t:1: calling '__newindex' on bad self (Counter expected, got "))
            #expect(message(lua, "debug.getmetatable(test.newCounter()).__tostring(\(bad))")
                .hasPrefix("t:1: bad argument #1 to '__tostring' (Counter expected, got "))
            #expect(try lua.run("local c = test.newCounter(); return debug.getmetatable(c).__eq(c, \(bad))") == [false])
        }
        // __gc on foreign values is ignored; the file is still usable.
        #expect(try lua.run("""
            local gc = debug.getmetatable(test.newCounter()).__gc
            local f = io.tmpfile()
            gc(f); gc({}); gc(io.stdout); gc(test.newOther()); gc(1)
            f:write("x"); f:seek("set")
            return f:read("a")
            """) == ["x"])
    }

    @Test func gcOnALiveObjectIsHarmless() throws {
        let (lua, context) = try TestAPI.makeState()
        #expect(try lua.run("""
            keep = test.newCounter(4)
            test.track(keep)
            local gc = debug.getmetatable(keep).__gc
            for _ = 1, 3 do gc(keep) end
            collectgarbage()
            return keep:inc(), keep.value
            """) == [.integer(5), .integer(5)])
        lua.collectGarbage()
        #expect(context.tracked?.value == 5)
        // Still released once unreachable, exactly once.
        try lua.run("keep = nil")
        lua.collectGarbage()
        #expect(context.tracked == nil)
    }

    @Test func foreignValuesWearingAHostMetatableAreNotObjects() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(message(lua, "local t = debug.setmetatable({}, debug.getmetatable(test.newCounter())); return t:inc()")
            == "t:1: calling '__index' on bad self (Counter expected, got table)")
        #expect(message(lua, "local f = debug.setmetatable(io.tmpfile(), debug.getmetatable(test.newCounter())); return f.value")
            == "t:1: calling '__index' on bad self (Counter expected, got userdata)")
        #expect(message(lua, "local c = test.newCounter(); local f = debug.setmetatable(io.tmpfile(), debug.getmetatable(c)); return c:same(f)")
            == "t:1: bad argument #1 to 'same' (Counter expected, got userdata)")
        // An Other made to look like a Counter stays an Other.
        #expect(message(lua, "local c = test.newCounter(); local o = debug.setmetatable(test.newOther(), debug.getmetatable(c)); return c:same(o)")
            .hasPrefix("t:1: bad argument #1 to 'same' (Counter expected, got "))
        // A real counter without its metatable is still a counter to the bindings.
        #expect(try lua.run("""
            local c = test.newCounter(2)
            local mt = debug.getmetatable(c)
            debug.setmetatable(c, nil)
            local v = mt.__index(c, "inc")(c)
            debug.setmetatable(c, mt)
            collectgarbage()
            return v, c.value
            """) == [.integer(3), .integer(3)])
    }

    @Test func replacedUpvaluesFailCleanly() throws {
        for v in ["1e9", "-1", "2^53", "0.5", "io.stdout", "{}", "'x'", "print", "nil"] {
            // A fresh state each time: the replaced upvalues stay replaced.
            let (lua, _) = try TestAPI.makeState()
            #expect(message(lua, "local f = test.add; debug.setupvalue(f, 1, \(v)); return f(1, 2)")
                == "t:1: this host function's upvalue was replaced (debug.setupvalue); it cannot run")
            #expect(message(lua, "local c = test.newCounter(); local gc = debug.getmetatable(c).__gc; debug.setupvalue(gc, 1, \(v)); gc(c); return c:inc()")
                == "no error")
            #expect(message(lua, "local c = test.newCounter(); local mt = debug.getmetatable(c); for i = 1, 5 do debug.setupvalue(mt.__index, i, \(v)) end; return c.value")
                .contains("Counter"))
            #expect(message(lua, "local c = test.newCounter(); local mt = debug.getmetatable(c); for i = 1, 5 do debug.setupvalue(mt.__newindex, i, \(v)) end; c.value = 1")
                .contains("Counter"))
            lua.collectGarbage()
            // (The metamethods above now have broken upvalues: this state is not reused.)
        }
        // Swapping one binding's descriptor for another's runs the other binding, with its checks.
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("""
            local _, other = debug.getupvalue(test.concat, 1)
            local f = test.add
            debug.setupvalue(f, 1, other)
            return f("ab", 2)
            """) == ["abab"])
    }
}
