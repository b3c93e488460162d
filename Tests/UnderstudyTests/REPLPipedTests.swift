import Foundation
import Testing

/// REPL features beyond lua.c that also work without a terminal (`-i` with piped input):
/// `help(x)` and the `:` commands. Piped sessions otherwise behave exactly as lua5.4's (see
/// CLICompatibilityTests).
@Suite struct REPLPipedTests {
    func session(_ input: String, arguments: [String] = ["-i"]) throws -> CLI.Result {
        try CLI.understudy(arguments, input: input)
    }

    @Test func helpDocumentsFromTheRegistry() throws {
        let r = try session("help(stage.clock.advance)\nhelp('stage.clock.advance')\n")
        #expect(r.status == 0, "\(r)")
        // Both forms print the same text: signature with types, doc, parameters, example.
        let parts = r.stdout.components(separatedBy: "> help(")
        #expect(parts.count == 3)
        let text = parts.count == 3 ? parts[1].components(separatedBy: "\n").dropFirst().joined(separator: "\n") : ""
        #expect(text.hasPrefix("stage.clock.advance(seconds: number) -> number\n\n  "), "\(r)")
        #expect(text.contains("\n  Example:\n    "))
        #expect(parts.count == 3 && parts[2].components(separatedBy: "\n").dropFirst().joined(separator: "\n").hasPrefix(text.components(separatedBy: "\n> ")[0]))
    }

    @Test func helpWithoutArgumentListsModulesAndTypes() throws {
        let r = try session("help()\n")
        #expect(r.stdout.contains("Modules:\n"), "\(r)")
        #expect(r.stdout.contains("\n  stage.clock "), "\(r)")
        #expect(r.stdout.contains("help(x) documents one of them"), "\(r)")
        // Then the components by the docs' names, what each adds under stage, its page.
        #expect(r.stdout.contains("""

            Components (help("action sheet") documents one):
              action sheet     docs/ACTIONSHEETS.md: stage.actionController
              swipe            docs/SWIPE.md: stage.tableView, stage.collectionView,
                               stage.swipeAction

            """), "\(r)")
        #expect(r.stdout.contains("  popup bar        docs/POPUPBAR.md: stage.tabBarController,"), "\(r)")
    }

    @Test func helpOnOtherValues() throws {
        let r = try session("help(string.format)\nhelp(nil)\nhelp(function() end)\nhelp('no.such.thing')\nhelp(stage.reset)\n")
        #expect(r.stdout.contains("string.format is part of Lua's standard library: https://www.lua.org/manual/5.4/manual.html#pdf-string.format"))
        #expect(r.stdout.contains("help: the value is nil"))
        #expect(r.stdout.contains("help: an undocumented Lua function, defined at stdin:1"))
        #expect(r.stdout.contains("help: nothing is documented under the name 'no.such.thing'"))
        // Option tables list their keys with types and defaults.
        #expect(r.stdout.contains("stage.reset(options?: table)"), "\(r)")
        #expect(r.stdout.contains("\n  Options:\n    device: one of \"iPhone 15\", \"iPhone SE\", \"iPad\" = \"iPhone 15\""), "\(r)")
        #expect(r.stdout.contains("\n    width: number = 393"), "\(r)")
    }

    @Test func helpOnObjectsAndTypes() throws {
        let r = try session("t = stage.clock.after(1, function() end)\nhelp(t)\nhelp(t.cancel)\nhelp('Timer')\n")
        #expect(r.stdout.contains("Timer (type)\n"), "\(r)")
        #expect(r.stdout.contains("timer:cancel("), "\(r)")
        #expect(r.stdout.contains("Timer:cancel("), "\(r)")
    }

    /// The words the README and the docs use for things find them (a newcomer's chat app asked
    /// for "action sheet" and "swipe actions" and got nothing): a component's name leads to
    /// what it adds under `stage`, a name with spaces, hyphens or a plural to its one function
    /// or type; a name no entry folds to still gets the spelling search.
    @Test func helpFindsTheDocsWordsForThings() throws {
        let r = try session("""
            help('action sheet')
            help('Popup Bar')
            help('swipe actions')
            help('tab-bar controller')
            help('popup container')
            help('SwipeAction')
            help('mini-player')
            help('SwipeCellKit')

            """)
        #expect(r.stdout.contains("""
            help: 'action sheet' is the action sheet component (docs/ACTIONSHEETS.md): stage.actionController

            stage.actionController(options?: table) -> ActionController
            """), "\(r)")
        #expect(r.stdout.contains("help: 'Popup Bar' is the popup bar component (docs/POPUPBAR.md): "
            + "stage.tabBarController, stage.navigationController, stage.viewController, stage.customContainer, "
            + "stage.window\n"), "\(r)")
        #expect(r.stdout.contains("help: 'swipe actions' is stage.swipeAction\n\nstage.swipeAction(options: table)"), "\(r)")
        #expect(r.stdout.contains("help: 'tab-bar controller' is stage.tabBarController\n"), "\(r)")
        #expect(r.stdout.contains("help: 'popup container' is PopupContainer\n\nPopupContainer (type)"), "\(r)")
        // An entry's own name is that entry, as before.
        #expect(r.stdout.contains("> help('SwipeAction')\nSwipeAction (type)"), "\(r)")
        // The library's name and the docs' other words for a component lead to it.
        #expect(r.stdout.contains("help: 'mini-player' is the popup bar component (docs/POPUPBAR.md): "), "\(r)")
        #expect(r.stdout.contains("help: 'SwipeCellKit' is the swipe component (docs/SWIPE.md): "), "\(r)")
    }

    @Test func commands() throws {
        let r = try session(":help\nstage.clock.after(0.25, function() end)\nstage.clock.advance(1)\n:log\n:reset\n:log\n:render\n:bogus\n:reset now\n:quit\nprint('not reached')\n")
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains(":render [width] [full]"), "\(r)")
        #expect(r.stdout.contains("> :log\n[  0.250] clock timer"), "\(r)")
        #expect(r.stdout.contains("> :reset\nstage reset: clock 0 s, screen 393x852\n> :log\n(no events)\n"), "\(r)")
        #expect(r.stdout.contains("> :render\nt=0.000  393x852  nothing on the screen (make a component: "), "\(r)")
        #expect(r.stderr.contains("unknown command ':bogus' (try :help)\n"), "\(r)")
        #expect(r.stderr.contains(":reset takes no arguments\n"), "\(r)")
        #expect(!r.stdout.contains("not reached"))
    }

    @Test func commandsNeedALetterAfterTheColon() throws {
        // "::label::" is Lua (a goto label), not a command.
        let r = try session("::top:: x = 1\nprint(x)\n")
        #expect(r.stdout.contains("> print(x)\n1\n"), "\(r)")
        #expect(r.stderr.isEmpty, "\(r)")
    }

    @Test func commandsReportAMissingFunctionClearly() throws {
        let r = try session("stage = nil\n:render\n:reset\n")
        #expect(r.stderr.contains("stage.render is not available: this state has no stage.render() function"), "\(r)")
        #expect(r.stderr.contains("stage.reset is not available"), "\(r)")
    }

    @Test func pipedResultsUsePlainPrintAndNoUnderscore() throws {
        let r = try session("{}\n_\n")
        #expect(r.stdout.contains("> {}\ntable: 0x"), "\(r)")
        #expect(r.stdout.contains("> _\nnil\n"), "\(r)")
    }
}
