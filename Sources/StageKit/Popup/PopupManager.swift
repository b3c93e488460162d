/// The popups of one stage: owns the queue policy's model (`SwiftPopupPolicy` or
/// `ObjCPopupPolicy`), feeds it inputs through a `MachineDriver` and carries out its effects —
/// logging, user callbacks, layers, animations and clock events. LSTPopView's manager functions
/// live here.
///
/// The driver stores the moved model before any effect runs and owns the policy's timers. A
/// callback's call (a pop, a dismissal, an invalidation) waits for the step that ran it under
/// "swift" and runs inside it under "objc" (`ObjCPopupPolicy.reentry`). Where invariants are
/// checked it checks the model's after every transition, and the manager's
/// (`checkInvariants()`) after its effects.
///
/// ```swift
/// let manager = PopupManager(stage: stage, policy: .swift)
/// let p = manager.makePopup(PopupConfiguration(contentSize: Size(width: 280, height: 160)))
/// try p.pop()
/// try stage.clock.advance(by: 0.2)     // didPop
/// manager.removeAll()
/// ```
public final class PopupManager {
    public let stage: Stage
    public let policy: PopupPolicyKind
    public let tieBreak: PopupTieBreak
    public static let defaultHost = "window"

    private var swiftModel: SwiftPopupPolicy
    private var objcModel: ObjCPopupPolicy
    /// Feed the model of `policy` (the other one stays empty).
    private var swiftDriver: MachineDriver<SwiftPopupPolicy>
    private var objcDriver: MachineDriver<ObjCPopupPolicy>
    private var popups: [PopupID: Popup] = [:]
    private var completions: [PopupID: [() -> Void]] = [:]
    private var nextID = 0
    private var keyboardToken: ObserverToken?
    /// Check the invariants after every transition (on in debug builds); a violation is reported
    /// on the clock as an `InvariantViolation` (it stops the advance and reaches Lua).
    public var checksInvariants: Bool {
        get { swiftDriver.checksInvariants }
        set {
            swiftDriver.checksInvariants = newValue
            objcDriver.checksInvariants = newValue
        }
    }
    #if DEBUG
    /// A problem added to every check, so tests can see a violation travel to Lua.
    var brokenInvariantForTesting: String?
    #endif

    public init(stage: Stage, policy: PopupPolicyKind = .objc, tieBreak: PopupTieBreak = .lifo) {
        self.stage = stage
        self.policy = policy
        self.tieBreak = tieBreak
        swiftModel = SwiftPopupPolicy(tieBreak: tieBreak)
        objcModel = ObjCPopupPolicy()
        swiftDriver = MachineDriver(component: "popups", clock: stage.clock)
        objcDriver = MachineDriver(component: "popups", clock: stage.clock)
        swiftDriver.deliver = { [weak self] _, _, input in self?.send(input) }
        objcDriver.deliver = { [weak self] _, _, input in self?.send(input) }
        let label: (Int, PopupInput) -> String = { [weak self] _, input in self?.timerLabel(input) ?? input.label }
        swiftDriver.timerLabel = label
        objcDriver.timerLabel = label
        let beyond: (Int, PopupInput, SimDuration) -> any Error = { [weak self] _, input, delay in
            let source = input.popup.flatMap { self?.popups[$0]?.source } ?? "popups"
            return PopupError.beyondClockRange(popup: self?.stage.labeled(source) ?? source, operation: input.label,
                                               due: (self?.stage.now.seconds ?? 0) + delay.seconds)
        }
        swiftDriver.beyondReach = beyond
        objcDriver.beyondReach = beyond
        keyboardToken = stage.addKeyboardObserver { [weak self] change in self?.keyboardChanged(change) }
        stage.addRotationObserver { [weak self] change in self?.screenDidTransition(change) }
        stage.onInvalidate { [weak self] in self?.teardown() }
    }

    private func teardown() {
        let all = popups.values
        popups.removeAll()
        swiftDriver.forgetTimers()
        objcDriver.forgetTimers()
        completions.removeAll()
        for p in all { p.releaseCallbacks() }
    }

    /// The policy's model (read-only: for queries and tests).
    public var model: any PopupPolicyModel { policy == .swift ? swiftModel : objcModel }
    public var swiftPolicy: SwiftPopupPolicy { swiftModel }
    public var objcPolicy: ObjCPopupPolicy { objcModel }

    /// A new popup on the window under `host` (a group and scope, by name); `label` is the name
    /// the script gave it (`TimelineSource`).
    public func makePopup(
        _ configuration: PopupConfiguration, host: String = PopupManager.defaultHost, label: String? = nil
    ) -> Popup {
        makePopup(configuration, parent: .window(host: host), label: label)
    }

    /// A new popup in `parent`: the window under a host name, or a view (it covers the view's
    /// frame, lies above it, and has the view's own groups and scope).
    public func makePopup(_ configuration: PopupConfiguration, parent: PopupParent, label: String? = nil) -> Popup {
        nextID += 1
        let id = PopupID(nextID)
        let p = Popup(
            id: id, source: stage.makeSource(kind: "popup", label: label), parent: parent, configuration: configuration,
            manager: self)
        popups[id] = p
        send(.create(id, host: parent.scopeKey))
        return p
    }

    public func popup(_ id: PopupID) -> Popup? { popups[id] }

    public func state(of id: PopupID) -> PopupState { model.state(of: id) ?? .idle }

    // MARK: feeding the model

    /// Feeds the policy's model through its driver, which carries the effects out here. A `pop`
    /// refused because the popup's scope was invalidated is logged as `retired` on the
    /// popup's timeline (and ends it for good: callbacks released, completions run).
    ///
    /// A call from inside a callback of a step waits for it (the driver's rule; "objc" steps
    /// let their callbacks' calls through): refused now if the policy as the step left it
    /// refuses it, else reported as moved with no effects.
    @discardableResult
    func send(_ input: PopupInput) -> PopupStep {
        let context = PopupContext(now: stage.now)
        let later: () throws -> Void = { [self] in if case .refused(let e) = send(input) { throw e } }
        let step: PopupStep
        switch policy {
        case .swift:
            if let waiting = swiftDriver.deferring(input, context, state: swiftModel, later) { return waiting }
            step = swiftDriver.send(input, context, on: self, at: \.swiftModel) { perform($0) }
        case .objc:
            if let waiting = objcDriver.deferring(input, context, state: objcModel, later) { return waiting }
            step = objcDriver.send(input, context, on: self, at: \.objcModel) { perform($0) }
        }
        if case .refused(.retired) = step, let id = input.popup { perform(.emit(id, .retired, callbacks: false)) }
        return step
    }

    private func perform(_ effect: PopupEffect) {
        switch effect {
        case .emit(let id, let event, let callbacks):
            popups[id]?.emit(event, callbacks: callbacks)
            switch event {
            case .didDismiss, .dropped, .retired: runCompletions(id)
            default: break
            }
        case .attach(let id):
            guard let p = popups[id], !stage.layers.contains(p) else { return }
            // On the window: on top of the window's subviews. In a view: above the view and the
            // popups already in it (`LayerStack.present` places a sublayer).
            stage.layers.present(p)
        case .detach(let id):
            guard let p = popups[id] else { return }
            stage.layers.remove(p)
        case .animatePop(let id, let style, let d):
            popups[id]?.startPop(style, duration: d)
        case .animateDismiss(let id, let style, let d):
            popups[id]?.startDismiss(style, duration: d)
        case .animateCover(let id):
            popups[id]?.startCover()
        case .animateResume(let id, let d):
            popups[id]?.startResume(duration: d)
        case .hide(let id):
            popups[id]?.hideNow()
        case .schedule, .cancel:
            break   // timer requests: the driver's
        }
    }

    /// "popup#1 popFinished": how a popup's timer is named on the clock.
    private func timerLabel(_ input: PopupInput) -> String {
        "\(input.popup.flatMap { popups[$0]?.source } ?? "popups") \(input.label)"
    }

    /// Drops the popup's pending fly-out when it pops again, starts a dismissal or hides: the
    /// swift policy's rule, and the objc policy's with `fixes.flyOutEndsWithDismissal`. The
    /// library's fly-out completion runs whatever happened meanwhile (`ObjCPopupPolicy.awaits`).
    func cancelFlyOut(_ id: PopupID) {
        let timer = PopupTimer(id, .flyOut)
        switch policy {
        case .swift: swiftDriver.cancel(timer)
        case .objc: if popups[id]?.configuration.fixes.flyOutEndsWithDismissal == true { objcDriver.cancel(timer) }
        }
    }

    private func runCompletions(_ id: PopupID) {
        guard let list = completions.removeValue(forKey: id) else { return }
        for c in list { c() }
    }

    /// Runs `completion` when the popup's didDismiss fires (LSTPopView registers manager
    /// completions as didDismiss blocks).
    private func addCompletion(_ id: PopupID, _ completion: (() -> Void)?) {
        guard let completion else { return }
        completions[id, default: []].append(completion)
    }

    // MARK: keyboard

    /// Every popup made and not ended observes the rotation from its creation (LSTPopView.m:
    /// 526-529), in creation order (ids are given in that order: no sort, O(popups made)).
    private func screenDidTransition(_ change: ScreenTransition) {
        guard nextID > 0 else { return }
        for raw in 1...nextID {
            let id = PopupID(raw)
            guard let p = popups[id], !state(of: id).isEnded else { continue }
            p.screenDidTransition(change)
        }
    }

    private func keyboardChanged(_ change: KeyboardChange) {
        // Every live popup, covered or queued included, in creation order (deterministic).
        for id in popups.keys.sorted() {
            guard let p = popups[id], !state(of: id).isEnded else { continue }
            p.keyboardChanged(change)
        }
    }

    // MARK: manager functions (LSTPopView.m:18-319)

    /// Registered popups (queued, shown, covered/suspended; not those mid-dismissal), in listing
    /// order ("objc": ascending priority, duplicates kept; "swift": creation order), optionally
    /// only those of `host` (a scope key: `PopupParent.scopeKey`).
    public func all(host: String? = nil) -> [Popup] {
        model.registered.compactMap { popups[$0] }.filter { host == nil || $0.host == host }
    }

    /// The first registered popup with this identifier (empty: none).
    public func forKey(_ key: String) -> Popup? {
        guard !key.isEmpty else { return nil }
        return all().first { $0.configuration.identifier == key }
    }

    /// The registered members of `p`'s group (same host and groupId), in listing order.
    public func group(_ p: Popup) -> [Popup] { model.group(of: p.id).compactMap { popups[$0] } }

    /// Waiting popups of (host, groupId) in resume order.
    public func queue(host: String = PopupManager.defaultHost, groupId: String?) -> [Popup] {
        model.queue(PopupGroupKey(host: host, groupId: groupId)).compactMap { popups[$0] }
    }

    /// Dismisses `p` with style NO when it is registered; `completion` at its didDismiss (now if
    /// it has already ended). Did nothing when `p` is not registered (or already dismissing).
    @discardableResult
    public func remove(_ p: Popup, completion: (() -> Void)? = nil) -> CommandOutcome {
        switch policy {
        case .objc:
            addCompletion(p.id, completion)
            guard objcModel.isRegistered(p.id) else {
                return .didNothing("\(p.labeledSource) is not registered (\(p.state.rawValue))")
            }
            send(.dismiss(p.id, style: .no, duration: nil, reason: .removed))
        case .swift:
            switch state(of: p.id) {
            case .idle, .dismissed, .retired, .dismissing:
                if state(of: p.id) == .dismissing { addCompletion(p.id, completion) } else { completion?() }
                return .didNothing("\(p.labeledSource) is \(state(of: p.id).rawValue)")
            case .queued, .presenting, .shown, .suspended:
                addCompletion(p.id, completion)
                send(.dismiss(p.id, style: .no, duration: nil, reason: .removed))
            }
        }
        return .acted
    }

    @discardableResult
    public func removeForKey(_ key: String, completion: (() -> Void)? = nil) -> CommandOutcome {
        guard let p = forKey(key) else {
            completion?()
            return .didNothing("no registered popup has the identifier \"\(key)\"")
        }
        return remove(p, completion: completion)
    }

    /// Every registered popup, in listing order, with style NO; `completion` on the last one.
    @discardableResult
    public func removeAll(completion: (() -> Void)? = nil) -> CommandOutcome {
        if policy == .objc {
            // Every entry of a copy of popViewMarr is dismissed, duplicates too, without the
            // registration check of removePopView: (LSTPopView.m:181-203).
            let list = model.registered
            guard let lastID = list.last else { completion?(); return .didNothing("no popup is registered") }
            addCompletion(lastID, completion)
            for id in list { send(.dismiss(id, style: .no, duration: nil, reason: .removed)) }
            return .acted
        }
        var seen = Set<PopupID>()
        let list = model.registered.filter { seen.insert($0).inserted }
        guard let lastID = list.last else { completion?(); return .didNothing("no popup is registered") }
        for id in list {
            guard let p = popups[id] else { continue }
            remove(p, completion: id == lastID ? completion : nil)
        }
        return .acted
    }

    /// "objc": showList's last entry not yet freed — a popup dismissed but not yet gone stays
    /// "last" (a second call is a no-op until it is). "swift": the most recently shown popup still
    /// on screen or suspended.
    @discardableResult
    public func removeLast(completion: (() -> Void)? = nil) -> CommandOutcome {
        guard let id = model.last, let p = popups[id] else { completion?(); return .didNothing("no popup was shown") }
        return remove(p, completion: completion)
    }

    /// Every host's scope ends (see `invalidate(host:)`).
    public func invalidateAllScopes() { send(.invalidate(host: nil)) }

    /// "swift": the host's popups end at once without animation (willDismiss, didDismiss,
    /// `retired`), its waiters and idle popups retire, and a later `pop` of any of them is refused.
    /// "objc" (no scopes in the library): the host's registered popups are removed with style NO.
    public func invalidate(host: String) { send(.invalidate(host: host)) }

    /// The model's invariants and each popup's animated properties' (O(n): debug builds check
    /// them after every input's effects).
    public func checkInvariants() throws(InvariantBroken) {
        var problems = model.brokenInvariants
        // In popup order, so the report does not depend on the dictionary's hash order.
        for id in popups.keys.sorted() {
            guard let p = popups[id] else { continue }
            do { try p.motion.checkInvariants() } catch { problems += error.problems.map { "\(id): \($0)" } }
        }
        #if DEBUG
        if let broken = brokenInvariantForTesting { problems.append(broken) }
        #endif
        try InvariantBroken.check(problems)
    }
}

extension PopupManager: InvariantChecking {
    /// Each popup's motion is checked (the model's entries too).
    public var invariantCheckCost: Int { popups.count }
}
