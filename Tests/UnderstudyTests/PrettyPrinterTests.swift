import Foundation
import Testing

/// stdlib/understudy/pretty.lua, through the binary (where the REPL uses it).
@Suite struct PrettyPrinterTests {
    /// Formats each Lua expression with `pretty.format(value, options)` in one process.
    func format(_ cases: [(String, String)]) throws -> [String] {
        var code = "local pretty = require('understudy.pretty')\n"
        for (expr, options) in cases {
            code += "do local v = \(expr) io.write(pretty.format(v\(options.isEmpty ? "" : ", " + options)), '\\0') end\n"
        }
        let r = try CLI.understudy(["-"], input: code)
        #expect(r.status == 0, "\(r)")
        return r.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func values() throws {
        let cases: [(String, String, String)] = [
            ("nil", "", "nil"),
            ("true", "", "true"),
            ("42", "", "42"),
            ("0.5", "", "0.5"),
            ("1e100", "", "1e+100"),
            ("math.huge", "", "math.huge"),
            ("-math.huge", "", "-math.huge"),
            ("0/0", "", "0/0"),
            ("'plain'", "", #""plain""#),
            (#"'quote " back \\ tab \t nl \n bell \a nul \0 del \127 é'"#, "",
             #""quote \" back \\ tab \t nl \n bell \a nul \000 del \127 é""#),
            ("{}", "", "{}"),
            ("{1, 2, 3}", "", "{ 1, 2, 3 }"),
            ("{b = 1, a = 2, [3] = 'x', [true] = 0, ['not id'] = 1, ['end'] = 2}", "",
             #"{ [3] = "x", a = 2, b = 1, ["end"] = 2, ["not id"] = 1, [true] = 0 }"#),
            ("{1, 2, nil, 4}", "", "{ 1, 2, [4] = 4 }"),
            ("{ {1}, { x = { y = {} } } }", "", "{ { 1 }, { x = { y = {} } } }"),
            ("setmetatable({}, { __tostring = function() return 'custom' end })", "", "custom"),
            ("setmetatable({}, { __tostring = function() error('bad') end })", "", "<table: __tostring failed>"),
        ]
        let got = try format(cases.map { ($0.0, $0.1) })
        for (i, c) in cases.enumerated() {
            #expect(got.count > i && got[i] == c.2, "pretty.format(\(c.0))")
        }
    }

    @Test func capsAndCycles() throws {
        let cases: [(String, String, String)] = [
            ("(function() local t = {} t.self = t return t end)()", "", "{ self = <cycle> }"),
            ("(function() local a, b = {}, {} a.b = b b.a = a return a end)()", "", "{ b = { a = <cycle> } }"),
            ("(function() local s = {1} return { s, s } end)()", "", "{ { 1 }, { 1 } }"),
            ("{ { { { { 1 } } } } }", "", "{ { { { {...} } } } }"),
            ("{ { { 1 } } }", "{ depth = 1 }", "{ {...} }"),
            ("{ 1, 2, 3, 4, 5 }", "{ items = 3 }", "{ 1, 2, 3, ... (2 more) }"),
            ("{ a = 1, b = 2, c = 3 }", "{ items = 2 }", "{ a = 1, b = 2, ... (1 more) }"),
        ]
        let got = try format(cases.map { ($0.0, $0.1) })
        for (i, c) in cases.enumerated() {
            #expect(got.count > i && got[i] == c.2, "pretty.format(\(c.0), \(c.1))")
        }
    }

    @Test func wideTablesSplitOverLines() throws {
        let got = try format([
            ("{ first = string.rep('a', 30), second = string.rep('b', 30), nested = { 1, 2 } }", ""),
            ("{ first = string.rep('a', 30), second = string.rep('b', 30) }", "{ indent = false }"),
            ("{ a = { 1, 2 }, b = 2 }", "{ width = 16, indent = 4 }"),
        ])
        #expect(got.count == 3)
        #expect(got.first == """
            {
              first = "\(String(repeating: "a", count: 30))",
              nested = { 1, 2 },
              second = "\(String(repeating: "b", count: 30))"
            }
            """)
        #expect(got.dropFirst().first == #"{ first = "\#(String(repeating: "a", count: 30))", second = "\#(String(repeating: "b", count: 30))" }"#)
        #expect(got.last == "{\n    a = { 1, 2 },\n    b = 2\n}")
    }

    @Test func otherValuesUseTostring() throws {
        let got = try format([("print", ""), ("coroutine.create(function() end)", ""), ("io.stdout", "")])
        #expect(got.count == 3)
        #expect(got[0].hasPrefix("function: "))
        #expect(got[1].hasPrefix("thread: "))
        #expect(got[2].hasPrefix("file ("))
    }

    @Test func badOptionsAreAnArgumentError() throws {
        let r = try CLI.understudy(["-e", "require('understudy.pretty').format(1, 'x')"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("bad argument #2 to 'format' (table expected, got string)"), "\(r)")
    }
}
