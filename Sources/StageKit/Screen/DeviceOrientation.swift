/// UIKit's interface orientations (`UIInterfaceOrientation`); the raw values are the names
/// scripts use. `landscapeLeft` and `landscapeRight` give the same numbers on every preset (an
/// iPhone 15's safe area is 59 pt on both long sides).
///
/// ```swift
/// DeviceOrientation.landscapeLeft.isLandscape                   // true
/// DeviceOrientation.portrait.quarterTurns(to: .portraitUpsideDown)   // 2
/// ```
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// How far the interface turns to go from this orientation to `other`: 0, 1 or 2 quarter turns.
    public func quarterTurns(to other: DeviceOrientation) -> Int {
        func angle(_ o: DeviceOrientation) -> Int {
            switch o {
            case .portrait: return 0
            case .landscapeLeft: return 1
            case .portraitUpsideDown: return 2
            case .landscapeRight: return 3
            }
        }
        let d = (angle(other) - angle(self) + 4) % 4
        return d == 3 ? 1 : d
    }
}
