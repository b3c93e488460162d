/// The screen sizes and safe areas a stage accepts, checked before a `Stage` is built from user
/// input (`stage.reset{...}`). Width and height are each finite and within `Screen.sizeRange`
/// (1 to 100 000 points: smaller than any device would make every layout degenerate, and
/// larger only costs memory in pictures); insets are finite, non-negative and leave some of
/// the screen: top + bottom < height and left + right < width.
///
/// ```swift
/// try Screen.validate(size: Size(width: 5e-324, height: 852), safeArea: .zero)
/// // throws "width must be between 1 and 100000, got 5e-324"
/// ```
extension Screen {
    /// Each of width and height, in points.
    public static let sizeRange: ClosedRange<Double> = 1...100_000

    /// Checks `size` and `safeArea`; the message names the offending value as the option is
    /// spelled in Lua ("width", "safeArea.top").
    public static func validate(size: Size, safeArea: EdgeInsets) throws(ScreenConfigurationError) {
        for (name, v) in [("width", size.width), ("height", size.height)] where !(v.isFinite && sizeRange.contains(v)) {
            throw ScreenConfigurationError("\(name) must be between \(Fmt.number(sizeRange.lowerBound)) and "
                + "\(Fmt.number(sizeRange.upperBound)), got \(Fmt.number(v))")
        }
        let insets = [
            ("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom), ("right", safeArea.right),
        ]
        for (name, v) in insets where !(v.isFinite && v >= 0) {
            throw ScreenConfigurationError(
                "safeArea.\(name) must be a finite number of points, at least 0, got \(Fmt.number(v))")
        }
        guard safeArea.top + safeArea.bottom < size.height else {
            throw ScreenConfigurationError(
                "safeArea.top + safeArea.bottom (\(Fmt.number(safeArea.top + safeArea.bottom))) "
                + "must be less than the height (\(Fmt.number(size.height)))")
        }
        guard safeArea.left + safeArea.right < size.width else {
            throw ScreenConfigurationError(
                "safeArea.left + safeArea.right (\(Fmt.number(safeArea.left + safeArea.right))) "
                + "must be less than the width (\(Fmt.number(size.width)))")
        }
    }

    /// The insets a screen of `size` gets when none are given: the device's (the default's: 59
    /// top, 34 bottom) when they fit, none on a screen too short for them.
    public static func defaultSafeArea(for size: Size, device: Device = .default) -> EdgeInsets {
        let d = device.safeArea
        return d.top + d.bottom < size.height && d.left + d.right < size.width ? d : EdgeInsets()
    }
}

/// A screen size or safe area `Screen.validate` refuses; `message` follows "bad argument #1 to 'reset' (".
public struct ScreenConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
