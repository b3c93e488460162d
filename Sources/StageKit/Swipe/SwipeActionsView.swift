/// The library's `SwipeActionsView` as a value: built when a swipe starts from center (SwipeController.swift 178-240's
/// `showActionsView`), holding the side, the actions, the options and the frozen layout, plus
/// what changes while it lives: expanded or not (and the relayout animating between), each
/// button's scale and alpha, the view's alpha (faded by a `.after` delete).
///
/// ```swift
/// let view = SwipeActionsView(orientation: .right, actions: [delete, flag, more],
///                             options: SwipeOptions(), cellWidth: 375, cellHeight: 76)
/// view.layout.preferredWidth        // 222
/// view.expandableIndex              // nil: no expansion style
/// ```
public struct SwipeActionsView {
    public let orientation: SwipeActionsOrientation
    /// In the delegate's order (index 0 at the screen edge).
    public let actions: [SwipeAction]
    public let options: SwipeOptions
    public private(set) var layout: SwipeLayout
    public private(set) var expanded = false
    /// 0 = normal layout, 1 = expanded (the relayout animation between).
    public private(set) var expansion = Animated(0.0)
    /// By delegate index.
    public var looks: [SwipeButtonLook]
    public var alpha = Animated(1.0)
    /// Last percentVisible handed to the transition delegates (by delegate index).
    public var lastPercents: [Double]

    public init(orientation: SwipeActionsOrientation, actions: [SwipeAction], options: SwipeOptions,
                cellWidth: Double, cellHeight: Double, safeInset: Double = 0,
                verticalInsets: (top: Double, bottom: Double) = (0, 0)) {
        self.orientation = orientation
        self.actions = actions
        self.options = options
        self.layout = SwipeLayout(actions: actions, options: options, cellWidth: cellWidth, cellHeight: cellHeight,
                                  orientation: orientation, safeInset: safeInset, verticalInsets: verticalInsets)
        self.looks = Array(repeating: SwipeButtonLook(), count: actions.count)
        self.lastPercents = Array(repeating: 0, count: actions.count)
    }

    /// The cell was resized (a rotation): the same buttons, the safe-area margin read again.
    public mutating func relayout(cellWidth: Double, safeInset: Double) {
        layout = layout.relaid(cellWidth: cellWidth, safeInset: safeInset)
    }

    /// The expandable action: the first delegate action, when an expansion style exists.
    public var expandableIndex: Int? { options.expansionStyle != nil && !actions.isEmpty ? 0 : nil }

    /// T (SwipeExpansionStyle.swift 109-136); +∞ without an expansion style.
    public var targetOffset: Double {
        guard let e = options.expansionStyle else { return .infinity }
        return e.targetOffset(cellWidth: layout.cellWidth, preferredWidth: layout.preferredWidth)
    }

    /// The expansion delegate in effect: the options', else `ScaleAndAlphaExpansion.default` when
    /// the expandable action has no background color, else none.
    public var expansionDelegate: SwipeExpansionDelegate? {
        if let d = options.expansionDelegate { return d }
        if let i = expandableIndex, !actions[i].hasBackgroundColor { return .scaleAndAlpha(.default) }
        return nil
    }

    /// `setExpanded`: no-op when unchanged (returns false); otherwise relayouts over the delegate's
    /// timing (0.6 s, critically damped) and lets the expansion delegate animate the other buttons.
    public mutating func setExpanded(_ e: Bool, at now: SimTime) -> Bool {
        guard e != expanded, let x = expandableIndex else { return false }
        expanded = e
        let delegate = expansionDelegate
        let timing = delegate?.timing(expanding: e) ?? .default
        expansion.animate(
            to: e ? 1 : 0, at: now, duration: timing.duration, delay: timing.delay, curve: .criticallyDamped)
        if case .scaleAndAlpha(let s) = delegate {
            // From the button next to the expandable one toward the content: delegate order 1, 2, …
            let others = actions.indices.filter { $0 != x }
            s.apply(expanding: e, others: others, to: &looks, at: now)
        }
        return true
    }

    /// Hands each action whose visible percentage changed to its transition delegate (model
    /// changes only: a non-animated set, or an animation's final value).
    public mutating func notifyTransitions(offset: Double, at now: SimTime) {
        let percents = layout.percentsVisible(offset: offset)
        for k in actions.indices where percents[k] != lastPercents[k] {
            actions[k].transitionDelegate?.apply(old: lastPercents[k], new: percents[k], to: &looks[k], at: now)
        }
        lastPercents = percents
    }

    /// Frames at an offset and instant (the expansion relayout read at `t`).
    public func frames(offset: Double, at t: SimTime) -> [SwipeButtonFrame] {
        layout.frames(offset: offset, expansion: expansion.value(at: t))
    }
}

extension SwipeActionsView: InvariantChecking {
    /// One look and one last percentage per action; only a view with an expandable action
    /// expands; the animated values' own checks.
    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check(looks.count == actions.count && lastPercents.count == actions.count,
            "\(actions.count) actions with \(looks.count) looks and \(lastPercents.count) percentages")
        try InvariantBroken.check(!expanded || expandableIndex != nil, "expanded without an expandable action")
        try expansion.checkInvariants()
        try alpha.checkInvariants()
        for look in looks {
            try look.scale.checkInvariants()
            try look.alpha.checkInvariants()
        }
    }
}
