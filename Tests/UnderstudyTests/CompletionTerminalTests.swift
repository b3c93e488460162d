import Foundation
import Testing

/// Tab in the real REPL (libedit in a tmux pseudo-terminal), where people press it: option keys
/// of a constructor (on a later line of the chunk too), enum values inside strings, action
/// titles with spaces, fields through an index, the list shown for several matches.
@Suite(.serialized) struct CompletionTerminalTests {
    let home: URL

    init() throws {
        try #require(TerminalSession.tmuxAvailable, "tmux is needed to drive the REPL (apt-get install tmux)")
        home = try CLI.directory()
    }

    func start() throws -> TerminalSession {
        let s = try TerminalSession(environment: ["HOME": home.path, "UNDERSTUDY_HISTORY": home.appendingPathComponent("h").path])
        try s.waitForLastLine(">")
        return s
    }

    @Test func tabCompletesOptionKeysEnumValuesTitlesAndIndexedFields() throws {
        let s = try start()
        try s.enter("sheet = stage.actionController{ style = 'twitter' }")
        try s.enter("sheet:addAction('Edit photo')")
        try s.enter("sheet:addAction('Edit video')")
        try s.enter("sheet:addAction{ title = 'Delete', style = 'destructive' }")
        try s.waitFor("Action(3, 'Delete')")
        try s.waitForLastLine(">")

        // An option key, then an enum value closed with its quote.
        try s.type("other = stage.actionController{ sty")
        try s.press("Tab")
        try s.waitFor("> other = stage.actionController{ style =")  // (the screen's trailing blank is trimmed)
        try s.type("\"sp")
        try s.press("Tab")
        try s.waitFor("stage.actionController{ style = \"spotify\"")
        try s.type(" }")
        try s.press("Enter")
        try s.enter("other.style")
        try s.waitFor("> other.style\n\"spotify\"")

        // Several enum values: the list, and the common prefix typed.
        try s.waitForLastLine(">")
        try s.type("x = stage.actionController{ style = \"t")
        try s.press("Tab")
        try s.press("Tab")
        try s.waitFor("tweetbot\" twitter\"")
        try s.waitFor("style = \"tw")
        try s.press("C-u")

        // A key on a later line of the chunk, after keys on earlier lines.
        try s.enter("third = stage.actionController{")
        try s.enter("  style = 'skype',", at: ">>")
        try s.waitForLastLine(">>")
        try s.type("  cellHe")
        try s.press("Tab")
        try s.waitFor(">>   cellHeight =")
        try s.type("40 }")
        try s.press("Enter")
        try s.enter("third.style")
        try s.waitFor("> third.style\n\"skype\"")

        // The live sheet's action titles, a space inside the title included.
        try s.waitForLastLine(">")
        try s.type("sheet:frameOf(\"Edit v")
        try s.press("Tab")
        try s.waitFor("> sheet:frameOf(\"Edit video\"")
        try s.press("C-u")
        try s.waitForLastLine(">")
        try s.type("sheet:tap('D")
        try s.press("Tab")
        try s.waitFor("> sheet:tap('Delete'")
        try s.press("C-u")

        // Fields through an index; after ':' only methods.
        try s.waitForLastLine(">")
        try s.type("sheet.actions[3].sty")
        try s.press("Tab")
        try s.waitFor("> sheet.actions[3].style")
        try s.press("Enter")
        try s.waitFor("> sheet.actions[3].style\n\"destructive\"")
        try s.waitForLastLine(">")
        try s.type("sheet:sty")
        try s.press("Tab")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try s.screen().hasSuffix("> sheet:sty"))
    }

    @Test func tabCompletesTheOtherComponentsNames() throws {
        let s = try start()
        try s.enter("tbl = stage.tableView{ rows = { 'Mail 1' }, editActions = function(row, o) return { stage.swipeAction{ title = 'Archive' } } end }")
        try s.enter("tbl:showSwipe(1, 'right', { animated = false })")
        try s.waitForLastLine(">")
        try s.type("tbl:tapAction(1, \"Ar")
        try s.press("Tab")
        try s.waitFor("> tbl:tapAction(1, \"Archive\"")
        try s.press("C-u")
        try s.enter("p = stage.popup{ content = { width = 10, height = 10 }, identifier = 'promo', groupId = 'ads' }")
        try s.enter("p:pop()")
        try s.waitForLastLine(">")
        try s.type("stage.popups.forKey('pr")
        try s.press("Tab")
        try s.waitFor("> stage.popups.forKey('promo'")
        try s.press("C-u")
        try s.enter("bar = stage.tabBarController{ tabs = { 'A' } }")
        try s.waitForLastLine(">")
        try s.type("bar:presentPopupBar{ content = { subt")
        try s.press("Tab")
        try s.waitFor("> bar:presentPopupBar{ content = { subtitle =")
        try s.type("'x' } }")
        try s.press("Enter")
        try s.enter("bar.popupItem.subtitle")
        try s.waitFor("> bar.popupItem.subtitle\n\"x\"")
    }

    /// The REPL's top-level locals persist, and Tab reads them as it reads globals: their
    /// names, their fields and methods, and the live names behind them.
    @Test func tabReadsTheSessionsLocals() throws {
        let s = try start()
        try s.enter("local mysheet = stage.actionController{}")
        try s.enter("mysheet:addAction('Edit photo')")
        try s.waitForLastLine(">")
        try s.type("mysh")
        try s.press("Tab")
        try s.waitFor("> mysheet")
        try s.type(":tap(\"E")
        try s.press("Tab")
        try s.waitFor("> mysheet:tap(\"Edit photo\"")
        try s.press("C-u")
        try s.type("mysheet.sty")
        try s.press("Tab")
        try s.waitFor("> mysheet.style")
    }
}
