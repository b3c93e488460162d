@testable import StageKit
import Testing

/// Random sequences of present/open/close/dismiss (animated or not, with content swaps and
/// openPopup), taps, drags and clock advances on a live container, against a small reference
/// model of the library's queue (docs/behavior/lnpopupcontroller.md, "State machine": the queue with its coalescing, durations, public state changing at animation
/// ends). After every step: public state is one of the three, matches the model, every completion
/// is called at most once and exactly when the model says, dropped completions never; the
/// invariants hold; once idle, the queue is what the model left pending.
@Suite struct PopupBarPropertyTests {
    struct Rng {
        var s: UInt64
        mutating func next() -> UInt64 { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
        mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() % 10_000) / 10_000 }
    }

    /// The reference model: section 3 with nothing but a list.
    struct Model {
        struct Op { var kind: PopupBarOperation.Kind; var animated: Bool; var open: Bool; var content: Int; var id: Int }
        var state: PopupBarPresentationState = .barHidden
        var content: Int?
        var pending: [Op] = []
        /// Public-state changes still to come, and when the running operation ends.
        var changes: [(SimTime, PopupBarPresentationState)] = []
        var end: SimTime?
        var endCompletion: Int?
        var called: Set<Int> = []
        var dropped: Set<Int> = []
        /// The settled state the running operation heads to.
        var target: PopupBarPresentationState = .barHidden
        /// The library's queue: a no-op stops the draining (off: fix drainQueueAfterNoOp).
        var stalls = true
        /// Fix dismissHiddenCompletes; else a hidden bar's dismiss completes only after a dismissal.
        var dismissHiddenCompletes = false
        var dismissedSincePresent = false

        var busy: Bool { end != nil }

        mutating func enqueue(_ op: Op, now: SimTime) {
            pending.removeAll { o in
                if op.kind.drops(o.kind) { if o.id > 0 { dropped.insert(o.id) }; return true }
                return false
            }
            pending.append(op)
            drain(now: now)
        }

        mutating func complete(_ id: Int) { if id > 0 { called.insert(id) } }

        mutating func drain(now: SimTime) {
            while !busy, !pending.isEmpty {
                let op = pending.removeFirst()
                if !run(op, now: now) && stalls { return }
            }
        }

        mutating func start(_ steps: [(Double, PopupBarPresentationState)], op: Op, now: SimTime) {
            guard op.animated else {
                if let last = steps.last { state = last.1 }
                complete(op.id)
                return
            }
            changes = steps.map { (now + SimDuration(seconds: $0.0), $0.1) }
            end = changes.last?.0
            endCompletion = op.id
        }

        /// False for a no-op (which stalls the library's queue).
        @discardableResult
        mutating func run(_ op: Op, now: SimTime) -> Bool {
            var moved = true
            switch op.kind {
            case .present:
                if state == .barHidden {
                    dismissedSincePresent = false
                    content = op.content
                    start(op.open ? [(0.5, .barPresented), (0.5, .open)] : [(0.5, .barPresented)], op: op, now: now)
                } else {
                    content = op.content
                    if op.open { enqueue(Op(kind: .open, animated: op.animated, open: false, content: 0, id: op.id), now: now) } else { complete(op.id) }
                }
            case .open:
                if state == .barPresented { start([(0.5, .open)], op: op, now: now) } else { complete(op.id); moved = false }
            case .close:
                if state == .open { start([(0.5, .barPresented)], op: op, now: now) } else { complete(op.id); moved = false }
            case .dismiss:
                switch state {
                case .open: dismissedSincePresent = true; start([(0.5, .barPresented), (1.0, .barHidden)], op: op, now: now)
                case .barPresented: dismissedSincePresent = true; start([(0.5, .barHidden)], op: op, now: now)
                case .barHidden:
                    if dismissedSincePresent || dismissHiddenCompletes { complete(op.id) } else if op.id > 0 { dropped.insert(op.id) }
                    moved = false
                }
            }
            if state == .barHidden && !busy { content = nil }
            return moved
        }

        /// Applies what is due up to `now`.
        mutating func advance(to now: SimTime) {
            while let e = end, e <= now {
                for (t, s) in changes where t <= e { state = s }
                changes.removeAll()
                end = nil
                if let c = endCompletion { complete(c) }
                endCompletion = nil
                if state == .barHidden { content = nil }
                drain(now: e)
            }
            for (t, s) in changes where t <= now { state = s }
        }
    }

    @Test(arguments: Array(1...12))
    func randomSequences(seed: Int) throws {
        var rng = Rng(s: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let stage = Stage()
        let kinds: [PopupBarContainerKind] = [.tabBarController(tabs: ["A", "B"]), .navigationController(toolbar: true), .viewController]
        let c = PopupBarContainer(stage: stage, kind: kinds[seed % 3])
        let styles: [PopupBarInteractionStyle] = [.snap, .drag, .scroll, .customizedSnap(percent: 0.5)]
        c.popupInteractionStyle = styles[seed % 4]
        c.popupBar.barStyle = [PopupBarStyle.floating, .compact, .prominent][seed % 3]
        // Seeds 4-7 run with the fixes on, the others as the library does.
        let fixes = (seed / 4) % 2 == 1
        c.fixes.drainQueueAfterNoOp = fixes
        c.fixes.dismissHiddenCompletes = fixes
        c.present()
        var model = Model()
        model.stalls = !fixes
        model.dismissHiddenCompletes = fixes
        var calls: [Int: Int] = [:]
        var serial = 0
        let contents = (0..<3).map { k -> PopupBarContentController in
            let vc = PopupBarContentController(item: PopupBarItem(title: "Song \(k)"))
            // Content 1 scrolls (its pans scroll before they close), content 2 has a light status bar.
            if k == 1 { vc.scrollView = PopupBarScrollView(contentSize: Size(width: 393, height: 2400), contentOffset: Point(x: 0, y: 300)) }
            if k == 2 { vc.preferredStatusBarStyle = .lightContent }
            return vc
        }
        func completion() -> (Int, () -> Void) {
            serial += 1
            let id = serial
            return (id, { calls[id, default: 0] += 1 })
        }

        for step in 0..<250 {
            let roll = rng.int(12)
            let animated = rng.int(4) != 0
            var gesture = false
            switch roll {
            case 0, 1:
                let (id, f) = completion()
                let k = rng.int(3)
                let open = rng.int(3) == 0
                try c.presentPopupBar(with: contents[k], openPopup: open, animated: animated, completion: f)
                model.enqueue(.init(kind: .present, animated: animated, open: open, content: k, id: id), now: stage.now)
            case 2, 3:
                let (id, f) = completion()
                c.openPopup(animated: animated, completion: f)
                model.enqueue(.init(kind: .open, animated: animated, open: false, content: 0, id: id), now: stage.now)
            case 4, 5:
                let (id, f) = completion()
                c.closePopup(animated: animated, completion: f)
                model.enqueue(.init(kind: .close, animated: animated, open: false, content: 0, id: id), now: stage.now)
            case 6:
                let (id, f) = completion()
                c.dismissPopupBar(animated: animated, completion: f)
                model.enqueue(.init(kind: .dismiss, animated: animated, open: false, content: 0, id: id), now: stage.now)
            case 7, 8:
                try stage.clock.advance(by: SimDuration(seconds: rng.double(0, 0.8)))
            case 9:
                // Gestures only from rest; the model resyncs once the engine is idle again.
                guard !model.busy && model.pending.isEmpty else { continue }
                gesture = true
                let x = rng.double(20, 370), y = rng.double(0, 850)
                try stage.drag(PanTrack.linear(from: Point(x: x, y: y), to: Point(x: x, y: y + rng.double(-600, 600)),
                                               duration: SimDuration(seconds: rng.double(0.05, 0.4))),
                               velocity: rng.int(2) == 0 ? Point(x: 0, y: rng.double(-500, 500)) : nil)
            case 10:
                guard !model.busy && model.pending.isEmpty else { continue }
                gesture = true
                stage.tap(at: Point(x: rng.double(0, 392), y: rng.double(0, 851)))
            default:
                try stage.clock.advance(by: SimDuration(seconds: rng.double(0.4, 1.2)))
            }
            if gesture {
                _ = try stage.clock.runUntilIdle()
                model.advance(to: stage.now)
                #expect(!c.machine.isBusy, "seed \(seed) step \(step)")
                model.state = c.popupPresentationState
                model.content = c.popupContentViewController.flatMap { vc in contents.firstIndex { $0 === vc } }
            } else {
                model.advance(to: stage.now)
            }
            let ctx = "seed \(seed) step \(step) roll \(roll)"
            #expect(PopupBarPresentationState.allCases.contains(c.popupPresentationState), "\(ctx)")
            #expect(c.popupPresentationState == model.state, "\(ctx): engine \(c.popupPresentationState) model \(model.state)")
            #expect(calls.values.allSatisfy { $0 == 1 }, "\(ctx): a completion ran twice")
            #expect(Set(calls.keys) == model.called, "\(ctx): called \(calls.keys.sorted()) model \(model.called.sorted())")
            #expect(model.dropped.isDisjoint(with: calls.keys), "\(ctx): a dropped completion ran")
            #expect(c.brokenInvariants.isEmpty, "\(ctx): \(c.brokenInvariants)")
            // The reported status bar is always what the content's coverage asks for.
            #expect(c.statusBarStyle == c.desiredStatusBarStyle, "\(ctx): status bar \(c.statusBarStyle)")
            if let sv = contents[1].scrollView {
                let m = sv.maximumOffset(bounds: stage.screen.size)
                #expect(sv.contentOffset.y >= 0 && sv.contentOffset.y <= m.y, "\(ctx): scroll offset \(sv.contentOffset.y)")
            }
            if let k = model.content, c.popupPresentationState != .barHidden, !c.machine.isBusy {
                #expect(c.popupContentViewController === contents[k], "\(ctx)")
            }
        }
        _ = try stage.clock.runUntilIdle()
        model.advance(to: stage.now)
        // The library's stall may leave calls pending on an idle bar, as the model does.
        #expect(c.pendingOperations == model.pending.map(\.kind) && !c.machine.isBusy)
        #expect(c.popupPresentationState == model.state)
        let stalled = model.pending.filter { $0.id > 0 }.count
        #expect(c.outstandingCompletions == stalled)
        #expect(Set(calls.keys).union(model.dropped) == Set(1...max(serial, 1)).intersection(Set(calls.keys).union(model.dropped)))
        #expect(Set(calls.keys).count + model.dropped.count + stalled == serial)
    }
}
