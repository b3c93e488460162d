/// UIKit's rule for a view's `safeAreaInsets`: how far each edge of the view reaches into the
/// part of its container that is not safe (under the status bar, the home indicator, a bar).
/// Each inset is clamped to the view's own size, so a view that lies wholly inside the safe
/// region gets none and a view wholly outside it is covered edge to edge.
///
/// ```swift
/// let safe = Rect(x: 0, y: 59, width: 393, height: 759)          // 393×852 minus 59 / 34
/// EdgeInsets.safeArea(of: Rect(x: 0, y: 0, width: 393, height: 852), within: safe)
/// // {top=59, left=0, bottom=34, right=0}
/// EdgeInsets.safeArea(of: Rect(x: 0, y: 100, width: 393, height: 600), within: safe)
/// // {top=0, left=0, bottom=0, right=0}
/// ```
extension EdgeInsets {
    /// The insets of `frame` (screen points) against `safe`, the container's safe region in the
    /// same coordinates.
    public static func safeArea(of frame: Rect, within safe: Rect) -> EdgeInsets {
        func clamp(_ v: Double, _ size: Double) -> Double { min(max(v, 0), max(size, 0)) }
        return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                          left: clamp(safe.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - safe.maxY, frame.height),
                          right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
