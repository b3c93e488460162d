/// The stage's one screen: size in points, safe-area insets, traits and the keyboard.
/// Defaults are an iPhone 15 in portrait: 393×852, safe area 59 top / 34 bottom.
///
/// ```swift
/// let screen = Screen(size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20))
/// screen.safeFrame   // {x=0, y=20, width=375, height=647}
/// ```
public final class Screen {
    public static let defaultSize = Size(width: 393, height: 852)
    public static let defaultSafeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    public let size: Size
    public let safeArea: EdgeInsets
    /// Change through `Stage.setTraits(_:)` so the change is logged.
    public internal(set) var traits: Traits
    /// The keyboard's state (hidden, or shown with a height and its slide animation).
    public internal(set) var keyboard: Keyboard

    public init(size: Size = Screen.defaultSize, safeArea: EdgeInsets = Screen.defaultSafeArea, traits: Traits = Traits()) {
        self.size = size
        self.safeArea = safeArea
        self.traits = traits
        self.keyboard = Keyboard(screenHeight: size.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
    /// The screen minus the safe-area insets.
    public var safeFrame: Rect { bounds.insetBy(safeArea) }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when `p` is on the screen (half-open, like `Rect.contains`).
    public func contains(_ p: Point) -> Bool { bounds.contains(p) }
}
