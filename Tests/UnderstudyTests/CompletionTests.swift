import CLua
import Testing
import LuaBridge
import StageLua
@testable import understudy

/// Tab completion as a function: the text before the cursor (a whole unfinished chunk) -> the
/// candidates, each what replaces the text from the completed part's start. The REPL side
/// (libedit, the pty) is in REPLTerminalTests.
@Suite struct CompletionTests {
    let lua: LuaState
    let completion: Completion

    /// A stage with one object of each component, as globals.
    init() throws {
        lua = try LuaState()
        StageAPI.install(into: lua)
        HelpFunction.install(into: lua)
        try lua.run("""
            sheet = stage.actionController{ style = "twitter" }
            sheet:addAction("Edit")
            sheet:addAction{ title = "Email \\"me\\"", style = "default" }
            sheet:addAction{ title = "Delete", style = "destructive" }
            tbl = stage.tableView{ rows = { "Mail 1", "Mail 2" }, editActions = function(row, o)
              if o == "right" then return { stage.swipeAction{ title = "Delete" }, stage.swipeAction{ title = "Flag" } } end
            end }
            tbl:showSwipe(2, "right", { animated = false })
            ad = stage.popup{ content = { width = 100, height = 50 }, identifier = "ad", groupId = "promos", parent = "feed" }
            stage.popup{ content = { width = 100, height = 50 }, identifier = "admin", groupId = "alerts" }:pop()
            ad:pop()
            bar = stage.tabBarController{ tabs = { "A", "B" } }
            bar:presentPopupBar{ content = { title = "Call", buttons = { { image = "phone.down.fill" }, { title = "Mute" } },
              leadingButtons = { { title = "Speaker" } } }, animated = false }
            greeting = "hi"
            mytable = { alpha = 1, beta = { gamma = true }, fn = function() end, [1] = { deep = 1 } }
            """, chunkName: "=setup")
        completion = Completion(lua: lua)
    }

    /// The candidates as libedit would show them: what replaces the text from the result's start.
    func complete(_ text: String) -> [String] { completion.complete(Array(text.utf8)).candidates }

    @Test(arguments: [
        // Option keys of constructors and functions that take an options table.
        ("stage.actionController{ sty", ["style = "]),
        ("stage.actionController({ sty", ["style = "]),
        ("stage.actionController{ style = 'skype', he", ["header = ", "headerHeight = "]),
        ("stage.actionController{\n  style = 'skype',\n  cellHeight = 40,\n  ", ["fixes = ", "header = ", "headerHeight = ", "name = ", "sectionHeaderHeight = ", "settings = "]),
        ("stage.actionController{ settings = { beh", ["behavior = "]),
        ("stage.actionController{ settings = { behavior = { hideOnT", ["hideOnTap = "]),
        ("stage.actionController{ settings = { animation = { present = { dur", ["duration = "]),
        ("stage.actionController{ header = { sub", ["subtitle = "]),
        ("sheet:addAction{ ti", ["title = "]),
        ("stage.tableView{ sections = { { hea", ["header = "]),
        ("stage.tableView{ editActionsOptions = { expansionStyle = { tar", ["target = ", "targetOverscrollElasticity = "]),
        ("stage.swipeAction{ hidesW", ["hidesWhenSelected = "]),
        ("tbl:swipe(1, { velo", ["velocity = "]),
        ("tbl:hideSwipe(1, { anim", ["animated = "]),
        ("stage.popup{ popS", ["popStyle = "]),
        ("stage.popup{ content = { wi", ["width = "]),
        ("ad:dismiss{ du", ["duration = "]),
        ("stage.popups.all{ pa", ["parent = "]),
        ("bar:presentPopupBar{ content = { subt", ["subtitle = "]),
        ("bar:presentPopupBar{ content = { buttons = { { acc", ["accessibilityLabel = "]),
        ("bar:presentPopupBar{ op", ["openPopup = "]),
        ("bar:openPopup{ comp", ["completion = "]),
        ("bar.popupBar:drag{ ", ["duration = ", "dx = ", "dy = ", "velocity = "]),
        ("stage.reset{ popupP", ["popupPolicy = "]),
        ("stage.reset{ safeArea = { to", ["top = "]),
        ("stage.screen.drag{ fr", ["from = "]),
        ("sheet:drag{ d", ["duration = ", "dx = ", "dy = "]),
        ("stage.log.events{ so", ["source = "]),
        // A key already written is not offered again; no key fits: back to globals.
        ("stage.popup{ popStyle = 'fade', pop", ["popDuration = "]),
        ("stage.actionController{ myt", ["mytable"]),
        // A receiver the prompt cannot read (a local of the chunk) works when one type has the method.
        ("local s = stage.actionController()\ns:addAction{ sub", ["subtitle = "]),
        // Value position: globals.
        ("stage.actionController{ style = myt", ["mytable"]),
    ])
    func optionKeys(_ text: String, _ expected: [String]) {
        #expect(complete(text) == expected, "\(text)")
    }

    @Test(arguments: [
        // Enumerations in options, nested options, positional arguments and properties.
        ("stage.actionController{ style = \"twi", ["twitter\""]),
        ("stage.actionController{ style = 'twi", ["twitter'"]),
        ("stage.actionController{ style = \"tw", ["tweetbot\"", "twitter\""]),
        ("stage.actionController{ style = \"s", ["skype\"", "spotify\""]),
        ("stage.actionController{ settings = { statusBar = { style = \"l", ["lightContent\""]),
        ("stage.actionController{ settings = { animation = { dismiss = { options = \"easeI", ["easeIn\"", "easeInOut\""]),
        ("sheet:addAction{ style = \"d", ["default\"", "destructive\""]),
        ("stage.popup{ hemStyle = \"bottomR", ["bottomRight\""]),
        ("stage.tableView{ editActionsOptions = { transitionStyle = \"", ["border\"", "drag\"", "reveal\""]),
        ("stage.tableView{ editActionsOptions = { expansionStyle = \"destructiveA", ["destructiveAfterFill\""]),
        ("stage.tableView{ editActionsOptions = { expansionStyle = { completionAnimation = { fill = \"r", ["reset\""]),
        ("stage.reset{ tieBreak = \"f", ["fifo\""]),
        ("ad:pop{ style = \"springFromB", ["springFromBottom\""]),
        ("tbl:showSwipe(1, \"l", ["left\""]),
        ("tbl:showSwipe(1, \"", ["left\"", "right\""]),
        ("bar.popupBar.barStyle = \"pro", ["prominent\""]),
        ("ad.state == \"sh", ["shown\""]),
        ("if ad.state ~= 'qu", ["queued'"]),
        ("bar.popupInteractionStyle = \"s", ["scroll\"", "snap\""]),
        // Live names: action titles (escaped for the quote), swipe buttons, popups.
        ("sheet:tap(\"E", ["Edit\"", "Email \\\"me\\\"\""]),
        ("sheet:tap('E", ["Edit'", "Email \"me\"'"]),
        ("sheet:tap(\"D", ["Delete\""]),
        ("sheet:frameOf(\"Ed", ["Edit\""]),
        ("sheet.tap(sheet, \"Ed", []),
        ("tbl:tapAction(2, \"", ["Delete\"", "Flag\""]),
        // The log filters: the sources, names and event names of the latest events.
        ("stage.log.events{ source = \"tab", ["table#1\""]),
        ("stage.log.print{ source = { \"screen\", \"pop", ["popup#1\"", "popup#2\""]),
        ("stage.log.format{ name = \"willBeginE", ["willBeginEditing\""]),
        ("stage.log.events{ names = { \"didPre", ["didPresentPopupBar\""]),
        ("stage.log.events{ exclude = { 'willB", ["willBeginEditing'"]),
        ("stage.popup{ name = \"will", []),
        ("bar:tapTab(\"", ["A\"", "B\""]),
        ("bar:tapTab('B", ["B'"]),
        ("bar.popupBar:tapButton(\"", ["Mute\"", "Speaker\"", "phone.down.fill\""]),
        ("bar.popupBar:tapButton(\"M", ["Mute\""]),
        ("stage.popups.forKey(\"ad", ["ad\"", "admin\""]),
        ("stage.popups.removeForKey('adm", ["admin'"]),
        ("stage.popups.queue(\"fe", ["feed\""]),
        ("stage.popups.queue(\"window\", \"pro", ["promos\""]),
        ("stage.popup{ groupId = \"al", ["alerts\""]),
        ("stage.popup{ parent = \"w", ["window\""]),
        ("ad.groupId = \"pr", ["promos\""]),
        ("stage.host(\"f", ["feed\""]),
        // The names help takes (once the REPL's help is installed).
        ("help(\"stage.clock.adv", ["stage.clock.advance\"", "stage.clock.advanceTo\""]),
        ("help('ActionController:ta", ["ActionController:tap'", "ActionController:tapBackground'", "ActionController:tapCancel'"]),
        // A string where nothing is expected.
        ("print(\"tw", []),
        ("x = \"tw", []),
    ])
    func stringValues(_ text: String, _ expected: [String]) {
        #expect(complete(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("greeting:up", ["upper"]),
        // After `.` only fields, after `:` only methods.
        ("sheet:ta", ["tap", "tapBackground", "tapCancel"]),
        ("sheet.ta", []),
        ("sheet.sty", ["style"]),
        ("sheet:sty", []),
        ("stage.cl", ["clock"]),
        ("stage.clock.ad", ["advance", "advanceTo"]),
        ("stage.screen.wi", ["width"]),
        ("mytable.", ["alpha", "beta", "fn"]),
        ("mytable:", ["fn"]),
        ("mytable.beta.ga", ["gamma"]),
        ("s = 'x'; ('abc'):up", ["upper"]),
        // Through literal indexes, and calls typed from the registry's return types.
        ("sheet.actions[1].ti", ["title"]),
        ("sheet.actions[2]:", []),
        ("sheet.sections[1].act", ["actions"]),
        ("mytable[1].de", ["deep"]),
        ("mytable[\"beta\"].g", ["gamma"]),
        ("sheet.settings.behavior.hideOnT", ["hideOnTap"]),
        ("tbl:row(1).sta", ["state"]),
        ("tbl:row(1):button", ["buttonFrames"]),
        ("stage.actionController{ style = 'skype' }:pre", ["present"]),
        ("sheet:addAction('x').sub", ["subtitle"]),
        ("stage.popups.all()[1].hem", ["hemStyle"]),
        ("bar.popupBar.bar", ["barStyle"]),
        ("bar.popupItem.tit", ["title"]),
        // A missing index or field: nothing (never an error).
        ("sheet.actions[9].", []),
        ("nothing.here.", []),
        ("mytable[x].", []),
        // Objects outside the API: their metatable's __index table.
        ("io.stdout:wr", ["write"]),
        ("string.up", ["upper"]),
        // Globals and keywords.
        ("myt", ["mytable"]),
        ("whi", ["while"]),
        // Inside a comment or a long string: nothing.
        ("-- stage.cl", []),
        ("x = [[ stage.cl", []),
    ])
    func members(_ text: String, _ expected: [String]) {
        #expect(complete(text) == expected, "\(text)")
    }

    @Test func completingLeavesTheStackAndTheStageAlone() throws {
        let before = try lua.run("return #stage.log.events(), stage.clock.now()", chunkName: "=t").compactMap(\.doubleValue)
        let top = lua_gettop_(lua)
        for text in ["sheet:tap(\"", "tbl:tapAction(2, \"", "bar:tapTab(\"", "bar.popupBar:tapButton(\"", "stage.log.events{ source = \"",
                     "stage.log.print{ names = { \"", "stage.popups.forKey(\"", "sheet.actions[1].", "tbl:row(1).", "stage.host(\""] {
            _ = complete(text)
        }
        #expect(lua_gettop_(lua) == top)
        let after = try lua.run("return #stage.log.events(), stage.clock.now()", chunkName: "=t").compactMap(\.doubleValue)
        #expect(before == after)
    }

    @Test func theResultStartsAtTheCompletedPart() {
        let text = "sheet:tap(\"Email "
        let r = completion.complete(Array(text.utf8))
        #expect(r.start == "sheet:tap(\"".utf8.count)
        #expect(r.candidates == ["Email \\\"me\\\"\""])
        // libedit replaces only the word after the last break (a space here): the match is cut to fit.
        #expect(TabCompletion.fit(r, line: Array(text.utf8), wordLength: 0) == ["\\\"me\\\"\""])
        // And extended when libedit's word starts earlier (`stage.cl`).
        let r2 = completion.complete(Array("stage.cl".utf8))
        #expect(TabCompletion.fit(r2, line: Array("stage.cl".utf8), wordLength: 8) == ["stage.clock"])
    }

    @Test func pendingChunkKeepsOnlyAnUnfinishedChunk() {
        let p = PendingChunk(lua: lua)
        p.willRead(); p.didRead(.line(Array("stage.actionController{".utf8)))
        p.willRead(); p.didRead(.line(Array("  style = 'skype',".utf8)))
        p.willRead()
        #expect(String(decoding: p.prefix, as: UTF8.self) == "stage.actionController{\n  style = 'skype',\n")
        p.didRead(.line(Array("}".utf8)))
        p.willRead()
        #expect(p.prefix.isEmpty)
        p.didRead(.line(Array("x = = 1".utf8)))  // a syntax error ends the chunk too
        p.willRead()
        #expect(p.prefix.isEmpty)
        p.didRead(.line(Array("for i = 1, 2 do".utf8)))
        p.didRead(.interrupted)
        p.willRead()
        #expect(p.prefix.isEmpty)
    }
}

private func lua_gettop_(_ lua: LuaState) -> Int32 { lua_gettop(lua.L) }
