/// Where an input went.
public struct InputResult {
    /// The layer that received it, nil for a miss (nothing there, or off the screen).
    public var layer: (any StageLayer)?
    public var location: Point
    /// True when the location is outside the screen (always a miss).
    public var outside: Bool
}
