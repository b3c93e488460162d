import Foundation
import Testing

/// The REPL in a real terminal (tmux), used as a person would: libedit editing, pretty printing,
/// completion, history across runs, Ctrl-C.
@Suite(.serialized) struct REPLTerminalTests {
    /// A temporary HOME, so that libedit's ~/.editrc and our history stay private to the test.
    let home: URL
    let history: URL

    init() throws {
        try #require(TerminalSession.tmuxAvailable, "tmux is needed to drive the REPL (apt-get install tmux)")
        home = try CLI.directory()
        history = home.appendingPathComponent("history")
    }

    func start(_ arguments: [String] = [], environment: [String: String]? = nil) throws -> TerminalSession {
        let env = environment ?? ["HOME": home.path, "UNDERSTUDY_HISTORY": history.path]
        let s = try TerminalSession(arguments: arguments, environment: env)
        try s.waitForLastLine(">")
        return s
    }

    @Test func multiLineFunctionAndExpressionPrinting() throws {
        let s = try start()
        try s.enter("function f(x)")
        try s.enter("  return x * 2", at: ">>")
        try s.enter("end", at: ">>")
        try s.enter("f(21)")
        try s.waitFor("\n42\n")
        try s.enter("{1, \"a\", b = {c = true}, [10] = 'ten'}")
        try s.waitFor(#"{ 1, "a", [10] = "ten", b = { c = true } }"#)
        // `_` keeps the last result.
        try s.enter("_[2]")
        try s.waitFor("\n\"a\"\n")
        // The chunk reached history once, whole.
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains(#"function\040f(x)\012\040\040return\040x\040*\0402\012end"#))
    }

    @Test func tabCompletesGlobalsFieldsAndStage() throws {
        let s = try start()
        try s.enter("mytable = { alpha = 1, beta = 2 }")
        try s.waitForLastLine(">")
        try s.type("mytable.al")
        try s.press("Tab")
        try s.waitFor("> mytable.alpha")
        try s.press("Enter")
        try s.waitFor("> mytable.alpha\n1")
        // Globals and keywords.
        try s.waitForLastLine(">")
        try s.type("mytab")
        try s.press("Tab")
        try s.waitFor("> mytable")
        try s.press("C-u")
        try s.waitForLastLine(">")
        // The stage API (a table of tables).
        try s.type("stage.cl")
        try s.press("Tab")
        try s.waitFor("> stage.clock")
        try s.type(".no")
        try s.press("Tab")
        try s.waitFor("> stage.clock.now")
        try s.type("()")
        try s.press("Enter")
        try s.waitFor("stage.clock.now()\n0")
        // Methods of a string after ':'.
        try s.enter("s = 'abc'")
        try s.waitForLastLine(">")
        try s.type("s:up")
        try s.press("Tab")
        try s.waitFor("> s:upper")
        try s.type("()")
        try s.press("Enter")
        try s.waitFor("\"ABC\"")
        // Properties of a module come from its registry declaration.
        try s.press("C-u")
        try s.waitForLastLine(">")
        try s.type("stage.screen.wi")
        try s.press("Tab")
        try s.waitFor("> stage.screen.width")
        try s.press("Enter")
        try s.waitFor("> stage.screen.width\n393")
        // Methods of a bridged userdata come from its registry declaration.
        try s.enter("t = stage.clock.after(1, function() end)")
        try s.waitForLastLine(">")
        try s.type("t:can")
        try s.press("Tab")
        try s.waitFor("> t:cancel")
    }

    @Test func historyIsKeptAcrossRuns() throws {
        do {
            let s = try start()
            try s.enter("remembered = 12345")
            try s.waitForLastLine(">")
            try s.press("C-d")
            try s.waitForExit()
        }
        let s = try start()
        try s.press("Up")
        try s.waitFor("> remembered = 12345")
        try s.press("Enter")
        try s.waitFor("> remembered = 12345\n>")
        try s.enter("remembered")
        try s.waitFor("\n12345\n")
    }

    @Test func historyFileDefaultsToHome() throws {
        do {
            let s = try start(environment: ["HOME": home.path])
            try s.enter("inHome = true")
            try s.waitForLastLine(">")
            // The history is written on exit; wait for it rather than race the session's end.
            try s.press("C-d")
            try s.waitForExit()
        }
        let saved = try String(contentsOf: home.appendingPathComponent(".understudy_history"), encoding: .utf8)
        #expect(saved.contains(#"inHome\040=\040true"#))
    }

    @Test func ctrlCInterruptsARunningChunkAndKeepsState() throws {
        let s = try start()
        try s.enter("kept = 7")
        try s.enter("while true do end")
        try s.waitFor("> while true do end")
        Thread.sleep(forTimeInterval: 0.3)
        try s.press("C-c")
        try s.waitFor("interrupted!")
        try s.waitForLastLine(">")
        try s.enter("kept")
        try s.waitFor("\n7\n")
    }

    @Test func ctrlCCancelsTheLineBeingTyped() throws {
        let s = try start()
        try s.type("this is not lua")
        // Like a person, press ^C once the text is there (the terminal signals ^C at once,
        // ahead of text the REPL has not read yet).
        try s.waitFor("> this is not lua")
        try s.press("C-c")
        try s.waitFor("> this is not lua^C")
        try s.waitForLastLine(">")
        // A continuation is dropped whole.
        try s.enter("if true then")
        try s.waitForLastLine(">>")
        try s.type("x = 1")
        try s.waitFor(">> x = 1")
        try s.press("C-c")
        try s.waitForLastLine(">")
        try s.enter("1 + 1")
        try s.waitFor("\n2\n")
        #expect(try !s.screen().contains("syntax error"))
    }

    @Test func errorsKeepStateAndCommandsWork() throws {
        let s = try start()
        try s.enter("n = 1")
        try s.enter("error('boom')")
        try s.waitFor("stdin:1: boom")
        try s.enter("n + 1")
        try s.waitFor("\n2\n")
        try s.enter(":nosuch")
        try s.waitFor("unknown command ':nosuch' (try :help)")
        try s.enter(":quit")
        try s.waitForExit()
    }
}
