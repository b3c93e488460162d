/// The vocabulary both queue policies share (spec §2.5 and §9.4): a popup's state, the inputs a
/// policy's transition function takes and the effects it returns. The policies themselves are
/// `SwiftPopupPolicy` and `ObjCPopupPolicy`, one pure transition function each behind
/// `PopupPolicyModel`; `PopupManager` owns one and carries its effects out.

/// A popup's identity within one manager (creation order; also its `popup#n`).
public struct PopupID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: PopupID, b: PopupID) -> Bool { a.raw < b.raw }
    public var description: String { "popup#\(raw)" }
}

/// A group: popups with the same host (container) and groupId queue against each other.
public struct PopupGroupKey: Hashable, Sendable, CustomStringConvertible {
    public var host: String
    public var groupId: String?
    public init(host: String, groupId: String?) {
        self.host = host
        self.groupId = groupId
    }
    public var description: String { "(\(host), \(groupId ?? "nil"))" }
}

/// Where a popup is (Lua's `p.state`).
public enum PopupState: String, CaseIterable, Hashable, Sendable {
    /// Created, not popped.
    case idle
    /// Waiting behind a higher-priority popup of its group; never shown yet.
    case queued
    /// The pop animation runs (willPop fired, didPop pending).
    case presenting
    /// On screen.
    case shown
    /// Hidden behind a later popup of its group ("swift": suspended; "objc": covered).
    case suspended
    /// The dismiss animation runs (willDismiss fired).
    case dismissing
    /// Gone (didDismiss fired, or dropped from the queue).
    case dismissed
    /// Ended by a scope invalidation; `pop` is refused.
    case retired

    /// Presenting or shown: on screen and hit-testable.
    public var isVisible: Bool { self == .presenting || self == .shown }
    /// Ended for good.
    public var isEnded: Bool { self == .dismissed || self == .retired }
}

/// What a popup's queueing depends on: frozen at `pop` under "swift", the live properties under
/// "objc" (re-sent on every property change).
public struct PopupTicket: Hashable, Sendable {
    public var groupId: String?
    public var priority: Double
    public var isStack: Bool
    public var isSingle: Bool
    public var showTime: Double
    public var popStyle: PopStyle
    public var dismissStyle: DismissStyle
    public var popDuration: Double?
    public var dismissDuration: Double?

    public init(groupId: String? = nil, priority: Double = 0, isStack: Bool = false, isSingle: Bool = false,
                showTime: Double = 0, popStyle: PopStyle = .fade, dismissStyle: DismissStyle = .fade,
                popDuration: Double? = nil, dismissDuration: Double? = nil) {
        self.groupId = groupId
        self.priority = priority
        self.isStack = isStack
        self.isSingle = isSingle
        self.showTime = showTime
        self.popStyle = popStyle
        self.dismissStyle = dismissStyle
        self.popDuration = popDuration
        self.dismissDuration = dismissDuration
    }

    public init(_ c: PopupConfiguration) {
        self.init(groupId: c.groupId, priority: c.priority, isStack: c.isStack, isSingle: c.isSingle, showTime: c.showTime,
                  popStyle: c.popStyle, dismissStyle: c.dismissStyle, popDuration: c.popDuration, dismissDuration: c.dismissDuration)
    }
}

/// Why a dismissal started (a `reason` field on `willDismiss`).
public enum PopupDismissReason: String, Hashable, Sendable {
    case dismiss, countdown, background, drag, removed, single, cover, invalidated
}

/// Timeline events (DESIGN.md's names). `dropped` is ours: a waiter left the queue without ever
/// showing (dismissed while queued, or swept by an isSingle arrival).
public enum PopupEvent: Hashable, Sendable {
    case willPop, didPop
    case countdown(Double)
    case countdownFinish
    case willDismiss(PopupDismissReason)
    case didDismiss
    case suspended
    case resumed
    case retired
    case dropped(PopupDismissReason)

    public var name: String {
        switch self {
        case .willPop: return "willPop"
        case .didPop: return "didPop"
        case .countdown: return "countdown"
        case .countdownFinish: return "countdownFinish"
        case .willDismiss: return "willDismiss"
        case .didDismiss: return "didDismiss"
        case .suspended: return "suspended"
        case .resumed: return "resumed"
        case .retired: return "retired"
        case .dropped: return "dropped"
        }
    }
}

/// Timers a policy keeps per popup and may cancel (untracked ones are never cancelled).
public enum PopupTimerSlot: Hashable, Sendable {
    case popFinished, dismissFinished, countdown
}

public enum PopupInput: Hashable, Sendable {
    /// A popup now exists on `host` (it takes the host's current generation).
    case create(PopupID, host: String)
    /// The popup's properties changed (objc reads them live; swift ignores it).
    case configure(PopupID, PopupTicket)
    /// `pop`, `pop(style:)`, `pop(duration:)`: the ticket is the popup's properties now.
    case pop(PopupID, PopupTicket, style: PopStyle?, duration: Double?)
    /// The pop animation's end (didPop); `startsCountdown`: objc's "timer enabled" flag.
    case popFinished(PopupID, startsCountdown: Bool)
    case dismiss(PopupID, style: DismissStyle?, duration: Double?, reason: PopupDismissReason)
    /// The dismiss animation's end (swift: didDismiss; objc: detach).
    case dismissFinished(PopupID)
    /// objc: the resume check a removing dismissal schedules at its end (§2.4).
    case resumeCheck(PopupID)
    /// swift: a whole second of a countdown (or its end).
    case countdownTick(PopupID)
    /// objc: LSTTimer's shared 10 ms tick.
    case tick
    /// A host's scope (nil: every host) is invalidated.
    case invalidate(host: String?)

    /// The popup it concerns (nil for stage-wide inputs).
    public var popup: PopupID? {
        switch self {
        case .create(let p, _), .configure(let p, _), .pop(let p, _, _, _), .popFinished(let p, _), .dismiss(let p, _, _, _),
             .dismissFinished(let p), .resumeCheck(let p), .countdownTick(let p):
            return p
        case .tick, .invalidate: return nil
        }
    }

    /// For clock labels and traces.
    public var label: String {
        switch self {
        case .create: return "create"
        case .configure: return "configure"
        case .pop: return "pop"
        case .popFinished: return "popFinished"
        case .dismiss: return "dismiss"
        case .dismissFinished: return "dismissFinished"
        case .resumeCheck: return "resumeCheck"
        case .countdownTick: return "countdownTick"
        case .tick: return "tick"
        case .invalidate: return "invalidate"
        }
    }
}

public enum PopupEffect: Hashable, Sendable {
    /// Log the event and (when `callbacks`) run the popup's delegates and block for it.
    case emit(PopupID, PopupEvent, callbacks: Bool)
    /// The popup's layer enters / leaves the screen.
    case attach(PopupID)
    case detach(PopupID)
    /// Lays the content out (§3) and starts the pop animation of `style` over `duration`.
    case animatePop(PopupID, PopStyle, SimDuration)
    case animateDismiss(PopupID, DismissStyle, SimDuration)
    /// Fades out, staying in place (cover / suspension).
    case animateCover(PopupID)
    /// Lays out again and fades in over the duration (resume; the haptic plays).
    case animateResume(PopupID, SimDuration)
    /// Invisible at once.
    case hide(PopupID)
    /// Schedule `input` after `delay`; in `slot` (replacing that slot's timer) when given.
    case schedule(PopupID?, PopupTimerSlot?, after: SimDuration, PopupInput)
    case cancel(PopupID, PopupTimerSlot)

    /// The popup it concerns (nil: stage-wide).
    public var popup: PopupID? {
        switch self {
        case .emit(let p, _, _), .attach(let p), .detach(let p), .animatePop(let p, _, _), .animateDismiss(let p, _, _),
             .animateCover(let p), .animateResume(let p, _), .hide(let p), .cancel(let p, _):
            return p
        case .schedule(let p, _, _, _): return p
        }
    }
}

public enum PopupTransition: Hashable, Sendable {
    /// Accepted: the model changed; carry out the effects in order.
    case moved([PopupEffect])
    /// Accepted and dropped (a second dismiss, a stale timer); `why` is for traces.
    case ignored(why: String)
    /// Refused with an error the caller sees; the effects still run (a stale pop logs `retired`).
    case refused(PopupError, [PopupEffect])

    public var effects: [PopupEffect] {
        switch self {
        case .moved(let e), .refused(_, let e): return e
        case .ignored: return []
        }
    }
}

/// One queue policy: a value holding every popup's state and the queues, changed only by
/// `apply`, a pure function of (model, input, now) returning effects.
public protocol PopupPolicyModel: Sendable {
    var kind: PopupPolicyKind { get }
    mutating func apply(_ input: PopupInput, at now: SimTime) -> PopupTransition
    func state(of id: PopupID) -> PopupState?
    /// Bumped whenever a transition changes the popup: effects stamped with an older epoch are
    /// stale (a callback re-entered and moved the popup on) and are skipped.
    func epoch(of id: PopupID) -> Int
    /// Queued, shown and suspended popups in the manager's listing order ("objc": ascending
    /// priority, the exchange-sorted array; "swift": creation order).
    var registered: [PopupID] { get }
    /// The registered members of `id`'s group, in listing order.
    func group(of id: PopupID) -> [PopupID]
    /// Waiting popups of a group in resume order (first = next to come back).
    func queue(_ key: PopupGroupKey) -> [PopupID]
    /// The popup `removeLast` acts on.
    var last: PopupID? { get }
    /// Seconds left of the popup's countdown and whether it is running now.
    func countdown(of id: PopupID, at now: SimTime) -> (remaining: Double, running: Bool)?
    /// Violations of the policy's invariants (empty when consistent).
    func checkInvariants() -> [String]
}
