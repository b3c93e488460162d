/// The popup's animated values, one `Animated` per `PopupBarTrack`: what the machine's
/// `.animate` and `.set` effects move and the snapshots read. Invariant: each track's own.
///
/// ```swift
/// var tracks = PopupBarTracks()
/// tracks.animate(.open, to: 1, at: .zero, duration: 0.5, delay: .zero, curve: .easeInOut)
/// tracks.value(.open, at: SimTime(seconds: 0.5))   // 1
/// tracks.target(.presence)                           // 0
/// ```
public struct PopupBarTracks: Sendable, InvariantChecking {
    private var presence = Animated(0.0)
    private var open = Animated(0.0)
    private var dock = Animated(0.0)
    private var shadow = Animated(0.0)
    private var contentAlpha = Animated(1.0)

    public init() {}

    private subscript(track: PopupBarTrack) -> Animated<Double> {
        get {
            switch track {
            case .presence: return presence
            case .open: return open
            case .dock: return dock
            case .shadow: return shadow
            case .contentAlpha: return contentAlpha
            }
        }
        set {
            switch track {
            case .presence: presence = newValue
            case .open: open = newValue
            case .dock: dock = newValue
            case .shadow: shadow = newValue
            case .contentAlpha: contentAlpha = newValue
            }
        }
    }

    /// The value on screen at `t`.
    public func value(_ track: PopupBarTrack, at t: SimTime) -> Double { self[track].value(at: t) }

    /// UIKit's model value: where the running animations end.
    public func target(_ track: PopupBarTrack) -> Double { self[track].target }

    /// When the track's running animations end (nil when none runs).
    public func end(_ track: PopupBarTrack) -> SimTime? { self[track].end }

    /// The animation running at `t`, if any (what a change made now follows).
    public func animation(_ track: PopupBarTrack, at t: SimTime) -> Animation<Double>? {
        self[track].isAnimating(at: t) ? self[track].animation : nil
    }

    public mutating func animate(_ track: PopupBarTrack, to value: Double, at now: SimTime, duration: SimDuration,
                                 delay: SimDuration, curve: Curve) {
        self[track].animate(to: value, at: now, duration: duration, delay: delay, curve: curve)
    }

    public mutating func set(_ track: PopupBarTrack, _ value: Double) { self[track].set(value) }

    public func checkInvariants() throws(InvariantBroken) {
        for track in PopupBarTrack.allCases { try self[track].checkInvariants() }
    }
}
