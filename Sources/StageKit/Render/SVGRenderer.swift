/// Draws the screen as an SVG document: the same canvas items as the text renderer (one `<g>`
/// per layer, bottom to top), with colors, corner radii and opacity, plus dashed safe-area guides.
/// Valid XML; opens in any browser.
///
/// ```swift
/// let svg = SVGRenderer().render(stage)   // "<svg xmlns=\"http://www.w3.org/2000/svg\" ..."
/// ```
public struct SVGRenderer: Sendable {
    public init() {}

    public func render(_ stage: Stage) -> String {
        let canvas = stage.drawScene()
        let w = XML.num(stage.screen.width), h = XML.num(stage.screen.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
            + " font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "<title>stage at t=\(Fmt.fixed(stage.now.seconds, 3))</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(Color.secondarySystemBackground.svg)\"/>\n"
        var current: String?
        for (layer, item) in canvas.items {
            if layer != current {
                if current != nil { out += "</g>\n" }
                out += "<g data-source=\"\(XML.escape(layer))\">\n"
                current = layer
            }
            out += element(item) + "\n"
        }
        if current != nil { out += "</g>\n" }
        let safe = stage.screen.safeFrame
        out += "<rect x=\"\(XML.num(safe.x))\" y=\"\(XML.num(safe.y))\" width=\"\(XML.num(safe.width))\" height=\"\(XML.num(safe.height))\""
            + " fill=\"none\" stroke=\"\(Color.systemOrange.svg)\" stroke-width=\"1\" stroke-dasharray=\"4 4\" opacity=\"0.5\"/>\n"
        out += "</svg>\n"
        return out
    }

    func element(_ item: Canvas.Item) -> String {
        switch item {
        case .box(let b):
            let r = b.rect
            var s = "<rect x=\"\(XML.num(r.x))\" y=\"\(XML.num(r.y))\" width=\"\(XML.num(max(0, r.width)))\" height=\"\(XML.num(max(0, r.height)))\""
            if b.cornerRadius > 0 { s += " rx=\"\(XML.num(b.cornerRadius))\"" }
            s += " fill=\"\(b.fill?.svg ?? "none")\""
            if let stroke = b.stroke { s += " stroke=\"\(stroke.svg)\" stroke-width=\"1\"" }
            if b.opacity < 1 { s += " opacity=\"\(XML.num(b.opacity))\"" }
            if let label = b.label { s += "><title>\(XML.escape(label))</title></rect>" } else { s += "/>" }
            return s
        case .shade(let sh):
            let r = sh.rect
            return "<rect x=\"\(XML.num(r.x))\" y=\"\(XML.num(r.y))\" width=\"\(XML.num(max(0, r.width)))\" height=\"\(XML.num(max(0, r.height)))\""
                + " fill=\"\(sh.color.svg)\" opacity=\"\(XML.num(sh.opacity))\"/>"
        case .text(let t):
            let x: Double, anchor: String
            switch t.alignment {
            case .leading: x = t.rect.minX; anchor = "start"
            case .center: x = t.rect.midX; anchor = "middle"
            case .trailing: x = t.rect.maxX; anchor = "end"
            }
            var s = "<text x=\"\(XML.num(x))\" y=\"\(XML.num(t.rect.midY))\" font-size=\"\(XML.num(t.fontSize))\""
                + " fill=\"\(t.color.svg)\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\""
            if t.opacity < 1 { s += " opacity=\"\(XML.num(t.opacity))\"" }
            return s + ">" + XML.escape(t.string) + "</text>"
        }
    }
}
