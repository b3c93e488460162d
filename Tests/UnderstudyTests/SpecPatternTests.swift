import Testing
@testable import understudy

/// Which files `--pattern`/`--exclude-pattern` take: busted's `name:find(pattern)`. Plain patterns
/// are matched without a Lua state; the answer must be the same as Lua's, table-driven.
@Suite struct SpecPatternTests {
    static let names = ["a_spec.lua", "b.lua", "x_spec_helper.lua", "spec.lua", "c_test.lua", "%odd_spec.lua", ""]

    static let cases: [(patterns: [String], excludes: [String])] = [
        (["_spec"], []),
        (["_spec"], ["helper"]),
        (["_test", "_spec"], []),
        ([], ["_spec"]),
        ([""], [""]),
        (["_spec%.lua$"], []),          // magic: Lua decides
        (["%%odd"], []),
        (["spec"], ["^a"]),
    ]

    @Test(arguments: cases.indices) func plainAndLuaAgree(_ i: Int) throws {
        let (patterns, excludes) = Self.cases[i]
        let bytes = Self.names.map { Array($0.utf8) }
        let got = try SupervisorLua.matching(bytes, patterns: patterns, excludes: excludes)
        // Lua's own answer, through a chunk that always goes to the state (a magic character
        // in an unused exclude pattern forces the Lua path).
        let lua = try SupervisorLua.matching(bytes, patterns: patterns, excludes: excludes + ["%z%z%z"])
        #expect(got == lua, "patterns \(patterns) excludes \(excludes)")
    }

    @Test func plainMeansNoMagic() {
        #expect(SupervisorLua.isPlain("_spec"))
        #expect(!SupervisorLua.isPlain("_spec%.lua"))
        #expect(!SupervisorLua.isPlain("^a"))
        #expect(SupervisorLua.isPlain("]"))
    }
}
