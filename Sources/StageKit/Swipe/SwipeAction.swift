/// One swipe action as the app configures it (SwipeCellKit's `SwipeAction`, SwipeAction.swift 24-114): every
/// property with its default. The handler is opaque here (`SwipeHandler`): the Lua binding fills
/// it with a closure that calls the script.
///
/// ```swift
/// var delete = SwipeAction(style: .destructive, title: "Delete")
/// delete.effectiveBackgroundColor   // systemRed
/// delete.name                       // "Delete" (accessibility label ?? title ?? image)
/// ```
public struct SwipeAction {
    public var identifier: String?
    public var title: String?
    public var style: SwipeActionStyle
    /// nil: none (the default). `ScaleTransition.default` is the library's stock one.
    public var transitionDelegate: ScaleTransition?
    /// nil: 15 pt (medium system font).
    public var fontSize: Double?
    /// nil: white (also the button tint).
    public var textColor: Color?
    /// nil: `textColor`.
    public var highlightedTextColor: Color?
    /// Image names (no bitmaps here); `highlightedImage` nil means `image`.
    public var image: String?
    public var highlightedImage: String?
    /// Image size used for layout (the library measures the UIImage).
    public var imageSize: Size?
    /// nil: systemRed for destructive, systemGray3 for default.
    public var background: SwipeActionBackground?
    /// nil: black at alpha 0.1 over the background.
    public var highlightedBackgroundColor: Color?
    public var hidesWhenSelected = false
    public var accessibilityLabel: String?
    /// Called with the action and its row when performed.
    public var handler: SwipeHandler?

    public init(style: SwipeActionStyle = .default, title: String?, handler: SwipeHandler? = nil) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    public static let defaultFontSize = 15.0
    /// iOS 13 `systemGray3`.
    public static let defaultBackgroundColor = Color(hex: 0xC7C7CC)
    public static let destructiveBackgroundColor = Color.systemRed

    public var effectiveFontSize: Double { fontSize ?? Self.defaultFontSize }
    public var effectiveTextColor: Color { textColor ?? .white }
    public var effectiveHighlightedTextColor: Color { highlightedTextColor ?? effectiveTextColor }

    /// The color the wrapper is painted with; nil when clear or an effect.
    public var effectiveBackgroundColor: Color? {
        switch background {
        case .color(let c): return c
        case .clear, .effect: return nil
        case nil: return style == .destructive ? Self.destructiveBackgroundColor : Self.defaultBackgroundColor
        }
    }

    /// The library's internal `hasBackgroundColor` (not clear, no effect).
    public var hasBackgroundColor: Bool { effectiveBackgroundColor != nil }

    /// The highlighted background: the given color, else black at 10 % over the background.
    public var effectiveHighlightedBackgroundColor: Color {
        if let c = highlightedBackgroundColor { return c }
        let base = effectiveBackgroundColor ?? .white
        func dim(_ v: Double) -> Double { (v * 0.9).rounded() }
        return Color(red: dim(base.red), green: dim(base.green), blue: dim(base.blue))
    }

    /// The name VoiceOver reads and custom actions carry (SwipeAccessibilityCustomAction.swift 20):
    /// `accessibilityLabel ?? title ??
    /// image`; nil drops the action from the custom actions.
    public var name: String? {
        if let a = accessibilityLabel, !a.isEmpty { return a }
        if let t = title, !t.isEmpty { return t }
        if let i = image, !i.isEmpty { return i }
        return nil
    }
}

/// What performing an action calls: the binding's closure around a Lua function. It receives the
/// performed action's handle (so it can call `fulfill`) and the row.
public typealias SwipeHandler = (SwipeActionRef, SwipeRowPath) throws -> Void
