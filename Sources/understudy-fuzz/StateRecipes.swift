/// The states valid steps prepare receivers in, where the declarations cannot say them: a sheet
/// must be presented before `tap`, a row open before `tapAction`, a bar presented before
/// `PopupBar:tap`; `editActions` must return actions. Everything else about a receiver (which
/// callable makes it, with which arguments) comes from the registry (`Receivers`). Like
/// `EngineInvariants`, this table names stage functions; a type without an entry is used as its
/// maker returns it.
enum StateRecipes {
    /// The callable that empties the stage, run (without arguments) before this share of valid
    /// steps: a popup's backdrop or a sheet left on the screen takes the taps meant for a fresh
    /// table or bar below it.
    static let cleanStage = "stage.reset"
    static let cleanChance = 0.3

    /// The types whose recipes give them callbacks (`reenter`): the re-entry scenes' subjects.
    static var reentrantTypes: [String] {
        var out = Set<String>()
        for (t, states) in states where states.contains(where: { $0.contains(reenterToken) }) { out.insert(t) }
        out.formUnion(["SwipeTable", "Popup"])   // through their makers' options
        return out.sorted()
    }
    /// How far a re-entry scene advances the clock after each call (seconds).
    static let sceneAdvance = "stage.clock.advance"
    static let sceneSteps = ["0.05", "0.1", "0.3", "0.5", "1", "2"]

    /// The only arguments some callables get, random steps and valid ones alike: a limit the
    /// fuzzer set would stop its own program (`understudy.limits{ time = 0.5 }`), so these lower
    /// nothing that matters, give the limits back, are refused (above the program's), or are
    /// read raw through raising metamethods.
    static let argumentOverrides: [String: [String]] = [
        "understudy.limits": [
            "", "nil", "{}", "{ memory = false, time = false }", "{ time = false }", "{ memory = false }",
            "{ memory = 0, time = 0 }", "{ memory = 2^40 }", "{ time = 1e6 }", "{ memory = 'lots' }", "{ time = -1 }",
            "{ memory = true }", "{ time = 0/0 }", "{ memory = '1G' }", "{ time = 29, scope = H.nop }",
            "{ scope = H.nop }", "H.trap()", "H.trapped{ time = false }", "H.trapped{ memory = false, scope = H.nop }",
            "{ memory = H.trap() }", "{ scope = H.trap() }", "42", "'x'",
        ],
    ]

    /// Option keys a receiver's maker gets besides its required ones, each one of the Lua
    /// expressions given ("nil" leaves it out): values the declarations cannot describe (what a
    /// callback returns) and what the states rely on (rows to swipe, a content to drag, a style
    /// that has a header to set).
    static let makerOptions: [String: [(key: String, values: [String])]] = [
        "stage.actionController": [("style", ["nil", "'twitter'", "'periscope'"])],
        "stage.tabBarController": [("tabs", ["{ 'Library', 'Radio', 'Search' }"])],
        "stage.tableView": swipeTable,
        "stage.collectionView": swipeTable,
        "stage.popup": popup,
        "stage.alert": popup,
    ]
    static let swipeTable: [(key: String, values: [String])] = [("rows", ["6"]), ("editActions", ["H.swipeActions"])]
        + reentering(["willBeginEditing", "didEndEditing", "didSelectRow"], "SwipeTable")
    static let popup: [(key: String, values: [String])] = [("content", ["{ width = 200, height = 120 }"])]
        + reentering(["onWillPop", "onDidPop", "onCountdown", "onCountdownFinish", "onWillDismiss", "onDidDismiss",
                      "onSuspended", "onResumed", "onBgClick", "onPanOffset"], "Popup")

    /// Callback options that re-enter the API half the time.
    static func reentering(_ keys: [String], _ type: String) -> [(key: String, values: [String])] {
        keys.map { ($0, ["nil", reenter(type)]) }
    }

    /// A callback that re-enters the API favouring `type`'s callables, called with `object`
    /// first when given (a Lua expression): a token `expand` replaces with a fresh one
    /// (`Reentry.swift`), or with `H.rec` when re-entry is off.
    static func reenter(_ type: String, _ object: String? = nil) -> String {
        "\(reenterToken)\(type)\(object.map { "," + $0 } ?? ""))"
    }
    static let reenterToken = "REENTER("

    /// `text` with each `reenter` token replaced by `make(type, object)`.
    static func expand(_ text: String, _ make: (String, String?) -> String) -> String {
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: reenterToken), let close = rest[r.upperBound...].firstIndex(of: ")") {
            out += rest[..<r.lowerBound]
            let parts = rest[r.upperBound..<close].split(separator: ",").map(String.init)
            out += make(parts[0], parts.count > 1 ? parts[1] : nil)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Per type, the states a fresh instance `o` can be put in (Lua statements; "" leaves it as
    /// made). A step picks one at random, so each state is reached often. Receivers have three
    /// actions, rows or tabs at least: `ValidValues` makes "1-based" indices 1...3.
    static let states: [String: [String]] = [
        // Half of them before present (settings, actions and the header change only then).
        "ActionController": [
            sheetActions,
            sheetCancelScroll + sheetActions,
            sheetActions + " o:present() stage.clock.advance(1)",
            sheetCancelScroll + sheetActions + " o:present() stage.clock.advance(1)",
        ],
        "SwipeTable": [
            "",
            // Row 1 open on the right, its buttons shown: what tapAction and the like need.
            "o:showSwipe(1, 'right', { animated = false })",
            "o:showSwipe(1, 'right') stage.clock.advance(1)",
            "o:showSwipe(2, 'left', { animated = false })",
            // Animated: the delegate's callbacks run while the row's animation is pending.
            "o:showSwipe(1, 'right')",
        ],
        "SwipeAction": [
            "",
            // A fill expansion performs the first right action and waits for its fulfill.
            "H.fill = nil local t = stage.tableView{ rows = 3, editActions = H.swipeActions, "
                + "editActionsOptions = { expansionStyle = 'fill' } } t:swipe(1, { dx = -390, duration = 0.3 }) "
                + "stage.clock.advance(1) o = H.fill",
        ],
        "Popup": [
            "",
            "o:pop() stage.clock.advance(1)",
            // drag needs a draggable content, remaining a countdown.
            "o.dragStyle = 'all' o.showTime = 5 o:pop() stage.clock.advance(1)",
        ],
        // Not as made: a hidden bar has no item, and its bar and content refuse every gesture.
        "PopupContainer": [
            "o:presentPopupBar{ content = { title = 'Song', subtitle = 'Artist', progress = 0.25 }, animated = false }",
            // Its delegate and completions re-enter the API while its animations run.
            barDelegate + " o:presentPopupBar{ content = { title = 'Song', subtitle = 'Artist' }, "
                + "completion = " + reenter("PopupContainer", "o") + " } stage.clock.advance(0.1)",
            "o:presentPopupBar{ content = { title = 'Song', scrollView = { contentSize = { width = 393, height = "
                + "3000 } } }, "
                + "openPopup = true, animated = false }",
            // A navigation controller with a pushed controller (back button, pops, the edge
            // swipe), its appearance overrides re-entering the API; other kinds as made.
            "if o.kind == 'navigationController' then local v = stage.viewController{ title = 'Pushed' } "
                + "v:onAppearance{ viewDidAppear = " + reenter("PopupContainer", "o") + " } "
                + "o:push(v, false) end",
        ],
    ]
    /// Their handlers re-enter the API (with the sheet) when reentry is on.
    static let sheetActions = "o:addAction{ title = 'One', handler = \(reenter("ActionController", "o")) } "
        + "o:addAction{ title = 'Two', handler = \(reenter("ActionController", "o")) } o:addAction('Three')"
    static let barDelegate =
        "o:delegate{ "
        + [
            "willPresentPopupBar", "didPresentPopupBar", "willOpen", "didOpen", "willClose",
                                               "didClose", "willDismissPopupBar", "didDismissPopupBar", "stateChanged"]
        .map { "\($0) = \(reenter("PopupContainer", "o"))" }.joined(separator: ", ") + " }"
    /// tapCancel needs the cancel bar, scroll a scrolling sheet.
    static let sheetCancelScroll = "o.settings.cancelView.showCancel = true o.settings.behavior.scrollEnabled = true "

    /// The strings the recipes quote: titles of actions, rows and tabs that valid steps name.
    static let strings: [String] = {
        var text = lua + states.keys.sorted().flatMap { states[$0]! }.joined(separator: " ")
        for key in makerOptions.keys.sorted() { text += makerOptions[key]!.flatMap(\.values).joined(separator: " ") }
        var seen = Set<String>()
        return Catalogue.quoted(in: text).filter { seen.insert($0).inserted }
    }()

    /// Lua the recipes use, added to the harness.
    static let lua = #"""
        -- Actions for both sides of every row: three on the right (a destructive one first, a
        -- plain table last), two on the left. A handler keeps its action (a fill waits on it), then
        -- re-enters the API.
        function H.swipeActions(row, orientation)
          local function keep(a, ...)
            H.fill = a H.rec(a, ...)
            H.reenter(H.rand(2) == 1 and "SwipeAction" or "SwipeTable", a, ...)
          end
          if orientation == "left" then
            return { stage.swipeAction{ title = "Read", handler = keep }, { title = "Pin", handler = keep } }
          end
          return { stage.swipeAction{ title = "Delete", style = "destructive", handler = keep },
                   stage.swipeAction{ title = "Flag", handler = keep }, { title = "More", handler = keep } }
        end
        """#
}
