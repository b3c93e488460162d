/// What a layer draws: rectangles, dimming shades and text in screen points, with opacity. Both
/// renderers (text grid and SVG) draw the same items, so a layer describes itself once.
///
/// ```swift
/// var canvas = Canvas()
/// canvas.shade(screenBounds, opacity: 0.4)                     // backdrop
/// canvas.withOpacity(0.5) { c in
///     c.box(card, fill: .systemBackground, cornerRadius: 13, label: "sheet#1")
///     c.text("Delete", in: row, color: .systemRed)
/// }
/// ```
public struct Canvas: Sendable {
    public enum Alignment: String, Sendable { case leading, center, trailing }

    /// A rectangle: filled and/or stroked, optionally labelled (text renderings put the label in
    /// the top border).
    public struct Box: Sendable {
        public var rect: Rect
        public var fill: Color?
        public var stroke: Color?
        public var cornerRadius: Double
        public var opacity: Double
        public var label: String?
    }

    /// A dimming rectangle (a backdrop): in text renderings it shows as dots over empty cells and
    /// leaves what is under it readable.
    public struct Shade: Sendable {
        public var rect: Rect
        public var color: Color
        public var opacity: Double
    }

    /// One line of text, vertically centered in `rect`.
    public struct Text: Sendable {
        public var string: String
        public var rect: Rect
        public var color: Color
        public var fontSize: Double
        public var alignment: Alignment
        public var opacity: Double
    }

    public enum Item: Sendable {
        case box(Box)
        case shade(Shade)
        case text(Text)
    }

    /// Items in drawing order (later items over earlier ones), with the layer that drew each.
    public private(set) var items: [(layer: String, item: Item)] = []
    /// The source of the layer currently drawing (set by the renderers).
    public var layer: String = ""
    /// Multiplies every item's opacity (nested with `withOpacity`).
    public private(set) var opacity: Double = 1

    public init() {}

    public mutating func box(_ rect: Rect, fill: Color? = .systemBackground, stroke: Color? = nil,
                             cornerRadius: Double = 0, opacity: Double = 1, label: String? = nil) {
        items.append((layer, .box(Box(rect: rect, fill: fill, stroke: stroke, cornerRadius: cornerRadius,
                                      opacity: clamp(opacity * self.opacity), label: label))))
    }

    public mutating func shade(_ rect: Rect, color: Color = .dim, opacity: Double) {
        items.append((layer, .shade(Shade(rect: rect, color: color, opacity: clamp(opacity * self.opacity)))))
    }

    public mutating func text(_ string: String, in rect: Rect, color: Color = .label, fontSize: Double = 17,
                              alignment: Alignment = .center, opacity: Double = 1) {
        items.append((layer, .text(Text(string: string, rect: rect, color: color, fontSize: fontSize,
                                        alignment: alignment, opacity: clamp(opacity * self.opacity)))))
    }

    /// Draws `body` with every opacity multiplied by `alpha` (a fading layer).
    public mutating func withOpacity(_ alpha: Double, _ body: (inout Canvas) -> Void) {
        let saved = opacity
        opacity = clamp(saved * alpha)
        body(&self)
        opacity = saved
    }

    private func clamp(_ a: Double) -> Double { a.isNaN ? 0 : min(max(a, 0), 1) }
}

extension Stage {
    /// Every visible layer, bottom to top, drawn into one canvas at the current time.
    public func drawScene() -> Canvas {
        var canvas = Canvas()
        for layer in layers.bottomToTop where layer.isVisible(at: now) {
            canvas.layer = layer.source
            layer.draw(into: &canvas, at: now)
        }
        return canvas
    }
}
