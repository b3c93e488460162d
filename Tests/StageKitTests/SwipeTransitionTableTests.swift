@testable import StageKit
import Testing

/// The swipe row's pure transition function, table-driven (TCA TestStore style, as the sheet's
/// `SheetTransitionTableTests`): every row state × every input × every context that changes a
/// transition, with the next state's distinguishing fields and the exact effects written out.
///
/// The dimensions:
/// - the expansion style of the actions views (the row's and the inputs'): none, selection
///   (bounce), and the fill completions with `.with` / `.after` timing and automatic (delete,
///   reset) or manual fulfilment;
/// - one row state of each meaningful kind for that style (`fixtures`), built by inputs from
///   center and pinned by `fixtureRows`;
/// - every input in its variants (`inputs`);
/// - the contexts (`contexts`): a table, a collection, an editing table, another row dragging,
///   another row open, and a table and a collection with every fix on (`SwipeFixes`).
///
/// `base` holds the rows of the style without expansion, plus the fill-only states as the
/// destructive style gives them; `styleRows` holds where another style differs; `contextRule`
/// says where a context differs from a table's, `fixedRule` what the fixes change. All transitions run at t = 10, when every
/// fixture's animation has ended (its completion may still be due).
@Suite struct SwipeTransitionTableTests {
    typealias M = SwipeMachine

    // MARK: Dimensions

    static let styles: [(String, SwipeExpansionStyle?)] = [
        ("none", nil),
        ("selection", .selection),
        ("destructive", .destructive),                                         // fill, .with, auto delete
        ("destructiveManual", .destructive(automaticallyDelete: false)),       // fill, .with, manual
        ("destructiveAfterFill", .destructiveAfterFill),                       // fill, .after, auto delete
        ("fill", .fill),                                                       // fill, .after, manual
        ("fillAutoReset", SwipeExpansionStyle(target: .edgeInset(30), completionAnimation: .fill(.automatic(.reset, timing: .with)))),
    ]

    static let now = SimTime(seconds: 10)

    static let contexts: [(String, M.Context)] = [
        ("table", M.Context(now: now, cellWidth: 375)),
        ("collection", M.Context(now: now, cellWidth: 375, isCollection: true)),
        ("editing", M.Context(now: now, cellWidth: 375, canBegin: false)),
        ("otherDragging", M.Context(now: now, cellWidth: 375, otherDragging: true, otherActive: true)),
        ("otherOpen", M.Context(now: now, cellWidth: 375, otherActive: true)),
        ("fixed", M.Context(now: now, cellWidth: 375, fixes: allFixes)),
        ("collectionFixed", M.Context(now: now, cellWidth: 375, isCollection: true, fixes: allFixes)),
    ]

    static let allFixes = SwipeFixes(immediateCompletion: true, overscrollReadsContent: true, strictFulfill: true,
                                     hideForgetsFulfill: true)

    /// The right side's Delete (destructive, expandable when a style is set), Flag, More: P = 222.
    static func view(_ style: SwipeExpansionStyle?) -> SwipeActionsView {
        let actions = [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Flag"), SwipeAction(title: "More")]
        return SwipeActionsView(orientation: .right, actions: actions, options: SwipeOptions(expansionStyle: style),
                                cellWidth: 375, cellHeight: 76)
    }

    /// The left side's Read, without expansion: P = 74.
    static func leftView() -> SwipeActionsView {
        SwipeActionsView(orientation: .left, actions: [SwipeAction(title: "Read")], options: SwipeOptions(), cellWidth: 375, cellHeight: 76)
    }

    /// Each input in its variants (an input may read the row it is sent to).
    static func inputs(_ style: SwipeExpansionStyle?) -> [(String, (SwipeRowState) -> M.Input)] {
        let v = view(style)
        return [
            ("panBegan", { _ in .panBegan(velocityX: -600, view: v) }),
            ("panBegan/noActions", { _ in .panBegan(velocityX: -600, view: nil) }),
            ("panBegan/left", { _ in .panBegan(velocityX: 600, view: leftView()) }),
            ("panChanged", { _ in .panChanged(translationX: -100, locationX: 275) }),
            ("panChanged/far", { _ in .panChanged(translationX: -360, locationX: 80) }),
            ("panChanged/wrongSide", { _ in .panChanged(translationX: 50, locationX: 425) }),
            ("panEnded/open", { _ in .panEnded(velocityX: -600) }),
            ("panEnded/close", { _ in .panEnded(velocityX: 600) }),
            ("panEnded/still", { _ in .panEnded(velocityX: 0) }),
            ("animationFinished", { _ in .animationFinished }),
            ("tapAction/first", { _ in .tapAction(0) }),
            ("tapAction/second", { _ in .tapAction(1) }),
            ("tapAction/outOfRange", { _ in .tapAction(3) }),
            ("hide", { _ in .hide(animated: true, completion: true) }),
            ("hide/immediate", { _ in .hide(animated: false, completion: true) }),
            ("show", { _ in .setOffset(-.greatestFiniteMagnitude, animated: true, view: v, completion: true) }),
            ("setOffset", { _ in .setOffset(-100, animated: false, view: v, completion: false) }),
            ("show/left/noActions", { _ in .setOffset(.greatestFiniteMagnitude, animated: true, view: nil, completion: false) }),
            ("setOffset/zero", { _ in .setOffset(0, animated: true, view: nil, completion: true) }),
            ("setOffset/nan", { _ in .setOffset(.nan, animated: true, view: v, completion: false) }),
            ("fulfill/delete", { _ in .fulfill(.delete, automatic: false) }),
            ("fulfill/reset", { _ in .fulfill(.reset, automatic: false) }),
            ("fulfill/automatic", { _ in .fulfill(.delete, automatic: true) }),
            ("finishSetOffset", { _ in .finishSetOffset }),
            ("finishFulfill/delete", { r in .finishFulfill(.delete, timing: r.fillTiming, fillOffset: -449) }),
            ("finishFulfill/reset", { r in .finishFulfill(.reset, timing: r.fillTiming, fillOffset: -449) }),
            ("resize", { _ in .resize(cellWidth: 852, safeArea: landscape, traitsChanged: false) }),
            ("resize/traits", { _ in .resize(cellWidth: 852, safeArea: landscape, traitsChanged: true) }),
        ]
    }

    /// An iPhone 15's safe area in landscape: 59 pt on both long sides.
    static let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    /// A resize (a rotation) keeps every row as it is, its actions view laid out again; on a trait
    /// change an open row (left or right, a fill's included) moves to −(P + 59)·s at once, its
    /// running completion left to come (SwipeController.swift 282-294, SwipeActionsView.swift
    /// 40-44, 65-67). A row without an actions view ignores it.
    static func resizeRule(style: String, state: String, input: String) -> Expected? {
        guard input.hasPrefix("resize") else { return nil }
        guard var row = fixtureRows[style]?[state] ?? fixtureRows["none"]?[state] else { return nil }
        guard row.side != nil else { return .ignored }
        if input == "resize/traits" && (row.state == .right || row.state == .left) {
            row.offset = row.state == .right ? -(222 + 59) : 74 + 59
        }
        return .moved(row, [])
    }

    typealias Steps = [(Double, (SwipeRowState) -> M.Input)]

    /// One row state of each meaningful kind for a style, built from center by inputs at the
    /// given times (a fixture a style cannot reach is left out).
    static func fixtures(_ style: SwipeExpansionStyle?) -> [(String, Steps)] {
        let v = view(style)
        let finish: (SwipeRowState) -> M.Input = { _ in .animationFinished }
        let snapping: Steps = [(0, { _ in .panBegan(velocityX: -600, view: v) }),
                               (0.1, { _ in .panChanged(translationX: -300, locationX: 75) }),
                               (0.2, { _ in .panEnded(velocityX: -600) })]
        let right = snapping + [(2, finish)]
        let toCenter = right + [(3, { _ in .hide(animated: true, completion: true) })]
        var list: [(String, Steps)] = [
            ("center", []),
            // A programmatic open between willBeginEditing and finishSetOffset.
            ("opening", [(0, { _ in .setOffset(-.greatestFiniteMagnitude, animated: true, view: v, completion: true) })]),
            ("dragging", [(0, { _ in .panBegan(velocityX: -600, view: v) }),
                          (0.1, { _ in .panChanged(translationX: -100, locationX: 275) })]),
            ("right/snapping", snapping),
            ("right", right),
            ("closing", right + [(3, { _ in .panBegan(velocityX: 300, view: nil) }),
                                 (3.05, { _ in .panChanged(translationX: 10, locationX: 200) }),
                                 (3.1, { _ in .panEnded(velocityX: 300) })]),
            ("animatingToCenter", toCenter),
            // Quirk kept: a pan that begins during the hide and finds no actions stops it there.
            ("animatingToCenter/panned", toCenter + [(3.3, { _ in .panBegan(velocityX: -100, view: nil) })]),
        ]
        if style == nil {
            list.append(("left", [(0, { _ in .panBegan(velocityX: 600, view: leftView()) }),
                                  (0.1, { _ in .panChanged(translationX: 100, locationX: 100) }),
                                  (0.2, { _ in .panEnded(velocityX: 600) }), (2, finish)]))
        } else {
            list.append(("dragging/expanded", [(0, { _ in .panBegan(velocityX: -600, view: v) }),
                                               (0.1, { _ in .panChanged(translationX: -360, locationX: 80) }),
                                               (0.2, { _ in .panChanged(translationX: -370, locationX: 80) })]))
        }
        if style?.fillOptions != nil {
            let filling = right + [(3, { _ in .tapAction(0) })]
            list += [("filling", filling),
                     ("filled", filling + [(3.5, finish)]),
                     // Between the fulfillment and its follow-up (didEndEditing is being told).
                     ("fulfilling", filling + [(3.1, { _ in .fulfill(.delete, automatic: false) })]),
                     ("deleting", filling + [(3.1, { _ in .fulfill(.delete, automatic: false) }),
                                             (3.1, { r in .finishFulfill(.delete, timing: r.fillTiming, fillOffset: -449) })]),
                     // Hidden while the fill waited: at center, the fulfillment kept (leftoverRule).
                     ("hidden", filling + [(3.5, finish), (4, { _ in .hide(animated: true, completion: false) }),
                                           (5, finish)])]
        }
        return list
    }

    static func build(_ steps: Steps, _ what: String) -> SwipeRowState {
        var r = SwipeRowState()
        for (t, input) in steps {
            let i = input(r)
            guard case .moved = M.transition(&r, i, M.Context(now: SimTime(seconds: t), cellWidth: 375)) else {
                Issue.record("fixture \(what): \(M.label(i)) at \(t) did not move")
                return r
            }
        }
        return r
    }

    // MARK: What is compared

    /// A row's distinguishing fields: the state, the actions view's side and expansion, the
    /// offset's target, the pan, the fill, the running animation's completion.
    struct Row: Equatable, CustomStringConvertible {
        var state: SwipeState
        var side: SwipeActionsOrientation?
        var offset: Double
        var pending: SwipeCompletion?
        var pan = false
        var expanded = false
        var fill: SwipeFill = .none
        var fulfillable = false
        var opening: SwipeOpening?
        /// A fulfillment handler left over from a fill the row stopped (`SwipeLeftoverFulfillment`).
        var leftover = false

        init(_ state: SwipeState, side: SwipeActionsOrientation? = nil, offset: Double = 0,
             pending: SwipeCompletion? = nil, pan: Bool = false, expanded: Bool = false, fill: SwipeFill = .none,
             fulfillable: Bool = false, opening: SwipeOpening? = nil, leftover: Bool = false) {
            (self.state, self.side, self.offset, self.pending) = (state, side, offset, pending)
            (self.pan, self.expanded, self.fill, self.fulfillable, self.opening) = (pan, expanded, fill, fulfillable, opening)
            self.leftover = leftover
        }

        init(of r: SwipeRowState) {
            self.init(r.state, side: r.orientation, offset: r.offset.target, pending: r.pending,
                      pan: r.pan != nil, expanded: r.isExpanded, fill: r.fill, fulfillable: r.fulfillable,
                      opening: r.opening, leftover: r.leftoverFulfillment != nil)
        }

        var description: String { SwipeTableLiterals.row(self) }
    }

    /// What a transition should give; `ignored` matches any reason (reasons are for traces).
    enum Expected: Equatable, CustomStringConvertible {
        case moved(Row, [M.Effect])
        case ignored
        case refused(String)

        var description: String { SwipeTableLiterals.expected(self) }
    }

    static func actual(_ step: M.Step, next: SwipeRowState) -> Expected {
        switch step {
        case .moved(let e): return .moved(Row(of: next), e)
        case .ignored: return .ignored
        case .refused(let e): return .refused(e.description)
        }
    }

    /// Where a context differs from a table: an editing table or another row dragging drops
    /// every pan that begins; another row dragging or open drops a pan's change on a row going
    /// back to center. A collection changes nothing.
    static func contextRule(_ context: String, state: String, input: String) -> Expected? {
        let began = input.hasPrefix("panBegan")
        let changedOnToCenter = input.hasPrefix("panChanged") && state.hasPrefix("animatingToCenter")
        switch context {
        case "editing": return began ? .ignored : nil
        case "otherDragging": return began || changedOnToCenter ? .ignored : nil
        case "otherOpen": return changedOnToCenter ? .ignored : nil
        default: return nil
        }
    }

    /// What the fixes change (every other row as a table's): a non-animated hide calls its
    /// completion last; a fulfill the library ignores is refused. The overscroll fix makes a
    /// collection read as a table, which is what its rows already say.
    static func fixedRule(_ context: String, state: String, input: String, _ e: Expected?) -> Expected? {
        guard context.hasSuffix("Fixed") || context == "fixed", var e else { return e }
        // hideForgetsFulfill: a fill the row stops keeps no fulfillment (a fixture built without
        // the fix keeps the one it has).
        if state != "hidden", case .moved(var row, let fx) = e, row.leftover {
            row.leftover = false
            e = .moved(row, fx)
        }
        switch (input, e) {
        case ("hide/immediate", .moved(let row, let fx)): return .moved(row, fx + [.runCompletion(finished: true)])
        case ("fulfill/delete", .ignored), ("fulfill/reset", .ignored):
            return .refused("fulfill called with no fill in progress (only a .fill completion animation waits for fulfill)")
        default: return e
        }
    }

    static func expected(style: String, state: String, input: String) -> Expected? {
        leftoverRule(style: style, state: state, input: input)
            ?? resizeRule(style: style, state: state, input: input) ?? styleRows[style]?[state]?[input] ?? base[state]?[input]
    }

    /// A row hidden while its fill waited is at center with the fill's fulfillment left over
    /// (SwipeController.swift 411-413: only running the handler clears it; reset, 336-341, does
    /// not): every input as at center, the leftover kept, except a fulfill, which runs it. The
    /// cell has no actions view, so didEndEditing is not told (SwipeTableViewCell.swift 217); the
    /// follow-up deletes the row, or hides it if open, with the fill's timing and end offset.
    static func leftoverRule(style: String, state: String, input: String) -> Expected? {
        guard state == "hidden" else { return nil }
        let timing: SwipeExpansionStyle.HandlerInvocationTiming =
            style == "destructiveAfterFill" || style == "fill" ? .after : .with
        switch input {
        case "fulfill/delete", "fulfill/reset":
            let s: ExpansionFulfillmentStyle = input == "fulfill/delete" ? .delete : .reset
            return .moved(Row(.center), [.fulfilled(s), .finishFulfill(s, timing: timing, fillOffset: -449)])
        default:
            guard case .moved(var row, let fx) = expected(style: style, state: "center", input: input) else {
                return expected(style: style, state: "center", input: input)
            }
            row.leftover = true
            return .moved(row, fx)
        }
    }

    // MARK: Tests

    @Test func fixturesAreTheStatesTheyName() {
        for (sName, style) in Self.styles {
            for (fName, steps) in Self.fixtures(style) {
                let r = Self.build(steps, "\(sName)/\(fName)")
                #expect(r.brokenInvariants.isEmpty, "\(sName)/\(fName): \(r.brokenInvariants)")
                guard let want = Self.fixtureRows[sName]?[fName] ?? Self.fixtureRows["none"]?[fName] else {
                    Issue.record("no fixture row for \(sName)/\(fName)")
                    continue
                }
                #expect(Row(of: r) == want, "\(sName)/\(fName)")
            }
        }
    }

    @Test func everyStateInputAndContext() {
        var checked = 0, expectedCount = 0
        for (sName, style) in Self.styles {
            let fixtures = Self.fixtures(style).map { ($0.0, Self.build($0.1, "\(sName)/\($0.0)")) }
            let inputs = Self.inputs(style)
            expectedCount += Self.contexts.count * fixtures.count * inputs.count
            for (cName, ctx) in Self.contexts {
                for (fName, row) in fixtures {
                    for (iName, makeInput) in inputs {
                        guard let want = Self.contextRule(cName, state: fName, input: iName)
                                ?? Self.fixedRule(cName, state: fName, input: iName,
                                             Self.expected(style: sName, state: fName, input: iName)) else {
                            Issue.record("no row for \(sName): \(fName) × \(iName)")
                            continue
                        }
                        let (next, step) = M.step(row, makeInput(row), ctx)
                        let where_ = "\(cName), \(sName): \(fName) × \(iName)"
                        #expect(Self.actual(step, next: next) == want, "\(where_)")
                        if step.isMoved {
                            #expect(next.brokenInvariants.isEmpty, "\(where_): \(next.brokenInvariants)")
                        } else {
                            #expect(Row(of: next) == Row(of: row), "\(where_) changed the row")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == expectedCount)
    }

    /// Callbacks nest (`SwipeMachine.reentry`), so a step's timer requests come before its
    /// callbacks: what the library does after a callback is a follow-up input, read on the row
    /// as the callback left it (a timer asked for after one could outlive the row it was for).
    @Test func noTimerRequestFollowsACallback() {
        func isCallback(_ e: M.Effect) -> Bool {
            switch e {
            case .willBeginEditing, .didEndEditing, .runHandler, .runCompletion: return true
            default: return false
            }
        }
        for (sName, style) in Self.styles {
            for (fName, steps) in Self.fixtures(style) {
                let row = Self.build(steps, "\(sName)/\(fName)")
                for (cName, ctx) in Self.contexts {
                    for (iName, makeInput) in Self.inputs(style) {
                        let fx = M.step(row, makeInput(row), ctx).1.effects
                        guard let first = fx.firstIndex(where: isCallback) else { continue }
                        #expect(!fx[first...].contains { M.timerRequest($0) != nil }, "\(cName), \(sName): \(fName) × \(iName): \(fx)")
                    }
                }
            }
        }
    }

    /// Every row in the tables names a style, state and input that exist (no dead rows).
    @Test func noRowForNothing() {
        let inputNames = Set(Self.inputs(nil).map(\.0))
        let stateNames = Set(Self.styles.flatMap { Self.fixtures($0.1).map(\.0) })
        for (s, rows) in Self.base {
            #expect(stateNames.contains(s), "base: \(s)")
            for i in rows.keys { #expect(inputNames.contains(i), "base: \(s) × \(i)") }
        }
        for (style, states) in Self.styleRows {
            let own = Set(Self.fixtures(Self.styles.first { $0.0 == style }?.1).map(\.0))
            #expect(Self.styles.contains { $0.0 == style }, "styleRows: \(style)")
            for (s, rows) in states {
                #expect(own.contains(s), "styleRows: \(style)/\(s)")
                for (i, e) in rows {
                    #expect(inputNames.contains(i), "styleRows: \(style)/\(s) × \(i)")
                    #expect(Self.base[s]?[i] != e, "styleRows: \(style)/\(s) × \(i) repeats base")
                }
            }
        }
    }
}

extension SwipeRowState {
    /// The running fill's timing (.with when there is none), as a fulfillment captures it.
    var fillTiming: SwipeExpansionStyle.HandlerInvocationTiming {
        if case .filling(_, let o) = fill { return o.timing }
        return .with
    }
}
