/// Draws the screen as an SVG document that looks like the phone: the device outline (a bezel
/// and the screen's rounded corners), the layers' canvas items (one `<g>` per layer, bottom to
/// top, the same items as the text picture) with their colors, corner radii and opacity, a
/// presenting controller's view scaled as the sheet it presents scales it, then the
/// status bar and the home indicator on top. Texts are ellipsized to their frames; image
/// placeholders show the image's name. Valid XML, deterministic byte for byte; opens in any
/// browser.
///
/// Options: `safeArea` adds the dashed safe-area guide; `device: false` leaves out the outline
/// (the bare screen); a crop (`PictureCrop`) draws only part of the screen, without the outline.
///
/// ```swift
/// let svg = SVGRenderer().render(stage)   // "<svg xmlns=\"http://www.w3.org/2000/svg\" ..."
/// SVGRenderer(options: .init(safeArea: true, crop: .content)).render(stage)
/// ```
public struct SVGRenderer: Sendable {
    public struct Options: Hashable, Sendable {
        /// The device outline, status bar and home indicator.
        public var device: Bool
        /// The dashed safe-area guide.
        public var safeArea: Bool
        public var crop: PictureCrop
        /// The `<title>` naming the time; a film leaves it out, so equal screens are equal text.
        public var stamp: Bool

        public init(device: Bool = true, safeArea: Bool = false, crop: PictureCrop = .screen, stamp: Bool = true) {
            self.device = device
            self.safeArea = safeArea
            self.crop = crop
            self.stamp = stamp
        }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// The family the pictures name: the platform's face where there is one, then faces with
    /// Helvetica's widths (`FontWidths`).
    static let fontFamily = "-apple-system, Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif"
    /// The app's background under every layer (iOS's grouped background).
    static let appBackground = Color.secondarySystemBackground

    public func render(_ stage: Stage) -> String {
        let canvas = stage.drawScene()
        let screen = stage.screen.bounds
        let region = options.crop.region(of: canvas, screen: screen)
        let device = DeviceChrome(
            screen: stage.screen, outline: options.device && region == screen, bars: options.device)
        let scales = SVGRenderer.scales(stage)
        let view = device.viewBox(region)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(XML.num(view.width))\" "
                + "height=\"\(XML.num(view.height))\""
            + " viewBox=\"\(XML.num(view.x)) \(XML.num(view.y)) \(XML.num(view.width)) \(XML.num(view.height))\""
            + " font-family=\"\(SVGRenderer.fontFamily)\">\n"
        if options.stamp { out += "<title>stage at t=\(Fmt.fixed(stage.now.seconds, 3))</title>\n" }
        out += device.bezel()
        out += device.openScreen()
        // The window behind the app is black: it shows around a scaled presenting view.
        let appScale = scales.app
        if appScale != 1 {
            out +=
                "<rect x=\"0\" y=\"0\" width=\"\(XML.num(screen.width))\" height=\"\(XML.num(screen.height))\" "
                    + "fill=\"#000000\"/>\n"
        }
        out += "<rect x=\"0\" y=\"0\" width=\"\(XML.num(screen.width))\" height=\"\(XML.num(screen.height))\""
            + " fill=\"\(SVGRenderer.appBackground.svg)\"\(transform(appScale, screen))/>\n"
        var current: String?
        for (layer, item) in canvas.items {
            if layer != current {
                if current != nil { out += "</g>\n" }
                // A named component's group says its name too (`data-label`), for tools that
                // pick parts of the picture by what the script called them.
                let label = stage.timeline.labels[layer].map { " data-label=\"\(XML.escape($0))\"" } ?? ""
                out +=
                    "<g data-source=\"\(XML.escape(layer))\"\(label)\(transform(scales.layer[layer] ?? 1, screen))>\n"
                current = layer
            }
            out += element(item) + "\n"
        }
        if current != nil { out += "</g>\n" }
        let sampler = BackdropSampler(canvas: canvas, scales: scales, screen: screen)
        out += device.statusBar(dark: sampler.isDark(at: device.statusBarProbe),
                                time: "9:41")
        out += device.sideIsland()
        out += device.homeIndicator(dark: sampler.isDark(at: device.homeIndicatorProbe))
        out += device.closeScreen()
        if options.safeArea {
            let safe = stage.screen.safeFrame
            out +=
                "<rect x=\"\(XML.num(safe.x))\" y=\"\(XML.num(safe.y))\" width=\"\(XML.num(safe.width))\" "
                    + "height=\"\(XML.num(safe.height))\""
                + " fill=\"none\" stroke=\"\(Color.systemOrange.svg)\" stroke-width=\"1\" stroke-dasharray=\"4 4\" "
                    + "opacity=\"0.8\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// Each visible layer's scale: its controller's view's, as the presentation chain says
    /// (`PresentationChain.viewScale`), 1 for layers no controller holds (popups, the
    /// keyboard); and the app background's, the root view's.
    static func scales(_ stage: Stage) -> (layer: [String: Double], app: Double) {
        let chain = stage.presentations, now = stage.now
        var presenters: [String: any StageLayer] = [:]
        for layer in stage.layers.topDown where chain.link(of: layer.source) != nil { presenters[layer.source] = layer }
        let presenterScale = { (name: String) in presenters[name]?.presenterScale(at: now) ?? 1 }
        var result: [String: Double] = [:]
        for layer in stage.layers.topDown where layer.isVisible(at: now) {
            result[layer.source] = chain.controller(ofLayer: layer.source, level: layer.level)
                .map { chain.viewScale(of: $0, presenterScale: presenterScale) } ?? 1
        }
        return (result, chain.viewScale(of: PresentationChain.root, presenterScale: presenterScale))
    }

    /// A scale about the screen's center as an SVG attribute ("" for 1).
    private func transform(_ s: Double, _ screen: Rect) -> String {
        guard s != 1 else { return "" }
        return
            " transform=\"matrix(\(XML.num4(s)) 0 0 \(XML.num4(s)) \(XML.num(screen.midX * (1 - s))) "
                + "\(XML.num(screen.midY * (1 - s))))\""
    }

    func element(_ item: Canvas.Item) -> String {
        switch item {
        case .box(let b):
            let r = b.rect
            var s: String
            if b.topCurve != 0 {
                s = "<path d=\"M\(XML.num(r.minX)) \(XML.num(r.maxY)) L\(XML.num(r.minX)) \(XML.num(r.minY))"
                    + " Q\(XML.num(r.midX)) \(XML.num(r.minY - b.topCurve)) \(XML.num(r.maxX)) \(XML.num(r.minY))"
                    + " L\(XML.num(r.maxX)) \(XML.num(r.maxY)) Z\""
            } else {
                s =
                    "<rect x=\"\(XML.num(r.x))\" y=\"\(XML.num(r.y))\" width=\"\(XML.num(max(0, r.width)))\" "
                        + "height=\"\(XML.num(max(0, r.height)))\""
                if b.cornerRadius > 0 { s += " rx=\"\(XML.num(b.cornerRadius))\"" }
            }
            s += " fill=\"\(b.fill?.svg ?? "none")\""
            if let stroke = b.stroke { s += " stroke=\"\(stroke.svg)\" stroke-width=\"1\"" }
            if b.opacity < 1 { s += " opacity=\"\(XML.num(b.opacity))\"" }
            if let label = b.label {
                let title = XML.escape(FontWidths.prefix(label, FontWidths.scanLimit))
                s += "><title>\(title)</title></\(b.topCurve != 0 ? "path" : "rect")>"
            } else {
                s += "/>"
            }
            return s
        case .shade(let sh):
            let r = sh.rect
            return
                "<rect x=\"\(XML.num(r.x))\" y=\"\(XML.num(r.y))\" width=\"\(XML.num(max(0, r.width)))\" "
                    + "height=\"\(XML.num(max(0, r.height)))\""
                + " fill=\"\(sh.color.svg)\" opacity=\"\(XML.num(sh.opacity))\"/>"
        case .text(let t):
            return text(t)
        case .image(let i):
            return image(i)
        case .line(let l):
            guard l.width > 0, l.opacity >= 0.01 else { return "<!-- line -->" }
            var s =
                "<line x1=\"\(XML.num(l.from.x))\" y1=\"\(XML.num(l.from.y))\" x2=\"\(XML.num(l.to.x))\" "
                    + "y2=\"\(XML.num(l.to.y))\""
                + " stroke=\"\(l.color.svg)\" stroke-width=\"\(XML.num(l.width))\""
            if l.opacity < 1 { s += " opacity=\"\(XML.num(l.opacity))\"" }
            return s + "/>"
        case .symbol(let y):
            guard y.pointSize > 0, y.rect.width > 0, y.rect.height > 0 else { return "<!-- symbol has no room -->" }
            let size = min(y.pointSize, y.rect.width, y.rect.height)
            var s = "<g"
            if y.opacity < 1 { s += " opacity=\"\(XML.num(y.opacity))\"" }
            s += y.name.isEmpty ? ">" : "><title>\(XML.escape(FontWidths.prefix(y.name, FontWidths.scanLimit)))</title>"
            return s + SymbolGlyphs.svg(y.name, cx: y.rect.midX, cy: y.rect.midY, size: size, color: y.color,
                                        knockout: .systemBackground) + "</g>"
        }
    }

    /// A text: one line ellipsized to its frame, or the wrapped lines (`TextWrap`) each
    /// ellipsized; inside a viewport the size of its clip when it has one (a nested `<svg>`
    /// clips what it holds, with no ids to keep unique).
    private func text(_ t: Canvas.Text) -> String {
        let lines = t.lineLimit == 1 ? [t.string]
            : TextWrap.lines(
                t.string, width: t.rect.width, height: t.rect.height, fontSize: t.fontSize, lineLimit: t.lineLimit)
        let shown = lines.map { FontWidths.fit($0, width: t.rect.width, fontSize: t.fontSize) }
        let x: Double, anchor: String
        switch t.alignment {
        case .leading: x = t.rect.minX; anchor = "start"
        case .center: x = t.rect.midX; anchor = "middle"
        case .trailing: x = t.rect.maxX; anchor = "end"
        case .centeredBlock:
            let block = shown.map { FontWidths.width(of: $0, fontSize: t.fontSize) }.max() ?? 0
            x = max(t.rect.minX, t.rect.midX - block / 2); anchor = "start"
        }
        guard shown.contains(where: { !$0.isEmpty }) else { return "<!-- text does not fit -->" }
        var s = "<text x=\"\(XML.num(x))\" y=\"\(XML.num(t.rect.midY))\" font-size=\"\(XML.num(t.fontSize))\""
            + " fill=\"\(t.color.svg)\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\""
        if t.opacity < 1 { s += " opacity=\"\(XML.num(t.opacity))\"" }
        s += ">"
        if shown.count != 1 || shown[0] != t.string {
            s += "<title>\(XML.escape(FontWidths.prefix(t.string, FontWidths.scanLimit)))</title>"
        }
        if shown.count == 1 {
            s += XML.escape(shown[0]) + "</text>"
        } else {
            for (i, line) in shown.enumerated() {
                let y = TextWrap.lineCenterY(i, of: shown.count, in: t.rect, fontSize: t.fontSize)
                s += "<tspan x=\"\(XML.num(x))\" y=\"\(XML.num(y))\">\(XML.escape(line))</tspan>"
            }
            s += "</text>"
        }
        // A text inside its clip needs none (most rows at rest).
        guard let clip = t.clip, !(clip.minX <= t.rect.minX && t.rect.maxX <= clip.maxX
                                   && clip.minY <= t.rect.minY && t.rect.maxY <= clip.maxY) else { return s }
        guard
            let c = clip.intersection(
                t.rect.insetBy(EdgeInsets(top: -t.fontSize, left: -t.fontSize, bottom: -t.fontSize, right: -t.fontSize))
            )
        else { return "<!-- text clipped away -->" }
        let box =
            "x=\"\(XML.num(c.x))\" y=\"\(XML.num(c.y))\" width=\"\(XML.num(c.width))\" height=\"\(XML.num(c.height))\""
        return
            "<svg \(box) viewBox=\"\(XML.num(c.x)) \(XML.num(c.y)) \(XML.num(c.width)) \(XML.num(c.height))\" "
                + "overflow=\"hidden\">"
            + s + "</svg>"
    }

    /// A placeholder tile: a light fill, a picture glyph (sun and hills) when there is room,
    /// and the image's name under it.
    private func image(_ i: Canvas.Image) -> String {
        let r = i.rect
        var s = "<g"
        if i.opacity < 1 { s += " opacity=\"\(XML.num(i.opacity))\"" }
        s += "><title>image \(XML.escape(FontWidths.prefix(i.name, FontWidths.scanLimit)))</title>"
        s +=
            "<rect x=\"\(XML.num(r.x))\" y=\"\(XML.num(r.y))\" width=\"\(XML.num(max(0, r.width)))\" "
                + "height=\"\(XML.num(max(0, r.height)))\""
        if i.cornerRadius > 0 { s += " rx=\"\(XML.num(i.cornerRadius))\"" }
        s += " fill=\"\(Color.tertiarySystemBackground.svg)\" stroke=\"\(Color.separator.svg)\" stroke-width=\"0.5\"/>"
        let side = min(r.width, r.height)
        let nameSize = max(6, min(11, side / 4.5))
        if side >= 24 {
            // The glyph fills the upper part of the tile; the name sits in the lower quarter.
            let g = side * 0.42, gx = r.midX - g / 2, gy = r.minY + (r.height - nameSize * 1.3) / 2 - g / 2
            s += "<path d=\"M\(XML.num(gx)) \(XML.num(gy + g)) L\(XML.num(gx + g * 0.35)) \(XML.num(gy + g * 0.45))"
                + " L\(XML.num(gx + g * 0.6)) \(XML.num(gy + g * 0.75)) L\(XML.num(gx + g * 0.75)) "
                    + "\(XML.num(gy + g * 0.6))"
                + " L\(XML.num(gx + g)) \(XML.num(gy + g)) Z\" fill=\"\(Color.systemGray.svg)\"/>"
            s +=
                "<circle cx=\"\(XML.num(gx + g * 0.78))\" cy=\"\(XML.num(gy + g * 0.22))\" "
                    + "r=\"\(XML.num(g * 0.13))\" fill=\"\(Color.systemGray.svg)\"/>"
        }
        let name = FontWidths.fit(i.name, width: r.width - 4, fontSize: nameSize)
        if !name.isEmpty {
            let y = side >= 24 ? r.maxY - nameSize * 0.9 : r.midY
            s +=
                "<text x=\"\(XML.num(r.midX))\" y=\"\(XML.num(y))\" font-size=\"\(XML.num(nameSize))\" "
                    + "fill=\"\(Color.secondaryLabel.svg)\""
                + " text-anchor=\"middle\" dominant-baseline=\"central\">\(XML.escape(name))</text>"
        }
        return s + "</g>"
    }
}

