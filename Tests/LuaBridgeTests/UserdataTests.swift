import LuaBridge
import Testing

/// Userdata identity, type confusion and __gc releases.
@Suite(.serialized) struct UserdataTests {
    @Test func typeConfusionIsRejected() throws {
        let (lua, _) = try TestAPI.makeState()
        func message(_ code: String) -> String {
            do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
        }
        // A userdata of another registered type, a foreign userdata (io file) and a table that
        // imitates the shape.
        #expect(message("local c = test.newCounter(); c.inc(test.newOther())") == "t:1: bad argument #1 to 'inc' (Counter expected, got Other)")
        #expect(message("local c = test.newCounter(); c.inc(io.stdout)") == "t:1: bad argument #1 to 'inc' (Counter expected, got FILE*)")
        #expect(message("local c = test.newCounter(); c.inc({})") == "t:1: bad argument #1 to 'inc' (Counter expected, got table)")
        #expect(message("local c = test.newCounter(); c:same(io.stdout)") == "t:1: bad argument #1 to 'same' (Counter expected, got FILE*)")
        // The metatable is protected: scripts cannot swap methods in.
        #expect(try lua.run("local c = test.newCounter(); return getmetatable(c).inc ~= nil") == [true])
        #expect(message("local c = test.newCounter(); setmetatable(c, {})") == "t:1: bad argument #1 to 'setmetatable' (table expected, got Counter)")
    }

    @Test func sameObjectSameUserdata() throws {
        let (lua, _) = try TestAPI.makeState()
        #expect(try lua.run("local c = test.newCounter(); local d = test.newCounter(); return c == c, c == d, c:same(c), c:same(d)") ==
            [true, false, true, false])
    }

    @Test func gcReleasesSwiftObjects() throws {
        try Counter.$tally.withValue(Counter.Tally()) { try gcReleasesSwiftObjectsCounted() }
    }

    private func gcReleasesSwiftObjectsCounted() throws {
        let baseline = Counter.live
        do {
            let (lua, _) = try TestAPI.makeState()
            try lua.run("for i = 1, 100000 do local c = test.newCounter(i); c:inc() end")
            lua.collectGarbage()
            #expect(Counter.live == baseline)
            try lua.run("keep = test.newCounter(1)")
            lua.collectGarbage()
            #expect(Counter.live == baseline + 1)
        }
        // Within one long chunk, collected handles are released at the next binding call, so
        // Swift memory does not grow with the number of objects ever made.
        do {
            let (lua, _) = try TestAPI.makeState()
            let r = try lua.run("""
                local peak = 0
                for i = 1, 100000 do
                    test.newCounter(i)
                    if i % 1000 == 0 then collectgarbage(); peak = math.max(peak, test.liveCounters()) end
                end
                return peak
                """)
            #expect((r.first?.doubleValue ?? .infinity) < Double(baseline + 2000))
        }
        // Closing the state releases what it still held.
        #expect(Counter.live == baseline)
    }
}
