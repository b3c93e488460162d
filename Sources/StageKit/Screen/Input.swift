/// A tap delivered to the layer that won the hit test.
public struct TapEvent: Sendable {
    public var location: Point
    public var time: SimTime
}

/// A pan gesture's phase, as UIKit's recognizer states.
public enum PanPhase: String, Sendable {
    case began, changed, ended, cancelled
}

/// One pan callback: where the finger is, how far it moved since touch-down (`translation`) and
/// how fast (`velocity`, points per second, measured over the last 50 ms — or the velocity the
/// script gave, on `ended`).
///
/// ```swift
/// func handlePan(_ pan: PanEvent, on stage: Stage) {
///     if pan.phase == .began { orientation = pan.velocity.x < 0 ? .right : .left }
///     offset = start + pan.translation.x
/// }
/// ```
public struct PanEvent: Sendable {
    public var phase: PanPhase
    public var location: Point
    public var startLocation: Point
    public var translation: Point
    public var velocity: Point
    public var time: SimTime
}

/// Where an input went.
public struct InputResult {
    /// The layer that received it, nil for a miss (nothing there, or off the screen).
    public var layer: (any StageLayer)?
    public var location: Point
    /// True when the location is outside the screen (always a miss).
    public var outside: Bool
}

extension Stage {
    /// Taps at `p`: hit-tests the layer stack top-down and delivers the tap to the first layer
    /// that takes it. Logs `screen tap {x, y, layer}`; a tap on nothing or off the screen is a
    /// recorded miss (`miss = true`, plus `outside = true` off the screen), not an error. No
    /// simulated time passes.
    @discardableResult
    public func tap(at p: Point) -> InputResult {
        let outside = !screen.contains(p)
        let layer = outside ? nil : layers.hitTest(p, at: now)
        log("screen", "tap", inputFields(p, layer, outside))
        if let layer { layer.handleTap(TapEvent(location: p, time: now), on: self) }
        return InputResult(layer: layer, location: p, outside: outside)
    }

    /// Drags along `track`, advancing the clock by its duration with a pan sample every 1/120 s
    /// (other events due meanwhile fire in between, in time order). The pan goes to the layer hit
    /// at touch-down: `panBegan` at the first sample, `panChanged` at each later one, `panEnded`
    /// at lift-off with `velocity` if given, else the velocity over the last 50 ms. Each is logged
    /// from `screen` with the receiving layer. A zero-duration track is a flick: `panBegan`
    /// (translation 0), `panChanged` and `panEnded` (full translation) at the current instant,
    /// both velocities being `velocity` (zero if not given). Starting on nothing is a recorded
    /// miss; the clock still advances. If the receiving layer leaves the stack mid-drag it gets a
    /// `cancelled` event and no more samples.
    ///
    /// Throws what the clock's advance throws (refusal while firing, a duration that would end
    /// beyond the clock's range, callback errors after the drag completed). Refusals come
    /// before anything is scheduled or logged: a refused drag leaves the stage unchanged.
    @discardableResult
    public func drag(_ track: PanTrack, velocity: Point? = nil) throws -> InputResult {
        guard !clock.isFiring else { throw ClockError.reentrant(command: "drag") }
        _ = try clock.reachableTime(after: track.duration)
        let start = track.start
        let outside = !screen.contains(start)
        let layer = outside ? nil : layers.hitTest(start, at: now)
        let samples = track.samples
        let gesture = PanGesture(stage: self, layer: layer, start: start, outside: outside)
        if track.duration == .zero {
            let v = velocity ?? .zero
            let end = track.end
            gesture.emit(.began, at: start, velocity: v)
            gesture.emit(.changed, at: end, velocity: v)
            gesture.emit(.ended, at: end, velocity: v)
            return InputResult(layer: layer, location: start, outside: outside)
        }
        let t0 = now
        let scheduled = try clock.scheduleEach(1..<samples.count) { k in
            let s = samples[k]
            let last = k == samples.count - 1
            return clock.schedule(at: t0 + s.offset, label: "pan sample") {
                let v = track.velocity(at: k)
                gesture.emit(k == 1 ? .began : .changed, at: s.location, velocity: v)
                if last { gesture.emit(.ended, at: s.location, velocity: velocity ?? v) }
            }
        }
        do {
            try clock.advance(by: track.duration)
        } catch {
            // An advance stopped early (a host limit, a runaway 0-delay chain) leaves samples
            // pending: the finger is gone, so they must not fire later. The layer gets
            // `cancelled` if it saw `began`.
            var dropped = false
            for id in scheduled where clock.cancel(id) { dropped = true }
            if dropped { gesture.abandon() }
            throw error
        }
        return InputResult(layer: layer, location: start, outside: outside)
    }

    func inputFields(_ p: Point, _ layer: (any StageLayer)?, _ outside: Bool) -> [EventField] {
        var f = [EventField("x", .number(p.x)), EventField("y", .number(p.y))]
        if let layer { f.append(EventField("layer", .string(layer.source))) } else { f.append(EventField("miss", true)) }
        if outside { f.append(EventField("outside", true)) }
        return f
    }
}

/// One drag in flight: logs each phase and delivers it while the layer is still presented.
final class PanGesture {
    unowned let stage: Stage
    let layer: (any StageLayer)?
    let start: Point
    let outside: Bool
    var cancelled = false
    /// Where the last delivered phase was, while the pan is in progress (began, not ended).
    private var inProgressAt: Point?

    init(stage: Stage, layer: (any StageLayer)?, start: Point, outside: Bool) {
        self.stage = stage
        self.layer = layer
        self.start = start
        self.outside = outside
    }

    func emit(_ phase: PanPhase, at p: Point, velocity v: Point) {
        guard !cancelled else { return }
        var phase = phase
        if let layer, !stage.layers.contains(layer) {
            cancelled = true
            phase = .cancelled
        }
        inProgressAt = phase == .began || phase == .changed ? p : nil
        let event = PanEvent(phase: phase, location: p, startLocation: start, translation: p - start,
                             velocity: v, time: stage.now)
        var fields = stage.inputFields(p, layer, outside)
        fields.insert(contentsOf: [EventField("tx", .number(event.translation.x)), EventField("ty", .number(event.translation.y)),
                                   EventField("vx", .number(v.x)), EventField("vy", .number(v.y))], at: 2)
        let name: String
        switch phase {
        case .began: name = "panBegan"
        case .changed: name = "panChanged"
        case .ended: name = "panEnded"
        case .cancelled: name = "panCancelled"
        }
        stage.log("screen", name, fields)
        layer?.handlePan(event, on: stage)
    }

    /// The drag stopped before lift-off (its advance was cut short): a pan in progress is
    /// cancelled where the finger last was, as UIKit cancels an interrupted gesture.
    func abandon() {
        guard let p = inProgressAt, !cancelled else { return }
        emit(.cancelled, at: p, velocity: .zero)
        cancelled = true
    }
}
