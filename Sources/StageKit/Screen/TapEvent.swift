/// A tap delivered to the layer that won the hit test.
public struct TapEvent: Sendable {
    public var location: Point
    public var time: SimTime
}
