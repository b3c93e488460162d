/// One action sheet on a stage (XLActionController's `ActionController` and its example
/// subclasses): it holds the model, the settings and the style, owns the lifecycle state, carries
/// out the state machine's effects on the stage (timeline events, scheduled completions, the
/// layer), and answers taps and pans routed to it by the screen.
///
/// Configuration (header, actions, sections, settings) is open until `present()`; from then on
/// the settings and the layout are frozen, as the library reads them when its view loads.
///
/// ```swift
/// let stage = Stage()
/// let sheet = try ActionController(stage: stage, style: .preset(.skype))
/// try sheet.addAction(SheetAction(data: ActionData(title: "Take photo"))) { action in print(action.title) }
/// try sheet.present()                      // sheet#1 willPresentView at 0
/// try stage.clock.advance(by: 0.5)         // didPresentView at 0.5
/// try sheet.tap(action: 0)                 // dismissal; the handler runs after didDismissView
/// ```
public final class ActionController: StageLayer {
    public typealias Handler = (SheetActionRef) throws -> Void

    public let stage: Stage
    /// The timeline source, "sheet#1".
    public let source: String
    public private(set) var style: SheetStyle
    public private(set) var settings: ActionControllerSettings
    public private(set) var model: SheetModel
    public private(set) var state: SheetLifecycle.State = .idle
    /// Fixed at `present()`.
    public private(set) var layout: SheetLayout?
    public private(set) var motion: SheetMotion?
    /// How a drag must look to dismiss (see `SwipeDownRule`).
    public var swipeRule = SwipeDownRule.standard

    private var handlers: [Int: Handler] = [:]
    private var completion: (() throws -> Void)?
    private var scroll = MotionTrack(0)
    private var panStartScroll: Double?
    private var lastTapSelected = false
    private var releaseHandlersAfterThisTransition = false
    private var actionRefs: [Int: WeakRef<SheetActionRef>] = [:]
    private var sectionRefs: [Int: WeakRef<SheetSectionRef>] = [:]

    /// How long a scroll past either end takes to spring back after the finger lifts.
    public static let bounceBackDuration: SimDuration = 0.4

    public init(stage: Stage, style: SheetStyle, header: SheetHeader? = nil,
                settings: ActionControllerSettings? = nil) throws(ActionSheetError) {
        guard stage.isValid else { throw .stageReset(source: "this stage") }
        self.stage = stage
        self.style = style
        self.settings = settings ?? style.settings
        self.model = SheetModel()
        self.source = stage.makeSource(kind: "sheet")
        try setHeader(header)
        stage.onInvalidate { [weak self] in
            self?.handlers.removeAll()
            self?.completion = nil
        }
    }

    // MARK: Configuration (before present)

    /// The global header. Refused on a style without a header view, on the Dynamics variant, and
    /// once presented (the library crashes when a header appears after its view loaded).
    public func setHeader(_ header: SheetHeader?) throws(ActionSheetError) {
        try checkConfigurable("the header")
        if let header {
            if style.variant == .dynamics { throw .dynamicsHeader }
            guard style.headerHeight != nil else { throw .noHeaderView(style: style.name.rawValue) }
            if style.name == .twitter || style.name == .periscope, header.subtitle != nil || header.image != nil {
                throw .unsupportedData("the \(style.name.rawValue) header is a String: give it a title only")
            }
        }
        model.header = header
    }

    /// Overrides the style's `cellSpec`, `headerSpec` or `sectionHeaderSpec` heights (what a
    /// subclass would set in its init).
    public func setHeights(cell: Double? = nil, header: Double? = nil, sectionHeader: Double? = nil) throws(ActionSheetError) {
        try checkConfigurable("the heights")
        if let cell { style.cellHeight = cell }
        if let header { style.headerHeight = .fixed(header) }
        if let sectionHeader { style.sectionHeaderHeight = sectionHeader }
    }

    /// Appends to the last section (creating one if needed); returns the global index (0-based).
    @discardableResult
    public func addAction(_ action: SheetAction, handler: Handler? = nil) throws(ActionSheetError) -> Int {
        try checkConfigurable("the actions")
        if style.actionData == .string, let data = action.data, data.subtitle != nil || data.image != nil {
            throw .unsupportedData("the \(style.name.rawValue) style's actions carry a String: give them a title only (no subtitle or image)")
        }
        let i = model.addAction(action)
        if let handler { handlers[i] = handler }
        return i
    }

    /// Appends a section; later actions go into it. Returns its index (0-based). Without data,
    /// periscope's sections still get their 5-pt band (`PeriscopeSection`).
    @discardableResult
    public func addSection(data: String? = nil) throws(ActionSheetError) -> Int {
        try checkConfigurable("the sections")
        return model.addSection(SheetSection(data: data ?? style.addedSectionData))
    }

    /// Changes settings; refused once presented (they are frozen at view load).
    public func updateSettings(_ change: (inout ActionControllerSettings) -> Void) throws(ActionSheetError) {
        try checkConfigurable("settings")
        change(&settings)
    }

    /// `enabled` and `executeImmediatelyOnTouch` stay mutable at any time (spec §1.2).
    public func updateAction(_ index: Int, _ change: (inout SheetAction) -> Void) {
        model.updateAction(at: index, change)
    }

    private func checkConfigurable(_ what: String) throws(ActionSheetError) {
        try checkStage()
        guard state == .idle else { throw .configuredAfterPresent(what: what, state: state.phase.rawValue) }
    }

    private func checkStage() throws(ActionSheetError) {
        guard stage.isValid else { throw .stageReset(source: source) }
    }

    // MARK: Reading

    public var device: SheetDevice { SheetDevice(size: stage.screen.size, safeArea: stage.screen.safeArea) }

    /// The content height (spec §4.1 / §8): the frozen layout's once presented, otherwise what
    /// `present()` would compute now. Fails like `present()` on an empty last section.
    public func contentHeight() throws(ActionSheetError) -> Double {
        if let layout { return layout.contentHeight }
        return try SheetLayout(model: model, style: style, settings: settings, device: device).contentHeight
    }

    /// The handle of action `index` (the same object while anyone holds it).
    public func actionRef(_ index: Int) -> SheetActionRef {
        if let r = actionRefs[index]?.ref { return r }
        let r = SheetActionRef(controller: self, index: index)
        actionRefs[index] = WeakRef(r)
        return r
    }

    /// The handle of section `index` (the same object while anyone holds it).
    public func sectionRef(_ index: Int) -> SheetSectionRef {
        if let r = sectionRefs[index]?.ref { return r }
        let r = SheetSectionRef(controller: self, index: index)
        sectionRefs[index] = WeakRef(r)
        return r
    }

    /// Global index of `target` (0-based), or the error a Lua user should see.
    public func actionIndex(_ target: ActionTarget) throws(ActionSheetError) -> Int {
        switch target {
        case .index(let i):
            guard i >= 0 && i < model.actionCount else {
                throw .actionIndexOutOfRange(index: i == Int.max ? i : i + 1, count: model.actionCount)
            }
            return i
        case .position(let n):
            guard n >= 1 && n <= model.actionCount else { throw .actionIndexOutOfRange(index: n, count: model.actionCount) }
            return n - 1
        case .title(let t):
            guard let i = model.firstIndex(ofTitle: t) else { throw .noActionTitled(t, titles: model.allActions.map(\.title)) }
            return i
        }
    }

    /// Where everything is now (nil unless presented at least once).
    public func snapshot(at t: SimTime? = nil) -> SheetSnapshot? {
        guard let layout, let motion else { return nil }
        let t = t ?? stage.now
        return SheetSnapshot(layout: layout, motion: motion, positions: model.positions, scroll: scroll.value(at: t), at: t)
    }

    /// Row `index`'s frame on screen now; nil while its section is not revealed (Dynamics).
    public func frame(ofAction index: Int) throws(ActionSheetError) -> Rect? {
        try checkStage()
        guard state.isOnScreen, let snap = snapshot() else {
            throw .wrongState(operation: "get a frame of", state: state.phase.rawValue,
                              hint: state == .idle ? "rows have a place on screen once presented" : "it left the screen")
        }
        return snap.rowFrame(index)
    }

    /// How far the content is scrolled up from rest.
    public var scrollOffset: Double { scroll.value(at: stage.now) }

    // MARK: Lifecycle

    /// Presents the sheet (spec §5.1): freezes settings and layout, logs `willPresentView`, runs
    /// the style's present animation, `didPresentView` at delay + duration.
    public func present() throws(ActionSheetError) {
        try checkStage()
        guard state == .idle else {
            if case .refused(let e) = SheetLifecycle.transition(state, .present(.init(duration: .zero))) { throw e }
            return
        }
        let layout = try SheetLayout(model: model, style: style, settings: settings, device: device)
        let motion = SheetMotion(style: style, settings: settings, layout: layout)
        let (oldLayout, oldMotion) = (self.layout, self.motion)
        self.layout = layout
        self.motion = motion
        if case .refused(let e) = send(.present(.init(duration: motion.presentDuration, sectionReveals: motion.sectionRevealDelays))) {
            // Beyond the clock's range: nothing happened.
            (self.layout, self.motion) = (oldLayout, oldMotion)
            throw e
        }
    }

    /// Dismisses (spec §5.2). An error before presentation or after the dismissal; ignored (and
    /// `completion` dropped) while a dismissal already runs; allowed during the present animation.
    /// Returns false when ignored.
    @discardableResult
    public func dismiss(completion: (() throws -> Void)? = nil) throws(ActionSheetError) -> Bool {
        try checkStage()
        switch send(.dismiss(.programmatic, completion: completion != nil, dismissDuration: dismissDuration())) {
        case .refused(let e): throw e
        case .ignored: return false
        case .moved:
            self.completion = completion
            return true
        }
    }

    private func dismissDuration() -> SimDuration {
        motion?.dismissDuration(at: stage.now) ?? .zero
    }

    /// Feeds the state machine and carries out what it says.
    @discardableResult
    func send(_ input: SheetLifecycle.Input) -> SheetLifecycle.Transition {
        let result = SheetLifecycle.transition(state, input)
        if case .moved(let next, let effects) = result {
            // Every completion must be reachable (durations come from settings: up to 2e9 s):
            // refuse the whole transition before any effect rather than schedule one that no
            // advance can reach.
            for case .schedule(let delay, let event) in effects {
                do throws(ClockError) { _ = try stage.clock.reachableTime(after: delay) } catch {
                    return .refused(.beyondClockRange(operation: input.label, event: event.label, due: stage.now.seconds + delay.seconds))
                }
            }
            state = next
            for e in effects { apply(e) }
            if releaseHandlersAfterThisTransition {
                releaseHandlersAfterThisTransition = false
                handlers.removeAll()
                completion = nil
            }
        }
        return result
    }

    /// `send` for input from a touch, which has no caller to throw to: a refusal is reported to
    /// the clock, so the binding that delivered the touch (a tap, a drag) raises it.
    @discardableResult
    private func sendFromTouch(_ input: SheetLifecycle.Input) -> SheetLifecycle.Transition {
        let result = send(input)
        if case .refused(let e) = result { stage.clock.report(e) }
        return result
    }

    private func apply(_ effect: SheetLifecycle.Effect) {
        switch effect {
        case .freeze:
            // The layout and motion were computed from the settings just before; the state now
            // refuses configuration changes.
            break
        case .show:
            stage.layers.present(self)
        case .emit(let name, let reason):
            if let reason {
                stage.log(source, name.rawValue, ["reason": .string(reason.rawValue)])
            } else {
                stage.log(source, name.rawValue)
            }
        case .startPresentMotion:
            motion?.startPresent(at: stage.now)
        case .startDismissMotion:
            panStartScroll = nil
            motion?.startDismiss(at: stage.now)
        case .schedule(let delay, let input):
            stage.clock.schedule(after: delay, label: "\(source) \(input.label)") { [self] in
                send(input)
            }
        case .runHandler(let i, let immediate):
            guard let handler = handlers[i] else { return }
            let action = model.action(at: i)
            stage.log(source, SheetLifecycle.EventName.handler.rawValue,
                      ["action": .string(action.title), "index": .integer(i + 1), "immediate": .bool(immediate)])
            let ref = actionRef(i)
            stage.callUser { try handler(ref) }
        case .runCompletion:
            guard let completion else { return }
            self.completion = nil
            stage.callUser { try completion() }
        case .revealSection(let s):
            motion?.reveal(section: s, at: stage.now)
        case .hide:
            stage.layers.remove(self)
            // Nothing can select an action any more; the deferred handler (the next effect) was
            // taken already. Dropping the closures breaks cycles through Lua callbacks.
            releaseHandlersAfterThisTransition = true
        }
    }

    // MARK: Semantic input (through the screen's input path)

    /// Taps the middle of action `index`'s visible row through `stage.tap`, so a row that is not
    /// revealed, off screen or covered fails with a clear error instead. Returns true when the
    /// tap selected the action (false: disabled, or a dismissal is running).
    @discardableResult
    public func tap(action index: Int) throws(ActionSheetError) -> Bool {
        try checkStage()
        let i = try actionIndex(.index(index))
        let name = describeAction(i)
        guard state.isOnScreen, let snap = snapshot() else {
            throw .wrongState(operation: "tap", state: state.phase.rawValue, hint: state == .idle ? "present it first" : "it left the screen")
        }
        guard let frame = snap.rowFrame(i) else {
            throw .notHittable(target: name, reason: "its section (\(model.positions[i].section + 1)) has no rows on screen yet")
        }
        guard frame.width > 0, frame.height > 0 else {
            throw .notHittable(target: name, reason: "its row is 0×0 (an action without data has no size)")
        }
        guard var visible = frame.intersection(stage.screen.bounds) else {
            let moving = motion?.isMoving(at: stage.now) == true
            let hint = moving
                ? "the sheet is still moving (\(state.phase.rawValue)); advance the clock first"
                : settings.behavior.scrollEnabled
                ? "scroll it into view first (sheet:scroll)"
                : "the sheet cannot scroll (settings.behavior.scrollEnabled is false)"
            throw .notHittable(target: name, reason: "it is off screen (row at \(frame), screen \(stage.screen.size)); \(hint)")
        }
        // Aim at the part not under the cancel bar, if any.
        if let bar = snap.cancelBarFrame, let free = visible.intersection(Rect(x: visible.x, y: visible.y, width: visible.width, height: max(0, bar.y - visible.y))) {
            visible = free
        }
        let p = visible.center
        try checkHittable(p, expecting: .row(i), target: name)
        lastTapSelected = false
        stage.tap(at: p)
        return lastTapSelected
    }

    /// Taps the empty background above the sheet. Returns true when that started a dismissal
    /// (`hideOnTap`); false when the tap did nothing.
    @discardableResult
    public func tapBackground() throws(ActionSheetError) -> Bool {
        try checkStage()
        guard state.isOnScreen, let snap = snapshot() else {
            throw .wrongState(operation: "tap the background of", state: state.phase.rawValue,
                              hint: state == .idle ? "present it first" : "it left the screen")
        }
        // Midway between the top of the collection view and the first thing the sheet draws.
        var edge = snap.contentTop
        if let b = snap.backdropFrame { edge = min(edge, b.minY) }
        let top = max(0, snap.collectionFrame.minY)
        let p = Point(x: stage.screen.width / 2, y: (top + max(top, edge)) / 2)
        try checkHittable(p, expecting: .background, target: "the background")
        let before = state
        stage.tap(at: p)
        return before != state && state.phase == .dismissing
    }

    /// Taps the cancel bar's button. Errors when the sheet has no cancel bar.
    @discardableResult
    public func tapCancel() throws(ActionSheetError) -> Bool {
        try checkStage()
        guard state.isOnScreen, let snap = snapshot() else {
            throw .wrongState(operation: "tap the cancel bar of", state: state.phase.rawValue,
                              hint: state == .idle ? "present it first" : "it left the screen")
        }
        guard let button = snap.cancelButtonFrame else {
            throw .notHittable(target: "the cancel bar", reason: "the sheet has none (settings.cancelView.showCancel is false)")
        }
        guard let visible = button.intersection(stage.screen.bounds) else {
            throw .notHittable(target: "the cancel bar", reason: "it is below the screen (at y = \(button.y.compact))")
        }
        try checkHittable(visible.center, expecting: .cancelButton, target: "the cancel bar")
        let before = state
        stage.tap(at: visible.center)
        return before != state && state.phase == .dismissing
    }

    private func checkHittable(_ p: Point, expecting expected: SheetHit, target: String) throws(ActionSheetError) {
        guard let top = stage.layers.hitTest(p, at: stage.now) else {
            throw .notHittable(target: target, reason: "nothing takes a touch at \(p)")
        }
        guard top === self else {
            throw .notHittable(target: target, reason: "\(p) is covered by \(top.source)")
        }
        if let hit = snapshot()?.hit(p), hit != expected {
            throw .notHittable(target: target, reason: "\(p) is covered by \(hit)")
        }
    }

    private func describeAction(_ i: Int) -> String {
        let t = model.action(at: i).title
        return "action \(i + 1)" + (t.isEmpty ? "" : " ('\(t)')")
    }

    /// A drag on the sheet from the middle of its visible content, `dy` down (negative = up),
    /// through `stage.drag` (the clock advances by `duration`). With scrolling off it may be the
    /// swipe that dismisses (`SwipeDownRule`); with scrolling on it scrolls.
    public func drag(dy: Double, dx: Double = 0, duration: Double, velocity: Point? = nil) throws {
        try checkStage()
        guard dy.isFinite, dx.isFinite else { throw ActionSheetError.badGesture("finite distances expected") }
        let d: SimDuration
        do { d = try SimDuration.validated(seconds: duration) } catch {
            throw ActionSheetError.badGesture("bad duration: \(error.message)")
        }
        guard state.isOnScreen, let snap = snapshot() else {
            throw ActionSheetError.wrongState(operation: "drag", state: state.phase.rawValue,
                                              hint: state == .idle ? "present it first" : "it left the screen")
        }
        let H = stage.screen.height
        let top = min(max(snap.contentTop, 0), H - 1)
        let bottom = min(max(snap.contentTop + snap.layout.contentHeight, top + 1), H)
        let p = Point(x: stage.screen.width / 2, y: ((top + bottom) / 2).rounded())
        try checkHittable(p, expecting: snap.hit(p), target: "the sheet")
        try stage.drag(PanTrack.linear(from: p, to: Point(x: p.x + dx, y: p.y + dy), duration: d), velocity: velocity)
    }

    /// Scrolls the content up by `dy` (down when negative) at once, as `setContentOffset` would,
    /// clamped to the scroll range. Returns the new offset from rest. Needs `scrollEnabled`.
    @discardableResult
    public func scroll(by dy: Double) throws(ActionSheetError) -> Double {
        try checkStage()
        guard state.isOnScreen, let layout else {
            throw .wrongState(operation: "scroll", state: state.phase.rawValue,
                              hint: state == .idle ? "present it first" : "it left the screen")
        }
        guard settings.behavior.scrollEnabled else { throw .scrollingDisabled }
        guard dy.isFinite else { throw .badGesture("a finite scroll distance expected") }
        let target = min(max(scroll.value(at: stage.now) + dy, 0), layout.maxScroll)
        scroll.set(target)
        return target
    }

    // MARK: StageLayer

    public var title: String {
        if let h = model.header { return h.title }
        return model.sections.first?.actions.first?.title ?? "action sheet"
    }

    public var level: LayerLevel { .actionSheet }

    /// The controller's view covers the screen while it is on the stack (the dim view and the
    /// full-screen collection view), so it takes every touch: rows under it are blocked.
    public func frame(at t: SimTime) -> Rect { stage.screen.bounds }

    public func hitTest(_ p: Point, at t: SimTime) -> Bool { stage.screen.bounds.contains(p) }

    public func handleTap(_ tap: TapEvent, on stage: Stage) {
        guard state.isOnScreen, let snap = snapshot(at: tap.time) else { return }
        switch snap.hit(tap.location) {
        case .row(let i):
            let action = model.action(at: i)
            let result = sendFromTouch(.tapRow(action: i, enabled: action.enabled,
                                               executeImmediatelyOnTouch: action.executeImmediatelyOnTouch,
                                               dismissDuration: dismissDuration()))
            if case .moved = result { lastTapSelected = true }
        case .cancelButton:
            sendFromTouch(.dismiss(.cancelBar, completion: false, dismissDuration: dismissDuration()))
        case .background:
            // The background view and its recognizer exist only with hideOnTap.
            if settings.behavior.hideOnTap {
                sendFromTouch(.dismiss(.background, completion: false, dismissDuration: dismissDuration()))
            }
        case .cancelStrip, .outsideCollection, .header, .sectionHeader, .backdrop:
            break
        }
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        guard state.isOnScreen, let layout else { return }
        let behavior = settings.behavior
        if behavior.scrollEnabled {
            guard state.phase != .dismissing else { return }
            switch pan.phase {
            case .began:
                panStartScroll = scroll.value(at: pan.time)
                fallthrough
            case .changed:
                guard let start = panStartScroll else { return }
                scroll.set(Self.scrolled(start - pan.translation.y, max: layout.maxScroll, bounces: behavior.bounces))
            case .ended, .cancelled:
                guard let start = panStartScroll else { return }
                panStartScroll = nil
                let raw = Self.scrolled(start - pan.translation.y, max: layout.maxScroll, bounces: behavior.bounces)
                let clamped = min(max(raw, 0), layout.maxScroll)
                scroll.set(raw)
                if raw != clamped {
                    scroll.animate(to: clamped, at: pan.time, duration: Self.bounceBackDuration, curve: .criticallyDamped)
                }
            }
        } else if pan.phase == .ended, behavior.hideOnScrollDown,
                  swipeRule.recognizes(translation: pan.translation, velocity: pan.velocity) {
            sendFromTouch(.dismiss(.swipeDown, completion: false, dismissDuration: dismissDuration()))
        }
    }

    /// The scroll offset a finger asks for: clamped, or rubber-banded (half the excess) past
    /// either end when the sheet bounces.
    static func scrolled(_ raw: Double, max upper: Double, bounces: Bool) -> Double {
        if raw < 0 { return bounces ? raw / 2 : 0 }
        if raw > upper { return bounces ? upper + (raw - upper) / 2 : upper }
        return raw
    }
}

/// Which action a semantic call means: a 0-based global index, a 1-based position (as Lua
/// counts), or the first action with a title.
public enum ActionTarget: Hashable, Sendable {
    case index(Int)
    case position(Int)
    case title(String)
}

/// One action of a sheet, as its handler and Lua see it. `enabled` and
/// `executeImmediatelyOnTouch` can change at any time; the rest reads the model.
///
/// ```swift
/// let delete = sheet.actionRef(2)
/// delete.action.title     // "Delete"
/// delete.setEnabled(false)
/// ```
public final class SheetActionRef {
    public let controller: ActionController
    /// Global index, 0-based.
    public let index: Int

    init(controller: ActionController, index: Int) {
        self.controller = controller
        self.index = index
    }

    public var action: SheetAction { controller.model.action(at: index) }
    public var position: ActionPosition { controller.model.positions[index] }
    public var title: String { action.title }

    public func setEnabled(_ enabled: Bool) { controller.updateAction(index) { $0.enabled = enabled } }
    public func setExecuteImmediatelyOnTouch(_ on: Bool) {
        controller.updateAction(index) { $0.executeImmediatelyOnTouch = on }
    }
}

/// One section of a sheet, as Lua sees it.
public final class SheetSectionRef {
    public let controller: ActionController
    /// 0-based.
    public let index: Int

    init(controller: ActionController, index: Int) {
        self.controller = controller
        self.index = index
    }

    public var section: SheetSection { controller.model.sections[index] }

    /// Global indices (0-based) of the section's actions.
    public var actionIndices: Range<Int> {
        let before = controller.model.sections[..<index].reduce(0) { $0 + $1.actions.count }
        return before..<(before + section.actions.count)
    }

    /// Whether the section's rows are on the screen now (after `present`; Dynamics sheets reveal
    /// sections one after another).
    public var isRevealed: Bool {
        guard controller.state.isOnScreen, let motion = controller.motion else { return false }
        return motion.isRevealed(section: index, at: controller.stage.now)
    }
}

private struct WeakRef<T: AnyObject> {
    weak var ref: T?
    init(_ ref: T) { self.ref = ref }
}

extension SheetLifecycle.Input {
    /// How scheduled events are named in clock messages.
    var label: String {
        switch self {
        case .present: return "present"
        case .presentFinished: return "didPresentView"
        case .revealSection(let s): return "reveal section \(s + 1)"
        case .tapRow: return "tap"
        case .dismiss: return "dismiss"
        case .dismissFinished: return "didDismissView"
        }
    }
}
