/// Insets from each edge, in points (safe areas, content insets).
///
/// ```swift
/// let safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public var description: String {
        "{top=\(top.compact), left=\(left.compact), bottom=\(bottom.compact), right=\(right.compact)}"
    }
}
