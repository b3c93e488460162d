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
    /// How a text's lines sit in its frame. `centeredBlock` is a label sized to fit and
    /// centered (natural alignment): the lines start at the same x, the widest one centered.
    public enum Alignment: String, Sendable { case leading, center, trailing, centeredBlock }

    /// A rectangle: filled and/or stroked, optionally labelled (text renderings put the label in
    /// the top border).
    public struct Box: Sendable {
        public var rect: Rect
        public var fill: Color?
        public var stroke: Color?
        public var cornerRadius: Double
        public var opacity: Double
        public var label: String?
        /// The layer's own background (a table's empty area): drawn, but not "something there"
        /// when a picture is cropped to its content.
        public var isBackground: Bool = false
        /// How far the middle of the top edge bulges upward (a quadratic curve through the top
        /// corners; negative sags). SVG draws the curve; the text grid draws a plain box.
        public var topCurve: Double = 0
        /// A detail too small for a character cell (a switch's knob): the SVG draws it, the text
        /// grid leaves it out.
        public var isDetail: Bool = false
    }

    /// An image placeholder (images are names here): the SVG draws a tile with a picture glyph
    /// and the name, the text grid a box labelled with the name.
    public struct Image: Sendable {
        public var rect: Rect
        public var name: String
        public var cornerRadius: Double
        public var opacity: Double
    }

    /// A dimming rectangle (a backdrop): in text renderings it shows as dots over empty cells and
    /// leaves what is under it readable.
    public struct Shade: Sendable {
        public var rect: Rect
        public var color: Color
        public var opacity: Double
    }

    /// Text, vertically centered in `rect`: one line ellipsized to the rect's width, or, with a
    /// `lineLimit` other than 1 (UILabel's `numberOfLines`, 0 for as many as fit), the lines
    /// `TextWrap` breaks it into, the same lines the engine sized the frame for. A `clip` is
    /// the part of the screen it may show in (a label in a view sliding off its superview's
    /// bounds): the text keeps its own frame and layout and is cut at the clip, as UIKit clips.
    public struct Text: Sendable {
        public var string: String
        public var rect: Rect
        public var color: Color
        public var fontSize: Double
        public var alignment: Alignment
        public var opacity: Double
        public var lineLimit: Int = 1
        public var clip: Rect? = nil
    }

    /// An SF Symbol by name (a bar button's image): the SVG draws its glyph
    /// (`SymbolGlyphs`), centered in `rect` at `pointSize`; the text grid writes the name.
    public struct Symbol: Sendable {
        public var name: String
        public var rect: Rect
        public var color: Color
        public var pointSize: Double
        public var opacity: Double
    }

    /// A hairline (a table cell's separator): the SVG draws it; the text grid leaves it out, its
    /// boxes' borders already separate the rows.
    public struct Line: Sendable {
        public var from: Point
        public var to: Point
        public var color: Color
        public var width: Double
        public var opacity: Double
    }

    public enum Item: Sendable {
        case box(Box)
        case shade(Shade)
        case text(Text)
        case image(Image)
        case symbol(Symbol)
        case line(Line)

        /// Where the item draws (a text's whole line rectangle).
        public var rect: Rect {
            switch self {
            case .box(let b): return b.rect
            case .shade(let s): return s.rect
            case .text(let t): return t.rect
            case .image(let i): return i.rect
            case .symbol(let y): return y.rect
            case .line(let l):
                return Rect(x: min(l.from.x, l.to.x), y: min(l.from.y, l.to.y) - l.width / 2,
                            width: abs(l.to.x - l.from.x), height: abs(l.to.y - l.from.y) + l.width)
            }
        }
    }

    /// Items in drawing order (later items over earlier ones), with the layer that drew each.
    public private(set) var items: [(layer: String, item: Item)] = []
    /// The source of the layer currently drawing (set by the renderers).
    public var layer: String = ""
    /// Multiplies every item's opacity (nested with `withOpacity`).
    public private(set) var opacity: Double = 1

    public init() {}

    public mutating func box(_ rect: Rect, fill: Color? = .systemBackground, stroke: Color? = nil,
                             cornerRadius: Double = 0, opacity: Double = 1, label: String? = nil,
                             isBackground: Bool = false, topCurve: Double = 0, isDetail: Bool = false) {
        items.append((layer, .box(Box(rect: rect, fill: fill, stroke: stroke, cornerRadius: cornerRadius,
                                      opacity: clamp(opacity * self.opacity), label: label,
                                      isBackground: isBackground, topCurve: topCurve.isFinite ? topCurve : 0,
                                      isDetail: isDetail))))
    }

    public mutating func image(_ name: String, in rect: Rect, cornerRadius: Double = 6, opacity: Double = 1) {
        items.append((layer, .image(Image(rect: rect, name: name, cornerRadius: cornerRadius,
                                          opacity: clamp(opacity * self.opacity)))))
    }

    public mutating func shade(_ rect: Rect, color: Color = .dim, opacity: Double) {
        items.append((layer, .shade(Shade(rect: rect, color: color, opacity: clamp(opacity * self.opacity)))))
    }

    /// Text in `rect`; `lineLimit` 0 wraps to as many lines as fit (see `Text`), `clip` cuts it
    /// at a visible part.
    public mutating func text(_ string: String, in rect: Rect, color: Color = .label, fontSize: Double = 17,
        alignment: Alignment = .center, opacity: Double = 1, lineLimit: Int = 1, clip: Rect? = nil
    ) {
        items.append((layer, .text(Text(string: string, rect: rect, color: color, fontSize: fontSize,
                                        alignment: alignment, opacity: clamp(opacity * self.opacity),
                                        lineLimit: max(0, lineLimit), clip: clip))))
    }

    /// An SF Symbol's glyph centered in `rect` (`SymbolGlyphs` draws it; unknown names get a
    /// neutral glyph).
    public mutating func symbol(_ name: String, in rect: Rect, color: Color = .systemBlue, pointSize: Double = 22,
                                opacity: Double = 1) {
        items.append((layer, .symbol(Symbol(name: name, rect: rect, color: color,
                                            pointSize: pointSize.isFinite ? max(0, pointSize) : 0,
                                            opacity: clamp(opacity * self.opacity)))))
    }

    /// A straight hairline from `from` to `to`, `width` points wide (a 3x screen's pixel: 1/3).
    public mutating func line(from: Point, to: Point, color: Color = .separator, width: Double = 1.0 / 3) {
        items.append((layer, .line(Line(from: from, to: to, color: color, width: width.isFinite ? max(0, width) : 0,
                                        opacity: clamp(opacity)))))
    }

    /// Draws `body` with every opacity multiplied by `alpha` (a fading layer).
    public mutating func withOpacity(_ alpha: Double, _ body: (inout Canvas) -> Void) {
        let saved = opacity
        opacity = clamp(saved * alpha)
        body(&self)
        opacity = saved
    }

    private func clamp(_ a: Double) -> Double { a.isNaN ? 0 : min(max(a, 0), 1) }

    /// The smallest rectangle holding everything drawn inside `screen` (boxes that are not a
    /// layer's background, texts, images; not the dimming shades), or nil when nothing is; with
    /// `layer`, only what that layer drew. Cropped pictures show this rectangle.
    public func contentBounds(in screen: Rect, layer only: String? = nil) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (source, item) in items {
            if let only, source != only { continue }
            switch item {
            case .shade, .line: continue
            case .box(let b) where b.isBackground || b.opacity < 0.05: continue
            case .text(let t) where t.opacity < 0.05 || t.string.isEmpty: continue
            default: break
            }
            var r = item.rect
            if case .text(let t) = item, let clip = t.clip {
                guard let v = r.intersection(clip) else { continue }
                r = v
            }
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
                  let v = r.intersection(screen) else { continue }
            minX = min(minX, v.minX); minY = min(minY, v.minY)
            maxX = max(maxX, v.maxX); maxY = max(maxY, v.maxY)
        }
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
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
