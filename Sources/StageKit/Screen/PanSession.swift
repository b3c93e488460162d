/// A pan driven step by step (a script holding the finger down between calls): touch-down
/// hit-tests once, like `Stage.drag`; each `move` slides the finger to a new translation over
/// some simulated time (120 Hz samples, the clock advancing), and `release` lifts it. The first
/// sample delivers `began`, later ones `changed`; lift-off delivers `ended` with the given
/// velocity or the one measured over the last 50 ms of samples. Logged like `Stage.drag`.
///
/// ```swift
/// let pan = stage.beginPan(at: Point(x: 300, y: 100))
/// try pan.move(to: Point(x: 0, y: 100), duration: 0.1)   // began + changed samples
/// try pan.release(velocity: Point(x: -600, y: 0))        // ended
/// ```
public final class PanSession {
    public let stage: Stage
    public let start: Point
    /// The layer hit at touch-down (nil: a miss; moves still advance the clock).
    public var layer: (any StageLayer)? { gesture.layer }
    public private(set) var location: Point
    public private(set) var isReleased = false
    private let gesture: PanGesture
    private var began = false
    private var samples: [PanTrack.Sample]
    private let t0: SimTime

    init(stage: Stage, start: Point) {
        self.stage = stage
        self.start = start
        self.location = start
        let outside = !stage.screen.contains(start)
        gesture = PanGesture(stage: stage, layer: outside ? nil : stage.layers.hitTest(start, at: stage.now),
                             start: start, outside: outside)
        t0 = stage.now
        samples = [PanTrack.Sample(offset: .zero, location: start)]
    }

    /// Whether the receiving layer still gets the gesture (not released, not cancelled).
    public var isActive: Bool { !isReleased && !gesture.cancelled }

    /// Moves the finger to `p` in a straight line over `duration` (clock advancing, other events
    /// firing in between). A zero duration moves it at the current instant (one sample).
    public func move(to p: Point, duration: SimDuration) throws {
        guard !isReleased else { throw PanError.released(operation: "move") }
        try stage.clock.checkCanAdvance("pan move")
        _ = try stage.clock.reachableTime(after: duration)
        let track = PanTrack.linear(from: location, to: p, duration: duration)
        let base = stage.now - t0
        let samples = track.samples
        let scheduled = try stage.clock.schedulePlayback(1..<samples.count, from: stage.now, label: "pan sample",
                                                         offset: { samples[$0].offset }) { [self] k in
            sample(PanTrack.Sample(offset: base + samples[k].offset, location: samples[k].location))
        }
        if duration == .zero {
            for id in scheduled { stage.clock.cancel(id) }
            sample(PanTrack.Sample(offset: base, location: p), instant: true)
            return
        }
        do {
            try stage.clock.advance(by: duration)
        } catch {
            for id in scheduled { stage.clock.cancel(id) }
            throw error
        }
    }

    private func sample(_ s: PanTrack.Sample, instant: Bool = false) {
        samples.append(s)
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
        location = s.location
        let v = PanTrack.estimateVelocity(samples, at: samples.count - 1, window: PanTrack.velocityWindow)
        if !began {
            began = true
            gesture.emit(.began, at: s.location, velocity: v)
            // A first step at one instant is a flick's began + changed (as `Stage.drag` does).
            if instant { gesture.emit(.changed, at: s.location, velocity: v) }
        } else {
            gesture.emit(.changed, at: s.location, velocity: v)
        }
    }

    /// The velocity measured now (points per second over the last 50 ms of samples).
    public var measuredVelocity: Point {
        PanTrack.estimateVelocity(samples, at: samples.count - 1, window: PanTrack.velocityWindow)
    }

    /// Lifts the finger: `ended` with `velocity` (or the measured one). Before any move, a tap-like
    /// touch with no pan (nothing is delivered). A second release does nothing (a lifted finger
    /// cannot lift again).
    @discardableResult
    public func release(velocity: Point? = nil) -> CommandOutcome {
        guard !isReleased else { return .didNothing("the pan was already released") }
        isReleased = true
        guard began else { return .acted }
        gesture.emit(.ended, at: location, velocity: velocity ?? measuredVelocity)
        return .acted
    }
}

extension Stage {
    /// Touches down at `p` for a step-wise pan (`PanSession`).
    public func beginPan(at p: Point) -> PanSession { PanSession(stage: self, start: p) }
}
