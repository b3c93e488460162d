/// A presentation container on a stage (docs/behavior/lnpopupcontroller.md, "State machine"): a tab bar controller,
/// navigation controller,
/// plain or custom view controller with its popup bar and popup content. It owns the machine
/// state and feeds `PopupBarMachine` through a `MachineDriver`, carrying out the effects: timeline events from
/// "bar#n" (the timeline's source names, docs/TESTING.md), delegate closures and completions through `stage.callUser`,
/// animator ends scheduled on the stage clock, the animated tracks. It is a `StageLayer` at
/// `LayerLevel.popupBar`: taps and pans from the screen's input path become machine inputs, and
/// it draws its tab bar or toolbar, the bar and the open content.
///
/// The container is "in a window" once `present()` put it on the stage; calls before that wait
/// in the machine and are replayed non-animated then (docs/behavior/lnpopupcontroller.md, "State machine").
///
/// ```swift
/// let stage = Stage()
/// let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Library", "Search"]))
/// tabs.present()
/// try tabs.presentPopupBar(with: PopupBarContentController(item: PopupBarItem(title: "Song", subtitle: "Artist")))
/// try stage.clock.advance(by: 0.5)      // didPresentPopupBar; popupPresentationState == .barPresented
/// tabs.openPopup()                      // willOpen now, didOpen at 1.0
/// ```
public final class PopupBarContainer: StageLayer, TimelineSource, InvariantChecking {
    public let stage: Stage
    public let source: String
    public let kind: PopupBarContainerKind
    /// The platform a test pins (`init(platform:)`); nil: the stage's device and traits.
    let platformOverride: PopupBarPlatform?
    /// The device facts the layout reads now: the stage's device and traits (so
    /// `stage.screen.setTraits{ contentSizeCategory = }` resizes a presented bar at once, as
    /// LNPopupBar.mm 35-73 reads the bar's trait collection on every layout).
    public var platform: PopupBarPlatform {
        platformOverride ?? PopupBarPlatform(device: stage.screen.device, traits: stage.screen.traits)
    }
    /// The container's own view controller (`title`; presenting it as content is refused).
    public let viewController: PopupBarContentController

    public var popupBar = PopupBar() { didSet { layouts.invalidate() } }
    public var popupContentView = PopupBarContentView() {
        didSet {
            if popupContentView.hasScrollView != oldValue.hasScrollView { applyScrollViewFlag() }
            if popupContentView.popupCloseButtonStyle != oldValue.popupCloseButtonStyle { closeButtonLayoutChanged() }
        }
    }
    public var popupInteractionStyle: PopupBarInteractionStyle = .default {
        didSet {
            // `.snap` resets the percent; `.customizedSnap` sets it (clamped).
            switch popupInteractionStyle {
            case .snap: snapPercentStorage = PopupBarSnapPercent.default
            case .customizedSnap(let p): snapPercentStorage = PopupBarSnapPercent.clamped(p)
            default: break
            }
            layouts.invalidate()
        }
    }
    private var snapPercentStorage = PopupBarSnapPercent.default
    /// Clamped to [0.1, 0.9] by the setter.
    public var popupSnapPercent: Double {
        get { snapPercentStorage }
        set { snapPercentStorage = PopupBarSnapPercent.clamped(newValue) }
    }
    public var shouldExtendPopupBarUnderSafeArea = true { didSet { layouts.invalidate() } }
    /// 3.0.7 default: true.
    public var allowPopupHapticFeedbackGeneration = true
    /// A navigation controller's `isNavigationBarHidden` (UIKit's default: false, the bar shows).
    public var navigationBarHidden = false { didSet { navigationBarHiddenDidChange() } }
    /// A navigation controller's stack (nil for other containers): `PopupBarContainer+Navigation.swift`.
    public private(set) var navigation: NavigationStack?
    /// What this controller tells a navigation controller that shows it (its large title, the
    /// bottom bar, the app's appearance overrides).
    public var navigationItem = NavigationItem() { didSet { parent?.noteSafeAreaChange() } }
    /// A navigation controller's `prefersLargeTitles`: its bar is 96 pt tall instead of 44.
    public var prefersLargeTitles = false { didSet { noteSafeAreaChange() } }
    /// The insets its children saw when last told (`noteSafeAreaChange`).
    private var reportedChildInsets: EdgeInsets?
    /// The container holding this one (UIKit's `parent`), nil at the top of the hierarchy. Weak:
    /// the parent holds its children (`addChild`).
    public internal(set) weak var parent: PopupBarContainer?
    /// The containers it holds, in the order they were added (UIKit's `children`).
    public internal(set) var children: [PopupBarContainer] = []
    /// `present()` put it on the stage (its view joined the window or its parent's view).
    public private(set) var isOnStage = false
    /// The divergences from the library the script turned on (all off: faithful).
    public var fixes = PopupBarFixes()
    public var delegate = PopupBarPresentationDelegate()
    /// Called for a tap on a bar button (leading?, index in its list).
    public var barButtonAction: ((_ leading: Bool, _ index: Int) throws -> Void)?

    public private(set) var machine: PopupBarState
    /// Moves `machine`, checks invariants (debug builds), carries out the effects.
    private let driver: MachineDriver<PopupBarMachine>
    /// The installed content controller (`popupContentViewController`).
    public private(set) var popupContentViewController: PopupBarContentController?
    /// The controller's own view (UIViewController's `view`, docs/VIEWS.md), on a layer of its own
    /// under everything the controller holds (`ControllerViewLayer`); nil until a script gives one.
    public internal(set) var viewLayer: ControllerViewLayer?
    public private(set) var selectedTab = 0
    /// The bottom bar hidden or shown, animated.
    public private(set) var bottomBar = PopupBarBottomBar()
    public var bottomBarHidden: Bool { bottomBar.hidden }

    // The state, in parts with one job each.
    private var tracks = PopupBarTracks()
    private var pendingContents = PopupBarPendingContents()
    private var completions = PopupBarCompletions()
    private var layouts = PopupBarLayoutCache()
    var gestures = PopupBarGestures()
    var marquee = PopupBarMarqueeClock()
    var closeButton: PopupBarCloseButtonMotion
    /// The status bar style the container reports now (`PopupBarStatusBar`).
    public internal(set) var statusBarStyle: PopupBarStatusBarStyle = .default
    /// The image transition of the running open or close, if any.
    var imageMorph: PopupBarImageMorph?

    /// Completions called / dropped so far (for checks).
    public var completedCount: Int { completions.completed }
    public var droppedCount: Int { completions.dropped }

    /// Bytes charged to the stage's memory (`EngineMemory`) for the container (measured at about
    /// 7.7 KB with a tab bar, charged as 8 KB plus its tabs' and title's strings) and for the
    /// contents it holds (the current one and those queued: `accountContents`). Released when
    /// the container goes.
    public private(set) var memoryHeld = 0
    public private(set) var contentsHeld = 0
    static let containerBytes = 8 << 10
    /// A content controller and its item (~0.5 KB), and each bar button (~0.1 KB), plus strings.
    static let contentBytes = 512
    static let buttonBytes = 96

    /// `label`: the name the script gave the container (`TimelineSource`).
    public init(stage: Stage, kind: PopupBarContainerKind, title: String? = nil, platform: PopupBarPlatform? = nil,
                label: String? = nil) {
        self.stage = stage
        self.kind = kind
        self.platformOverride = platform
        self.source = stage.makeSource(kind: "bar", label: label)
        self.viewController = PopupBarContentController(title: title)
        self.machine = PopupBarState(isOnScreen: false)
        self.driver = MachineDriver(component: "popup bar \(source)", clock: stage.clock)
        self.closeButton = PopupBarCloseButtonMotion(resting: nil)
        let source = self.source
        driver.timerLabel = { _, input in
            if case .animationEnded(let a) = input { return "\(source) \(a.rawValue) animation end" }
            return "\(source) snap open"
        }
        driver.deliver = { [weak self] _, _, input in self?.send(input) }
        stage.onInvalidate { [weak self] in
            guard let self else { return }
            self.delegate = PopupBarPresentationDelegate()
            self.completions.removeAll()
            self.barButtonAction = nil
            self.popupContentViewController?.barButtonAction = nil
            self.popupContentViewController?.barButtonActions = nil
            self.driver.forgetTimers()
            self.children.removeAll()
            self.navigationItem.appearanceHandlers.removeAll()
        }
        if kind.isNavigationController { navigation = NavigationStack(container: self) }
        closeButton = PopupBarCloseButtonMotion(resting: restingCloseButtonFrame())
        var bytes = EngineMemory.sum(Self.containerBytes, EngineMemory.string(title))
        if case .tabBarController(let tabs) = kind {
            bytes = EngineMemory.sum(bytes, EngineMemory.sum(EngineMemory.array(capacity: tabs.count, stride: 16),
                                                             EngineMemory.StringBytes(tabs).bytes))
        }
        stage.memory.charge(bytes, for: .components, heldBy: &memoryHeld)
    }

    deinit { stage.memory.release(EngineMemory.sum(memoryHeld, contentsHeld), for: .components) }

    /// What a content controller holds: the controller, its item's strings and bar buttons.
    static func estimatedBytes(of c: PopupBarContentController) -> Int {
        let i = c.popupItem
        // Strings a list repeats share their storage: each counted once. No allocation here
        // (this runs for every queued operation); StringBytes allocates only for long strings.
        var strings = EngineMemory.StringBytes()
        func add(_ s: String?) { if let s { strings.add(s) } }
        add(c.title); add(i.title); add(i.subtitle); add(i.image); add(i.accessibilityLabel); add(i.accessibilityHint)
        add(i.accessibilityImageLabel); add(i.accessibilityProgressLabel); add(i.accessibilityProgressValue)
        for b in i.leadingBarButtonItems { add(b.title); add(b.image); add(b.accessibilityLabel) }
        for b in i.trailingBarButtonItems { add(b.title); add(b.image); add(b.accessibilityLabel) }
        let buttons = i.leadingBarButtonItems.count + i.trailingBarButtonItems.count
        return EngineMemory.sum(
            EngineMemory.sum(contentBytes, EngineMemory.product(buttons, buttonBytes)), strings.bytes)
    }

    /// Charges (or releases) the difference for the contents held now: the current one and the
    /// queued ones (a handful; their items' buttons are a few each).
    func accountContents() {
        var bytes = popupContentViewController.map(Self.estimatedBytes) ?? 0
        for c in pendingContents.all where c !== popupContentViewController {
            bytes = EngineMemory.sum(bytes, Self.estimatedBytes(of: c))
        }
        stage.memory.adjust(&contentsHeld, to: bytes, for: .components)
    }

    // MARK: Reading

    public var title: String { viewController.title ?? kind.name }
    public var level: LayerLevel { .popupBar }
    /// Every container is at the popup bar's level; the legend names its kind.
    public var kindName: String { kind.name }
    public func frame(at t: SimTime) -> Rect { stage.screen.bounds }

    /// What KVO observers and callbacks see: follows the machine's `stateChanged` effects as
    /// they are carried out, so a `will*` callback of a synchronous call still sees the old value.
    public var popupPresentationState: PopupBarPresentationState { reportedState }
    private var reportedState: PopupBarPresentationState = .barHidden
    /// `c.popupTransitioning`.
    public var popupTransitioning: Bool { machine.isTransitioning }
    public var effectiveBarStyle: PopupBarStyle { popupBar.effectiveBarStyle(on: platform) }
    public var effectivePopupInteractionStyle: PopupBarInteractionStyle { popupInteractionStyle.resolved(on: platform) }
    public var effectiveCloseButtonStyle: PopupBarCloseButtonStyle {
        popupContentView.effectiveCloseButtonStyle(on: platform)
    }
    public var pendingOperations: [PopupBarOperation.Kind] { machine.queue.kinds }
    public var deferredCount: Int { machine.deferred.count }

    /// The popup item as the bar shows it (with the content title fallback).
    public var popupItem: PopupBarItem? { popupContentViewController?.resolvedItem }

    /// The layout for the current configuration and bottom bar.
    public var layout: PopupBarLayout { layout(hidden: bottomBarHidden) }

    func layout(hidden: Bool) -> PopupBarLayout { layout(hidden: hidden, safeArea: viewSafeArea) }

    /// The layout for the view's safe area `safe` (read once by a caller that has it).
    func layout(hidden: Bool, safeArea safe: EdgeInsets) -> PopupBarLayout {
        let platform = platform
        return layouts.layout(hidden: hidden, screen: stage.screen.size, safeArea: safe, platform: platform) {
            PopupBarLayout(kind: kind, screen: stage.screen.size, safeArea: safe, bar: popupBar,
                           interaction: popupInteractionStyle, platform: platform, bottomBarHidden: hidden,
                           shouldExtendPopupBarUnderSafeArea: shouldExtendPopupBarUnderSafeArea)
        }
    }

    public var context: PopupBarMachine.Context {
        PopupBarMachine.Context(
            interaction: effectivePopupInteractionStyle, closeFadesContent: layout.closeFadesContent,
                                noOpStallsQueue: !fixes.drainQueueAfterNoOp, transitionView: hasTransitionView,
                                willOpenOnce: fixes.willOpenOnce, dismissHiddenCompletes: fixes.dismissHiddenCompletes,
                                settleAtRelease: fixes.settleAtRelease)
    }

    /// The popup at `t` (default now).
    public func snapshot(at t: SimTime? = nil) -> PopupBarSnapshot {
        let t = t ?? stage.now
        let h = bottomBar.progress(at: t)
        let item = popupItem
        let style = popupBar.progressViewStyle
        let close = effectiveCloseButtonStyle
        let b = tracks.value(.presence, at: t), p = tracks.value(.open, at: t), d = tracks.value(.dock, at: t)
        let ca = tracks.value(.contentAlpha, at: t), sh = tracks.value(.shadow, at: t),
            hi = gestures.highlight?.alpha(at: t) ?? 0
        var snap = PopupBarSnapshot(
            layout: layout(hidden: h >= 0.5 ? true : false), presence: b, open: p, dock: d, contentAlpha: ca,
                                 shadow: sh, highlight: hi, item: item, progressStyle: style, closeButtonStyle: close)
        if h > 0 && h < 1 {
            // Between the visible and hidden bottom bar: interpolate the two geometries.
            let a = PopupBarSnapshot(
                layout: layout(hidden: false), presence: b, open: p, dock: d, contentAlpha: ca, shadow: sh,
                                  highlight: hi, item: item, progressStyle: style, closeButtonStyle: close)
            let z = PopupBarSnapshot(
                layout: layout(hidden: true), presence: b, open: p, dock: d, contentAlpha: ca, shadow: sh,
                                  highlight: hi, item: item, progressStyle: style, closeButtonStyle: close)
            snap = h < 0.5 ? a : z
            snap.barFrame = .interpolate(a.barFrame, z.barFrame, h)
            snap.contentFrame = .interpolate(a.contentFrame, z.contentFrame, h)
            snap.dockingFrame = .interpolate(a.dockingFrame, z.dockingFrame, h)
            snap.bottomSafeAreaInset = .interpolate(a.bottomSafeAreaInset, z.bottomSafeAreaInset, h)
            snap.capsule = layout.style == .floating ? layout.floatingCapsule(in: snap.barFrame) : nil
            if let item {
                snap.contents = PopupBarContentsLayout(
                    bar: snap.barFrame, style: layout.style, item: item, progressStyle: style,
                    platform: platform, capsule: snap.capsule, safeArea: viewSafeArea)
            }
        }
        applyContentExtras(to: &snap, at: t)
        let m = marqueeOffsets(at: t, contents: snap.contents)
        snap.titleMarqueeOffset = m.title
        snap.subtitleMarqueeOffset = m.subtitle
        return snap
    }

    /// `bottomSafeAreaInset`: what the container's content sees at the bottom.
    public func bottomSafeAreaInset(at t: SimTime? = nil) -> Double { snapshot(at: t).bottomSafeAreaInset }

    /// The bottom inset's model value (UIKit's: where a running present or dismiss of the bar,
    /// or a hiding of the bottom bar, ends), what the container's children are laid out with.
    public var modelBottomSafeAreaInset: Double {
        layout(hidden: bottomBarHidden).bottomSafeAreaInset(presence: tracks.target(.presence))
    }

    public func barFrame(at t: SimTime? = nil) -> Rect { snapshot(at: t).barFrame }
    public func contentFrame(at t: SimTime? = nil) -> Rect { snapshot(at: t).contentFrame }
    public func closeButtonFrame(at t: SimTime? = nil) -> Rect? { snapshot(at: t).closeButtonFrame }
    /// UIKit's model values of the tracks (where running animations end).
    var openTarget: Double { tracks.target(.open) }
    var dockTarget: Double { tracks.target(.dock) }
    var presenceTarget: Double { tracks.target(.presence) }
    /// When the running open/close animation ends (nil when none).
    var openAnimationEnd: SimTime? { tracks.end(.open) }

    /// The value of one animated track at `t`.
    public func value(of track: PopupBarTrack, at t: SimTime? = nil) -> Double {
        tracks.value(track, at: t ?? stage.now)
    }

    // MARK: Marquee

    /// The title and subtitle scroll offsets at `t` (0 when marquee is off, paused while open,
    /// or the text fits).
    public func marqueeOffsets(
        at t: SimTime? = nil, contents: PopupBarContentsLayout? = nil
    ) -> (title: Double, subtitle: Double) {
        let t = t ?? stage.now
        guard let item = popupItem, !marquee.paused, machine.publicState != .barHidden || machine.target != .barHidden
        else { return (0, 0) }
        let appearance = popupBar.appearance(for: item)
        guard appearance.marqueeScrollEnabled else { return (0, 0) }
        guard let c = contents ?? snapshot(at: t).contents else { return (0, 0) }
        let tw = TextMetrics.width(of: item.displayTitle ?? "", fontSize: c.titleFontSize)
        let sub = item.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let sw = sub.map { TextMetrics.width(of: $0, fontSize: c.subtitleFontSize) }
        let pair = PopupBarMarquee.pair(titleWidth: tw, titleLabelWidth: c.titleFrame.width, subtitleWidth: sw,
                                     subtitleLabelWidth: c.subtitleFrame?.width, appearance: appearance)
        let e = marquee.elapsed(at: t)
        return (pair.title.offset(elapsed: e), pair.subtitle?.offset(elapsed: e) ?? 0)
    }

    // MARK: Accessibility

    /// The bar's elements as VoiceOver reads them (nil without a presentation).
    public var accessibility: PopupBarAccessibility? {
        guard let item = popupItem else { return nil }
        return PopupBarAccessibility(item: item, showsImage: effectiveBarStyle != .compact,
                                     showsProgress: popupBar.progressViewStyle.resolved != .none)
    }

    // MARK: Operations

    /// Its view leaves the window with no parent to show it again (a controller popped off a
    /// navigation stack, or taken out while covered): off the stage, as if made with
    /// `onScreen = false`, until presented, pushed or added again.
    func leaveStage() {
        guard isOnStage else { return }
        isOnStage = false
        stage.layers.remove(self)
    }

    @discardableResult
    public func present() -> CommandOutcome {
        guard !isOnStage else { return .didNothing("\(labeledSource) is already on screen") }
        isOnStage = true
        // A child's view lies inside its parent's, under the parent's bars.
        if let parent, parent.isOnStage { stage.layers.insert(self, below: parent) } else { stage.layers.present(self) }
        // A controller covered in a navigation stack is out of the window until uncovered.
        for child in children where !child.isOnStage && navigation?.coveredReason(child.source) == nil {
            child.present()
        }
        viewLayer?.place()
        send(.appeared)   // the calls made before replay in the machine
        return .acted
    }

    /// `presentPopupBar(with:openPopup:animated:completion:)`.
    public func presentPopupBar(
        with content: PopupBarContentController?, openPopup: Bool = false, animated: Bool = true,
                                completion: (() throws -> Void)? = nil) throws(PopupBarError) {
        guard stage.isValid else { throw .stageReset(source: source) }
        guard let content else { throw .nilContent }
        guard content !== viewController else { throw .contentIsContainer(source: labeledSource) }
        pendingContents.add(content)
        send(.call(PopupBarOperation(.present, animated: animated, openPopup: openPopup, content: content.machineID,
                                     completion: completions.register(completion))))
        accountContents()
    }

    @discardableResult
    public func openPopup(animated: Bool = true, completion: (() throws -> Void)? = nil) -> CommandOutcome {
        call(PopupBarOperation(.open, animated: animated, completion: completions.register(completion)))
    }

    @discardableResult
    public func closePopup(animated: Bool = true, completion: (() throws -> Void)? = nil) -> CommandOutcome {
        call(PopupBarOperation(.close, animated: animated, completion: completions.register(completion)))
    }

    @discardableResult
    public func dismissPopupBar(animated: Bool = true, completion: (() throws -> Void)? = nil) -> CommandOutcome {
        call(PopupBarOperation(.dismiss, animated: animated, completion: completions.register(completion)))
    }

    /// Sends a call; did nothing when it runs at once (on screen, nothing in progress or queued)
    /// and the machine drops it (`PopupBarMachine.noOpReason`). A call that waits (queued, or
    /// deferred until the container is on screen) has acted: it is the queue's now.
    private func call(_ op: PopupBarOperation) -> CommandOutcome {
        let m = machine
        let runsNow = m.isOnScreen && !m.isBusy && m.queue.isEmpty && !m.queueStalled
        let why = runsNow ? PopupBarMachine.noOpReason(op.kind, target: m.target) : nil
        send(.call(op))
        return why.map { .didNothing($0) } ?? .acted
    }

    /// hidesBottomBarWhenPushed (tab bar) / setToolbarHidden (navigation): the bar follows the
    /// bottom bar over 0.5 s (docs/behavior/lnpopupcontroller.md, "Layout"). No effect on plain and custom containers.
    public func setBottomBarHidden(_ hidden: Bool, animated: Bool = true) {
        guard kind.hasSystemBar, bottomBar.set(hidden: hidden, animated: animated, at: stage.now) else { return }
        stage.log(source, hidden ? "bottomBarHidden" : "bottomBarShown", ["animated": .bool(animated)])
        noteSafeAreaChange()
    }

    /// `selectedIndex` set in code: the tab changes without an event (no delegate call).
    public func setSelectedTab(_ i: Int) {
        guard i >= 0, i < kind.tabs.count, i != selectedTab else { return }
        selectedTab = i
    }

    public func selectTab(_ i: Int) {
        let tabs = kind.tabs
        guard i >= 0, i < tabs.count, i != selectedTab else { return }
        selectedTab = i
        stage.log(source, "tabSelected", ["index": .integer(i + 1), "title": .string(tabs[i])])
    }

    /// The current content's item changed (`PopupBarContentController.popupItem` didSet).
    func contentDidChange(_ c: PopupBarContentController, textChanged: Bool) {
        guard c === popupContentViewController else { return }
        if textChanged { marquee.restart(at: stage.now) }
        accountContents()
    }

    /// The current content's status bar style or layout margins changed.
    func contentAppearanceDidChange(_ c: PopupBarContentController) {
        guard c === popupContentViewController else { return }
        closeButtonLayoutChanged()
        setNeedsStatusBarAppearanceUpdate()
    }

    // MARK: The machine

    /// Feeds one input through the driver. A call from inside a callback of a step (a delegate
    /// calling openPopup) waits for it (the driver's rule), so effects always apply in order.
    public func send(_ input: PopupBarMachine.Input) {
        if driver.deferIfStepping({ [self] in send(input) }) { return }
        driver.send(input, context, on: self, at: \.machine) { perform($0) }
        prunePendingContents()
        setNeedsStatusBarAppearanceUpdate()
        noteSafeAreaChange()
    }

    /// Tells the views inside that the insets its children see changed (the bar presented or
    /// dismissed, the bottom bar hidden, the navigation bar changed), with the animation that
    /// moves the bars: a table scrolled past its new range moves back with it, as UIKit adjusts
    /// the offset inside the animation block.
    func noteSafeAreaChange() {
        let now = childSafeAreaInsets
        guard now != reportedChildInsets else { return }
        reportedChildInsets = now
        let t = stage.now
        stage.safeAreaDidChange(following: tracks.animation(.presence, at: t) ?? bottomBar.animation(at: t))
    }

    private func perform(_ e: PopupBarEffect) {
        let now = stage.now
        switch e {
        case .event(let name, let animated):
            transitionEvent(name, animated: animated)
            stage.log(source, name.rawValue, ["animated": .bool(animated), "state": .string(reportedState.description)])
            if let h = delegate[name] { stage.callUser { try h(animated) } }
        case .stateChanged(let from, let to):
            reportedState = to
            stage.log(source, "stateChanged", ["from": .string(from.description), "to": .string(to.description)])
            if let h = delegate.stateChanged { stage.callUser { try h(from, to) } }
        case .installContent(let id):
            popupContentViewController?.container = nil
            if let old = popupContentViewController?.view, old.host === self { old.leaveHost() }
            let c = pendingContents[id]
            popupContentViewController = c
            c?.container = self
            if let c { contentViewChanged(c) }
            marquee.restart(at: now)
            marquee.setPaused(machine.publicState == .open, at: now)
            if popupContentView.hasScrollView, let c, c.scrollView == nil {
                c.scrollView = PopupBarScrollView(contentSize: stage.screen.size)
            }
            closeButtonLayoutChanged()
            accountContents()
        case .removeContent:
            popupContentViewController?.container = nil
            if let old = popupContentViewController?.view, old.host === self { old.leaveHost() }
            popupContentViewController = nil
            gestures.highlight = nil
            imageMorph = nil
            closeButton.stop()
            accountContents()
        case .animate(let track, let to, let duration, let delay, let curve):
            tracks.animate(track, to: to, at: now, duration: duration, delay: delay, curve: curve)
        case .set(let track, let v):
            tracks.set(track, v)
        case .schedule, .scheduleSnapOpen:
            break   // timer requests: the driver's
        case .haptic(let h):
            if allowPopupHapticFeedbackGeneration {
                stage.log(source, "haptic", ["style": .string(h.style), "intensity": .number(h.intensity)])
            }
        case .complete(let id):
            if let c = completions.take(id) { stage.callUser { try c() } }
        case .drop(let id):
            completions.drop(id)
        case .marquee(let paused):
            marquee.setPaused(paused, at: now)
        }
    }

    /// Keeps only the content controllers a pending or deferred present still names (a call
    /// that waits in the driver for a step to end names its content too: nothing is pruned
    /// until the driver is settled).
    private func prunePendingContents() {
        guard !pendingContents.isEmpty, driver.isSettled else { return }
        let live = Set((machine.queue.operations + machine.deferred).compactMap(\.content))
        if pendingContents.keep(only: live) { accountContents() }
    }

    // MARK: Invariants

    /// The machine's invariants, a pending timer exactly for what the machine awaits (each
    /// running animator, the snap open), the installed controller matching the machine's
    /// content, the reported state caught up with the machine's (outside a step). The driver
    /// checks them after every outermost step where invariants are checked.
    public func checkInvariants() throws(InvariantBroken) {
        try machine.checkInvariants()
        try tracks.checkInvariants()
        try bottomBar.checkInvariants()
        for slot in [PopupBarMachine.Slot.animator(.bar), .animator(.popup), .snapOpen] {
            let waits = PopupBarMachine.awaits(slot, in: machine, context)
            try InvariantBroken.check(
                waits == driver.isPending(slot), "\(PopupBarMachine.slotName(slot)): awaited \(waits), timer \(!waits)")
        }
        try InvariantBroken.check(
            (machine.content == nil) == (popupContentViewController == nil), "installed content and machine disagree")
        try InvariantBroken.check(driver.isStepping || reportedState == machine.publicState,
                                  "reported state \(reportedState) ≠ machine \(machine.publicState)")
    }

    /// Completions not yet called or dropped.
    public var outstandingCompletions: Int { completions.outstanding }
}
