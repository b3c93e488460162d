/// UIKit's `UILabel` (docs/VIEWS.md, "Labels"): text in a text style's font
/// (`UIFont.preferredFont(forTextStyle:)`, `TextStyleMetrics`) or a fixed size, measured with the
/// engine's `TextMetrics`. As in UIKit, a label takes no touch (`isUserInteractionEnabled` is
/// false), keeps the font it got when its style was set unless
/// `adjustsFontForContentSizeCategory` is on, and shows one line unless `numberOfLines` says
/// otherwise (0: as many as its width needs).
///
/// ```swift
/// let l = Label(stage: stage, text: "What's new", style: .title2)
/// l.fontSize                 // 22 at the default text size
/// l.fittingSize()            // 10 × 0.55 × 22 = 121 by 26.4
/// ```
public final class Label: View {
    /// How a label's lines sit in its width (UIKit's `NSTextAlignment`; natural is left here).
    public enum Alignment: String, Hashable, Sendable, CaseIterable { case natural, left, center, right }

    public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text style, nil for a fixed size (`fontSize` written).
    public private(set) var textStyle: TextStyleMetrics.Style?
    /// UIKit's `adjustsFontForContentSizeCategory` (false by default): the font follows the text
    /// size; off, it stays the size it was when the style was set.
    public var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    private var resolvedSize: Double
    public var textColor: Color = .label
    public var textAlignment = Alignment.natural
    /// UIKit's `numberOfLines` (1 by default; 0: no limit).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }

    public init(
        stage: Stage, text: String = "", style: TextStyleMetrics.Style = .body, frame: Rect? = nil, label: String? = nil
    ) {
        self.text = text
        self.textStyle = style
        self.resolvedSize = TextStyleMetrics.size(style, stage.screen.traits.contentSizeCategory)
        super.init(stage: stage, kind: "label", frame: frame, label: label)
    }

    override class var interactiveByDefault: Bool { false }

    /// The font's point size now.
    public var fontSize: Double {
        if adjustsFontForContentSizeCategory, let textStyle {
            return TextStyleMetrics.size(textStyle, stage.screen.traits.contentSizeCategory)
        }
        return resolvedSize
    }

    /// Sets the text style (the font of that style at the text size now).
    public func setTextStyle(_ style: TextStyleMetrics.Style) {
        textStyle = style
        resolvedSize = TextStyleMetrics.size(style, stage.screen.traits.contentSizeCategory)
        invalidateIntrinsicContentSize()
    }

    /// Sets a fixed font size (`UIFont.systemFont(ofSize:)`): no text style.
    public func setFontSize(_ size: Double) {
        textStyle = nil
        resolvedSize = size.isFinite ? max(0, size) : 0
        invalidateIntrinsicContentSize()
    }

    /// The lines the text takes at most `width` wide (one line without a width or a limit of 1).
    func lines(width: Double?) -> [String] {
        guard !text.isEmpty else { return [] }
        guard numberOfLines != 1, let width else { return [text] }
        let all = TextMetrics.lines(of: text, fontSize: fontSize, maxWidth: width)
        return numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
    }

    /// An empty label needs no room; text needs its lines' widest width and their height.
    override func contentSize(fitting width: Double?) -> Size {
        let ls = lines(width: width)
        guard !ls.isEmpty else { return .zero }
        let widest = ls.map { TextMetrics.width(of: $0, fontSize: fontSize) }.max() ?? 0
        return Size(
            width: width.map { min($0, widest) } ?? widest,
            height: Double(ls.count) * TextMetrics.lineHeight(fontSize: fontSize))
    }

    override func drawContent(into canvas: inout Canvas, in rect: Rect, _ d: ViewDrawing) {
        guard !text.isEmpty else { return }
        let align: Canvas.Alignment =
            switch textAlignment {
            case .natural, .left: .leading
            case .center: .center
            case .right: .trailing
            }
        canvas.text(
            text, in: rect, color: textColor.rgb, fontSize: fontSize * d.scale, alignment: align,
            opacity: textColor.alpha, lineLimit: numberOfLines, clip: d.clip)
    }

    override public var summary: String { "Label(\(labeledSource), '\(text)')" }
}
