/// Everything about a sheet that moves, as values over simulated time (evaluated lazily when
/// read; only completions are events): the collection view's vertical offset from its resting
/// place, the dim background's alpha, the cancel bar's top, the presenting layer's scale, the
/// Dynamics rows, and the gravity falls. Which motion runs comes from the style (xlactioncontroller.md "Lifecycle",
/// "Dynamics", "Styles").
///
/// Offsets are in points, positive = lower than at rest.
///
/// ```swift
/// var m = SheetMotion(style: .plain, settings: s, layout: l)
/// let didPresent = m.startPresent(at: .zero)        // 0.7 s
/// m.offset(at: SimTime(seconds: 0.35))              // on its way up (critically damped spring)
/// let didDismiss = m.startDismiss(at: SimTime(seconds: 1))   // 0.7 s
/// ```
public struct SheetMotion: Sendable {
    public let style: SheetStyle
    public let settings: ActionControllerSettings
    public private(set) var layout: SheetLayout

    /// The collection view's frame y (0 at rest).
    public private(set) var frameOffset: Animated<Double>
    public private(set) var backgroundAlpha = Animated<Double>(0)
    public private(set) var cancelBarY: Animated<Double>
    public private(set) var presentingScale = Animated<Double>(1)
    /// A fall under gravity, replacing the frame offset from its start.
    public private(set) var fall: Fall?
    /// Dynamics: when each section got its rows (nil = not yet), and how each flies in.
    public private(set) var revealedAt: [SimTime?]
    public private(set) var chains: [DynamicsChain?]

    /// y(τ) = from + ½·g·τ² from `start` (UIKit Dynamics gravity; magnitude 1 = 1000 pt/s²).
    public struct Fall: Hashable, Sendable {
        public var start: SimTime
        public var from: Double
        public var acceleration: Double
        public func offset(at t: SimTime) -> Double {
            guard t > start else { return from }
            let tau = (t - start).seconds
            return from + 0.5 * acceleration * tau * tau
        }
    }

    public init(style: SheetStyle, settings: ActionControllerSettings, layout: SheetLayout) {
        self.style = style
        self.settings = settings
        self.layout = layout
        cancelBarY = Animated(layout.cancelBar?.y ?? layout.device.size.height)
        frameOffset = Animated(style.variant == .plain ? layout.presentStartOffset(settings: settings) : 0)
        let sections = layout.sectionHeaders.count
        revealedAt = Array(repeating: nil, count: sections)
        chains = Array(repeating: nil, count: sections)
    }

    private var H: Double { layout.device.size.height }

    /// A rotation: the layout for the new screen (`SheetLayout.relaid`). The cancel bar keeps
    /// its distance from the bottom edge (its flexible top margin, ActionController.swift 360):
    /// its model y moves by the change in height at once, a running move of it ending there
    /// (approximate: UIKit's additive animations would carry it on to the moved place). The
    /// collection view's offset from rest is kept (its frame resizes with the view, 133).
    /// Dynamics: the collection view's bounds change size, and `DynamicCollectionViewFlowLayout`
    /// answers that by dropping every row's behaviors and setting each row up again from below
    /// (DynamicCollectionViewFlowLayout.swift 231-252, 152-154): the sections it has fly in again
    /// from `now`.
    public mutating func relayout(_ new: SheetLayout, at now: SimTime) {
        let resized = new.device.size != layout.device.size
        let dH = new.device.size.height - H
        cancelBarY.set(cancelBarY.target + dH)
        layout = new
        guard style.variant == .dynamics, resized else { return }
        for s in revealedAt.indices where revealedAt[s] != nil {
            revealedAt[s] = now
            chains[s] = DynamicsChain(distance: H - layout.insets.top, rows: layout.rowCounts[s])
        }
    }

    private static func spring(_ phase: ActionControllerSettings.Animation.Phase) -> Curve {
        .spring(dampingRatio: phase.damping, initialVelocity: phase.springVelocity)
    }

    private static func seconds(_ s: Double) -> SimDuration { SimDuration(seconds: max(0, s)) }

    // MARK: Present

    /// Starts the present animation at `now` (xlactioncontroller.md "Lifecycle") and returns when `didPresentView`
    /// fires, relative to `now`: delay + duration.
    /// How long until `didPresentView`: delay + duration.
    public var presentDuration: SimDuration {
        Self.seconds(settings.animation.present.delay) + Self.seconds(settings.animation.present.duration)
    }

    @discardableResult
    public mutating func startPresent(at now: SimTime) -> SimDuration {
        let p = settings.animation.present
        let duration = Self.seconds(p.duration), delay = Self.seconds(p.delay)
        let curve = Self.spring(p)
        // onWillPresentView: background alpha 0 and the cancel bar at the screen's bottom edge
        // (base); tweetbot sets the alpha straight to 1; spotify skips the base hook (its blur
        // is there from the start). The Dynamics override (ActionController.swift 800-807) does
        // not move the cancel bar either, so it comes down from where `createCancelView` made
        // it, y = 0 (359), to its place (591).
        switch style.backgroundOnPresent {
        case .fade:
            backgroundAlpha.set(0)
            backgroundAlpha.animate(to: 1, at: now, duration: duration, delay: delay, curve: curve)
        case .instant:
            backgroundAlpha.set(1)
        }
        if let bar = layout.cancelBar {
            cancelBarY.set(style.variant == .dynamics ? 0 : H)
            cancelBarY.animate(to: bar.y, at: now, duration: duration, delay: delay, curve: curve)
        }
        if let scale = settings.animation.scale {
            presentingScale.animate(to: scale.height, at: now, duration: duration, delay: delay, curve: curve)
        }
        switch style.present {
        case .spring:
            frameOffset.set(layout.presentStartOffset(settings: settings))
            frameOffset.animate(to: 0, at: now, duration: duration, delay: delay, curve: curve)
        case .jelly(let extra):
            // Skype sets the collection's y to contentHeight + 15 before its spring.
            frameOffset.set(layout.contentHeight + extra)
            frameOffset.animate(to: 0, at: now, duration: duration, delay: delay, curve: curve)
        case .dynamicsRows:
            // The frame stays put; the rows fly in, section by section.
            frameOffset.set(0)
            reveal(section: 0, at: now)
        }
        return delay + duration
    }

    /// Dynamics: the delays (after `present`) at which sections 1, 2, ... get their rows.
    public var sectionRevealDelays: [SimDuration] {
        guard case .dynamicsRows(let interval) = style.present, revealedAt.count > 1 else { return [] }
        return (1..<revealedAt.count).map { SimDuration(seconds: Double($0) * interval) }
    }

    /// Dynamics: section `s` gets its rows at `now`; they start (H − top inset) below their
    /// places, i.e. just below the screen for the first section.
    public mutating func reveal(section s: Int, at now: SimTime) {
        guard s < revealedAt.count, revealedAt[s] == nil else { return }
        revealedAt[s] = now
        chains[s] = DynamicsChain(distance: H - layout.insets.top, rows: layout.rowCounts[s])
    }

    /// Whether section `s` has its rows at `t` (always, for plain styles).
    public func isRevealed(section s: Int, at t: SimTime) -> Bool {
        guard style.variant == .dynamics else { return true }
        guard s < revealedAt.count, let r = revealedAt[s] else { return false }
        return t >= r
    }

    // MARK: Dismiss

    /// Starts the dismissal at `now` from wherever things are, and returns how long it lasts
    /// (`didDismissView` fires then, relative to `now`). `calledDismiss`: the sheet's own
    /// `dismiss()` asked for it; false when a lower sheet's dismissal takes it along, where UIKit
    /// runs only its animator (`dismissView`).
    @discardableResult
    public mutating func startDismiss(at now: SimTime, calledDismiss: Bool = true) -> SimDuration {
        let d = settings.animation.dismiss
        let duration = Self.seconds(d.duration), delay = Self.seconds(d.delay)
        let spring = Self.spring(d)
        let current = offset(at: now)
        let end = layout.dismissEndOffset(settings: settings)
        switch style.dismiss {
        case .spring:
            baseDismissal(at: now, duration: duration, delay: delay, curve: spring)
            frameOffset.animate(to: end, at: now, duration: duration, delay: delay, curve: spring)
            return delay + duration

        case .gravity(let magnitude):
            // Skype: the background fades over the dismiss duration while gravity pulls the
            // collection down; the transition completes once it is below the screen,
            // whatever the dismiss duration: τ = √(2(H − y0)/g). UIKit Dynamics moves the
            // frame's model value, at rest (y0 = 0) even mid-present (ActionController.swift 592),
            // and tests it (Skype.swift 196); the present spring's rest plays on top (`offset`).
            backgroundAlpha.animate(to: 0, at: now, duration: duration, delay: delay, curve: spring)
            let g = 1000 * magnitude
            fall = Fall(start: now, from: frameOffset.target, acceleration: g)
            return SimDuration(seconds: (2 * max(0, H - frameOffset.target) / g).squareRoot())

        case .bumpThenSpring(let bump, let bumpDuration):
            // Twitter: a plain ease-in move up, then the base dismissal for the rest of the
            // duration, both with delay 0 whatever `dismiss.delay` says (Twitter.swift 144, 147-148).
            let first = Self.seconds(bumpDuration), rest = Self.seconds(d.duration - bumpDuration)
            frameOffset.animate(to: current - bump, at: now, duration: first, curve: .easeIn)
            baseDismissal(at: now + first, duration: rest, delay: .zero, curve: spring)
            frameOffset.animate(to: end, at: now + first, duration: rest, curve: spring)
            return first + rest

        case .dynamicsGravity(let magnitude):
            // Dynamics: `dismissView` is one plain ease-in-out animation of the dismiss duration
            // that resets the presenter (ActionController.swift 786-798); the gravity on the whole
            // collection view and the background's fade are `dismiss()`'s (776-784), so a sheet a
            // lower sheet's dismissal takes along stays where it is until it leaves.
            presentingScale.animate(to: 1, at: now, duration: duration, curve: .easeInOut)
            guard calledDismiss else { return duration }
            backgroundAlpha.animate(to: 0, at: now, duration: duration, curve: .easeInOut)
            fall = Fall(start: now, from: frameOffset.target, acceleration: 1000 * magnitude)
            return duration
        }
    }

    /// How long a dismissal starting at `now` would last (what `startDismiss` returns), without
    /// starting it.
    public func dismissDuration(at now: SimTime) -> SimDuration {
        let d = settings.animation.dismiss
        switch style.dismiss {
        case .spring:
            return Self.seconds(d.delay) + Self.seconds(d.duration)
        case .gravity(let magnitude):
            return SimDuration(seconds: (2 * max(0, H - frameOffset.target) / (1000 * magnitude)).squareRoot())
        case .bumpThenSpring(_, let bumpDuration):
            return Self.seconds(bumpDuration) + Self.seconds(d.duration - bumpDuration)
        case .dynamicsGravity:
            return Self.seconds(d.duration)
        }
    }

    /// The base `performCustomDismissingAnimation` (minus the frame): background out, cancel bar
    /// to the bottom edge (Spotify's 10 pt below it), presenter back to identity.
    private mutating func baseDismissal(at start: SimTime, duration: SimDuration, delay: SimDuration, curve: Curve) {
        backgroundAlpha.animate(to: 0, at: start, duration: duration, delay: delay, curve: curve)
        if layout.cancelBar != nil {
            cancelBarY.animate(to: H + style.cancelBarDismissDrop, at: start, duration: duration, delay: delay,
                               curve: curve)
        }
        if settings.animation.scale != nil {
            presentingScale.animate(to: 1, at: start, duration: duration, delay: delay, curve: curve)
        }
    }

    // MARK: Reading

    /// The collection view's offset from rest at `t` (0 at rest, positive = lower). Under a fall,
    /// what a running animation of the frame still has to go adds to it (UIKit's animations are
    /// additive: the fall moves the model value, the animation plays on top until it ends).
    public func offset(at t: SimTime) -> Double {
        if let fall, t >= fall.start { return fall.offset(at: t) + frameOffset.value(at: t) - frameOffset.target }
        return frameOffset.value(at: t)
    }

    public func background(at t: SimTime) -> Double { backgroundAlpha.value(at: t) }
    public func cancelBarTop(at t: SimTime) -> Double { cancelBarY.value(at: t) }
    public func scale(at t: SimTime) -> Double { presentingScale.value(at: t) }

    /// Dynamics: how far below its place section `s`'s chain is at `t` (0 for plain styles).
    public func sectionOffset(_ s: Int, at t: SimTime) -> Double {
        guard style.variant == .dynamics, s < chains.count, let chain = chains[s], let r = revealedAt[s] else {
            return 0
        }
        return chain.displacement(at: (t - r).seconds)
    }

    /// True while something still moves at `t` (renderings mark in-flight frames).
    public func isMoving(at t: SimTime) -> Bool {
        if let fall, t >= fall.start { return true }
        for track in [frameOffset, backgroundAlpha, cancelBarY, presentingScale] {
            if let end = track.end, t < end { return true }
        }
        for (s, r) in revealedAt.enumerated() {
            if r != nil && sectionOffset(s, at: t) > 0.01 { return true }
        }
        return false
    }
}
