/// What a sheet refuses, each with the message a Lua user sees. Where the real library crashes
/// or silently misbehaves (xlactioncontroller.md "Engine choices") the simulation fails here instead.
///
/// ```swift
/// ActionSheetError.emptyLastSection(section: 2).description
/// // "the last section (2) has no actions: add an action after addSection (XLActionController crashes here)"
/// ```
public enum ActionSheetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `present` with an empty last section (the library force-unwraps a missing layout attribute).
    case emptyLastSection(section: Int)
    /// A global header on the Dynamics variant (the library mixes up section indices, #82).
    case dynamicsHeader
    /// A header on an example style whose header data type is Void (and no header view given).
    case noHeaderView(style: String)
    /// Changing the header, actions, sections or settings once the sheet was presented.
    case configuredAfterPresent(what: String, state: String)
    /// An operation that needs another state (`present` twice, `dismiss` before `present`, ...).
    case wrongState(operation: String, state: String, hint: String)
    /// `tap(n)` / `frameOf(n)` beyond the actions.
    case actionIndexOutOfRange(index: Int, count: Int)
    /// `tap("x")` / `frameOf("x")` with no such title.
    case noActionTitled(String, titles: [String])
    /// A semantic input that cannot reach its target (the stage's shared `HitError`).
    case input(HitError)
    /// `scroll` while scrolling is off; `style`: the preset whose init made the collection view
    /// before the script turned `scrollEnabled` on (Tweetbot.swift 66).
    case scrollingDisabled(style: SheetStyleName?)
    /// A gesture parameter out of range.
    case badGesture(String)
    /// A handle used after `stage.reset`.
    case stageReset(source: String)
    /// Action data the style cannot show (a subtitle on a String-data style, ...).
    case unsupportedData(String)
    /// An operation whose animation would end (`event` would be due) beyond the clock's range:
    /// refused before anything changed, as `stage.clock.advance` refuses such a target.
    case beyondClockRange(operation: String, event: String, due: Double)

    /// Why the sheet cannot scroll (`style`: as in `scrollingDisabled`).
    static func scrollingOff(_ style: SheetStyleName?) -> String {
        guard let style else { return "settings.behavior.scrollEnabled is false" }
        return "the \(style.rawValue) style makes its collection view in its init, before "
            + "settings.behavior.scrollEnabled was turned on (Tweetbot.swift:66)"
    }

    public var description: String {
        switch self {
        case .emptyLastSection(let s):
            return
                "the last section (\(s)) has no actions: add an action after addSection (XLActionController crashes "
                    + "here)"
        case .dynamicsHeader:
            return "the tweetbot style (DynamicsActionController) cannot show a global header (XLActionController #82)"
        case .noHeaderView(let style):
            let declared = [
                "skype": "SkypeActionController, Skype.swift:58",
                "youtube": "YoutubeActionController, Youtube.swift:82",
            ][style]
            return
                "the \(style) style's header data is Void (\(declared ?? style)): it takes no header; pass "
                    + "headerHeight to give it a header view"
        case .configuredAfterPresent(let what, let state):
            return "cannot change \(what) after present (the sheet is \(state)); configure it before presenting"
        case .wrongState(let op, let state, let hint):
            return "cannot \(op) a sheet that is \(state)" + (hint.isEmpty ? "" : " (\(hint))")
        case .actionIndexOutOfRange(let i, let n):
            return "action index \(i) out of range (the sheet has \(n) action\(n == 1 ? "" : "s"))"
        case .noActionTitled(let t, let titles):
            guard !titles.isEmpty else { return "no action titled '\(t)' (the sheet has no actions)" }
            return "no action titled '\(t)' (actions: \(Self.listed(titles)))"
        case .input(let e):
            return e.description
        case .scrollingDisabled(let style):
            return "cannot scroll: " + Self.scrollingOff(style)
        case .badGesture(let m):
            return m
        case .stageReset(let source):
            return "\(source) belongs to a stage that was reset (stage.reset); create a new one"
        case .unsupportedData(let m):
            return m
        case .beyondClockRange(let op, let event, let due):
            return
                "cannot \(op) now: \(event) would be due at t=\(Fmt.number(due)) s, beyond the simulated range "
                    + "(before \(SimClock.rangeDescription))"
        }
    }
}

/// A title the sheet does not have: the binding offers the nearest one ("newest" for
/// "Newest"), by the one rule of every "did you mean", as a swipe row's titles do.
extension ActionSheetError: NameSuggestingError {
    public var misspelling: (name: String, valid: [String])? {
        if case .noActionTitled(let t, let titles) = self, !titles.isEmpty { return (t, titles) }
        return nil
    }

    public func message(suggesting suggestion: String?) -> String {
        guard let suggestion, case .noActionTitled(let t, let titles) = self else { return description }
        return "no action titled '\(t)' (did you mean '\(suggestion)'?); actions: \(Self.listed(titles))"
    }

    /// The first eight titles, quoted.
    static func listed(_ titles: [String]) -> String {
        titles.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (titles.count > 8 ? ", ..." : "")
    }
}
