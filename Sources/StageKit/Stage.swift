/// The world every component lives in: one simulated clock, one screen with its layer stack and
/// keyboard, and one timeline. `stage.reset` in Lua builds a fresh `Stage`; the old one is
/// invalidated (its pending events and layers dropped) so nothing from before a reset runs again.
///
/// Components hold their `Stage` strongly; invalidation breaks the cycles (stage → layers →
/// component → stage) by emptying the stack and the clock.
///
/// ```swift
/// let stage = Stage()
/// let source = stage.makeSource(kind: "sheet")             // "sheet#1"
/// stage.layers.present(sheet)
/// stage.log(source, "willPresentView")
/// stage.clock.schedule(after: 0.7) { stage.log(source, "didPresentView") }
/// try stage.clock.advance(by: 1)
/// stage.timeline.text   // [  0.000] sheet#1 willPresentView\n[  0.700] sheet#1 didPresentView
/// ```
public final class Stage {
    public let clock: SimClock
    public let screen: Screen
    public let layers: LayerStack
    public let timeline: Timeline
    /// What the stage holds for its script, charged against the host's memory limit (the Lua
    /// host attaches its state's count as the ledger). See `EngineMemory`.
    public let memory = EngineMemory()
    /// False once `invalidate()` ran (after `stage.reset`): handles must refuse to act.
    public private(set) var isValid = true

    private var counters: [String: Int] = [:]
    /// Set by `invalidate(replacedBy:)`. Strong: a replacement never refers back to the stage it
    /// replaced, so this makes no cycle.
    private var successor: Stage?
    private var teardowns: [() -> Void] = []
    /// Components' settings and per-stage objects (`StageServices`).
    var services = StageServices()
    private var keyboardLayerStorage: KeyboardLayer?
    var handles = HandleCache()
    /// Who presents what in the window (`PresentationChain`); components feed it through
    /// `presentation(_:)` as their transitions run.
    public internal(set) var presentations = PresentationChain()
    lazy var presentationDriver: MachineDriver<PresentationMachine> = {
        let d = MachineDriver<PresentationMachine>(component: "presentations", clock: clock)
        d.timerLabel = { _, input in
            if case .presentFinished(let x) = input { return "presentations \(x) present transition" }
            return "presentations"
        }
        d.deliver = { [weak self] _, _, input in self?.presentation(input) }
        return d
    }()
    /// The controllers in the chain, or removed from it and still owed a dismissal's completion,
    /// by name: where the chain's effects go (`Stage+Presentation`).
    var presentedControllers: [String: any PresentedController] = [:]
    /// Which view controller contains which, and the window's root (`ContainmentTree`);
    /// containers feed it through `containment(_:)`.
    public internal(set) var containment = ContainmentTree()
    private lazy var containmentDriver = MachineDriver<ContainmentMachine>(component: "containment", clock: clock)
    /// The keyboard's slides (`KeyboardMachine`), fed through `keyboard(_:)`.
    var keyboardState = KeyboardState.hidden
    lazy var keyboardDriver: MachineDriver<KeyboardMachine> = {
        let d = MachineDriver<KeyboardMachine>(component: "keyboard", clock: clock)
        // The slide's end is named for the notification it brings.
        d.timerLabel = { [unowned self] _, _ in
            if case .hiding = keyboardState { return "keyboardDidHide" }
            return "keyboardDidShow"
        }
        d.deliver = { [weak self] _, _, input in self?.keyboard(input) }
        return d
    }()
    var keyboardObservers = ObserverList<KeyboardChange>()
    /// The interface's rotation (`RotationMachine`), fed through `rotation(_:)`.
    var rotationState = RotationState.still(.portrait)
    lazy var rotationDriver: MachineDriver<RotationMachine> = {
        let d = MachineDriver<RotationMachine>(component: "screen", clock: clock)
        d.timerLabel = { _, _ in "screen rotation" }
        d.deliver = { [weak self] _, _, input in self?.rotation(input) }
        return d
    }()
    var rotationObservers = ObserverList<ScreenTransition>()
    /// The views that follow the safe area (`Stage+SafeArea`).
    var safeAreaObservers = SafeAreaObservers()

    public convenience init(
        size: Size = Screen.defaultSize, safeArea: EdgeInsets = Screen.defaultSafeArea, traits: Traits = Traits()
    ) {
        self.init(device: Device.default.custom(size: size, safeArea: safeArea), traits: traits)
    }

    /// Feeds the containment tree one input (UIKit's rules: `ContainmentMachine`).
    @discardableResult
    public func containment(
        _ input: ContainmentMachine.Input
    ) -> MachineStep<ContainmentMachine.Effect, ContainmentMachine.Refusal> {
        containmentDriver.send(input, (), on: self, at: \.containment) { _ in }
    }

    /// A stage on `device` (`Device.iPhone15`, `.iPhoneSE`, or a custom one).
    public init(device: Device, traits: Traits = Traits()) {
        clock = SimClock()
        screen = Screen(device: device, traits: traits)
        layers = LayerStack(clock: clock)
        timeline = Timeline(memory: memory)
        rotationState = .still(device.orientation)
        clock.memory = memory
        clock.watch(timeline, as: "timeline")
        clock.watch(memory, as: "memory")
    }

    // Pending events may hold the stage unowned (it avoids weak-reference side tables, which
    // make every retain slow): drop them with the stage.
    deinit { clock.cancelAll() }

    /// The current simulated time.
    @inlinable public var now: SimTime { clock.now }

    /// A new timeline source for an object of `kind`: "sheet#1", "sheet#2", "table#1"… numbered
    /// per kind in creation order. With `label` (the name a script gave the component), every
    /// event of the source carries it and outputs show it (`SourceLabels`); it is given here, once,
    /// before the component can log anything.
    public func makeSource(kind: String, label: String? = nil) -> String {
        let n = (counters[kind] ?? 0) + 1
        counters[kind] = n
        let source = kind + "#" + String(n)
        if let label { timeline.setLabel(label, for: source) }
        return source
    }

    /// Runs a constructor's `body`: when `failed(result)` says it failed, the sources it made
    /// are given back (their numbers and names), so a constructor that fails uses up no id and
    /// the next component of the kind gets the number this one would have had. The constructor
    /// must leave nothing that refers to such a source (it failed before linking it anywhere).
    ///
    /// ```swift
    /// let r = stage.givingBackSources(ifFailed: { $0 < 0 }) { makeSheetOrFail() }
    /// ```
    public func givingBackSources<R>(ifFailed failed: (R) -> Bool, _ body: () throws -> R) rethrows -> R {
        let before = counters
        do {
            let result = try body()
            if failed(result) { giveBackSources(madeSince: before) }
            return result
        } catch {
            giveBackSources(madeSince: before)
            throw error
        }
    }

    private func giveBackSources(madeSince before: [String: Int]) {
        for (kind, n) in counters {
            let kept = before[kind] ?? 0
            guard n > kept else { continue }
            for k in kept + 1 ... n { timeline.removeLabel(for: kind + "#" + String(k)) }
            counters[kind] = before[kind]
        }
    }

    /// How outputs name `source`: `popup#1 "rate"` when its component has a name, else `popup#1`.
    public func labeled(_ source: String) -> String { timeline.labels.labeled(source) }

    /// Records an event at the current time.
    public func log(_ source: String, _ name: String, _ fields: KeyValuePairs<String, EventValue> = [:]) {
        timeline.record(t: now, source: source, name: name, fields: fields.map { EventField($0.key, $0.value) })
    }

    /// Records an event at the current time (fields built in code).
    public func log(_ source: String, _ name: String, _ fields: [EventField]) {
        timeline.record(t: now, source: source, name: name, fields: fields)
    }

    /// Changes the traits, logging `screen traitsChanged`.
    public func setTraits(_ traits: Traits) {
        guard traits != screen.traits else { return }
        screen.traits = traits
        log(
            "screen", "traitsChanged",
            [
                "reduceMotion": .bool(traits.reduceMotion), "rightToLeft": .bool(traits.rightToLeft),
                                        "contentSizeCategory": .string(traits.contentSizeCategory.rawValue)])
    }

    /// Runs a user callback (a Lua handler) on behalf of the engine. An error does not unwind
    /// the engine: it is reported to the clock and thrown by the advance in progress once it
    /// completes (sinon's rule), or kept for `takeReportedError()` when no advance runs (the
    /// binding that triggered the action raises it). Returns false when the callback failed.
    ///
    /// A callback run outside an advance may reset the stage and then fail: its error goes to
    /// the stage that replaced this one, where the binding that ran it looks (see
    /// `invalidate(replacedBy:)`).
    @discardableResult
    public func callUser(_ body: () throws -> Void) -> Bool {
        do {
            try clock.runningUserCallback(body)
            return true
        } catch {
            current.clock.report(error)
            return false
        }
    }

    /// This stage, or the one that replaced it (following resets).
    private var current: Stage {
        var s = self
        while let next = s.successor { s = next }
        return s
    }

    /// The first user-callback error reported outside an advance, cleared.
    public func takeReportedError() -> (any Error)? { clock.takeReportedError() }

    /// Ends this stage: pending events, layers and the timeline's events are dropped and observers removed, so that
    /// nothing of it runs again and reference cycles through components are broken. With
    /// `replacement` (`stage.reset`), a user-callback error reported but not yet raised, and any
    /// reported later by a callback still running, go to the replacement: the binding that ran
    /// the callback raises it from there.
    public func invalidate(replacedBy replacement: Stage? = nil) {
        guard isValid else { return }
        isValid = false
        if let replacement, replacement !== self, replacement.isValid {
            successor = replacement
            if let e = clock.takeReportedError() { replacement.clock.report(e) }
        }
        clock.cancelAll()
        layers.removeAll()
        keyboardObservers.removeAll()
        rotationObservers.removeAll()
        safeAreaObservers.removeAll()
        timeline.observer = nil
        // Nothing reads an ended stage's events, and a handle Lua keeps may keep the stage alive:
        // its memory goes now (components drop their bulk in their `onInvalidate` bodies too).
        timeline.clear()
        keyboardLayerStorage = nil
        handles.removeAll()
        presentedControllers.removeAll()
        let run = teardowns
        teardowns.removeAll()
        for body in run { body() }
        services.removeAll()
        memory.settle()
    }

    /// Runs `body` when the stage is invalidated (`stage.reset`). Components release what a script
    /// gave them there — above all their Lua callbacks, which would otherwise keep a cycle
    /// (registry → function → handle → component) alive after the stage is gone. Capture the
    /// component weakly.
    ///
    /// ```swift
    /// stage.onInvalidate { [weak self] in self?.handlers.removeAll() }
    /// ```
    public func onInvalidate(_ body: @escaping () -> Void) {
        if isValid { teardowns.append(body) } else { body() }
    }

    func keyboardLayer() -> KeyboardLayer {
        if let k = keyboardLayerStorage { return k }
        let k = KeyboardLayer(source: makeSource(kind: "keyboard"), screen: screen)
        keyboardLayerStorage = k
        return k
    }
}
