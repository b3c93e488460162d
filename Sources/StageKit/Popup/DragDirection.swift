/// A set of half-axes (LSTPopView's `LSTDragStyle` / `LSTSweepStyle` bitmasks, LSTPopView.h):
/// X+ = 1, X− = 2, Y+ = 4, Y− = 8; `x` = 3, `y` = 12, `all` = 15, `no` = 0.
public struct DragDirection: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue & 15 }

    public static let no: DragDirection = []
    public static let xPositive = DragDirection(rawValue: 1)
    public static let xNegative = DragDirection(rawValue: 2)
    public static let yPositive = DragDirection(rawValue: 4)
    public static let yNegative = DragDirection(rawValue: 8)
    public static let x: DragDirection = [.xPositive, .xNegative]
    public static let y: DragDirection = [.yPositive, .yNegative]
    public static let all: DragDirection = [.x, .y]

    /// Lua names of the single directions and their unions.
    public static let names: [(String, DragDirection)] = [
        ("no", .no), ("xPositive", .xPositive), ("xNegative", .xNegative), ("yPositive", .yPositive),
        ("yNegative", .yNegative), ("x", .x), ("y", .y), ("all", .all),
    ]

    public init?(name: String) {
        guard let d = DragDirection.names.first(where: { $0.0 == name }) else { return nil }
        self = d.1
    }
}

/// How a swipe (a release faster than `swipeVelocity`) dismisses (`LSTSweepDismissStyle`).
public enum SweepDismissStyle: Int, CaseIterable, Hashable, Sendable {
    /// Fly along the release velocity, then a short fade.
    case velocity = 0
    /// A SmoothTo dismissal towards the swipe's side.
    case smooth = 1

    public var name: String { self == .velocity ? "velocity" : "smooth" }
}
