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
        #expect(try stack.value(at: 1) == .boolean(true))
        #expect(try stack.value(at: 2) == .integer(42))
        #expect(try stack.value(at: 3) == .number(2.5))
        #expect(try stack.value(at: 5) == .nilValue)
        #expect(try stack.value(at: 9) == .nilValue)
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
        let back = try stack.value(at: -1)
        #expect(back == ["title": "Delete", "rows": [1, 2.5, "three", true], "empty": .table(LuaTable())])
        // Tables built in Lua: sequence part and hash part.
        let r = try lua.run("return { 10, 20, 30, n = 3, [0] = 'zero', [5] = 'five' }")
        guard case .table(let t) = r.first else { Issue.record("not a table"); return }
        #expect(t.array == [10, 20, 30])
        #expect(t["n"] == 3)
        #expect(t[.integer(0)] == "zero")
        #expect(t[.integer(5)] == "five")
    }

    @Test func functionsBecomeReferencesAndSharedTablesAreCopied() throws {
        let lua = try LuaState()
        let r = try lua.run("local shared = { 1 }; return { a = shared, b = shared, name = 'dag' }, print")
        guard case .table(let t) = r[0] else { Issue.record("expected a table"); return }
        #expect(t["name"] == "dag")
        #expect(t["a"] == [1] && t["b"] == [1])
        guard case .reference(let f) = r[1] else { Issue.record("expected a function reference"); return }
        #expect(f.typeName == "function")
    }

    // MARK: Bounds (LuaValueBounds)

    /// Pushes the result of `code` (a chunk returning one value) and returns the error of copying it.
    func copyError(_ lua: LuaState, _ code: String, bounds: LuaValueBounds = .standard) throws -> LuaValueError? {
        let stack = LuaStack(lua.L)
        let base = stack.top
        defer { stack.setTop(base) }
        try lua.load(code, chunkName: "=copy")
        try lua.protectedCall(arguments: 0, results: 1)
        do throws(LuaValueError) {
            _ = try stack.value(at: -1, bounds: bounds)
            return nil
        } catch {
            return error
        }
    }

    @Test func deepTablesAreRefusedWithoutOverflowingTheNativeStack() throws {
        let lua = try LuaState()
        // Far deeper than the native stack could recurse (it segfaulted at 20,000 in debug builds).
        let deep = "local t = {} local c = t for i = 1, 100000 do c[1] = {} c = c[1] end return t"
        #expect(try copyError(lua, deep) == LuaValueError(.tooDeep, "table too deep: more than 200 levels"))
        // Through hash keys and table keys too.
        #expect(try copyError(lua, "local t = {} local c = t for i = 1, 300 do local n = {} c.k = n c = n end return t")?.kind == .tooDeep)
        #expect(try copyError(lua, "local t = {} local c = t for i = 1, 300 do local n = {} c[n] = true c = n end return t")?.kind == .tooDeep)
        // Exactly at the limit is fine.
        #expect(try copyError(lua, "local t = {} local c = t for i = 1, 199 do c[1] = {} c = c[1] end return t") == nil)
        #expect(try copyError(lua, "return {{{}}}", bounds: LuaValueBounds(depth: 2))?.kind == .tooDeep)
    }

    @Test func cyclesAreRefused() throws {
        let lua = try LuaState()
        let cycle = LuaValueError(.cycle, "table contains itself (a cycle)")
        #expect(try copyError(lua, "local t = {} t[1] = t return t") == cycle)
        #expect(try copyError(lua, "local a, b = {}, {} a.b = b b.a = a return a") == cycle)
        #expect(try copyError(lua, "local t = {} t[t] = 1 return t") == cycle)
        // The Swift API reports it as an error of the result.
        #expect(throws: LuaError.self) { try lua.run("local t = {} t.self = t return t") }
    }

    @Test func sharedSubtablesAndRepeatedStringsCountEachTime() throws {
        let lua = try LuaState()
        let start = ContinuousClock.now
        // 2^24 copies of 25 tables: refused once the values bound is reached, quickly.
        #expect(try copyError(lua, "local t = {} for i = 1, 24 do t = {t, t} end return t") ==
                LuaValueError(.tooManyValues, "table too large: more than 262144 values (shared subtables count each time)"))
        #expect(try copyError(lua, "local t = {} for i = 1, 24 do t = {t, t} end return t", bounds: LuaValueBounds(values: 1 << 40, bytes: 1 << 20))?.kind == .tooManyBytes)
        #expect(ContinuousClock.now - start < .seconds(5))
        // 100 references to one 8 MB string: refused at 64M of copy instead of reaching 800 MB.
        let strings = "local s = ('x'):rep(8 << 20) local t = {} for i = 1, 100 do t[i] = s end return t"
        #expect(try copyError(lua, strings) == LuaValueError(.tooManyBytes, "value too large: more than 64M (repeated strings count each time)"))
        #expect(try copyError(lua, "return {1, 2, 3, 4}", bounds: LuaValueBounds(values: 3))?.kind == .tooManyValues)
        // Typed reads share one budget for the whole value.
        let stack = LuaStack(lua.L)
        try lua.load(strings, chunkName: "=strings")
        try lua.protectedCall(arguments: 0, results: 1)
        defer { stack.pop() }
        #expect(throws: LuaTypeError.self) { try stack.read([String].self, at: -1) }
        do { _ = try stack.read([String].self, at: -1) } catch {
            #expect(error.bound?.kind == .tooManyBytes)
            #expect(error.description.hasPrefix("[8]: value too large"))
        }
    }

    @Test func theCopyCountsAgainstTheMemoryLimit() throws {
        let lua = try LuaState()
        lua.limits = LuaLimits(memory: 16 << 20)
        lua.beginRun()
        defer { lua.endRun() }
        // 4 MB of Lua strings is within the limit; copying 100 references to one 2 MB string
        // (200 MB) is not, however high the fixed byte bound is.
        let code = "local s = ('x'):rep(2 << 20) local t = {} for i = 1, 100 do t[i] = s end return t"
        let e = try copyError(lua, code, bounds: LuaValueBounds(bytes: 1 << 40))
        #expect(e?.kind == .memoryLimit)
        #expect(e?.description.contains("under the limit of 16M") == true)
        #expect(try copyError(lua, "return {('x'):rep(1000)}") == nil)
    }

    @Test func globals() throws {
        let lua = try LuaState()
        lua.setGlobal("answer", 42)
        #expect(try lua.global("answer") == 42)
        #expect(try lua.run("return answer + 1") == [43])
    }
}
