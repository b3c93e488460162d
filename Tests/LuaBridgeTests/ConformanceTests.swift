import LuaBridge
import Testing

/// Every registered test binding called with each wrong type for each argument fails with the
/// exact Lua-style message, and leaves the Swift side unchanged.
@Suite struct ConformanceTests {
    @Test func everyWrongTypeIsRejected() throws {
        let (lua, context) = try TestAPI.makeState()
        let cases = APIConformance.wrongTypeCases(
            modules: lua.installedModules, types: lua.installedTypes,
            samples: [TestAPI.counter: "test.newCounter(1)", TestAPI.other: "test.newOther()"])
        #expect(cases.count > 40)
        for c in cases {
            let callsBefore = context.calls
            do {
                try lua.run(c.code, chunkName: "=probe")
                Issue.record("no error for \(c)")
            } catch {
                let got = APIConformance.withoutPosition(error.message)
                #expect(got == c.expectedMessage, "\(c)")
            }
            #expect(context.calls == callsBefore, "the Swift body ran for \(c)")
        }
    }
}
