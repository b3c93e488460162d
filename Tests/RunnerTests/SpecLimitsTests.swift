import Foundation
import Testing

/// A spec can only lower the runner's limits (issue 43): whatever it does with
/// `understudy.limits`, protected or not, with a `scope` that returns at once or none, the
/// runner's per-test `--timeout` still ends a test that runs past it, that test alone (the rest of
/// the file runs), and a raising `__index` on the options table is never run (the options are
/// read raw through the kit; the debug binary used to abort).
@Suite struct SpecLimitsTests {
    static let spec = """
        local understudy = require "understudy"
        local function spin(s) local t = os.clock() while os.clock() - t < s do end end
        describe("a spec", function()
          it("drops the time limit with false through pcall", function()
            pcall(understudy.limits, { time = false }) spin(4)
          end)
          it("drops it with 0 through pcall", function()
            pcall(understudy.limits, { time = 0 }) spin(4)
          end)
          it("lowers it through pcall, then its scope has returned", function()
            pcall(understudy.limits, { time = 0.5 }) spin(4)
          end)
          it("scopes it to a function that returns at once", function()
            understudy.limits{ time = 0.5, scope = function() end } spin(4)
          end)
          it("gives false without pcall", function()
            understudy.limits{ time = false } spin(4)
          end)
          it("reads options raw", function()
            local options = setmetatable({}, { __index = function() error("boom") end })
            assert.are.equal(1, understudy.limits(options).time)
          end)
          it("still runs", function() assert.is_true(true) end)
        end)
        """

    @Test func theRunnersTimeoutHoldsWhateverTheSpecDoes() throws {
        let dir = try Runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Runner.write(Self.spec, to: dir.appendingPathComponent("limits_spec.lua"))
        let r = try Runner.test(["--timeout", "1", "limits_spec.lua"], in: dir)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.summary == "2 passed, 0 failed, 5 errors", "\(r.stdout)")
        for name in ["drops the time limit with false through pcall", "drops it with 0 through pcall",
                     "lowers it through pcall, then its scope has returned", "scopes it to a function that returns at once",
                     "gives false without pcall"] {
            #expect(r.stdout.contains("a spec \(name) (error)\ntime limit exceeded (timeout 1 s per test)"), "\(name): \(r.stdout)")
        }
        #expect(!r.stdout.contains("not run"), "\(r.stdout)")
    }
}
