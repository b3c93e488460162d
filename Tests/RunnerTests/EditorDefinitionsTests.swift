import Foundation
import Testing

/// docs/understudy.d.lua (LuaLS) covers what a spec can call: every global a spec file sees
/// beyond Lua's own, every `expect` matcher and what the runner adds to `stage`, read from a
/// real spec run; the registry's part is checked by APIReferenceTests.
@Suite struct EditorDefinitionsTests {
    static let luaGlobals: Set<String> = [
        "_G", "_VERSION", "assert", "collectgarbage", "coroutine", "debug", "dofile", "error", "getmetatable",
        "io", "ipairs", "load", "loadfile", "math", "next", "os", "package", "pairs", "pcall", "print", "rawequal",
        "rawget", "rawlen", "rawset", "require", "select", "setmetatable", "string", "table", "tonumber",
        "tostring", "type", "utf8", "warn", "xpcall", "arg",
    ]

    @Test func definitionsCoverTheGlobalsAndMatchersASpecSees() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("defs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("spec"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            describe("names", function()
              it("lists them", function()
                local names = {}
                for k in pairs(_G) do names[#names + 1] = "global " .. k end
                -- the test's own environment (finally) reads through to the globals
                local env = getfenv and getfenv(1) or _ENV
                for k in pairs(env) do if rawget(_G, k) == nil then names[#names + 1] = "global " .. k end end
                for _, m in ipairs(require("understudy.test.expect").matchers) do names[#names + 1] = "matcher " .. m end
                for k in pairs(stage) do names[#names + 1] = "stage " .. k end
                table.sort(names)
                io.stderr:write(table.concat(names, "\\n"), "\\n")
              end)
            end)
            """.write(to: dir.appendingPathComponent("spec/names_spec.lua"), atomically: true, encoding: .utf8)
        let r = try Runner.test(["spec"], in: dir)
        #expect(r.status == 0, "\(r)")
        let names = r.stderr.split(separator: "\n").map(String.init)
        let defs = try String(contentsOf: Runner.repository.appendingPathComponent("docs/understudy.d.lua"), encoding: .utf8)
        var globals = 0, matchers = 0
        for entry in names {
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let (kind, name) = (parts[0], parts[1])
            switch kind {
            case "global" where !Self.luaGlobals.contains(name) && !name.hasPrefix("__"):
                globals += 1
                #expect(defs.contains("function \(name)(") || defs.contains("\n\(name) = "), "global \(name) is not in docs/understudy.d.lua")
            case "matcher":
                matchers += 1
                #expect(defs.contains("function Expectation:\(name)("), "matcher \(name) is not in docs/understudy.d.lua")
            case "stage" where name == "keepBetweenTests":
                #expect(defs.contains("function stage.keepBetweenTests("))
            default: break
            }
        }
        #expect(globals >= 20 && matchers >= 16, "\(names)")
        #expect(defs.contains("function help("))
    }
}
