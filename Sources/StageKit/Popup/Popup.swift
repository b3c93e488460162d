/// One popup on the stage (LSTPopView): its configuration, its look over time, its callbacks,
/// and its layer. Queueing decisions belong to the manager's policy; this class carries out the
/// visual effects (layout, animations), input (background taps, drags) and keyboard avoidance.
///
/// ```swift
/// var c = PopupConfiguration(contentSize: Size(width: 280, height: 160))
/// c.showTime = 3
/// let p = manager.makePopup(c)
/// p.blocks.countdown = { _, s in print(s) }
/// try p.pop()                // willPop; didPop at 0.2; countdown 3, 2, 1, 0 then dismiss
/// ```
public final class Popup: StageLayer, TimelineSource {
    public let id: PopupID
    public let source: String
    /// Where the popup is added: the key window under a host name, or a view (`PopupParent`).
    public let parent: PopupParent
    /// The group and scope key of the parent (the host's name for the window).
    public var host: String { parent.scopeKey }
    /// The popup view's frame on screen, set when the popup is made from the parent's bounds
    /// (LSTPopView.m:455-462), and again by a rotation (`screenDidTransition`, m:1438-1446).
    public internal(set) var space: PopupSpace
    /// Strong: the manager drops its popups when the stage is invalidated, breaking the cycle.
    let manager: PopupManager

    /// The delegates, in the order added (the library's `delegates` is a weak NSHashTable,
    /// LSTPopView.m:357, 1739-1743, whose order is unspecified; the engine holds them strongly).
    public var delegates: [PopupCallbacks] = []
    public var blocks = PopupCallbacks()
    /// `popViewDidDismissBlock`'s setter appends: every block added here runs after the delegates.
    public var didDismissBlocks: [PopupCallbacks.Handler] = []

    /// The properties. Setting them follows the library's setters: adjustX/Y re-lay out at once
    /// (no animation, even before pop); a content size change re-anchors the content; hemStyle
    /// waits for the next layout. Under "objc" the queue sees the new values at once.
    public var configuration: PopupConfiguration {
        didSet { configurationChanged(from: oldValue) }
    }

    var motion: PopupMotion
    /// The custom view (`initWithCustomView:`, LSTPopView.m:455-470): the content is this view,
    /// sized to the content size (`Popup+CustomView.swift`); nil: a placeholder box.
    public internal(set) var customView: View?
    /// Where drags and the keyboard return the content to (LSTPopView.m:707-717, "originFrame").
    /// "objc": CGRectZero (the ivar) until the first layout, and a pop's content frame, pushed or
    /// not (`self.originFrame = self.customView.frame`, m:848-850).
    public internal(set) var originFrame: Rect
    /// "swift": the keyboard's top, recorded at will-show when isAvoidKeyboard (nil: hidden).
    public private(set) var keyboardTop: Double?
    /// "objc": `_isShowKeyboard`, set by the show notifications this popup observed since its
    /// creation and cleared by the hide ones, whatever isAvoidKeyboard (LSTPopView.m:1450-1493).
    private var isShowKeyboard = false
    /// "objc": `_keyboardY`, the keyboard's top at the last will-show taken with isAvoidKeyboard; 0
    /// until then, kept after a hide (m:1459-1463). A layout while `isShowKeyboard` pushes on it.
    private var keyboardY: Double = 0
    private var panPrevious: Point?
    /// Whether the pan under way began on the content.
    private var panOnContent = false
    /// Bytes charged to the stage's memory for the popup (`EngineMemory`): measured at about
    /// 1.4 KB, charged as 2 KB plus its strings; released when the popup goes (the manager keeps
    /// every popup of a stage until `stage.reset`).
    public private(set) var memoryHeld = 0
    static let popupBytes = 2 << 10

    init(id: PopupID, source: String, parent: PopupParent, configuration: PopupConfiguration, manager: PopupManager) {
        self.id = id
        self.source = source
        self.parent = parent
        let stage = manager.stage
        space = PopupSpace(bounds: parent.layer?.frame(at: stage.now) ?? Rect(origin: .zero, size: stage.screen.size))
        self.configuration = configuration
        self.manager = manager
        let f = PopupFrames.anchoredFrame(
            container: space.size, content: configuration.contentSize, hem: configuration.hemStyle,
                                          adjustX: configuration.adjustX, adjustY: configuration.adjustY)
        // "objc": a popup made while the keyboard is up has seen no will-show (m:408, 412); its
        // origin frame is CGRectZero until a layout, an adjustX/Y option's setter's included (m:774-786).
        let objc = manager.policy == .objc
        originFrame = objc && configuration.adjustWrites == 0 ? .zero : f
        motion = PopupMotion(center: f.center, size: configuration.contentSize)
        if !objc && stage.screen.keyboard.isShown {
            keyboardTop = space.keyboardTop(
                windowY: stage.screen.keyboard.restingTop, converted: configuration.convertsKeyboardFrame)
        }
        let strings = EngineMemory.sum(EngineMemory.string(configuration.contentName),
            EngineMemory.sum(EngineMemory.string(configuration.identifier), EngineMemory.string(configuration.groupId)))
        manager.stage.memory.charge(EngineMemory.sum(Self.popupBytes, strings), for: .components, heldBy: &memoryHeld)
    }

    deinit { manager.stage.memory.release(memoryHeld, for: .components) }

    /// The stage the popup lives on (its manager's).
    public var stage: Stage { manager.stage }
    /// The popup's own size (W × H of the frame math): its parent's bounds.
    private var container: Size { space.size }

    // MARK: what Lua reads

    public var state: PopupState { manager.state(of: id) }
    /// The look now (frame with scale, alphas, scale, rotation), frames on screen.
    public func visual(at t: SimTime) -> PopupVisual {
        var v = motion.snapshot(at: t)
        v.frame = space.toScreen(v.frame)
        v.unscaledFrame = space.toScreen(v.unscaledFrame)
        return v
    }
    /// The look in the popup's own coordinates (what the frame math, drags and the keyboard use).
    private func localVisual(at t: SimTime) -> PopupVisual { motion.snapshot(at: t) }
    /// The content's frame on screen now.
    public var frame: Rect { visual(at: stage.now).frame }
    /// The content's opacity now.
    public var alpha: Double { visual(at: stage.now).contentAlpha }
    /// Seconds left of the countdown (nil: none running or paused).
    public var remaining: Double? {
        switch manager.policy {
        case .objc: return manager.objcPolicy.countdown(of: id, at: stage.now, firing: stage.clock.isFiring)?.remaining
        case .swift: return manager.model.countdown(of: id, at: stage.now)?.remaining
        }
    }

    // MARK: operations

    /// `pop`, `popWithStyle:`, `popWithDuration:`, `popWithStyle:duration:`.
    @discardableResult
    public func pop(style: PopStyle? = nil, duration: Double? = nil) throws(PopupError) -> CommandOutcome {
        if configuration.madeAtPop && manager.policy == .objc && state == .idle { madeNow() }
        let result = manager.send(.pop(id, PopupTicket(configuration), style: style, duration: duration))
        // The policies name popups by id (they know no names); the message names this one as
        // every other output does.
        if case .refused(let e) = result { throw e.naming(id.description, as: labeledSource) }
        return outcome(of: result)
    }

    /// `dismiss` and its variants (a removing dismissal).
    @discardableResult
    public func dismiss(style: DismissStyle? = nil, duration: Double? = nil) -> CommandOutcome {
        outcome(of: manager.send(.dismiss(id, style: style, duration: duration, reason: .dismiss)))
    }

    /// What a step did, its reason naming this popup as outputs do (`popup#1 "rate"`).
    private func outcome(of step: PopupStep) -> CommandOutcome {
        guard case .ignored(let why) = step else { return .acted }
        let name = id.description
        return .didNothing(why.hasPrefix(name) ? labeledSource + why.dropFirst(name.count) : why)
    }

    /// Changes the content's size (the content view's frame observer: re-anchors at once).
    @discardableResult
    public func resize(to size: Size) -> CommandOutcome {
        guard size != configuration.contentSize else {
            return .didNothing("the content is already \(size.width.compact)×\(size.height.compact)")
        }
        configuration.contentSize = size
        return .acted
    }

    /// The duration setters (LSTPopView.m:755-768): "objc" ignores values ≤ 0; "swift" takes them as "default".
    public func setPopDuration(_ s: Double) {
        configuration.popDuration = PopupConfiguration.settingDuration(
            configuration.popDuration, to: s, policy: manager.policy)
    }
    public func setBgAlpha(_ a: Double) { configuration.bgAlpha = PopupConfiguration.clampedBgAlpha(a) }

    /// Taps the backdrop through the screen's hit-checked tap (`Stage.tap(_:of:at:target:)`), at
    /// a point outside the content that this popup's layer receives: the popup view's corners and
    /// edge midpoints (the screen's on the window), in that order. Fails with the shared `HitError`: the popup is not
    /// on
    /// screen, its backdrop is touch-transparent (isHideBg), or another layer covers every point.
    ///
    /// ```swift
    /// try p.tapBackground()   // screen tap {x = 1, y = 1, layer = "popup#1"}, bgClick
    /// ```
    public func tapBackground() throws(PopupError) {
        let target = "the background of \(labeledSource)"
        let s = state
        guard takesTouches else {
            throw .input(
                .notPresented(
                    operation: "tap the background of", kind: "popup", state: s.rawValue, hint: Self.offScreenHint(s)))
        }
        guard !configuration.isHideBg else {
            throw .input(
                .absent(
                    target: target,
                    why: "isHideBg makes it touch-transparent (taps outside the content reach the layers below)"))
        }
        let content = visual(at: stage.now).frame
        // The first miss outside the content says more (what covers it) than one inside it.
        var outside: HitError?, inside: HitError?
        for p in space.backgroundProbes {
            do throws(HitError) {
                try stage.tap(PopupHit.background, of: self, at: p, target: target) { handleTap($0, on: stage) }
                return
            } catch {
                if content.contains(p) { inside = inside ?? error } else { outside = outside ?? error }
            }
        }
        throw .input(outside ?? inside ?? .absent(target: target, why: "it has no point on the screen"))
    }

    /// Why a popup in state `s` (not presenting or shown) takes no touch.
    static func offScreenHint(_ s: PopupState) -> String {
        switch s {
        case .idle: return "pop it first"
        case .queued: return "it waits behind a higher-priority popup of its group"
        case .suspended: return "a later popup of its group covers it"
        case .dismissing: return "it is leaving the screen"
        case .dismissed: return "it left the screen"
        case .retired: return "its host's scope was invalidated"
        case .presenting, .shown: return ""
        }
    }

    /// A drag on the content through the screen: from the content's center by `by`. Hit-checked
    /// as every semantic input is: a popup not on screen, or whose content there is covered,
    /// refuses (before: the drag went to whatever lay on top, another popup included).
    @discardableResult
    public func drag(by delta: Point, duration: SimDuration, velocity: Point? = nil) throws -> InputResult {
        let s = state
        guard takesTouches else {
            throw PopupError.input(
                .notPresented(operation: "drag", kind: "popup", state: s.rawValue, hint: Self.offScreenHint(s)))
        }
        let start = frame.center
        do throws(HitError) {
            try stage.checkHit(start, on: self, element: PopupHit.content, target: "the content of \(labeledSource)")
        } catch { throw PopupError.input(error.forGesture("drag")) }
        return try stage.drag(.linear(from: start, to: start + delta, duration: duration), velocity: velocity)
    }

    // MARK: effects carried out for the manager

    func layout(heightDelta: Double = 0, previous: Rect? = nil) -> PopupFrames.Layout {
        let c = configuration
        // "objc" pushes while `_isShowKeyboard`, on `_keyboardY` (m:706-717): 0 when no will-show was
        // taken with isAvoidKeyboard, so a non-avoiding popup goes above the screen's top.
        let objc = manager.policy == .objc
        return PopupFrames.layout(
            container: container, content: c.contentSize, hem: c.hemStyle, adjustX: c.adjustX, adjustY: c.adjustY,
                                  heightDelta: heightDelta, previousOrigin: previous,
                                  keyboardTop: objc ? (isShowKeyboard ? keyboardY : nil)
                                      : (c.isAvoidKeyboard ? keyboardTop : nil), space: c.avoidKeyboardSpace)
    }

    private var bgTarget: Double { configuration.showsBackdrop ? configuration.bgAlpha : 0 }
    /// The background colour's RGB as the last animation set it: the library reads bgColor only
    /// when an animation starts (LSTPopView.m:928-943, 1104-1112), so a later write shows at the
    /// next pop, resume or dismissal.
    private var backdropColor: Color = .black

    private func takeBackdropColor() { backdropColor = configuration.bgColor }

    func startPop(_ style: PopStyle, duration: SimDuration) {
        cancelFlyOut()
        let l = popLayout()
        motion.size = configuration.contentSize
        takeBackdropColor()
        motion.pop(
            style, duration: duration, laidOut: l.content.center, container: container, bgAlpha: bgTarget, at: stage.now
        )
        haptic()
    }

    /// LSTAlert's popup is made now (LSTAlert.m:308-374): no keyboard notification seen, and laid
    /// out by its adjustX/Y setters (LSTPopView.m:774-786) with no keyboard to push on.
    private func madeNow() {
        isShowKeyboard = false
        keyboardY = 0
        originFrame = layout().origin
    }

    /// A pop's layout (LSTPopView.m:846-850): "objc" lays out against the origin frame recorded
    /// before (CGRectZero at the first pop: not pushed) and then records the content's frame as
    /// the origin frame, pushed or not; "swift" lays out afresh.
    private func popLayout() -> PopupFrames.Layout {
        guard manager.policy == .objc else {
            let l = layout()
            originFrame = l.origin
            return l
        }
        let l = layout(previous: originFrame)
        originFrame = l.content
        return l
    }

    func startDismiss(_ style: DismissStyle, duration: SimDuration) {
        cancelFlyOut()
        takeBackdropColor()
        motion.dismiss(
            style, duration: duration, container: container,
            landscape: stage.screen.device.orientation.isLandscape, at: stage.now)
    }

    func startCover() {
        takeBackdropColor()
        motion.cover(at: stage.now)
    }

    func startResume(duration: SimDuration) {
        let l = popLayout()
        takeBackdropColor()
        motion.resume(laidOut: l.content.center, bgAlpha: bgTarget, duration: duration, at: stage.now)
        haptic()
    }

    func hideNow() {
        cancelFlyOut()
        motion.hide()
    }

    private func haptic() {
        guard configuration.isImpactFeedback else { return }
        stage.log(source, "haptic", ["style": .string("medium")])
    }

    /// Logs the event and runs the callbacks in the library's order.
    func emit(_ event: PopupEvent, callbacks: Bool) {
        switch event {
        case .countdown(let s): stage.log(source, event.name, ["remaining": .number(s)])
        case .willDismiss(let r): stage.log(source, event.name, ["reason": .string(r.rawValue)])
        case .dropped(let r): stage.log(source, event.name, ["reason": .string(r.rawValue)])
        default: stage.log(source, event.name)
        }
        if callbacks {
            let ds = delegates
            switch event {
            case .willPop: run(ds.map(\.willPop) + [blocks.willPop])
            case .didPop: run(ds.map(\.didPop) + [blocks.didPop])
            case .countdown(let s):
                for h in [blocks.countdown] + ds.map(\.countdown) {
                    guard let h else { continue }
                    stage.callUser { try h(self, s) }
                }
            case .countdownFinish: run(ds.map(\.countdownFinish))
            case .willDismiss: run(ds.map(\.willDismiss) + [blocks.willDismiss])
            case .didDismiss: run(ds.map(\.didDismiss) + [blocks.didDismiss] + didDismissBlocks.map { Optional($0) })
            case .suspended: run(ds.map(\.suspended) + [blocks.suspended])
            case .resumed: run(ds.map(\.resumed) + [blocks.resumed])
            case .retired, .dropped: break
            }
        }
        // Nothing can call them any more: release them (breaks cycles through Lua closures).
        // "objc" keeps a popup re-poppable after didDismiss, so only "swift" releases there.
        switch event {
        case .retired: releaseCallbacks()
        case .didDismiss where manager.policy == .swift: releaseCallbacks()
        case .dropped where manager.policy == .swift: releaseCallbacks()
        default: break
        }
    }

    private func run(_ handlers: [PopupCallbacks.Handler?]) {
        for h in handlers {
            guard let h else { continue }
            stage.callUser { try h(self) }
        }
    }

    /// `setDelegate:` (LSTPopView.m:810-813): adds the delegate unless one with the same owner
    /// (`same`) is already there.
    public func addDelegate(_ d: PopupCallbacks, same: (AnyObject) -> Bool) -> CommandOutcome {
        if delegates.contains(where: { $0.owner.map(same) ?? false }) {
            return .didNothing("already a delegate of \(labeledSource)")
        }
        delegates.append(d)
        return .acted
    }

    /// `removeForDelegate:` (LSTPopView.m:1412-1418): the delegate whose owner is `same`.
    public func removeDelegate(where same: (AnyObject) -> Bool) -> CommandOutcome {
        guard let i = delegates.firstIndex(where: { $0.owner.map(same) ?? false }) else {
            return .didNothing("not a delegate of \(labeledSource)")
        }
        delegates.remove(at: i)
        return .acted
    }

    /// `removeAllDelegate` (LSTPopView.m:1421-1425): every delegate, an onCountdownFinish option's too.
    public func removeAllDelegates() -> CommandOutcome {
        guard !delegates.isEmpty else { return .didNothing("\(labeledSource) has no delegates") }
        delegates.removeAll()
        return .acted
    }

    func releaseCallbacks() {
        delegates.removeAll()
        blocks = PopupCallbacks()
        didDismissBlocks.removeAll()
    }

    // MARK: configuration changes

    private func configurationChanged(from old: PopupConfiguration) {
        let c = configuration
        if c.contentSize != old.contentSize {
            let l = layout(heightDelta: c.contentSize.height - old.contentSize.height, previous: originFrame)
            originFrame = l.origin
            motion.size = c.contentSize
            motion.center.set(l.content.center)
            customView?.hostResized(c.contentSize)
        } else if c.adjustX != old.adjustX || c.adjustY != old.adjustY || c.adjustWrites != old.adjustWrites {
            let l = layout(previous: originFrame)
            originFrame = l.origin
            motion.center.set(l.content.center)
        }
        if c.hideBgWrites != old.hideBgWrites { motion.bgAlpha.set(0) }
        if manager.policy == .objc && PopupTicket(c) != PopupTicket(old) {
            manager.send(.configure(id, PopupTicket(c)))
        }
    }

    // MARK: keyboard (LSTPopView.m:1450-1515)

    func keyboardChanged(_ change: KeyboardChange) {
        let c = configuration
        let objc = manager.policy == .objc
        if objc { isShowKeyboard = change.phase == .willShow || change.phase == .didShow }
        if c.isAvoidKeyboard {
            let now = stage.now
            switch change.phase {
            case .willShow:
                let top = space.keyboardTop(windowY: change.endFrame.y, converted: c.convertsKeyboardFrame)
                keyboardTop = top
                if objc { keyboardY = top }
                let current = localVisual(at: now).unscaledFrame
                if let y = PopupFrames.keyboardAvoidingY(
                    content: current, origin: originFrame, keyboardTop: top, space: c.avoidKeyboardSpace)
                {
                    motion.center.animate(
                        to: Point(x: motion.center.value(at: now).x, y: y + current.height / 2), at: now,
                                          duration: change.duration, curve: change.curve)
                }
            case .willHide:
                keyboardTop = nil
                // `customView.pv_Y = self.originFrame.origin.y` (m:1486-1488): the content's height kept.
                let y = originFrame.y + localVisual(at: now).unscaledFrame.height / 2
                motion.center.animate(to: Point(x: motion.center.value(at: now).x, y: y), at: now,
                                      duration: change.duration, curve: change.curve)
            case .didShow, .didHide:
                break
            }
        }
        if let h = blocks.keyboard { stage.callUser { try h(self, change) } }
    }

    // MARK: StageLayer

    public var title: String { configuration.contentName.isEmpty ? "popup" : configuration.contentName }
    public var level: LayerLevel { .popup }
    /// The parent view's layer: the popup is its subview (nil on the window).
    public var superlayer: (any StageLayer)? { parent.layer }

    /// The popup view (the parent's bounds; the screen on the window) while the backdrop takes
    /// touches; the content's frame when isHideBg.
    public func frame(at t: SimTime) -> Rect {
        configuration.isHideBg ? visual(at: t).frame : space.bounds
    }

    public func isVisible(at t: SimTime) -> Bool {
        guard notInWindowReason == nil else { return false }
        // "objc": a covered popup's view stays on screen at alpha 1 with a clear content and
        // background colour, and takes touches (the screen asks this before hit-testing).
        if manager.policy == .objc && takesTouches { return true }
        let v = visual(at: t)
        return v.contentAlpha > 0 || v.backdropAlpha > 0
    }

    /// The popup view's model alpha (what UIKit's hit-testing reads): the value its last pop or
    /// dismissal animates to.
    public var viewAlpha: Double { motion.popupAlpha.target }

    /// Whether the popup view takes touches at all. "objc": UIKit's rule on the model, while it
    /// is on screen: the popup view's alpha, which covering and the Fade and NO dismissals leave
    /// at 1 (they fade the content and the background colour only, LSTPopView.m:876, 1099-1109),
    /// so a covered popup's full-screen background still takes taps the popup on top lets
    /// through. "swift": only presenting and shown popups.
    var takesTouches: Bool {
        switch manager.policy {
        case .swift: return state.isVisible
        case .objc: return stage.layers.contains(self) && viewAlpha >= 0.01
        }
    }

    /// Whether the content takes a touch at `p`: inside its frame and not faded out in the model
    /// ("objc": a covered popup's content has alpha 0, so UIKit hands the touch to the background
    /// view, which an isHideBg popup then lets through).
    private func contentTakes(_ p: Point, at t: SimTime) -> Bool {
        guard visual(at: t).frame.contains(p) else { return false }
        return manager.policy == .swift || motion.contentAlpha.target >= 0.01
    }

    /// isHideBg passes touches outside the content (LSTPopView.m:336-342, 560-566). In a parent
    /// view, only points inside the parent's bounds: UIKit's hit-testing never reaches a subview
    /// outside its superview's bounds.
    public func hitTest(_ p: Point, at t: SimTime) -> Bool {
        guard takesTouches else { return false }
        if parent.layer != nil && !space.bounds.contains(p) { return false }
        return configuration.isHideBg ? contentTakes(p, at: t) : true
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) {
        // The background's recognizer does not begin inside the content's bounds, whatever its
        // alpha (gestureRecognizerShouldBegin:, LSTPopView.m:1539-1547): a covered popup takes
        // a touch on its clear content and does nothing with it, unless a control of its custom
        // view takes it.
        guard !visual(at: tap.time).frame.contains(tap.location) else {
            if customView != nil { ViewTouches.tap(tap, in: self) }
            return
        }
        // The background's tap: bgClick (block only; the delegate call is commented out in the
        // library), then the dismissal when isClickBgDismiss ("objc": whatever the state,
        // LSTPopView.m:1265-1285).
        stage.log(source, "bgClick")
        if let h = blocks.bgClick { stage.callUser { try h(self) } }
        if configuration.isClickBgDismiss && (state.isVisible || manager.policy == .objc) {
            manager.send(.dismiss(id, style: nil, duration: nil, reason: .background))
        }
    }

    public func handlePan(_ pan: PanEvent, on stage: Stage) {
        // The pan recognizer is the content's (LSTPopView.m:483-485): a pan that began on the
        // background, or on a content faded out (a covered "objc" popup's), is not its.
        if pan.phase == .began { panOnContent = contentTakes(pan.startLocation, at: pan.time) }
        guard panOnContent else { return }
        let now = stage.now
        let current = localVisual(at: now).unscaledFrame.origin
        if let h = blocks.panOffset {
            let offset = current - originFrame.origin
            stage.callUser { try h(self, offset) }
        }
        let c = configuration
        guard c.dragStyle != .no, state.isVisible else { panPrevious = nil; return }
        switch pan.phase {
        case .began:
            panPrevious = pan.translation
            moveContent(by: pan.translation, from: current, at: now)
        case .changed:
            let delta = pan.translation - (panPrevious ?? .zero)
            panPrevious = pan.translation
            moveContent(by: delta, from: current, at: now)
        case .ended:
            let delta = pan.translation - (panPrevious ?? .zero)
            panPrevious = nil
            moveContent(by: delta, from: current, at: now)
            release(velocity: pan.velocity, at: now)
        case .cancelled:
            panPrevious = nil
            // "objc": `pan:` acts on release only when the state is Ended (LSTPopView.m:1632): a
            // cancelled pan leaves the content where it was dragged.
            guard manager.policy == .swift else { return }
            rebound(
                at: now, delay: PopupDurations.reboundDelay, duration: SimDuration(seconds: max(c.dragReboundTime, 0)))
        }
    }

    private func moveContent(by delta: Point, from current: Point, at now: SimTime) {
        guard delta != .zero else { return }
        let next = PopupDrag.move(
            origin: originFrame.origin, current: current, by: delta, allowed: configuration.dragStyle,
            clampsAtOrigin: manager.policy == .swift || configuration.fixes.dragClampsAtOrigin)
        let s = configuration.contentSize
        motion.center.set(Point(x: next.x + s.width / 2, y: next.y + s.height / 2))
    }

    private func rebound(at now: SimTime, delay: SimDuration, duration: SimDuration) {
        motion.center.animate(to: originFrame.center, at: now, duration: duration, delay: delay, curve: .easeOut)
    }

    private func release(velocity v: Point, at now: SimTime) {
        let snap = localVisual(at: now)
        let offset = snap.unscaledFrame.origin - originFrame.origin
        let decision = PopupDrag.release(
            velocity: v, offset: offset, center: snap.unscaledFrame.center, contentSize: configuration.contentSize,
                                         container: container, configuration: configuration, policy: manager.policy)
        switch decision {
        case .rebound(let delay, let duration):
            rebound(at: now, delay: delay, duration: duration)
        case .dismiss(let style, let d):
            manager.send(.dismiss(id, style: style, duration: d.seconds, reason: .drag))
        case .flyOut(let center, let d, let fade):
            motion.center.animate(to: center, at: now, duration: d, curve: PopupMotion.defaultCurve)
            motion.bgAlpha.animate(to: 0, at: now, duration: d, curve: PopupMotion.defaultCurve)
            manager.send(.flyOut(id, after: d, fade: fade))
        }
    }

    private func cancelFlyOut() { manager.cancelFlyOut(id) }

    public func draw(into canvas: inout Canvas, at t: SimTime) {
        let v = visual(at: t)
        let c = configuration
        if c.showsBackdrop && v.backdropAlpha > 0 {
            canvas.shade(space.bounds, color: backdropColor, opacity: v.backdropAlpha)
        }
        guard v.contentAlpha > 0 else { return }
        canvas.withOpacity(v.contentAlpha) { cv in
            // A custom view draws itself (its own background); the box keeps the popup's name
            // in the text picture.
            let custom = customView != nil
            cv.box(
                v.frame, fill: custom ? nil : .systemBackground, stroke: custom ? nil : .separator,
                cornerRadius: c.masksCorners ? c.cornerRadius : 0, label: source)
            if let root = customView {
                draw(root, into: &cv, at: t)
            } else if !c.contentName.isEmpty {
                cv.text(c.contentName, in: v.frame)
            }
        }
    }
}

extension Popup: ElementHitTesting {
    /// The content where its frame (scale applied) contains `p`, the background elsewhere.
    public func element(at p: Point, t: SimTime) -> PopupHit? {
        visual(at: t).frame.contains(p) ? .content : .background
    }
}
