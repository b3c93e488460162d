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
        fields.insert(
            contentsOf: [
                EventField("tx", .number(event.translation.x)), EventField("ty", .number(event.translation.y)),
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
