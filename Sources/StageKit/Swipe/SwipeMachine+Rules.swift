/// The swipe row's rules, one function per input (`SwipeMachine.next` dispatches): each works on
/// a scratch row that `transition` keeps only when the rule moves it.
extension SwipeMachine {
    static func rulePanBegan(_ r: inout SwipeRowState, view: SwipeActionsView?, _ ctx: Context) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
            dropFill(&r, ctx)
            r.actionsView = view
            r.state = .dragging
            fx.append(.willBeginEditing(view.orientation))
        }
        return .moved(fx)
    }

    static func rulePanChanged(
        _ r: inout SwipeRowState, translationX: Double, locationX: Double, _ ctx: Context
    ) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
            let expand = shouldExpand(
                view, style: style, translationX: tx, offsetBefore: before, locationX: locationX, ctx)
            let target = view.targetOffset
            if expand && !view.expanded && target > abs(raw) {
                // A trigger fired before T: snap to T and re-base the gesture there.
                fx += animate(
                    &r, to: -target * s, duration: standardDuration, curve: .criticallyDamped, completion: nil, at: now)
                pan.translationShift = translationX - (-target * s - pan.originalOffset)
            } else {
                fx += set(
                    &r, SwipeLayout.rubberBand(raw, limit: target, elasticity: style.targetOverscrollElasticity),
                    at: now)
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
    }

    static func rulePanEnded(_ r: inout SwipeRowState, vx: Double, _ ctx: Context) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
            fx += animate(
                &r, to: target, duration: standardDuration, curve: .criticallyDamped, completion: .resetIfCenter,
                at: now)
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
    }

    static func ruleAnimationFinished(_ r: inout SwipeRowState, _ ctx: Context) -> Step {
        var fx: [Effect] = []
        guard let c = r.pending else { return .ignored(why: "no animation runs") }
        r.pending = nil
        switch c {
        case .resetIfCenter:
            if r.state == .center { reset(&r, ctx) }
        case .hideFinished(let completion):
            reset(&r, ctx)
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
            reset(&r, ctx)
        }
        return .moved(fx)
    }

    static func ruleTapAction(_ r: inout SwipeRowState, k: Int, _ ctx: Context) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
    }

    static func ruleSetOffset(
        _ r: inout SwipeRowState, offset: Double, animated: Bool, view: SwipeActionsView?, completion: Bool,
        _ ctx: Context
    ) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
            dropFill(&r, ctx)
            // A pan in progress goes on (SwipeController.swift 90-147 read only the state and the
            // actions view): the finger moves the row again from where it began.
            r.actionsView = view
            r.state = .dragging
            r.opening = opening
            return .moved(fx + [.willBeginEditing(o), .finishSetOffset])
        }
        guard let moved = moveOffset(&r, opening, at: now, ctx) else { return .ignored(why: "no actions view") }
        return .moved(fx + moved)
    }

    static func ruleFinishSetOffset(_ r: inout SwipeRowState, _ ctx: Context) -> Step {
        let now = ctx.now
        // After willBeginEditing (514-529): the other rows hide, the row takes the open state
        // whatever the delegate did, and the offset moves.
        guard let opening = r.opening else { return .ignored(why: "no programmatic open waits") }
        r.opening = nil
        r.state = .open(SwipeActionsOrientation(offset: opening.offset))
        guard let moved = moveOffset(&r, opening, at: now, ctx) else { return .ignored(why: "no actions view") }
        return .moved([.hideOthers] + moved)
    }

    static func ruleFulfill(
        _ r: inout SwipeRowState, style: ExpansionFulfillmentStyle, automatic: Bool, _ ctx: Context
    ) -> Step {
        guard r.fulfillable, let view = r.actionsView, case .filling(_, let opts) = r.fill else {
            if !automatic, let left = r.leftoverFulfillment {
                return fulfillLeftover(&r, left, style: style)
            }
            // The library's action forgets its completion handler once it ran, so a later
            // fulfill does nothing (SwipeAction.swift 107-109, SwipeController.swift 413).
            return automatic || !ctx.fixes.strictFulfill
                ? .ignored(why: "no fill waits for fulfill") : .refused(.fulfillOutsideFill)
        }
        // The completion handler (SwipeController.swift 411-441) forgets itself, tells the
        // delegate didEndEditing, and only then deletes or hides: a follow-up input.
        r.fulfillable = false
        return .moved([.fulfilled(style), .didEndEditing(view.orientation),
                       .finishFulfill(style, timing: opts.timing, fillOffset: view.layout.fillOffset)])
    }

    /// The handler a fill left on its action after the row stopped filling (SwipeController.swift
    /// 411-441, `reset()` 336-341 leaves it): it forgets itself and tells the cell didEndEditing,
    /// which reaches the delegate only while the cell has an actions view again
    /// (SwipeTableViewCell.swift 217, with that view's side, 221); then it deletes the row it
    /// captured, or hides the row if it is open.
    static func fulfillLeftover(
        _ r: inout SwipeRowState, _ left: SwipeLeftoverFulfillment, style: ExpansionFulfillmentStyle
    ) -> Step {
        r.leftoverFulfillment = nil
        var fx: [Effect] = [.fulfilled(style)]
        if let view = r.actionsView { fx.append(.didEndEditing(view.orientation)) }
        fx.append(.finishFulfill(style, timing: left.timing, fillOffset: left.fillOffset))
        return .moved(fx)
    }

    static func ruleFinishFulfill(
        _ r: inout SwipeRowState, style: ExpansionFulfillmentStyle, timing: SwipeExpansionStyle.HandlerInvocationTiming,
        fillOffset: Double, _ ctx: Context
    ) -> Step {
        var fx: [Effect] = []
        let now = ctx.now
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
                fx += animate(
                    &r, to: fillOffset, duration: fillDuration, curve: .criticallyDamped, completion: .deleteFinished,
                    at: now)
            }
        case .reset:
            r.fill = .none
            fx += hide(&r, animated: true, completion: false, at: now, ctx) ?? []
        }
        return .moved(fx)
    }

    /// A resize (a rotation): the actions view takes the cell's new width and reads the table's
    /// safe area on its side again (SwipeActionsView.swift 40-44, so P follows it, 65-67). On a
    /// trait change an open row (left or right, whatever runs) moves to its new open offset at
    /// once, unanimated, and a running animator is left to finish (`traitCollectionDidChange`,
    /// SwipeController.swift 282-294); any other state keeps its offset.
    static func ruleResize(
        _ r: inout SwipeRowState, cellWidth w: Double, safeArea: EdgeInsets, traits: Bool, _ ctx: Context
    ) -> Step {
        guard var view = r.actionsView else { return .ignored(why: "the row has no actions view to lay out") }
        view.relayout(cellWidth: w, safeInset: view.orientation == .left ? safeArea.left : safeArea.right)
        if traits && (r.state == .left || r.state == .right) {
            let target = view.layout.openOffset
            r.offset.set(target)
            view.notifyTransitions(offset: target, at: ctx.now)
        }
        r.actionsView = view
        return .moved([])
    }
}
