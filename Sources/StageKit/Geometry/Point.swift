/// A position in screen points, origin top-left, y growing downwards (UIKit's convention).
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    public var description: String { "(\(x.compact), \(y.compact))" }
}

extension Double {
    /// Shortest text for a coordinate: "12" for 12.0, "12.5" otherwise (used in messages and
    /// renderings, never for arithmetic).
    public var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
