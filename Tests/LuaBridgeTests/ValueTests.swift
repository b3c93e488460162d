import CLua
import LuaBridge
import Testing

/// Every push/read type, round-tripped through a real state, and the messages of failed reads.
@Suite struct ValueTests {
    @Test func roundTripsScalars() throws {
        let lua = try LuaState()
        let stack = LuaStack(lua.L)
        stack.push(true)
        stack.push(42)
        stack.push(2.5)
        stack.push("héllo\u{0}world")
        stack.pushNil()
        #expect(try stack.read(Bool.self, at: 1) == true)
        #expect(try stack.read(Int.self, at: 2) == 42)
        #expect(try stack.read(Double.self, at: 3) == 2.5)
        #expect(try stack.read(Double.self, at: 2) == 42)
        #expect(try stack.read(String.self, at: 4) == "héllo\u{0}world")
        #expect(try stack.read(String?.self, at: 5) == nil)
        #expect(try stack.read(Int?.self, at: 2) == 42)
        #expect(stack.value(at: 1) == .boolean(true))
        #expect(stack.value(at: 2) == .integer(42))
        #expect(stack.value(at: 3) == .number(2.5))
        #expect(stack.value(at: 5) == .nilValue)
        #expect(stack.value(at: 9) == .nilValue)
    }

    @Test func readsReportWhatWasExpected() throws {
        let lua = try LuaState()
        let stack = LuaStack(lua.L)
        stack.pushNil()
        stack.push(1.5)
        stack.push([1, 2] as [Int])
        #expect(throws: LuaTypeError(expected: "string", got: "nil")) { try stack.read(String.self, at: 1) }
        #expect(throws: LuaTypeError(expected: "integer", got: "number with no integer representation")) {
            try stack.read(Int.self, at: 2)
        }
        #expect(throws: LuaTypeError(expected: "boolean", got: "number")) { try stack.read(Bool.self, at: 2) }
        #expect(throws: LuaTypeError(expected: "string", got: "number", path: "[1]")) {
            try stack.read([String].self, at: 3)
        }
        #expect(throws: LuaTypeError(expected: "table", got: "nil")) { try stack.read(LuaTable.self, at: 1) }
        let e = LuaTypeError(expected: "string", got: "number", path: "[1]")
        #expect(e.description == "[1]: string expected, got number")
    }

    @Test func roundTripsArraysDictionariesAndTables() throws {
        let lua = try LuaState()
        let stack = LuaStack(lua.L)
        stack.push(["a", "b", "c"] as [String])
        #expect(try stack.read([String].self, at: -1) == ["a", "b", "c"])
        stack.push(["x": 1, "y": 2] as [String: Int])
        #expect(try stack.read([String: Int].self, at: -1) == ["x": 1, "y": 2])
        let nested: LuaValue = ["title": "Delete", "rows": [1, 2.5, "three", true], "empty": [:]]
        stack.push(nested)
        let back = stack.value(at: -1)
        #expect(back == ["title": "Delete", "rows": [1, 2.5, "three", true], "empty": .table(LuaTable())])
        // Tables built in Lua: sequence part and hash part.
        let r = try lua.run("return { 10, 20, 30, n = 3, [0] = 'zero', [5] = 'five' }")
        guard case .table(let t) = r.first else { Issue.record("not a table"); return }
        #expect(t.array == [10, 20, 30])
        #expect(t["n"] == 3)
        #expect(t[.integer(0)] == "zero")
        #expect(t[.integer(5)] == "five")
    }

    @Test func cyclesAndFunctionsBecomeReferences() throws {
        let lua = try LuaState()
        let r = try lua.run("local t = { name = 'loop' }; t.self = t; return t, print")
        guard case .table(let t) = r[0], case .reference(let inner) = t["self"] else {
            Issue.record("expected a table whose cycle is a reference")
            return
        }
        #expect(t["name"] == "loop")
        #expect(inner.typeName == "table")
        guard case .reference(let f) = r[1] else { Issue.record("expected a function reference"); return }
        #expect(f.typeName == "function")
    }

    @Test func globals() throws {
        let lua = try LuaState()
        lua.setGlobal("answer", 42)
        #expect(lua.global("answer") == 42)
        #expect(try lua.run("return answer + 1") == [43])
    }
}
