/// Where a popup's own coordinates lie on the screen: the popup view's frame in the window.
/// LSTPopView makes the popup view the size of its parent's bounds (the screen's for the key
/// window) and adds it to the parent (LSTPopView.m:455-465, 893-896), so its origin is the
/// parent's; the frame math (`PopupFrames`) stays in the popup's own coordinates, and this
/// converts its results for the screen (hit-tests, drawing, what Lua reads).
///
/// ```swift
/// let s = PopupSpace(bounds: Rect(x: 0, y: 103, width: 393, height: 666))
/// s.toScreen(Rect(x: 56.5, y: 253, width: 280, height: 160))   // y 356
/// s.keyboardTop(windowY: 516, converted: false)                // 516: the library's comparison
/// s.keyboardTop(windowY: 516, converted: true)                 // 413: in the parent's bounds
/// ```
public struct PopupSpace: Hashable, Sendable {
    /// The popup view's frame on the screen: the parent's frame there (the screen's bounds for
    /// the window).
    public var bounds: Rect
    public init(bounds: Rect) { self.bounds = bounds }

    /// The size `PopupFrames` lays the content out in (the library's W × H).
    public var size: Size { bounds.size }

    public func toScreen(_ r: Rect) -> Rect { r.offsetBy(dx: bounds.x, dy: bounds.y) }
    public func toScreen(_ p: Point) -> Point { p + bounds.origin }

    /// The keyboard's top as the popup compares it with its content. The library reads the end
    /// frame's y, which is in window coordinates, and compares it with the content's bottom in
    /// the popup's own (LSTPopView.m:1457-1465, and the layout's push at 707-710): right only
    /// when the popup's origin is the window's. `converted` subtracts the popup's origin first.
    public func keyboardTop(windowY: Double, converted: Bool) -> Double {
        converted ? windowY - bounds.y : windowY
    }

    /// Points of the backdrop in screen coordinates that a background tap tries, in order: the
    /// corners then the edge midpoints, 1 pt inside the popup view.
    public var backgroundProbes: [Point] {
        let W = bounds.width, H = bounds.height
        return [Point(x: 1, y: 1), Point(x: W - 1, y: 1), Point(x: 1, y: H - 1), Point(x: W - 1, y: H - 1),
            Point(x: W / 2, y: 1), Point(x: W / 2, y: H - 1), Point(x: 1, y: H / 2), Point(x: W - 1, y: H / 2),
        ].map(toScreen)
    }
}
