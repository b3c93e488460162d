import LuaBridge
import Testing

@Suite struct BindingTests {
    @Test func callsSwiftFunctions() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("return test.add(1, 2.5)") == [.number(3.5)])
        #expect(try lua.run("return test.concat('ab', 3)") == [.string("ababab")])
        #expect(try lua.run("return test.concat('ab')") == [.string("ab")])
    }

    @Test func badArgumentsFailLikeLuaOwn() throws {
        let (lua, _) = try TestAPI.makeState()
        func message(_ code: String) -> String {
            do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
        }
        #expect(message("test.add(1)") == "t:1: bad argument #2 to 'add' (number expected, got no value)")
        #expect(message("test.add('x', 1)") == "t:1: bad argument #1 to 'add' (number expected, got string)")
        #expect(message("test.concat('a', 1.5)") == "t:1: bad argument #2 to 'concat' (number has no integer representation)")
        #expect(message("test.concat('a', -1)") == "t:1: bad argument #2 to 'concat' (non-negative count expected, got -1)")
        #expect(message("test.fail('boom')") == "t:1: boom")
        // Methods are numbered without self, exactly as Lua numbers them.
        #expect(message("local c = test.newCounter(); c:inc('x')") == "t:1: bad argument #1 to 'inc' (number expected, got string)")
        // (Arguments that do not fit a ':' call either: a '.' call would get TeachingErrorTests' hint.)
        #expect(message("local c = test.newCounter(); c.inc('x')") == "t:1: bad argument #1 to 'inc' (Counter expected, got string)")
        #expect(message("local c = test.newCounter(); c.inc(test.newOther())") == "t:1: bad argument #1 to 'inc' (Counter expected, got Other)")
        #expect(message("local c = test.newCounter(); c:same(test.newOther())") == "t:1: bad argument #1 to 'same' (Counter expected, got Other)")
        #expect(message("local c = test.newCounter(); local o = test.newOther(); c.inc(o)") == "t:1: bad argument #1 to 'inc' (Counter expected, got Other)")
    }

    @Test func optionTablesAreChecked() throws {
        let (lua, _) = try TestAPI.makeState()
        func message(_ code: String) -> String {
            do { return try lua.run(code, chunkName: "=t").first?.stringValue ?? "nil" } catch { return error.message }
        }
        #expect(message("return test.configure{ width = 10, name = 'n', inset = { top = 3 } }") == "10.0 n 3.0")
        #expect(message("return test.configure()") == "none")
        #expect(message("return test.configure{ widht = 10 }") ==
            "t:1: bad argument #1 to 'configure' (unknown option 'widht' (did you mean 'width'?); valid options: count, inset, name, width)")
        #expect(message("return test.configure{ width = 'x' }") ==
            "t:1: bad argument #1 to 'configure' (option 'width': number expected, got string)")
        #expect(message("return test.configure{ inset = { top = 'x' } }") ==
            "t:1: bad argument #1 to 'configure' (option 'inset.top': number expected, got string)")
        // A retired option is refused with its own message before anything else is checked; a
        // retired type only for values of that type.
        #expect(message("return test.configure{ size = 10, widht = 1 }") ==
            "t:1: bad argument #1 to 'configure' (option 'size': replaced by width: write { width = 10 })")
        #expect(message("return test.configure{ count = 'three' }") ==
            "t:1: bad argument #1 to 'configure' (option 'count': a number now: write { count = 3 })")
        #expect(message("return test.configure{ count = 1.5 }") ==
            "t:1: bad argument #1 to 'configure' (option 'count': number has no integer representation)")
        #expect(message("return test.configure{ inset = { left = 1 } }") ==
            "t:1: bad argument #1 to 'configure' (unknown option 'inset.left'; valid options: bottom, top)")
        #expect(message("return test.configure{ count = 1.5 }") ==
            "t:1: bad argument #1 to 'configure' (option 'count': number has no integer representation)")
        #expect(message("return test.configure{ 1 }") ==
            "t:1: bad argument #1 to 'configure' (unexpected number key in options; valid options: count, inset, name, width)")
    }

    @Test func userdataMethodsAndProperties() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("local c = test.newCounter(5); c:inc(); c:inc(3); return c.value, c.double") == [.integer(9), .integer(18)])
        #expect(try lua.run("local c = test.newCounter(5); c.value = 7; return c.value, tostring(c)") == [.integer(7), .string("Counter(7)")])
        func message(_ code: String) -> String {
            do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
        }
        #expect(message("local c = test.newCounter(); return c.valeu") == "t:1: Counter has no field 'valeu' (did you mean 'value'?)")
        #expect(message("local c = test.newCounter(); c.double = 1") == "t:1: field 'double' of Counter is read-only")
        #expect(message("local c = test.newCounter(); c.inc = 1") == "t:1: cannot assign to method 'inc' of Counter")
        #expect(message("local c = test.newCounter(); c.value = 'x'") == "t:1: bad value for field 'value' of Counter (number expected, got string)")
    }
}
