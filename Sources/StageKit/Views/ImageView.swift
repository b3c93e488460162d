/// UIKit's `UIImageView` (docs/VIEWS.md, "Image views"): an SF Symbol by name
/// (`UIImage(systemName:)`), drawn with the project's glyphs (`SymbolGlyphs`; a neutral glyph
/// for a name they do not know) in the tint color, at `pointSize` (the body style's size at the
/// text size when the view was made, as a symbol image's default configuration is); or a named
/// image (`UIImage(named:)`), drawn as a placeholder tile with its name. As in UIKit, an image
/// view takes no touch. A symbol sizes the view to `SymbolMetrics`' box; a named image has no
/// size of its own here (there is no asset): give the view one.
///
/// ```swift
/// ImageView(stage: stage, symbol: "play.fill").fittingSize()   // 20.4 × 20.4
/// ```
public final class ImageView: View {
    public enum Image: Hashable, Sendable {
        case symbol(String)
        case named(String)

        public var name: String {
            switch self {
            case .symbol(let n), .named(let n): return n
            }
        }
    }

    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// The symbol's point size.
    public var pointSize: Double { didSet { if pointSize != oldValue { invalidateIntrinsicContentSize() } } }

    public init(stage: Stage, image: Image? = nil, frame: Rect? = nil, label: String? = nil) {
        self.image = image
        self.pointSize = TextStyleMetrics.size(.body, stage.screen.traits.contentSizeCategory)
        super.init(stage: stage, kind: "imageView", frame: frame, label: label)
    }

    public convenience init(stage: Stage, symbol: String) {
        self.init(stage: stage, image: .symbol(symbol))
    }

    override class var interactiveByDefault: Bool { false }

    override func contentSize(fitting width: Double?) -> Size {
        if case .symbol = image { return SymbolMetrics.box(pointSize: pointSize) }
        return .zero
    }

    override func drawContent(into canvas: inout Canvas, in rect: Rect, _ d: ViewDrawing) {
        guard let image, !rect.isEmpty else { return }
        switch image {
        case .symbol(let name):
            guard d.clip.map({ $0.contains(rect.center) }) ?? true else { return }
            canvas.symbol(name, in: rect, color: d.tint, pointSize: min(pointSize * d.scale, rect.height, rect.width))
        case .named(let name):
            guard let r = d.clip.map({ rect.intersection($0) }) ?? rect else { return }
            canvas.image(name, in: r, cornerRadius: cornerRadius * d.scale)
        }
    }

    override public var summary: String { "ImageView(\(labeledSource), '\(image?.name ?? "")')" }
}
