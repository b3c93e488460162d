import Foundation
import TestSupport
import Testing

/// stdlib/understudy/pretty.lua, through the binary (where the REPL uses it); the REPL cases
/// type into a real terminal (tmux) as a person would. spec/pretty_spec.lua pins the text.
@Suite(.serialized) struct PrettyPrinterTests {
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

    // MARK: In the REPL, in a terminal

    /// The REPL in a 100-column tmux pane, with a private HOME.
    func repl(_ environment: [String: String] = [:]) throws -> TerminalSession {
        try #require(TerminalSession.tmuxAvailable, "tmux is needed to drive the REPL (apt-get install tmux)")
        let home = try CLI.directory()
        var env = ["HOME": home.path, "UNDERSTUDY_HISTORY": home.appendingPathComponent("history").path, "TERM": "xterm-256color"]
        env.merge(environment) { $1 }
        let s = try TerminalSession(arguments: [], environment: env)
        try s.waitForLastLine(">")
        return s
    }

    /// The pane with its colors (tmux's `capture-pane -e`: SGR sequences kept).
    func coloredScreen(_ s: TerminalSession) throws -> String {
        try ChildProcess.run(TerminalSession.tmuxPath ?? "/usr/bin/tmux",
                             ["-L", s.socket, "capture-pane", "-e", "-p", "-J", "-t", s.session]).stdout
    }

    /// Item 2: objects show their values; stale handles say so.
    @Test func replShowsObjectsModulesAndStaleHandles() throws {
        let s = try repl(["NO_COLOR": "1"])
        try s.enter("sheet = stage.actionController{ style = 'twitter' }")
        try s.enter("sheet.settings.collectionView")
        try s.waitFor("CollectionViewSettings { cellHeightWhenDynamicsIsUsed = 50, lateralMargin = 0 }")
        try s.enter("stage.screen")
        let screen = try s.waitFor("width = 393")
        #expect(screen.contains("  height = 852,"))
        #expect(screen.contains("  safeArea = { top = 59, left = 0, bottom = 34, right = 0 },"))
        #expect(screen.contains("  tap = function stage.screen.tap,"))
        try s.enter("stage.screen.tap(5, 5)")
        try s.enter("stage.log")
        try s.waitFor(#"  last = { t = 0.0, source = "screen", name = "tap", miss = true, x = 5, y = 5 },"#)
        try s.enter("tbl = stage.tableView{ rows = { 'A' } }; p = stage.popup{ content = { width = 9, height = 9 } }")
        try s.enter("stage.reset()")
        try s.enter("{ sheet, tbl, p }")
        try s.waitFor("ActionController <stale: sheet#1 is from before stage.reset>,")
        try s.waitFor("SwipeTable <stale: table#1 is from before stage.reset>,")
        try s.waitFor("Popup <stale: popup#1 is from before stage.reset>")
    }

    /// Item 6: colors in a terminal, none with NO_COLOR; short arrays fill the terminal's width;
    /// functions say where they come from.
    @Test func replColorsWidthAndFunctions() throws {
        // NO_COLOR empty counts as unset (no-color.org); the test runner's may be set.
        let s = try repl(["NO_COLOR": ""])
        try s.enter("{ 1, 'two', flag = true }")
        try s.waitFor(#"{ 1, "two", flag = true }"#)
        let colored = try coloredScreen(s)
        #expect(colored.contains("\u{1B}[33m1\u{1B}[0m") || colored.contains("\u{1B}[33m1\u{1B}[39m"), "\(colored)")
        #expect(colored.contains("\u{1B}[32m\"two\""), "\(colored)")
        #expect(colored.contains("\u{1B}[36mflag"), "\(colored)")
        try s.enter("local t = {} for i = 1, 30 do t[i] = 1000 + i end return t")
        let wide = try s.waitFor("1030")
        let rows = wide.split(separator: "\n").filter { $0.contains("1001") || $0.contains("1030") }
        // 30 five-character numbers fit in two rows of at most 100 columns.
        #expect(rows.count == 2 && rows.allSatisfy { $0.count <= 100 && $0.count > 60 }, "\(wide)")
        try s.enter("{ print, stage.clock.advance, function() end }")
        try s.waitFor("{ function: builtin, function stage.clock.advance, function <stdin:1> }")

        let plain = try repl(["NO_COLOR": "1"])
        try plain.enter("{ 1, 'two' }")
        try plain.waitFor(#"{ 1, "two" }"#)
        #expect(!(try coloredScreen(plain)).contains("\u{1B}[32m"))
        let narrow = try repl(["COLUMNS": "40", "NO_COLOR": "1"])
        try narrow.enter("local t = {} for i = 1, 30 do t[i] = 1000 + i end return t")
        let lines = try narrow.waitFor("1030").split(separator: "\n").filter { $0.hasPrefix("  10") }
        #expect(lines.count >= 4 && lines.allSatisfy { $0.count <= 40 }, "\(lines)")
    }

    /// Item 9: `expect` at the prompt and in a plain script.
    @Test func expectInTheREPLAndInScripts() throws {
        let s = try repl(["NO_COLOR": "1"])
        try s.enter("expect(0.1 + 0.2):toBeCloseTo(0.3)")
        try s.enter("expect(stage.clock.now()).never:toBe(0)")
        let failed = try s.waitFor("Expected: never 0")
        #expect(failed.contains("expect(0.3) -- passed toBeCloseTo"))
        #expect(failed.contains("expect(received).never:toBe(expected)"))
        try s.enter("expect(1):toBeTrue()")
        try s.waitFor("no matcher 'toBeTrue' (did you mean 'toBeTruthy'?)")

        let dir = try CLI.directory()
        let script = dir.appendingPathComponent("check.lua")
        try """
            expect({ 1, 2 }):toHaveLength(2):toContain(2)
            expect(function() stage.clock.advance(-1) end):toThrow("advance")
            print("ok so far")
            expect("sheet#1"):toMatch("^popup")
            """.write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.understudy([script.path])
        #expect(r.status == 1)
        #expect(r.stdout == "ok so far\n")
        #expect(r.stderr.contains("check.lua:4: expect(received):toMatch(pattern)\n\nExpected pattern: \"^popup\"\nReceived: \"sheet#1\""), "\(r)")
    }
}
