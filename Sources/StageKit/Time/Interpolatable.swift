/// A value that can be animated: interpolated (and extrapolated, for springs that overshoot)
/// between two values by a progress number.
public protocol Interpolatable: Sendable {
    static func interpolate(_ a: Self, _ b: Self, _ p: Double) -> Self
}

extension Double: Interpolatable {
    @inlinable public static func interpolate(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
}

extension Point: Interpolatable {
    public static func interpolate(_ a: Point, _ b: Point, _ p: Double) -> Point {
        Point(x: .interpolate(a.x, b.x, p), y: .interpolate(a.y, b.y, p))
    }
}

extension Size: Interpolatable {
    public static func interpolate(_ a: Size, _ b: Size, _ p: Double) -> Size {
        Size(width: .interpolate(a.width, b.width, p), height: .interpolate(a.height, b.height, p))
    }
}

extension Rect: Interpolatable {
    public static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(origin: .interpolate(a.origin, b.origin, p), size: .interpolate(a.size, b.size, p))
    }
}

extension EdgeInsets: Interpolatable {
    public static func interpolate(_ a: EdgeInsets, _ b: EdgeInsets, _ p: Double) -> EdgeInsets {
        EdgeInsets(top: .interpolate(a.top, b.top, p), left: .interpolate(a.left, b.left, p),
                   bottom: .interpolate(a.bottom, b.bottom, p), right: .interpolate(a.right, b.right, p))
    }
}
