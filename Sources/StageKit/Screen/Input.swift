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
        try clock.checkCanAdvance("drag")
        _ = try clock.reachableTime(after: track.duration)
        let start = track.start
        let outside = !screen.contains(start)
        let layer = outside ? nil : layers.hitTest(start, at: now, pan: true)
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
        let scheduled = try clock.schedulePlayback(1..<samples.count, from: t0, label: "pan sample",
                                                   offset: { samples[$0].offset }) { k in
            let s = samples[k]
            let v = track.velocity(at: k)
            gesture.emit(k == 1 ? .began : .changed, at: s.location, velocity: v)
            if k == samples.count - 1 { gesture.emit(.ended, at: s.location, velocity: velocity ?? v) }
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
        if let layer {
            f.append(EventField("layer", .string(layer.source)))
        } else {
            f.append(EventField("miss", true))
        }
        if outside { f.append(EventField("outside", true)) }
        return f
    }
}
