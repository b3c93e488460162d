import StageKit

/// Where the toast's banner is: a pure function of the screen and the slide's progress (0 above
/// the screen, 1 resting under the top safe area), so its numbers are tested by a table.
///
/// ```swift
/// ToastLayout.frame(screen: Size(width: 390, height: 844), safeTop: 47, progress: 1)
/// // Rect(x: 16, y: 55, width: 358, height: 56)
/// ```
public enum ToastLayout {
    public static let height = 56.0
    public static let margin = 16.0
    /// The gap between the top safe area and the resting banner.
    public static let gap = 8.0

    public static func frame(screen: Size, safeTop: Double, progress: Double) -> Rect {
        let rest = safeTop + gap, hidden = -height
        return Rect(x: margin, y: hidden + (rest - hidden) * progress,
                    width: max(0, screen.width - 2 * margin), height: height)
    }
}
