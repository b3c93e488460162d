/// The per-row swipe state machine (SwipeController.swift) in the engine's one machine shape
/// (`StateMachine`): a row's state, an input and the facts the row cannot know itself (`Context`:
/// the time, the other rows, whether the table is editing) give the next state and the effects the
/// table must carry out (delegate calls, timeline events, scheduled completions, handlers,
/// deletion). Delegate *queries* (editActions, options, visibleRect) happen before the input: the
/// table builds the `SwipeActionsView` and passes it in, which keeps this function pure and
/// testable without a stage. `SwipeTable` keeps the row states and feeds them through its
/// `MachineDriver`; nothing else moves a row.
///
/// ```swift
/// let ctx = SwipeMachine.Context(now: .zero, cellWidth: 375)
/// let view = SwipeActionsView(orientation: .right, actions: actions, options: SwipeOptions(),
///                             cellWidth: 375, cellHeight: 76)
/// let (row, step) = SwipeMachine.step(SwipeRowState(), .panBegan(velocityX: -600, view: view), ctx)
/// // row.state == .dragging, step == .moved([.willBeginEditing(.right)])
/// ```
public enum SwipeMachine: StateMachine {
    public typealias State = SwipeRowState
    public typealias Refusal = SwipeError
    public typealias Step = MachineStep<Effect, SwipeError>

    public enum Input {
        /// Pan began. `view`: the actions view built from the delegates when `wantsActions` said
        /// so and they returned actions; nil otherwise.
        case panBegan(velocityX: Double, view: SwipeActionsView?)
        /// `translationX`: cumulative since began; `locationX`: the finger measured from the
        /// trigger reference frame's left edge (the table's bounds; a collection cell's frame).
        case panChanged(translationX: Double, locationX: Double)
        case panEnded(velocityX: Double)
        /// The running offset animation (or delete collapse) completed: the driver's `animation`
        /// slot, which a newer animation replaces and a stopped one cancels.
        case animationFinished
        /// A touch-up inside the button of the action at this delegate index (`perform`).
        case tapAction(Int)
        case hide(animated: Bool, completion: Bool)
        /// `setSwipeOffset`; `view` as for `panBegan` (see `wantsActions(forOffset:)`).
        case setOffset(Double, animated: Bool, view: SwipeActionsView?, completion: Bool)
        /// `action.fulfill(with:)`: `automatic` when the library calls it after the handler.
        case fulfill(ExpansionFulfillmentStyle, automatic: Bool)
        /// The second step of a programmatic open (`SwipeOpening`), sent by the table once
        /// `willBeginEditing` returned.
        case finishSetOffset
        /// The rest of a fulfillment after the delegate's `didEndEditing` returned (the fill's
        /// timing and end offset as the completion handler captured them).
        case finishFulfill(
            ExpansionFulfillmentStyle, timing: SwipeExpansionStyle.HandlerInvocationTiming, fillOffset: Double)
        /// The table was resized (a rotation): the cell's new width and the table's safe area;
        /// `traitsChanged` when UIKit calls `traitCollectionDidChange` (an iPhone turning).
        case resize(cellWidth: Double, safeArea: EdgeInsets, traitsChanged: Bool)
    }

    public enum Effect: Hashable, Sendable {
        case willBeginEditing(SwipeActionsOrientation)
        case didEndEditing(SwipeActionsOrientation)
        /// Logs `haptic` (pan only) then `expanded` / `collapsed`.
        case expansion(expanded: Bool, haptic: Bool)
        /// `animationFinished` after the delay, in the row's `animation` slot (a timer request:
        /// the driver's).
        case schedule(after: SimDuration)
        /// The row's `animation` slot is cancelled (an animation stopped without finishing).
        case cancelSchedule
        /// Every other row gets `hide(animated: true)` (setSwipeOffset from another state).
        case hideOthers
        /// Logs `fill` for the action.
        case fill(action: Int)
        /// Logs `handler` and calls the action's handler with the row.
        case runHandler(action: Int)
        /// After the handler: send `fulfill(style, automatic: true)`.
        case autoFulfill(ExpansionFulfillmentStyle)
        /// Logs `fulfill`.
        case fulfilled(ExpansionFulfillmentStyle)
        /// The table deletes the row (`deleteRows(at: [ip], with: .none)`); its cell collapses.
        case deleteRow
        /// The caller's completion closure, with UIKit's finished flag.
        case runCompletion(finished: Bool)
        /// Send `finishSetOffset` to the row now (the rest of `setSwipeOffset`, after the
        /// delegate's `willBeginEditing` returned).
        case finishSetOffset
        /// Send `finishFulfill` to the row now (the rest of the completion handler, after the
        /// delegate's `didEndEditing` returned).
        case finishFulfill(
            ExpansionFulfillmentStyle, timing: SwipeExpansionStyle.HandlerInvocationTiming, fillOffset: Double)
    }

    /// The facts about the rest of the table the transition needs.
    public struct Context: Sendable {
        public var now: SimTime
        public var cellWidth: Double
        /// Wr for `.touchThreshold` (the table's width; a collection cell's).
        public var referenceWidth: Double
        public var isCollection = false
        /// Table: `!isEditing`; collection: always.
        public var canBegin = true
        /// Another row is `.dragging`.
        public var otherDragging = false
        /// Another row is dragging, left or right.
        public var otherActive = false
        /// The divergences from the library the table's script turned on (none by default).
        public var fixes = SwipeFixes()

        public init(now: SimTime, cellWidth: Double, referenceWidth: Double? = nil, isCollection: Bool = false,
                    canBegin: Bool = true, otherDragging: Bool = false, otherActive: Bool = false,
                    fixes: SwipeFixes = SwipeFixes()) {
            self.now = now
            self.cellWidth = cellWidth
            self.referenceWidth = referenceWidth ?? cellWidth
            self.isCollection = isCollection
            self.canBegin = canBegin
            self.otherDragging = otherDragging
            self.otherActive = otherActive
            self.fixes = fixes
        }
    }

    /// The 0.7 s critically damped animator (hide, setSwipeOffset, snap with vx = 0, expansion snap).
    public static let standardDuration: SimDuration = 0.7
    /// The fill animation and the delete collapse.
    public static let fillDuration: SimDuration = 0.3
    /// The release snap's spring: mass 1, stiffness 100, damping 18 (ω0 = 10, ζ = 0.9).
    public static func releaseSpring(relativeVelocity v: Double) -> SpringParameters {
        SpringParameters(mass: 1, stiffness: 100, damping: 18, initialVelocity: v.isFinite ? v : 0)
    }

    /// Whether a pan began on this row builds a new actions view (asks the delegates): from center
    /// or animatingToCenter, when beginning is allowed and no other row is dragging.
    public static func wantsActions(_ row: SwipeRowState, _ ctx: Context) -> Bool {
        ctx.canBegin && !ctx.otherDragging && (row.state == .center || row.state == .animatingToCenter)
    }

    /// Whether `setSwipeOffset(offset)` builds a new actions view: unless already open on that side.
    public static func wantsActions(_ row: SwipeRowState, forOffset offset: Double) -> Bool {
        offset != 0 && row.state != .open(SwipeActionsOrientation(offset: offset))
    }

    // MARK: Time

    /// A row's one timer: its running animation's end.
    public enum Slot: Hashable, Sendable { case animation }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        switch effect {
        case .schedule(let after): return .schedule(.animation, after: after, .animationFinished)
        case .cancelSchedule: return .cancel(.animation)
        default: return nil
        }
    }

    /// A row awaits its animation's end while a completion is pending.
    public static func awaits(_ slot: Slot, in state: SwipeRowState, _ context: Context) -> Bool {
        state.pending != nil
    }
    public static func slotName(_ slot: Slot) -> String { "row animation" }
    public static let slotNames = ["row animation"]

    /// SwipeCellKit calls its delegate and handlers synchronously and carries on after them, so
    /// a callback's calls run at once. What the library does after a callback that reads the row
    /// again is a follow-up input, read on the row as the callback left it: the automatic
    /// fulfillment after a handler (`autoFulfill`, SwipeController.swift 443-449) and the rest of
    /// a programmatic open after `willBeginEditing` (`finishSetOffset`, 511-529); every other
    /// callback is the last thing its step does (`didEndEditing` after the hide's animation
    /// started, 462-483; a completion).
    public static func reentry(during effect: Effect) -> Reentry { .nested }

    // MARK: The transition function

    /// The one transition function: `ignored` for what the library drops (a pan while another
    /// row drags, a stale completion, a hide of a row that is not open), `refused` for what the
    /// caller must hear (an action or offset that does not exist, a fulfill with no fill). Either
    /// leaves `row` as it was: the rules below work on a scratch copy that is kept only on a move.
    public static func transition(_ row: inout SwipeRowState, _ input: Input, _ ctx: Context) -> Step {
        var scratch = row
        let step = next(&scratch, input, ctx)
        if step.isMoved { row = scratch }
        return step
    }

    /// How an input is named in traces and invariant reports ("tapAction(2)", "hide").
    public static func label(_ input: Input) -> String {
        switch input {
        case .panBegan(let vx, _): return "panBegan(vx: \(Fmt.number(vx)))"
        case .panChanged(let tx, _): return "panChanged(tx: \(Fmt.number(tx)))"
        case .panEnded(let vx): return "panEnded(vx: \(Fmt.number(vx)))"
        case .animationFinished: return "animationFinished"
        case .tapAction(let k): return "tapAction(\(k + 1))"
        case .hide(let animated, _): return animated ? "hide" : "hide(animated: false)"
        case .setOffset(let o, _, _, _): return "setOffset(\(Fmt.number(o)))"
        case .fulfill(let style, let automatic): return "fulfill(\(style.rawValue)\(automatic ? ", automatic" : ""))"
        case .finishSetOffset: return "finishSetOffset"
        case .finishFulfill(let style, _, _): return "finishFulfill(\(style.rawValue))"
        case .resize(let w, _, let traits): return "resize(\(Fmt.number(w))\(traits ? ", traits" : ""))"
        }
    }

    /// The rules, on a scratch row that `transition` keeps only when they move it: one per input.
    private static func next(_ r: inout SwipeRowState, _ input: Input, _ ctx: Context) -> Step {
        switch input {
        case .panBegan(_, let view): return rulePanBegan(&r, view: view, ctx)
        case .panChanged(let translationX, let locationX):
            return rulePanChanged(&r, translationX: translationX, locationX: locationX, ctx)
        case .panEnded(let vx): return rulePanEnded(&r, vx: vx, ctx)
        case .animationFinished: return ruleAnimationFinished(&r, ctx)
        case .tapAction(let k): return ruleTapAction(&r, k: k, ctx)
        case .setOffset(let offset, let animated, let view, let completion):
            return ruleSetOffset(&r, offset: offset, animated: animated, view: view, completion: completion, ctx)
        case .finishSetOffset: return ruleFinishSetOffset(&r, ctx)
        case .fulfill(let style, let automatic): return ruleFulfill(&r, style: style, automatic: automatic, ctx)
        case .resize(let w, let safe, let traits):
            return ruleResize(&r, cellWidth: w, safeArea: safe, traits: traits, ctx)
        case .finishFulfill(let style, let timing, let fillOffset):
            return ruleFinishFulfill(&r, style: style, timing: timing, fillOffset: fillOffset, ctx)
        case .hide(let animated, let completion):
            guard let h = hide(&r, animated: animated, completion: completion, at: ctx.now, ctx) else {
                return .ignored(why: "hideSwipe acts only on an open row (its completion is not called)")
            }
            return .moved(h)
        }
    }

    // MARK: Pieces

    /// `shouldExpand` (SwipeExpansionStyle.swift 87-107), on the frame from before this event
    /// (SwipeController.swift 117-118 asks before it moves the content).
    public static func shouldExpand(_ view: SwipeActionsView, style: SwipeExpansionStyle, translationX tx: Double,
                                    offsetBefore: Double, locationX: Double, _ ctx: Context) -> Bool {
        guard abs(tx) > SwipeExpansionStyle.minimumExpansionTranslation else { return false }
        let xDelta = abs(offsetBefore).rounded(.down)
        let p = view.layout.preferredWidth
        guard xDelta > p else { return false }
        if xDelta > view.targetOffset { return true }
        for trigger in style.additionalTriggers {
            switch trigger {
            case .touchThreshold(let t):
                let wr = ctx.referenceWidth
                guard wr > 0 else { continue }
                let ratio = view.orientation == .left ? locationX / wr : (wr - locationX) / wr
                if ratio > t { return true }
            case .overscroll(let o):
                // The trigger reads the cell's frame: a table cell moves, a collection cell's
                // content view moves inside a frame that stays at x = 0, so there it never fires
                // (SwipeExpansionStyle.swift 155-156) unless the fix reads the content.
                if ctx.isCollection && !ctx.fixes.overscrollReadsContent { continue }
                if abs(offsetBefore) > p + o { return true }
            }
        }
        return false
    }

    /// `perform(action:)` (SwipeController.swift 377-460).
    static func perform(_ r: inout SwipeRowState, _ k: Int, at now: SimTime, _ ctx: Context) -> [Effect] {
        guard var view = r.actionsView else { return [] }
        var fx: [Effect] = []
        if k == view.expandableIndex, let style = view.options.expansionStyle {
            if view.setExpanded(true, at: now) { fx.append(.expansion(expanded: true, haptic: false)) }
            r.actionsView = view
            switch style.completionAnimation {
            case .bounce:
                fx += hide(&r, animated: true, completion: false, at: now, ctx) ?? []
                fx.append(.runHandler(action: k))
            case .fill(let opts):
                // The new handler stands in for any leftover one (the engine's fulfill is the row's).
                r.leftoverFulfillment = nil
                r.fulfillable = true
                r.fill = .filling(action: k, options: opts)
                fx.append(.fill(action: k))
                fx += animate(&r, to: view.layout.fillOffset, duration: fillDuration, curve: .criticallyDamped,
                              completion: .fillFinished, at: now)
                if opts.timing == .with {
                    fx.append(.runHandler(action: k))
                    if let s = opts.autoFulFillmentStyle { fx.append(.autoFulfill(s)) }
                }
            }
        } else {
            if view.actions[k].hidesWhenSelected {
                fx += hide(&r, animated: true, completion: false, at: now, ctx) ?? []
            }
            fx.append(.runHandler(action: k))
        }
        return fx
    }

    /// `setSwipeOffset`'s move (SwipeController.swift 519-529): only showSwipe's
    /// greatestFiniteMagnitude means "fully open"; any other offset, an infinite one included, is
    /// clamped to the cell width. Nil without an actions view.
    static func moveOffset(_ r: inout SwipeRowState, _ o: SwipeOpening, at now: SimTime, _ ctx: Context) -> [Effect]? {
        guard let layout = r.actionsView?.layout else { return nil }
        let target = abs(o.offset) == .greatestFiniteMagnitude ? layout.openOffset
            : (o.offset < 0 ? -1 : 1) * min(ctx.cellWidth, abs(o.offset))
        if o.animated {
            return animate(&r, to: target, duration: standardDuration, curve: .criticallyDamped,
                           completion: .setOffsetFinished(completion: o.completion), at: now)
        }
        var fx = set(&r, target, at: now)
        // The library sets the offset and never calls the completion (SwipeController.swift 526-529).
        if o.completion && ctx.fixes.immediateCompletion { fx.append(.runCompletion(finished: true)) }
        return fx
    }

    /// `hideSwipe(animated:completion:)` (SwipeController.swift 462-483); nil when it does not act.
    static func hide(
        _ r: inout SwipeRowState, animated: Bool, completion: Bool, at now: SimTime, _ ctx: Context
    ) -> [Effect]? {
        guard r.state == .left || r.state == .right, let view = r.actionsView else { return nil }
        // A finger dragging the open row keeps it: the pan's changes go on reading the state
        // (SwipeController.swift 90-147), which stays active while the hide animates.
        r.state = .animatingToCenter
        if animated {
            var fx = animate(&r, to: 0, duration: standardDuration, curve: .criticallyDamped,
                             completion: .hideFinished(completion: completion), at: now)
            fx.append(.didEndEditing(view.orientation))
            return fx
        }
        var fx = set(&r, 0, at: now)
        reset(&r, ctx)
        // The actions view is gone before the library's didEndEditing, so the cell skips the
        // user's (SwipeController.swift 479-482, SwipeTableViewCell.swift 217); the completion is
        // never called on this path (476-480) unless the fix calls it.
        if completion && ctx.fixes.immediateCompletion { fx.append(.runCompletion(finished: true)) }
        return fx
    }

    /// `reset()`: center, no actions view; a waiting fulfillment stays (`dropFill`).
    static func reset(_ r: inout SwipeRowState, _ ctx: Context) {
        dropFill(&r, ctx)
        r.state = .center
        r.actionsView = nil
        r.opening = nil
        r.pan = nil
    }

    /// The row stops filling (a reset, or a new actions view). The library's fulfillment handler
    /// lives on the action and only running it clears it (SwipeController.swift 411-413), so a
    /// waiting one stays as the row's leftover unless `SwipeFixes.hideForgetsFulfill`.
    static func dropFill(_ r: inout SwipeRowState, _ ctx: Context) {
        if r.fulfillable, case .filling(_, let opts) = r.fill, let view = r.actionsView,
           !ctx.fixes.hideForgetsFulfill {
            r.leftoverFulfillment = SwipeLeftoverFulfillment(timing: opts.timing, fillOffset: view.layout.fillOffset)
        }
        r.fill = .none
        r.fulfillable = false
    }

    /// Stops the running animation where it is on screen, dropping its completion.
    static func stop(_ r: inout SwipeRowState, at now: SimTime) -> [Effect] {
        guard r.pending != nil || r.offset.isAnimating(at: now) else { return [] }
        r.offset.stop(at: now)
        let had = r.pending != nil
        r.pending = nil
        return had ? [.cancelSchedule] : []
    }

    /// A direct offset set (pan changed): cancels a running animation (the accepted simple model).
    static func set(_ r: inout SwipeRowState, _ value: Double, at now: SimTime) -> [Effect] {
        let fx = stop(&r, at: now)
        r.offset.set(value)
        r.actionsView?.notifyTransitions(offset: value, at: now)
        return fx
    }

    static func animate(_ r: inout SwipeRowState, to value: Double, duration: SimDuration, curve: Curve,
                        completion: SwipeCompletion?, at now: SimTime) -> [Effect] {
        let had = r.pending != nil
        r.offset.animate(to: value, at: now, duration: duration, curve: curve)
        r.pending = completion
        r.actionsView?.notifyTransitions(offset: value, at: now)
        if let _ = completion { return [.schedule(after: duration)] }
        return had ? [.cancelSchedule] : []
    }
}

extension SwipeMachine.Input {
    /// A caller's hide or setOffset, which brings its own completion.
    var isProgrammatic: Bool {
        switch self {
        case .hide, .setOffset: return true
        default: return false
        }
    }
}
