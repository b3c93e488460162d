/// Environment traits the modeled libraries read: reduced motion (animations may be skipped or
/// shortened) and the layout direction (leading/trailing swap under right-to-left).
///
/// ```swift
/// stage.screen.traits = Traits(reduceMotion: true, rightToLeft: false)
/// ```
public struct Traits: Hashable, Sendable {
    public var reduceMotion: Bool
    public var rightToLeft: Bool

    public init(reduceMotion: Bool = false, rightToLeft: Bool = false) {
        self.reduceMotion = reduceMotion
        self.rightToLeft = rightToLeft
    }
}
