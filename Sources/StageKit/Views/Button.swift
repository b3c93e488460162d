/// UIKit's `UIButton` as a system button with a configuration (docs/VIEWS.md, "Buttons"): a
/// title and/or an SF Symbol image in the tint color, its title in a text style's font that
/// follows the text size, an action sent on touch-up inside (`Control`), dimmed while disabled
/// and highlighted while a finger is down on it.
///
/// Numbers (each approximate, named once): `contentInsets` around the content (UIButton
/// .Configuration's medium size; Apple does not publish them), `imagePadding` between image and
/// title, `highlightedAlpha` (the title's opacity while highlighted).
///
/// ```swift
/// let b = Button(stage: stage, title: "Continue")
/// b.fittingSize()     // 8 × 0.55 × 17 + 24 = 98.8 by 20.4 + 14 = 34.4
/// ```
public final class Button: Control {
    public var title: String? { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// An SF Symbol's name (`UIImage(systemName:)`), drawn with the project's glyphs (`SymbolGlyphs`).
    public var image: String? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's text style (body by default); it follows the text size.
    public var textStyle = TextStyleMetrics.Style.body { didSet { invalidateIntrinsicContentSize() } }

    /// Approximate: UIButton.Configuration's medium content insets.
    public static let contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// Approximate: the space between a button's image and its title.
    public static let imagePadding = 4.0
    /// Approximate: a highlighted system button's title and image opacity.
    public static let highlightedAlpha = 0.3

    public init(stage: Stage, title: String? = nil, image: String? = nil, frame: Rect? = nil, label: String? = nil) {
        self.title = title
        self.image = image
        super.init(stage: stage, kind: "button", frame: frame, label: label)
    }

    public var fontSize: Double { TextStyleMetrics.size(textStyle, stage.screen.traits.contentSizeCategory) }

    /// What the timeline and messages call it: the title, else the accessibility label, else the image name.
    override public var spokenLabel: String { accessibilityLabel ?? title ?? image ?? "" }

    private var titleWidth: Double { title.map { TextMetrics.width(of: $0, fontSize: fontSize) } ?? 0 }

    override func contentSize(fitting width: Double?) -> Size {
        let i = Button.contentInsets
        let symbol = image == nil ? Size.zero : SymbolMetrics.box(pointSize: fontSize)
        let hasTitle = !(title ?? "").isEmpty
        let w = symbol.width + (image != nil && hasTitle ? Button.imagePadding : 0) + titleWidth
        let h = max(symbol.height, hasTitle ? TextMetrics.lineHeight(fontSize: fontSize) : 0)
        return Size(width: w + i.left + i.right, height: h + i.top + i.bottom)
    }

    override func drawContent(into canvas: inout Canvas, in rect: Rect, _ d: ViewDrawing) {
        // The text picture shows a button as a box around its title; the SVG as iOS does, without one.
        if let r = d.clip.map({ rect.intersection($0) }) ?? rect {
            canvas.box(r, fill: nil, cornerRadius: cornerRadius * d.scale)
        }
        let color = isEnabled ? d.tint : Color.systemGray
        let fs = fontSize * d.scale
        let symbol = image == nil ? 0 : SymbolMetrics.box(pointSize: fs).width
        let hasTitle = !(title ?? "").isEmpty
        let content = symbol + (image != nil && hasTitle ? Button.imagePadding * d.scale : 0) + titleWidth * d.scale
        let x0 = rect.midX - content / 2
        canvas.withOpacity(isHighlighted ? Button.highlightedAlpha : 1) { c in
            if let image, d.clip.map({ $0.contains(Point(x: x0 + symbol / 2, y: rect.midY)) }) ?? true {
                c.symbol(
                    image, in: Rect(x: x0, y: rect.midY - symbol / 2, width: symbol, height: symbol), color: color,
                    pointSize: fs)
            }
            if let title, hasTitle {
                let left = image == nil ? rect.minX : x0 + symbol + Button.imagePadding * d.scale
                let box = Rect(
                    x: left, y: rect.minY, width: image == nil ? rect.width : rect.maxX - left, height: rect.height)
                c.text(
                    title, in: box, color: color, fontSize: fs, alignment: image == nil ? .center : .leading,
                    clip: d.clip)
            }
        }
    }

    override public var summary: String { "Button(\(labeledSource), '\(spokenLabel)')" }
}
