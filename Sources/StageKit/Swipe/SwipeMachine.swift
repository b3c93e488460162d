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
        case finishFulfill(ExpansionFulfillmentStyle, timing: SwipeExpansionStyle.HandlerInvocationTiming, fillOffset: Double)
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
        case finishFulfill(ExpansionFulfillmentStyle, timing: SwipeExpansionStyle.HandlerInvocationTiming, fillOffset: Double)
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
    public static func awaits(_ slot: Slot, in state: SwipeRowState, _ context: Context) -> Bool { state.pending != nil }
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
        }
    }

    /// The rules, on a scratch row that `transition` keeps only when they move it.
    private static func next(_ r: inout SwipeRowState, _ input: Input, _ ctx: Context) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
        switch input {
        case .panBegan(_, let view):
            guard ctx.canBegin else { return .ignored(why: "the table is editing") }
            guard !ctx.otherDragging else { return .ignored(why: "another row is dragging") }
            // The running animator stops where it is; its completion never runs.
            fx += stop(&r, at: now)
            r.pan = SwipePan(originalOffset: r.offset.target)
            if r.state == .center || r.state == .animatingToCenter {
                guard let view else {
                    if r.state == .center { r.pan = nil }
                    return .moved(fx)
                }
                r.actionsView = view
                r.fill = .none
                r.fulfillable = false
                r.state = .dragging
                fx.append(.willBeginEditing(view.orientation))
            }
            return .moved(fx)

        case .panChanged(let translationX, let locationX):
            guard var view = r.actionsView, r.state.isActive, var pan = r.pan else {
                return .ignored(why: "no swipe in progress")
            }
            if r.state == .animatingToCenter && ctx.otherActive { return .ignored(why: "another row is active") }
            let tx = translationX - pan.translationShift
            let raw = pan.originalOffset + tx
            let s = view.orientation.scale
            let before = r.offset.value(at: now)
            let layout = view.layout
            pan.scrollRatio = 1
            if raw * s > 0 {
                // Pulled past center away from the actions: 0.2×, and the side never flips.
                fx += set(&r, SwipeLayout.rubberBand(raw, limit: 0, elasticity: 0.2), at: now)
                pan.scrollRatio = 0.4
            } else if let style = view.options.expansionStyle {
                let expand = shouldExpand(view, style: style, translationX: tx, offsetBefore: before, locationX: locationX, ctx)
                let target = view.targetOffset
                if expand && !view.expanded && target > abs(raw) {
                    // A trigger fired before T: snap to T and re-base the gesture there.
                    fx += animate(&r, to: -target * s, duration: standardDuration, curve: .criticallyDamped, completion: nil, at: now)
                    pan.translationShift = translationX - (-target * s - pan.originalOffset)
                } else {
                    fx += set(&r, SwipeLayout.rubberBand(raw, limit: target, elasticity: style.targetOverscrollElasticity), at: now)
                }
                if view.setExpanded(expand, at: now) { fx.append(.expansion(expanded: expand, haptic: true)) }
                r.actionsView = view
            } else {
                let off = SwipeLayout.rubberBand(raw, limit: layout.preferredWidth, elasticity: 0.4)
                fx += set(&r, off, at: now)
                // tx = 0 counts as engaged too (NaN ≠ 1 in the library).
                pan.scrollRatio = (off - pan.originalOffset) / tx != 1 ? 0.4 : 1
            }
            r.pan = pan
            return .moved(fx)

        case .panEnded(let vx):
            guard let view = r.actionsView else { return .ignored(why: "no actions view") }
            if !r.state.isActive && r.offset.value(at: now) == 0 { return .ignored(why: "at rest") }
            let ratio = r.pan?.scrollRatio ?? 1
            r.pan = nil
            let o = view.orientation
            let closes = (o == .right ? vx > 0 : vx < 0) && !view.expanded
            r.state = closes ? .center : .open(o)
            if view.expanded, let x = view.expandableIndex {
                fx += perform(&r, x, at: now, ctx)
                return .moved(fx)
            }
            let target = closes ? 0 : view.layout.openOffset
            if vx == 0 {
                fx += animate(&r, to: target, duration: standardDuration, curve: .criticallyDamped, completion: .resetIfCenter, at: now)
            } else {
                let dist = target - r.offset.value(at: now)
                let v = dist == 0 ? 0 : vx * ratio / dist
                let spring = releaseSpring(relativeVelocity: v)
                fx += animate(&r, to: target, duration: spring.settlingDuration(), curve: .physicalSpring(spring),
                              completion: .resetIfCenter, at: now)
            }
            // The delegate hears it once the snap back started (SwipeController.swift 157-171).
            if closes { fx.append(.didEndEditing(o)) }
            return .moved(fx)

        case .animationFinished:
            guard let c = r.pending else { return .ignored(why: "no animation runs") }
            r.pending = nil
            switch c {
            case .resetIfCenter:
                if r.state == .center { reset(&r) }
            case .hideFinished(let completion):
                reset(&r)
                if completion { fx.append(.runCompletion(finished: true)) }
            case .fillFinished:
                if case .filling(let x, let opts) = r.fill, opts.timing == .after {
                    fx.append(.runHandler(action: x))
                    if let style = opts.autoFulFillmentStyle { fx.append(.autoFulfill(style)) }
                }
            case .setOffsetFinished(let completion):
                if completion { fx.append(.runCompletion(finished: true)) }
            case .deleteFinished:
                r.offset.set(0)
                reset(&r)
            }
            return .moved(fx)

        case .tapAction(let k):
            guard let view = r.actionsView, r.state == .left || r.state == .right else {
                return .ignored(why: "the row is not open")
            }
            guard view.actions.indices.contains(k) else {
                return .refused(.actionOutOfRange(index: k, count: view.actions.count))
            }
            // The library's button would perform whatever the fill is doing (SwipeActionsView.swift
            // 198-202), but a fill moves the content to −(W + mBW), which puts the expanded button
            // just off the row's edge (SwipeController.swift 409, SwipeActionsView.swift 279-281),
            // and UIKit hit-tests the animation's end at once: no tap reaches it while it fills.
            guard r.fill == .none else { return .ignored(why: "a fill is in progress") }
            fx += perform(&r, k, at: now, ctx)
            return .moved(fx)

        case .hide(let animated, let completion):
            guard let h = hide(&r, animated: animated, completion: completion, at: now, ctx) else {
                return .ignored(why: "hideSwipe acts only on an open row (its completion is not called)")
            }
            return .moved(h)

        case .setOffset(let offset, let animated, let view, let completion):
            if offset == 0 {
                guard let h = hide(&r, animated: animated, completion: completion, at: now, ctx) else {
                    return .ignored(why: "hideSwipe acts only on an open row (its completion is not called)")
                }
                return .moved(h)
            }
            guard offset.isFinite || abs(offset) == .infinity, !offset.isNaN else {
                return .refused(.badOffset(offset))
            }
            let o = SwipeActionsOrientation(offset: offset)
            let opening = SwipeOpening(offset: offset, animated: animated, completion: completion)
            guard r.state == .open(o) else {
                // showActionsView (SwipeController.swift 511-512, 178-213): the row drags while the
                // delegate hears willBeginEditing; the rest waits for `finishSetOffset`.
                guard let view else { return .ignored(why: "no actions on the \(o.rawValue) side") }
                fx += stop(&r, at: now)
                r.actionsView = view
                r.fill = .none
                r.fulfillable = false
                r.pan = nil
                r.state = .dragging
                r.opening = opening
                return .moved(fx + [.willBeginEditing(o), .finishSetOffset])
            }
            guard let moved = moveOffset(&r, opening, at: now, ctx) else { return .ignored(why: "no actions view") }
            return .moved(fx + moved)

        case .finishSetOffset:
            // After willBeginEditing (514-529): the other rows hide, the row takes the open state
            // whatever the delegate did, and the offset moves.
            guard let opening = r.opening else { return .ignored(why: "no programmatic open waits") }
            r.opening = nil
            r.state = .open(SwipeActionsOrientation(offset: opening.offset))
            guard let moved = moveOffset(&r, opening, at: now, ctx) else { return .ignored(why: "no actions view") }
            return .moved([.hideOthers] + moved)

        case .fulfill(let style, let automatic):
            guard r.fulfillable, let view = r.actionsView, case .filling(_, let opts) = r.fill else {
                // The library's action forgets its completion handler once it ran, so a later
                // fulfill does nothing (SwipeAction.swift 107-109, SwipeController.swift 413).
                return automatic || !ctx.fixes.strictFulfill ? .ignored(why: "no fill waits for fulfill") : .refused(.fulfillOutsideFill)
            }
            // The completion handler (SwipeController.swift 411-441) forgets itself, tells the
            // delegate didEndEditing, and only then deletes or hides: a follow-up input.
            r.fulfillable = false
            return .moved([.fulfilled(style), .didEndEditing(view.orientation),
                           .finishFulfill(style, timing: opts.timing, fillOffset: view.layout.fillOffset)])

        case .finishFulfill(let style, let timing, let fillOffset):
            r.fulfillable = false
            switch style {
            case .delete:
                // The row is deleted and the content runs to the fill's end (418-437). Unless a
                // callback moved it, the fill is already going there: the collapse's completion
                // replaces the fill's.
                fx.append(.deleteRow)
                guard var view = r.actionsView else { return .moved(fx) }
                r.fill = .deleting
                if timing == .after {
                    view.alpha.animate(to: 0, at: now, duration: fillDuration, curve: .easeInOut)
                    r.actionsView = view
                }
                if r.offset.target == fillOffset {
                    r.pending = .deleteFinished
                    fx.append(.schedule(after: fillDuration))
                } else {
                    fx += animate(&r, to: fillOffset, duration: fillDuration, curve: .criticallyDamped, completion: .deleteFinished, at: now)
                }
            case .reset:
                r.fill = .none
                fx += hide(&r, animated: true, completion: false, at: now, ctx) ?? []
            }
            return .moved(fx)
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
            if view.actions[k].hidesWhenSelected { fx += hide(&r, animated: true, completion: false, at: now, ctx) ?? [] }
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
    static func hide(_ r: inout SwipeRowState, animated: Bool, completion: Bool, at now: SimTime, _ ctx: Context) -> [Effect]? {
        guard r.state == .left || r.state == .right, let view = r.actionsView else { return nil }
        r.state = .animatingToCenter
        r.pan = nil
        if animated {
            var fx = animate(&r, to: 0, duration: standardDuration, curve: .criticallyDamped,
                             completion: .hideFinished(completion: completion), at: now)
            fx.append(.didEndEditing(view.orientation))
            return fx
        }
        var fx = set(&r, 0, at: now)
        reset(&r)
        // The actions view is gone before the library's didEndEditing, so the cell skips the
        // user's (SwipeController.swift 479-482, SwipeTableViewCell.swift 217); the completion is
        // never called on this path (476-480) unless the fix calls it.
        if completion && ctx.fixes.immediateCompletion { fx.append(.runCompletion(finished: true)) }
        return fx
    }

    /// `reset()`: center, no actions view.
    static func reset(_ r: inout SwipeRowState) {
        r.state = .center
        r.actionsView = nil
        r.opening = nil
        r.pan = nil
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
