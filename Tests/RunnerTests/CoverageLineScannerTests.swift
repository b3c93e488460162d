import Foundation
import Testing
@testable import understudy

/// `CoverageLineScanner` against LuaCov's own line scanner: every expected value here is what
/// LuaCov 0.17.0's luacov/linescanner.lua (commit b1f9eae) gives for the same lines under lua5.4
/// (its `consume` results and `simple_line_buffer`), so the port keeps LuaCov's rules.
@Suite struct CoverageLineScannerTests {
    /// One line on a fresh scanner: (line, always excluded, excluded unless hit, simplified form).
    static let lines: [(String, Bool, Bool, String)] = [
        ("", true, true, ""),
        ("end", true, false, "end"),
        ("  end)", true, false, " end)"),
        ("end,", true, false, "end,"),
        ("else", true, false, "else"),
        ("local x", true, false, "local x"),
        ("local a, b", true, false, "local x, x"),
        ("local a, b =", true, false, "local x, x ="),
        ("local function helper(a, b)", true, false, "local function x"),
        ("local t = {", false, false, "local x = {"),
        ("local s = [[", false, true, "local x = '"),
        ("local f = function(x)", false, true, "local x = function"),
        ("  name = \"tricky\",", false, true, " x = '',"),
        ("  [\"quoted key\"] = 'value',", false, true, " [''] = '',"),
        ("  [1] = function(a)", false, true, " [0] = function"),
        ("  callback = function(x)", false, true, " x = function"),
        ("  1, 2,", false, true, " 0, 0,"),
        ("  3,", false, true, " 0,"),
        ("},", false, true, "},"),
        ("}", false, true, "}"),
        ("})", false, true, "})"),
        ("return function(x)", false, true, "return function"),
        ("function M.classify(n)", false, false, "function x.x"),
        ("x = 1", false, false, "x = 0"),
        ("return x * 2", false, false, "return x * 0"),
        ("-- a comment", true, true, ""),
        ("--[[ long comment ]] x = 1", false, false, " x = 0"),
        ("local y = \"a \\\"q\\\" -- no\" -- yes", false, false, "local x = '' "),
        ("while true do", true, false, "while t do"),
        ("if true then", true, false, "if t then"),
        ("break", false, true, "break"),
        ("goto continue", false, true, "goto x"),
        ("::continue::", false, true, "::x::"),
        ("local x = nil", false, true, "local x = n"),
        ("a.b = [[", false, true, "x.x = '"),
        ("foo(bar)", false, false, "x(x)"),
        ("local n = 0x1F + 1e+5 + .5", false, false, "local x = 0 + 0+0 + 0"),
        ("print(\"...\" .. x)", false, false, "x('' .. x)"),
        ("-- luacov: disable", true, true, ""),
        ("local hidden = 1", false, false, "local x = 0"),
        ("-- luacov: enable", true, true, ""),
        ("if n then return kind .. \": \" .. n else return err end", false, false, "if x then return x .. '' .. x else return x end"),
    ]

    @Test(arguments: CoverageLineScannerTests.lines.indices)
    func line(_ index: Int) {
        let (text, always, unlessHit, simple) = CoverageLineScannerTests.lines[index]
        var scanner = CoverageLineScanner()
        let e = scanner.consume(Array(text.utf8))
        #expect(e == .init(always: always, unlessHit: unlessHit), "\(text)")
        #expect(scanner.simplified == simple, "\(text)")
    }

    /// Lines in sequence on one scanner (state carried across lines): per line "A" always
    /// excluded, "Z" excluded unless hit, "-" counted.
    static let sequences: [([String], String)] = [
        (["#!/usr/bin/env lua", "#!x", "local a = 1"], "A--"),
        (["local function f(a,", "    b)", "  return a", "end"], "AA-A"),
        (["x = f(function(a,", "  b) return a end)"], "--"),
        (["--[==[ level two", "]] still comment", "]==] y = 2", "z"], "AA-Z"),
        (["local s = 'a\\", "b' .. c", "d"], "Z-Z"),
        (["t = {", "  [[long", "  key]],", "}"], "--ZZ"),
        (["-- luacov: disable", "x = 1", "end", "--   luacov:enable  ", "x = 1"], "AAAA-"),
        (["local s = \"\\\\\" .. x", "local t = '\\\\\\'' y"], "--"),
    ]

    static func marks(_ lines: [Substring]) -> String {
        var scanner = CoverageLineScanner()
        return lines.map { line -> String in
            let e = scanner.consume(Array(line.utf8))
            return e.always ? "A" : e.unlessHit ? "Z" : "-"
        }.joined()
    }

    @Test(arguments: CoverageLineScannerTests.sequences.indices)
    func sequence(_ index: Int) {
        let (lines, expected) = CoverageLineScannerTests.sequences[index]
        #expect(CoverageLineScannerTests.marks(lines.map { Substring($0) }) == expected, "\(lines)")
    }

    /// The coverage fixture's modules, line by line, as LuaCov's scanner marks them.
    @Test(arguments: [
        ("tricky", "AA-AAAAAAZAA-A-ZZZ-ZZZZ-AZAAA-AA-----A-AAA----A-AA-A--Z--Z-AA-A---A-AA----AAAAAAAA--A--A-A-AA---AAA-"),
        ("shapes", "A-A-ZZ-AZA----A-AA---AA--AA-"),
    ])
    func fixtureFile(_ name: String, _ expected: String) throws {
        let url = Runner.fixtures.appendingPathComponent("coverage/src/\(name).lua")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        #expect(CoverageLineScannerTests.marks(lines) == expected)
    }

    /// Lua patterns as lstrlib matches them: (pattern, subject, matches).
    @Test(arguments: [
        ("^ *end[,; %)]* *$", "  end)", true), ("^ *end[,; %)]* *$", "end x", false),
        ("^ *x ?[%[%.]? ?[ntfx0']* ?%]? *$", "x.x", true), ("^ *x ?[%[%.]? ?[ntfx0']* ?%]? *$", "x[0]", true),
        ("^ *x ?[%[%.]? ?[ntfx0']* ?%]? *$", "x(x)", false), ("a-b", "aaab", true), ("^a-$", "aaa", true),
        ("[^%w_]", "abc_1", false), ("[^%w_]", "ab c", true), ("^[a-c]+$", "abcabc", true), ("^[a-c]+$", "abcd", false),
        ("^%s*luacov:%s*enable%s*$", "  luacov: enable ", true), ("%p", "abc", false), ("%P", "...", false),
        ("x$y", "ax$y", true), ("^[]]$", "]", true), ("^.?b$", "b", true), ("^.?b$", "ab", true), ("^.?b$", "aab", false),
    ])
    func pattern(_ pattern: String, _ subject: String, _ expected: Bool) {
        #expect(CoveragePattern(pattern).matches(Array(subject.utf8)) == expected, "\(pattern) on \(subject)")
    }

    /// LuaCov's "%.2f%%" of hits over counted lines, 0.00% when nothing counts.
    @Test(arguments: [(0, 0, "0.00%"), (1, 0, "100.00%"), (2, 1, "66.67%"), (1, 2, "33.33%"), (44, 5, "89.80%"),
                      (1, 7, "12.50%"), (1, 15, "6.25%"), (58, 6, "90.62%"), (199, 1, "99.50%")])
    func percent(_ hits: Int, _ missed: Int, _ expected: String) {
        #expect(CoverageSummary.percent(hits: hits, missed: missed) == expected)
    }
}
