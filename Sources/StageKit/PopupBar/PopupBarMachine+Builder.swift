/// How `PopupBarMachine.transition` is carried out: a copy of the state and the effects so far,
/// moved by one input through the running of queued operations, animator ends, drags and their
/// settling. The transition keeps the copy only when the input was not dropped.
extension PopupBarMachine {
    /// Accumulates the next state and its effects.
    struct Builder {
        var s: PopupBarState
        let ctx: Context
        var fx: [PopupBarEffect] = []
        /// Set by a no-op under `noOpStallsQueue`: stop draining in this transition.
        var stalled = false

        init(s: PopupBarState, ctx: Context) {
            self.s = s
            self.ctx = ctx
        }

        /// Applies one input: nil when it moved the state (or deferred a call), else why it
        /// is dropped (then `s` and `fx` are to be discarded).
        mutating func take(_ input: Input) -> String? {
            switch input {
            case .call(let op):
                guard s.isOnScreen else {
                    // Kept until the view is in a window, then replayed without animation.
                    s.deferred.append(op)
                    return nil
                }
                enqueue(op)
                drain()
            case .appeared:
                guard !s.isOnScreen else { return "already on screen" }
                s.isOnScreen = true
                drain()
                let replay = s.deferred
                s.deferred = []
                for var op in replay {
                    op.animated = false
                    enqueue(op)
                    drain()
                }
            case .animationEnded(let animator):
                switch animator {
                case .bar:
                    guard s.barAnimator != nil else { return "no bar animator runs" }
                    s.barAnimator = nil
                    barEnded()
                case .popup:
                    if s.popupAnimator == nil, let d = s.drag, d.animatorRuns {
                        dragAnimatorEnded(d)
                        return nil
                    }
                    guard s.popupAnimator != nil else { return "no popup animator runs" }
                    s.popupAnimator = nil
                    popupEnded()
                }
                finishIfDone()
                drain()
            case .panBegan(let onBar, let vy, let fromScrollView, let vertical):
                if let why = panBegan(onBar: onBar, vy: vy, fromScrollView: fromScrollView, vertical: vertical) {
                    return why
                }
            case .panChanged(let p, let d):
                guard let drag = s.drag else { return "no drag in progress" }
                guard drag.release == nil else { return "the drag was released" }
                fx += [.set(.open, p), .set(.dock, d)]
            case .panAutoClose:
                guard let drag = s.drag else { return "no drag in progress" }
                guard drag.release == nil else { return "the drag was released" }
                // closePopupAnimated (LNPopupController.mm 1021): ζ 0.85 unless a transition view rides on it.
                release(drag, .init(to: .barPresented, curve: closeCurve(ctx), closeHaptic: true))
            case .panEnded(let toOpen):
                guard let drag = s.drag else { return "no drag in progress" }
                guard drag.release == nil else { return "the drag was released" }
                let to: PopupBarPresentationState = toOpen ? .open : .barPresented
                release(drag, .init(to: to, curve: openCurve, closeHaptic: ctx.interaction == .snap))
            case .panCancelled:
                guard let drag = s.drag else { return "no drag in progress" }
                guard drag.release == nil else { return "the drag was released" }
                release(drag, .init(to: drag.from, curve: openCurve, closeHaptic: false))
            case .snapOpenFired:
                guard s.snapOpenPending else { return "no snap open pending" }
                s.snapOpenPending = false
                enqueue(PopupBarOperation(.open))
                drain()
            case .tapBar:
                guard s.target == .barPresented || s.publicState == .barPresented else {
                    return "the bar is not presented closed"
                }
                guard s.drag == nil else { return "a drag is in progress" }
                enqueue(PopupBarOperation(.open))
                drain()
            case .tapCloseButton:
                guard s.target == .open else { return "the popup is not open" }
                guard s.drag == nil else { return "a drag is in progress" }
                enqueue(PopupBarOperation(.close))
                drain()
            }
            return nil
        }

        mutating func enqueue(_ op: PopupBarOperation) {
            for d in s.queue.enqueue(op) { if let c = d.completion { fx.append(.drop(c)) } }
        }

        /// Runs queued operations while nothing is in progress (synchronous ones finish at once).
        mutating func drain() {
            guard s.isOnScreen else { return }
            var guardCount = 0
            while !s.isBusy && !stalled && guardCount < 8, let op = s.queue.popFirst() {
                guardCount += 1
                run(op)
            }
            s.queueStalled = stalled && !s.queue.isEmpty
        }

        mutating func token() -> Int {
            defer { s.nextToken += 1 }
            return s.nextToken
        }

        mutating func setPublic(_ p: PopupBarPresentationState) {
            guard s.publicState != p else { return }
            let old = s.publicState
            s.publicState = p
            fx.append(.stateChanged(from: old, to: p))
        }

        mutating func noOp(_ op: PopupBarOperation) {
            if let c = op.completion { fx.append(.complete(c)) }
            if ctx.noOpStallsQueue { stalled = true }
        }

        mutating func run(_ op: PopupBarOperation) {
            switch op.kind {
            case .present: present(op)
            case .open:
                guard noOpReason(.open, target: s.target) == nil else { return noOp(op) }
                s.running = PopupBarRunningOperation(kind: .open, animated: op.animated, completion: op.completion)
                startOpen(animated: op.animated)
            case .close:
                guard noOpReason(.close, target: s.target) == nil else { return noOp(op) }
                s.running = PopupBarRunningOperation(
                    kind: .close(thenDismiss: false), animated: op.animated, completion: op.completion)
                startClose(animated: op.animated, curve: closeCurve(ctx))
            case .dismiss:
                switch s.target {
                case .barHidden:
                    // LNPopupController.mm 1751-1755: the completion runs only after a dismissal
                    // since the last present; never-presented, it is dropped. No queue resume either way.
                    if s.dismissalOverride || ctx.dismissHiddenCompletes { return noOp(op) }
                    if let c = op.completion { fx.append(.drop(c)) }
                    if ctx.noOpStallsQueue { stalled = true }
                    return
                case .open:
                    s.dismissalOverride = true
                    s.running = PopupBarRunningOperation(
                        kind: .close(thenDismiss: true), animated: op.animated, completion: op.completion)
                    startClose(animated: op.animated, curve: closeCurve(ctx))
                    s.target = .barHidden
                case .barPresented:
                    s.dismissalOverride = true
                    s.running = PopupBarRunningOperation(
                        kind: .dismiss, animated: op.animated, completion: op.completion)
                    startDismissBar(animated: op.animated)
                }
            }
            if s.running != nil && !op.animated { completeSynchronously() }
            finishIfDone()
        }

        mutating func present(_ op: PopupBarOperation) {
            let content = op.content ?? (s.content ?? 0)
            guard s.target == .barHidden else {
                // A swap (LNPopupController.mm 1528-1529, 1666-1682): instant, same state, no present events.
                if s.content != content {
                    s.content = content
                    fx += [.installContent(content), .event(.popupItemDidUpdate, animated: false)]
                }
                if op.openPopup {
                    enqueue(PopupBarOperation(.open, animated: op.animated, completion: op.completion))
                } else if let c = op.completion {
                    fx.append(.complete(c))
                }
                return
            }
            s.content = content
            s.dismissalOverride = false
            s.running = PopupBarRunningOperation(
                kind: .present(open: op.openPopup), animated: op.animated, completion: op.completion)
            s.internalState = .transitioning
            s.target = .barPresented
            fx += [.installContent(content), .set(.presence, 0), .set(.open, 0), .set(.dock, 0), .set(.shadow, 0),
                   .set(.contentAlpha, 1), .event(.willPresentPopupBar, animated: op.animated)]
            if op.animated {
                let t = token()
                s.barAnimator = t
                fx += [.animate(.presence, to: 1, duration: presentDuration, delay: .zero, curve: barCurve),
                       .animate(.shadow, to: 1, duration: shadowDuration, delay: shadowDelay, curve: barCurve),
                       .schedule(.bar, after: presentDuration)]
            }
            if op.openPopup {
                // Internal goes to barPresented at once and the open starts in the same block
                // (LNPopupController.mm 1534-1537, 1581-1590). The block delivers willOpen and its
                // haptic itself, then the open transition delivers both again, as public is still
                // barHidden (517-520, 551-560); fix willOpenOnce keeps the second only.
                s.internalState = .barPresented
                if !ctx.willOpenOnce { fx += [.haptic(.soft(0.9)), .event(.willOpen, animated: op.animated)] }
                startOpen(animated: op.animated)
            }
        }

        mutating func startOpen(animated: Bool) {
            s.internalState = .transitioning
            s.target = .open
            fx += [.haptic(.soft(0.9)), .event(.willOpen, animated: animated)]
            if animated {
                let t = token()
                s.popupAnimator = t
                fx += [.animate(.open, to: 1, duration: openDuration, delay: .zero, curve: openCurve),
                       .animate(.dock, to: 1, duration: openDuration, delay: .zero, curve: openCurve),
                       .schedule(.popup, after: openDuration)]
            }
        }

        mutating func startClose(animated: Bool, curve: Curve) {
            s.internalState = .transitioning
            s.target = .barPresented
            fx += [.haptic(.rigid(0.9)), .event(.willClose, animated: animated)]
            if animated {
                let t = token()
                s.popupAnimator = t
                fx += [.animate(.open, to: 0, duration: closeDuration, delay: .zero, curve: curve),
                       .animate(.dock, to: 0, duration: closeDuration, delay: .zero, curve: curve)]
                if ctx.closeFadesContent {
                    let delay = closeDuration.scaled(by: closeFadeDelayFactor)
                    fx.append(
                        .animate(.contentAlpha, to: 0, duration: closeDuration - delay, delay: delay, curve: curve))
                }
                fx.append(.schedule(.popup, after: closeDuration))
            }
        }

        mutating func startDismissBar(animated: Bool) {
            s.internalState = .transitioning
            s.target = .barHidden
            fx.append(.event(.willDismissPopupBar, animated: animated))
            if animated {
                let t = token()
                s.barAnimator = t
                fx += [.animate(.presence, to: 0, duration: dismissDuration, delay: .zero, curve: barCurve),
                       .animate(.shadow, to: 0, duration: dismissDuration, delay: .zero, curve: barCurve),
                       .schedule(.bar, after: dismissDuration)]
            }
        }

        /// `animated: false`: the same sequence, every end at once, in the animated order.
        mutating func completeSynchronously() {
            guard let r = s.running else { return }
            switch r.kind {
            case .present(let open):
                fx += [.set(.presence, 1), .set(.shadow, 1)]
                if open {
                    // The open's animator is started and finished inside the present's animation
                    // block, before the bar's animator finishes (LNPopupController.mm 1590, 750-757,
                    // 1653-1656): didOpen and the completion come before didPresentPopupBar.
                    fx += [.set(.open, 1), .set(.dock, 1)]
                    popupEnded()
                    if let c = r.completion { fx.append(.complete(c)) }
                    s.running?.completion = nil
                }
                barEnded()
            case .open:
                fx += [.set(.open, 1), .set(.dock, 1)]
                popupEnded()
            case .close(let thenDismiss):
                fx += [.set(.open, 0), .set(.dock, 0)]
                popupEnded()
                if thenDismiss {
                    fx += [.set(.presence, 0), .set(.shadow, 0)]
                    barEnded()
                }
            case .dismiss:
                fx += [.set(.presence, 0), .set(.shadow, 0)]
                barEnded()
            case .settle:
                break
            }
        }

        /// The bar animator (present or dismiss) ended.
        mutating func barEnded() {
            guard let r = s.running else { return }
            switch r.kind {
            case .present(let open):
                // With openPopup the bar's end leaves the public state alone: it goes from
                // barHidden to open when the open ends (LNPopupController.mm 1607-1616, 640).
                if !open {
                    s.internalState = .barPresented
                    setPublic(.barPresented)
                }
                fx.append(.event(.didPresentPopupBar, animated: r.animated))
            case .dismiss, .close(thenDismiss: true):
                s.internalState = .barHidden
                s.content = nil
                fx.append(.removeContent)
                setPublic(.barHidden)
                fx.append(.event(.didDismissPopupBar, animated: r.animated))
            default:
                break
            }
        }

        /// The popup animator (open, close or a settle) ended.
        mutating func popupEnded() {
            guard let r = s.running else { return }
            switch r.kind {
            case .present(open: true), .open:
                s.internalState = .open
                setPublic(.open)
                fx += [.marquee(paused: true), .event(.didOpen, animated: r.animated)]
            case .close(let thenDismiss):
                s.internalState = .barPresented
                let wasOpen = s.publicState == .open
                fx.append(.set(.contentAlpha, 1))
                setPublic(.barPresented)
                fx.append(.marquee(paused: false))
                if wasOpen { fx.append(.event(.didClose, animated: r.animated)) }
                if thenDismiss { startDismissBar(animated: r.animated) }
            case .settle(let from, let to):
                s.internalState = PopupBarInternalState(to)
                if to == .open {
                    setPublic(.open)
                    fx.append(.marquee(paused: true))
                    if from != .open { fx.append(.event(.didOpen, animated: true)) }
                } else {
                    setPublic(.barPresented)
                    fx.append(.marquee(paused: false))
                    if from == .open { fx.append(.event(.didClose, animated: true)) }
                }
            case .present(open: false), .dismiss:
                break
            }
        }

        /// Ends the running operation once no animator is left: its completion, then the queue.
        mutating func finishIfDone() {
            guard let r = s.running, s.barAnimator == nil, s.popupAnimator == nil else { return }
            s.running = nil
            if let c = r.completion { fx.append(.complete(c)) }
        }

        /// A release settles at once when the drag's own animator has ended, else when it ends
        /// (the release's open or close waits in the queue: LNPopupController.mm 1072-1078,
        /// 1445-1449). The `settleAtRelease` fix settles at once.
        mutating func release(_ drag: PopupBarDrag, _ r: PopupBarDragRelease) {
            if drag.animatorRuns && !ctx.settleAtRelease {
                s.drag?.release = r
                return
            }
            s.drag = nil
            settle(from: drag.from, to: r.to, curve: r.curve, closeHaptic: r.closeHaptic)
        }

        /// The drag's 0.5 s animator ended (LNPopupController.mm 972, 744-748): a waiting release settles.
        mutating func dragAnimatorEnded(_ drag: PopupBarDrag) {
            guard let r = drag.release else {
                s.drag?.animatorRuns = false
                return
            }
            s.drag = nil
            settle(from: drag.from, to: r.to, curve: r.curve, closeHaptic: r.closeHaptic)
        }

        /// A released drag animates from where it is to `to` (full 0.5 s), as one running operation.
        /// `closeHaptic`: a close delivers the rigid haptic (feedback forced: snap's release and
        /// auto-close; a drag or scroll release closes silently).
        mutating func settle(
            from: PopupBarPresentationState, to: PopupBarPresentationState, curve: Curve, closeHaptic: Bool
        ) {
            s.running = PopupBarRunningOperation(kind: .settle(from: from, to: to), animated: true, completion: nil)
            s.internalState = .transitioning
            s.target = to
            if to != from {
                // The release goes through open/closePopupAnimated with feedback forced only in
                // snap (LNPopupController.mm 1072-1078, 551-570); the auto-close forces it (1021).
                if to == .open {
                    fx.append(.event(.willOpen, animated: true))
                } else {
                    if closeHaptic { fx.append(.haptic(.rigid(0.9))) }
                    fx.append(.event(.willClose, animated: true))
                }
            }
            let t = token()
            s.popupAnimator = t
            let p = to == .open ? 1.0 : 0.0
            fx += [.animate(.open, to: p, duration: openDuration, delay: .zero, curve: curve),
                   .animate(.dock, to: p, duration: openDuration, delay: .zero, curve: curve),
                   .schedule(.popup, after: openDuration)]
        }

        /// The drag's `_transitionToState` to transitioning (LNPopupController.mm 972): a 0.5 s
        /// animator that holds the queue; the `settleAtRelease` fix leaves it out.
        mutating func startDrag(_ drag: PopupBarDrag) {
            s.drag = drag
            s.internalState = .transitioning
            guard !ctx.settleAtRelease else { return }
            s.drag?.animatorRuns = true
            fx.append(.schedule(.popup, after: openDuration))
        }

        /// Returns why the pan is ignored, or nil when it began something.
        mutating func panBegan(onBar: Bool, vy: Double, fromScrollView: Bool, vertical: Bool) -> String? {
            guard !s.isBusy else { return "a transition is in progress" }
            guard !s.snapOpenPending else { return "a snap open is pending" }
            let style = ctx.interaction
            if style == .none { return "interaction style none" }
            switch (s.publicState, onBar) {
            case (.barPresented, true):
                switch style {
                case .snap:
                    // Opening is not interactive: an upward flick opens 0.15 s later.
                    guard vy < 0 else {
                        return vy > 0 ? "snap: downward pan on the bar is cancelled" : "snap: no vertical velocity"
                    }
                    s.snapOpenPending = true
                    fx.append(.scheduleSnapOpen(after: snapOpenDelay))
                    return nil
                case .drag:
                    guard !(vy > 0) else { return "drag: downward pan on the closed bar is cancelled" }
                    startDrag(PopupBarDrag(from: .barPresented, rubberBand: false))
                    if vy < 0 { fx.append(.haptic(.soft(0.8))) }
                    return nil
                default:
                    return "scroll: the bar ignores pans (open by tap)"
                }
            case (.open, false):
                // Non-vertical pans on a content scroll view cancel the popup pan (LNPopupController.mm 925-950).
                if fromScrollView && !vertical { return "a non-vertical pan on a content scroll view" }
                if style == .scroll && !fromScrollView { return "scroll: only pans from a content scroll view" }
                startDrag(PopupBarDrag(from: .open, rubberBand: style == .snap))
                if style != .snap && vy > 0 { fx.append(.haptic(.soft(0.8))) }
                return nil
            default:
                return "no popup interaction here in state \(s.publicState)"
            }
        }
    }
}
