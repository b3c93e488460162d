import Foundation
import Testing

/// The REPL as a newcomer meets it, typed into a real terminal (tmux): top-level locals that
/// persist, pictures at the prompt, short tracebacks, the `:` commands, and README's tour.
@Suite(.serialized) struct REPLSessionTests {
    let home: URL

    init() throws {
        try #require(TerminalSession.tmuxAvailable, "tmux is needed to drive the REPL (apt-get install tmux)")
        home = try CLI.directory()
    }

    func start(in directory: URL? = nil) throws -> TerminalSession {
        let s = try TerminalSession(environment: ["HOME": home.path, "UNDERSTUDY_HISTORY": home.appendingPathComponent("h").path],
                                    directory: directory)
        try s.waitForLastLine(">")
        return s
    }

    /// What the REPL printed for each input: the screen cut at its prompt lines.
    static func transcript(_ screen: String) -> [(input: String, output: [String])] {
        var out: [(input: String, output: [String])] = []
        for line in screen.components(separatedBy: "\n") {
            if line == ">" || line == ">>" || line.hasPrefix("> ") || line.hasPrefix(">> ") {
                let input = line.hasPrefix(">>") ? String(line.dropFirst(2)) : String(line.dropFirst(1))
                out.append((String(input.dropFirst(input.hasPrefix(" ") ? 1 : 0)), []))
            } else if !out.isEmpty {
                out[out.count - 1].output.append(line)
            }
        }
        return out
    }

    /// The output of the last input typed as `input`.
    func output(of input: String, in s: TerminalSession) throws -> [String] {
        Self.transcript(try s.screen()).last { $0.input == input }?.output ?? ["<no input '\(input)'>"]
    }

    /// The output of an input that shows several results: the terminal shows the tab between
    /// them as spaces, so each result is a word here.
    func values(of input: String, in s: TerminalSession) throws -> [[String]] {
        try output(of: input, in: s).map { $0.split(separator: " ").map(String.init) }
    }

    @Test func topLevelLocalsPersistAcrossInputs() throws {
        let s = try start()
        try s.submit("local x = 5")
        try s.submit("x")
        #expect(try output(of: "x", in: s) == ["5"])
        // A closure from an earlier input and a later assignment share the variable.
        try s.submit("local function get() return x end")
        try s.submit("x = 6")
        try s.submit("get(), rawget(_G, 'x')")
        #expect(try values(of: "get(), rawget(_G, 'x')", in: s) == [["6", "nil"]])
        // local function is recursive.
        try s.submit("local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end")
        try s.submit("fact(10)")
        #expect(try output(of: "fact(10)", in: s) == ["3628800"])
        // Shadowing a global, and the rhs still sees the global.
        try s.submit("local type = function(v) return 'mine:' .. _G.type(v) end")
        try s.submit("type(1)")
        #expect(try output(of: "type(1)", in: s) == ["\"mine:number\""])
        try s.submit("local tostring = tostring")
        try s.submit("tostring(12)")
        #expect(try output(of: "tostring(12)", in: s) == ["\"12\""])
        // <const> stays read-only in later inputs, with Lua's own message.
        try s.submit("local limit <const> = 42")
        try s.submit("limit = 1")
        #expect(try output(of: "limit = 1", in: s) == ["stdin:1: attempt to assign to const variable 'limit'"])
        try s.submit("limit")
        #expect(try output(of: "limit", in: s) == ["42"])
        // <close> closes at the end of its input, as in lua.c.
        try s.submit("local res <close> = setmetatable({}, { __close = function() print('closed') end }) print('body')")
        #expect(try output(of: "local res <close> = setmetatable({}, { __close = function() print('closed') end }) print('body')", in: s) == ["body", "closed"])
        // Only top-level statements count: not in blocks, functions, strings or comments.
        try s.submit("for i = 1, 2 do local inblock = i end local s = 'local q1 = 1' --[[ local q2 = 2 ]] local z = [==[ local q3 ]==]")
        try s.submit("inblock, q1, q2, q3, z == ' local q3 '")
        #expect(try values(of: "inblock, q1, q2, q3, z == ' local q3 '", in: s) == [["nil", "nil", "nil", "nil", "true"]])
        // A declaration that never ran (an error before it) declares nothing; one that ran stays.
        try s.submit("error('early') local never = 1")
        try s.submit("local kept = 1 error('late')")
        try s.submit("never, kept")
        #expect(try values(of: "never, kept", in: s) == [["nil", "1"]])
        // `...`, _ENV and line numbers are the input's own, as in lua.c.
        try s.submit("select('#', ...), _ENV == _G")
        #expect(try values(of: "select('#', ...), _ENV == _G", in: s) == [["0", "true"]])
        try s.submit("local y = x")
        try s.submit("if y then")
        try s.submit("  local z = nil")
        try s.submit("  return z.field")
        try s.submit("end")
        #expect(try output(of: "end", in: s).first == "stdin:3: attempt to index a nil value (upvalue 'z')"
                || output(of: "end", in: s).first == "stdin:3: attempt to index a nil value (local 'z')")
        try s.submit("local _ENV = { print = print } print(math)")
        #expect(try output(of: "local _ENV = { print = print } print(math)", in: s) == ["nil"])
        // Several names at once, from a call's results.
        try s.submit("local a, b, c = (function() return 1, 2 end)()")
        try s.submit("a + b, c")
        #expect(try values(of: "a + b, c", in: s) == [["3", "nil"]])
    }

    @Test func pipedInteractiveModeKeepsLuaCLocals() throws {
        let input = "local x = 5\nx\nlocal function f() return 1 end\nf\n"
        let r = try CLI.understudy(["-i"], input: input)
        #expect(r.stdout.contains("> x\nnil\n"), "\(r)")
        #expect(r.stdout.contains("> f\nnil\n"), "\(r)")
        if CLI.luaAvailable {
            let lua = try CLI.run(CLI.lua, ["-i"], input: input)
            #expect(r.stdout.components(separatedBy: "\n").dropFirst() == lua.stdout.components(separatedBy: "\n").dropFirst())
        }
    }

    @Test func picturesAtThePrompt() throws {
        let dir = try CLI.directory()
        let s = try start(in: dir)
        try s.submit("stage.render{ width = 30 }")
        let picture = try output(of: "stage.render{ width = 30 }", in: s)
        #expect(picture.first == "t=0.000  393x852", "\(picture)")
        #expect(picture.contains("+------------------------------+"), "\(picture)")
        #expect(!picture.joined().contains("\\n"))
        // A one-line string keeps the quoted form.
        try s.submit("'one line'")
        #expect(try output(of: "'one line'", in: s) == ["\"one line\""])
        // An empty screen is one line.
        try s.submit(":render 24")
        #expect(try output(of: ":render 24", in: s) == ["t=0.000  393x852  nothing on the screen (make a component: "
            + "stage.actionController{}, stage.tableView{}, stage.popup{}, stage.tabBarController{})"])
        try s.submit(":render wide")
        #expect(try output(of: ":render wide", in: s).first?.contains("positive whole number") == true)
        // :render draws where something is; 'full' the whole screen.
        try s.submit("s = stage.actionController{} s:addAction('Edit') s:present() stage.clock.advance(1)")
        try s.submit(":render 30")
        let cropped = try output(of: ":render 30", in: s)
        try s.submit(":render full 30")
        let full = try output(of: ":render full 30", in: s)
        #expect(cropped.contains { $0.contains("Edit") } && full.contains { $0.contains("Edit") }, "\(cropped)")
        #expect(cropped.count < full.count / 2, "\(cropped.count) lines cropped, \(full.count) full")
        try s.submit(":svg")
        #expect(try output(of: ":svg", in: s) == ["wrote " + dir.appendingPathComponent("understudy-screen.svg").path])
        try s.submit(":timeline t.svg")
        #expect(try output(of: ":timeline t.svg", in: s) == ["wrote " + dir.appendingPathComponent("t.svg").path])
        let svg = try String(contentsOf: dir.appendingPathComponent("understudy-screen.svg"), encoding: .utf8)
        let timeline = try String(contentsOf: dir.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && timeline.contains("<svg"))
    }

    @Test func shortTracebacks() throws {
        let s = try start()
        // The error is in the typed line: the message alone.
        try s.submit("error('boom')")
        #expect(try output(of: "error('boom')", in: s) == ["stdin:1: boom"])
        try s.submit("stage.clock.advance(-1)")
        #expect(try output(of: "stage.clock.advance(-1)", in: s).count == 1)
        // In a function: its frames, none of the REPL's.
        try s.submit("function inner() error('deep') end")
        try s.submit("function outer() inner() end")
        try s.submit("outer()")
        let lines = try output(of: "outer()", in: s)
        #expect(lines.first == "stdin:1: deep", "\(lines)")
        #expect(lines.contains("stack traceback:"), "\(lines)")
        #expect(lines.contains { $0.contains("in function 'inner'") }, "\(lines)")
        #expect(lines.contains { $0.contains("in function 'outer'") }, "\(lines)")
        #expect(!lines.contains { $0.contains("[C]: in ?") || $0.contains("tail calls") }, "\(lines)")
        // A timer callback's error: one traceback, the callback's frames first.
        try s.submit("stage.clock.after(0.1, function() inner() end) stage.clock.advance(1)")
        let timer = try output(of: "stage.clock.after(0.1, function() inner() end) stage.clock.advance(1)", in: s)
        #expect(timer.filter { $0 == "stack traceback:" }.count == 1, "\(timer)")
        #expect(timer.contains { $0.contains("in function 'inner'") } && timer.contains { $0.contains("'advance'") }, "\(timer)")
    }

    @Test func ctrlCInATimerCallbackPrintsOneTraceback() throws {
        let s = try start()
        try s.submit("kept = 3")
        try s.type("stage.clock.after(0.1, function() while true do end end) stage.clock.advance(1)")
        try s.press("Enter")
        Thread.sleep(forTimeInterval: 0.4)
        try s.press("C-c")
        try s.waitFor("interrupted!")
        try s.waitForLastLine(">")
        let screen = try s.screen()
        #expect(screen.components(separatedBy: "stack traceback:").count == 2, "\(screen)")
        #expect(!screen.contains("[C]: in ?"), "\(screen)")
        try s.submit("kept + 1")
        #expect(try output(of: "kept + 1", in: s) == ["4"])
        // The stage goes on too.
        try s.submit("stage.clock.advance(1) > 0")
        #expect(try output(of: "stage.clock.advance(1) > 0", in: s) == ["true"])
    }

    @Test func commandsSuggestConfirmAndList() throws {
        let s = try start()
        try s.submit(":rendr")
        #expect(try output(of: ":rendr", in: s) == ["unknown command ':rendr': did you mean :render? (:help lists the commands)"])
        try s.submit(":sav")
        #expect(try output(of: ":sav", in: s) == ["unknown command ':sav': did you mean :save? (:help lists the commands)"])
        try s.submit(":zzzzzz")
        #expect(try output(of: ":zzzzzz", in: s) == ["unknown command ':zzzzzz' (try :help)"])
        try s.submit("stage.clock.advance(2)")
        try s.submit(":reset")
        #expect(try output(of: ":reset", in: s) == ["stage reset: clock 0 s, screen 393x852"])
        try s.submit(":help")
        let help = try output(of: ":help", in: s)
        for name in [":help", ":render [width]", ":svg [file]", ":timeline [file]", ":log", ":reset", ":load FILE", ":save FILE", ":quit"] {
            #expect(help.filter { $0.hasPrefix("  " + name + " ") }.count == 1, "\(name) in \(help)")
        }
        #expect(help.count == 9, "\(help)")
    }

    /// A session with help, a builder call, a syntax error, failed inputs (one after it moved
    /// the clock), bare calls and values, pictures and the log, saved with :save and run with
    /// `understudy`: the script prints what the prompt printed (help's text and the errors
    /// aside: help does nothing in a script, errors go to standard error) and ends in the same
    /// state.
    @Test func saveWritesAScriptThatReplaysTheSession() throws {
        let dir = try CLI.directory(["setup.lua": """
            loaded = true
            local hidden = 1
            stage.clock.advance(0.5)
            """])
        let s = try start(in: dir)
        let shown = [
            "local sheet = stage.actionController{ style = 'twitter', header = 'Saved' }",
            "sheet:addAction{ title = 'One' }",
            "sheet:present()",
            "stage.clock.advance(1)",
            "sheet.state",
            "=sheet.state",
            "{ a = 1, nested = { true } }",
            "_.nested",
            ":render 30",
            ":log",
            "print(stage.clock.now(), loaded)",
            "stage.clock.now(), #stage.log.events()",
        ]
        let failed = ["error('a failed line')", "stage.clock.advance(0.25) error('moved, then failed')"]
        try s.submit(":load setup.lua")
        try s.submit("")   // an empty line is no input to save
        try s.submit("help('stage.clock.advance')")
        #expect(try output(of: "help('stage.clock.advance')", in: s).count > 3)
        for (i, line) in shown.enumerated() {
            try s.submit(line)
            if i == 1 {
                // A builder call shows what it made in one line.
                #expect(try output(of: line, in: s) == ["Action(1, 'One')"])
                try s.submit("this is not lua")
                try s.submit(failed[0])
            }
            if i == 4 { try s.submit(failed[1]) }
        }
        #expect(try values(of: shown.last ?? "", in: s) == [["1.75", "2"]])
        try s.submit(":save session.lua")
        #expect(try output(of: ":save session.lua", in: s) == ["saved 16 inputs to " + dir.appendingPathComponent("session.lua").path])
        let transcript = Self.transcript(try s.screen())
        let printed = shown.flatMap { line in transcript.last { $0.input == line }?.output ?? ["<no \(line)>"] }
        let script = try String(contentsOf: dir.appendingPathComponent("session.lua"), encoding: .utf8)
        #expect(!script.contains("not lua"), "\(script)")
        let r = try CLI.understudy(["session.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)\n\(script)")
        // The terminal shows a tab as spaces to the next stop of 8.
        let replayed = r.stdout.components(separatedBy: "\n").dropLast().map { line in
            line.reduce(into: "") { out, c in
                if c == "\t" { out += String(repeating: " ", count: 8 - out.count % 8) } else { out.append(c) }
            }
        }
        #expect(replayed == printed, "\(r)\n\(script)")
        #expect(r.stderr.contains("a failed line") && r.stderr.contains("moved, then failed"), "\(r)")
    }

    /// What a call returns shows briefly, handles inside its table too: `stage.popups.all()` is
    /// a list of one-line popups (it was every popup's fifty properties), and :save's script
    /// shows it the same way; a variable holding the list, typed alone, shows their values.
    /// Inside an object, another object's handle is its one line (a table's parent).
    @Test func aCallsTableOfHandlesListsThemOneLineEach() throws {
        let dir = try CLI.directory()
        let s = try start(in: dir)
        try s.submit("p = stage.popup{ content = { width = 10, height = 10 }, popStyle = 'fade' } p:pop()")
        try s.submit("stage.popups.all()")
        #expect(try output(of: "stage.popups.all()", in: s) == ["{ Popup(popup#1, presenting) }"])
        try s.submit("list = stage.popups.all()")
        try s.submit("list")
        #expect(try output(of: "list", in: s).contains("    hemStyle = \"center\","))
        try s.submit("nav = stage.navigationController{ title = 'Shop' }")
        try s.submit("t = stage.tableView{ rows = 1, parent = nav }")
        try s.submit("t")
        let table = try output(of: "t", in: s)
        #expect(table.contains("  parent = PopupContainer(bar#1, navigationController, barHidden),"), "\(table)")
        #expect(table.count < 30, "\(table)")
        try s.submit(":save brief.lua")
        let r = try CLI.understudy(["brief.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("{ Popup(popup#1, presenting) }\n{\n  Popup(popup#1, presenting) {\n"), "\(r.stdout)")
    }

    /// README's tour, typed line by line, prints what README.md says: each `--> value` is the
    /// last thing its line shows, `print(stage.render())` shows the picture, and everything else
    /// printed is the block README lists.
    @Test func readmeTourPrintsWhatReadmeSays() throws {
        let readme = try String(contentsOf: DocExamplesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let tour = try #require(lines.firstIndex(of: "## A tour"))
        let open = try #require(lines[tour...].firstIndex(of: "```lua"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        let code = Array(lines[(open + 1)..<close])
        let blockStart = try #require(lines[(close + 1)...].firstIndex(of: "```"))
        let blockEnd = try #require(lines[(blockStart + 1)...].firstIndex(of: "```"))
        let printed = Array(lines[(blockStart + 1)..<blockEnd])
        #expect(code.count > 10 && printed.count > 3)

        let s = try start()
        for line in code { try s.submit(line) }
        let transcript = Self.transcript(try s.screen())
        // Each typed line shows one prompt; the last prompt is the empty one after the tour.
        try #require(transcript.count == code.count + 1, "\(transcript.map(\.input))")
        var rest: [String] = []
        for (i, line) in code.enumerated() {
            #expect(transcript[i].input == line)
            var output = transcript[i].output
            if let arrow = line.range(of: "--> ") {
                var value = String(line[arrow.upperBound...])
                if let comment = value.range(of: "  -- ") { value = String(value[..<comment.lowerBound]) }
                // The docs' rule (docs/TESTING.md, "Docs examples"): what the line printed, or when
                // it printed nothing, the value the prompt shows for it (its last line).
                let printedPart = !line.hasPrefix("print(") && output.count > 1 ? Array(output.dropLast()) : output
                let shown = printedPart.joined(separator: " ")
                #expect(shown == value, "line \(i + 1) '\(line)' shows \(output)")
                output = []
            }
            if line.hasPrefix("print(stage.render())") {
                #expect(output.first?.hasPrefix("t=0.600  393x852") == true, "\(output)")
                #expect(output.contains { $0.contains("Xmartlabs") } && output.contains { $0.contains("Miguel") }, "\(output)")
                continue
            }
            rest += output
        }
        #expect(rest == printed, "printed \(rest)")
    }
}
