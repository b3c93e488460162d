import Foundation
import Testing

/// `help` and the teaching errors typed at the REPL in a real terminal (tmux), as a newcomer
/// would (issue 14 items 4 and 5).
@Suite(.serialized) struct HelpTerminalTests {
    let home: URL

    init() throws {
        try #require(TerminalSession.tmuxAvailable, "tmux is needed to drive the REPL (apt-get install tmux)")
        home = try CLI.directory()
    }

    func start() throws -> TerminalSession {
        let s = try TerminalSession(environment: ["HOME": home.path, "UNDERSTUDY_HISTORY": home.appendingPathComponent("history").path])
        try s.waitForLastLine(">")
        return s
    }

    @Test func helpFindsMethodsThroughAVariableANameOrASpelling() throws {
        let s = try start()
        // Before `sheet` exists, "sheet:tap" lists every tap of the API.
        try s.enter("help(\"sheet:tap\")")
        // However many components have a `tap` (none is counted by hand).
        try s.waitFor("'tap' names N entries") { $0.range(of: #"'tap' names \d+ entries:"#, options: .regularExpression) != nil }
        try s.waitFor("ActionController:tap(action: string or number) -> true, or false")
        try s.waitFor("PopupBar:tap()")
        try s.press("C-l")
        // Once it holds a sheet, the same words find its method.
        try s.enter("sheet = stage.actionController()")
        try s.waitForLastLine(">")
        try s.enter("help(\"sheet:tap\")")
        try s.waitFor("Taps the middle of an action's visible row")
        try s.enter("help(\"stage.clock.advanc\")")
        try s.waitFor("did you mean stage.clock.advance?")
        try s.enter("help(\"twitter\")")
        try s.waitFor("\"twitter\" is a value of")
        // An error at the prompt teaches too.
        try s.enter("sheet.addAction(\"Edit\")")
        try s.waitFor("call it with ':' as in actionController:addAction(...)")
        try s.enter("stage.clock.advanec(1)")
        try s.waitFor("stage.clock has no field 'advanec' (did you mean 'advance'?)")
        try s.waitForLastLine(">")  // a ^D typed ahead reaches the tty in cooked mode, and is lost
        try s.press("C-d")
        try s.waitForExit()
    }

    /// A top-level local (they persist at the prompt) counts for help as a global does, and a
    /// result that is nil because a module has no such field says so with the nearest name.
    @Test func helpReadsLocalsAndANilResultExplainsItself() throws {
        let s = try start()
        try s.enter("local mysheet = stage.actionController{}")
        try s.waitForLastLine(">")
        try s.enter("help(\"mysheet:tap\")")
        try s.waitFor("Taps the middle of an action's visible row")
        try s.press("C-l")
        try s.enter("stage.actionControler")
        try s.waitFor("nil\n-- stage has no field 'actionControler' (did you mean 'actionController'?)")
        // A check for nil is no mistake: nothing is added under a non-nil result.
        try s.enter("stage.nothing == nil")
        try s.waitFor("> stage.nothing == nil\ntrue\n>")
        try s.waitForLastLine(">")  // a ^D typed ahead reaches the tty in cooked mode, and is lost
        try s.press("C-d")
        try s.waitForExit()
    }

    /// A delegate set as a field (`tbl.editActions = f`, as UIKit's delegate is set any time) is
    /// an option of the constructor here: the error says where it goes, and help finds option
    /// keys, which are no entry of their own (a newcomer's trip: "SwipeTable has no field").
    @Test func anOptionKeyTypedAsAFieldSaysWhereItGoes() throws {
        let s = try start()
        try s.enter("t = stage.tableView{ rows = 3 }")
        try s.waitForLastLine(">")
        try s.enter("t.editActions = function() end")
        try s.waitFor("""
            SwipeTable has no field 'editActions'
            -- 'editActions' is an option of stage.tableView{}, given when it is made: help("editActions")
            """)
        try s.press("C-l")
        // A field that is no option gets no such line.
        try s.enter("t.bogus = 1")
        try s.waitFor("SwipeTable has no field 'bogus'\n>")
        try s.press("C-l")
        try s.enter("help(\"editActions\")")
        try s.waitFor("'editActions' is an option key, given in the table of these calls:")
        try s.waitFor("option 'editActions' of stage.tableView: function")
        try s.waitFor("option 'editActions' of stage.collectionView: function")
        try s.waitFor("help(\"stage.tableView\") shows the call with all its options.")
        try s.press("C-l")
        // Nested keys too, with their path; an entry of the same name still wins.
        try s.enter("help(\"expansionStyle\")")
        try s.waitFor("option 'editActionsOptions.expansionStyle' of stage.tableView:")
        try s.press("C-l")
        try s.enter("help(\"showTime\")")
        try s.waitFor("Popup.showTime: seconds")
        try s.waitForLastLine(">")  // a ^D typed ahead reaches the tty in cooked mode, and is lost
        try s.press("C-d")
        try s.waitForExit()
    }

    /// UIKit's member names, where the API has its own, point to it (a newcomer's chat app typed
    /// `app.selectedIndex`: "PopupContainer has no field 'selectedIndex'" with no suggestion, and
    /// help offered the `index` fields): the docs name the UIKit member they stand for.
    @Test func aUIKitMemberNamePointsToTheAPIsName() throws {
        let s = try start()
        // What is typed, and what shows under it ("" for the prompt alone).
        let steps: [(typed: String, shows: String)] = [
            ("app = stage.tabBarController{ tabs = { 'Chats', 'Calls' } }", ""),
            ("app.selectedIndex = 2", """
                PopupContainer has no field 'selectedIndex'
                -- 'selectedIndex' is UIKit's name (UITabBarController's selectedIndex); here it is \
                PopupContainer.selectedTab: help("PopupContainer.selectedTab")
                """),
            // Another type's UIKit name says nothing on this one.
            ("app.indexPathsForSelectedRows", "PopupContainer has no field 'indexPathsForSelectedRows'\n>"),
            ("help(\"indexPathsForSelectedRows\")", """
                help: 'indexPathsForSelectedRows' is UIKit's name (UITableView's indexPathsForSelectedRows); \
                here it is SwipeTable.selectedRows

                SwipeTable.selectedRows: list of
                """),
            ("v = stage.view{}", ""),
            // Where the doc says only "UIKit's", so does the line.
            ("v.isHidden = true", "-- 'isHidden' is UIKit's name; here it is View.hidden: help(\"View.hidden\")"),
        ]
        for step in steps {
            try s.enter(step.typed)
            if step.shows.isEmpty { try s.waitForLastLine(">") } else { try s.waitFor(step.shows) }
            try s.press("C-l")
        }
        try s.waitForLastLine(">")
        try s.press("C-d")
        try s.waitForExit()
    }

    /// UIKit's class names, as the docs say them, find the function that makes one (they found
    /// the nearest type: "NavigationController", did you mean ActionController?).
    @Test func aUIKitClassNameFindsTheFunctionThatMakesOne() throws {
        let s = try start()
        try s.enter("help(\"NavigationController\")")
        try s.waitFor("""
            help: 'NavigationController' is made by stage.navigationController (its objects are PopupContainer)

            stage.navigationController(options?: table) -> PopupContainer
            """)
        try s.press("C-l")
        try s.enter("help(\"UITableView\")")
        try s.waitFor("help: 'UITableView' is made by stage.tableView (its objects are SwipeTable)")
        try s.press("C-l")
        // A type's own name is still the type; a slip of the fingers still gets its suggestion.
        try s.enter("help(\"SwipeTable\")")
        try s.waitFor("SwipeTable (type)")
        try s.press("C-l")
        try s.enter("help(\"ActionControler\")")
        try s.waitFor("did you mean ActionController?")
        try s.waitForLastLine(">")  // a ^D typed ahead reaches the tty in cooked mode, and is lost
        try s.press("C-d")
        try s.waitForExit()
    }
}
