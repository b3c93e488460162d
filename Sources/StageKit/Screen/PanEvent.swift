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
