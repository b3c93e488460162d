/// The phone around the SVG picture: a bezel with the screen's rounded corners (screens with a
/// home indicator, i.e. a bottom safe-area inset, have them), the Dynamic Island (a top inset of
/// 59 pt or more), the status bar in the top inset (time, signal, Wi-Fi, battery; light glyphs
/// over dark content) and the home indicator in the bottom inset. Sizes follow the iPhone 15's
/// (393×852, insets 59/34) and scale down on narrower screens. Deterministic: the time is 9:41.
///
/// ```swift
/// let chrome = DeviceChrome(screen: stage.screen, outline: true, bars: true)
/// chrome.statusBar(dark: false, time: "9:41")   // "<g data-source=\"status bar\">..."
/// ```
struct DeviceChrome {
    let size: Size
    let safe: EdgeInsets
    let orientation: DeviceOrientation
    /// The bezel and rounded corners (the whole, uncropped screen only).
    let outline: Bool
    /// The status bar and home indicator.
    let bars: Bool

    init(screen: Screen, outline: Bool, bars: Bool) {
        size = screen.size
        safe = screen.safeArea
        orientation = screen.device.orientation
        self.outline = outline
        self.bars = bars
    }

    var bezelWidth: Double { outline ? 12 : 0 }

    var cornerRadius: Double {
        guard safe.bottom > 0 else { return 0 }
        return max(0, min(55, size.width * 0.14, size.height * 0.07))
    }

    /// The status bar's glyphs sit on this line; nil when the top inset has no room for them.
    var statusBarCenterY: Double? {
        if safe.top >= 59 { return 29.5 }      // the Dynamic Island's middle
        if safe.top >= 44 { return 24 }
        if safe.top >= 20 { return 10 }
        return nil
    }

    var notched: Bool { safe.top >= 44 }

    /// The middle of the left "ear" beside the island, where the time is.
    var timeX: Double { notched ? max(30, (size.width / 2 - 62.5) / 2) : size.width / 2 }

    var statusBarProbe: Point { Point(x: timeX, y: statusBarCenterY ?? 10) }
    var homeIndicatorProbe: Point { Point(x: size.width / 2, y: size.height - 10) }

    func viewBox(_ region: Rect) -> Rect {
        guard outline else { return region }
        let b = bezelWidth
        return Rect(x: -b, y: -b, width: size.width + 2 * b, height: size.height + 2 * b)
    }

    func bezel() -> String {
        guard outline else { return "" }
        let b = bezelWidth
        return
            "<rect x=\"\(XML.num(-b))\" y=\"\(XML.num(-b))\" width=\"\(XML.num(size.width + 2 * b))\" "
                + "height=\"\(XML.num(size.height + 2 * b))\""
            + " rx=\"\(XML.num(cornerRadius + b))\" fill=\"#1C1C1E\"/>\n"
            + "<defs><clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(XML.num(size.width))\" "
                + "height=\"\(XML.num(size.height))\""
            + " rx=\"\(XML.num(cornerRadius))\"/></clipPath></defs>\n"
    }

    func openScreen() -> String { outline ? "<g clip-path=\"url(#screen)\">\n" : "" }
    func closeScreen() -> String { outline ? "</g>\n" : "" }

    /// The Dynamic Island of a phone turned to landscape, in the side inset at the phone's top:
    /// the right for landscapeLeft (UIKit's interface landscapeLeft is the device's landscapeRight,
    /// its top to the right), the left for landscapeRight; nothing otherwise.
    func sideIsland() -> String {
        guard bars, orientation.isLandscape, safe.top == 0, min(safe.left, safe.right) >= 59, size.height >= 250 else {
            return ""
        }
        let x = orientation == .landscapeLeft ? size.width - 11 - 37 : 11
        return "<rect data-source=\"status bar\" x=\"\(XML.num(x))\" y=\"\(XML.num(size.height / 2 - 62.5))\" "
            + "width=\"37\" height=\"125\" rx=\"18.5\" fill=\"#000000\"/>"
    }

    /// The island (notched screens), the time, then signal bars, Wi-Fi and battery at the right.
    func statusBar(dark: Bool, time: String) -> String {
        guard bars, let cy = statusBarCenterY else { return "" }
        let ink = dark ? "#FFFFFF" : "#000000"
        var s = "<g data-source=\"status bar\">"
        if safe.top >= 59 && size.width >= 250 {
            s +=
                "<rect x=\"\(XML.num(size.width / 2 - 62.5))\" y=\"11\" width=\"125\" height=\"37\" rx=\"18.5\" "
                    + "fill=\"#000000\"/>"
        }
        let fontSize = notched ? 17.0 : 12.0
        s +=
            "<text x=\"\(XML.num(timeX))\" y=\"\(XML.num(cy))\" font-size=\"\(XML.num(fontSize))\" "
                + "font-weight=\"600\" fill=\"\(ink)\""
            + " text-anchor=\"middle\" dominant-baseline=\"central\">\(XML.escape(time))</text>"
        // The right-hand glyphs: 17 + 5 + 15 + 5 + 27 = 69 pt wide, centered in the right ear.
        let k = notched ? 1.0 : 0.8
        let right = notched ? size.width - timeX : size.width - 8 - 69 * k / 2
        var x = right - 69 * k / 2
        for (i, h) in [4.0, 6.5, 9, 11.5].enumerated() {
            let bx = x + Double(i) * 4.6 * k
            s +=
                "<rect x=\"\(XML.num(bx))\" y=\"\(XML.num(cy + 5.75 * k - h * k))\" width=\"\(XML.num(3 * k))\" "
                    + "height=\"\(XML.num(h * k))\" rx=\"\(XML.num(0.8 * k))\" fill=\"\(ink)\"/>"
        }
        x += 22 * k
        // Wi-Fi: a fan of three arcs around a point at its bottom.
        let wx = x + 7.5 * k, wy = cy + 5.5 * k
        for r in [11.0, 7.5, 4.0] {
            let rr = r * k, dx = rr * 0.7071, inner = max(0, rr - 2.2 * k)
            let di = inner * 0.7071
            s +=
                "<path d=\"M\(XML.num(wx - dx)) \(XML.num(wy - dx)) A\(XML.num(rr)) \(XML.num(rr)) 0 0 1 "
                    + "\(XML.num(wx + dx)) \(XML.num(wy - dx))"
                + " L\(XML.num(wx + di)) \(XML.num(wy - di)) A\(XML.num(inner)) \(XML.num(inner)) 0 0 0 "
                    + "\(XML.num(wx - di)) \(XML.num(wy - di)) Z\" fill=\"\(ink)\"/>"
        }
        s += "<circle cx=\"\(XML.num(wx))\" cy=\"\(XML.num(wy - 0.8 * k))\" r=\"\(XML.num(1.6 * k))\" fill=\"\(ink)\"/>"
        x += 20 * k
        // Battery: an outline, its charge, and the terminal nub.
        s +=
            "<rect x=\"\(XML.num(x))\" y=\"\(XML.num(cy - 6 * k))\" width=\"\(XML.num(24 * k))\" "
                + "height=\"\(XML.num(12 * k))\" rx=\"\(XML.num(3.5 * k))\""
            + " fill=\"none\" stroke=\"\(ink)\" stroke-width=\"1\" opacity=\"0.4\"/>"
        s +=
            "<rect x=\"\(XML.num(x + 2 * k))\" y=\"\(XML.num(cy - 4 * k))\" width=\"\(XML.num(20 * k))\" "
                + "height=\"\(XML.num(8 * k))\" rx=\"\(XML.num(2 * k))\" fill=\"\(ink)\"/>"
        s +=
            "<rect x=\"\(XML.num(x + 25 * k))\" y=\"\(XML.num(cy - 2 * k))\" width=\"\(XML.num(1.5 * k))\" "
                + "height=\"\(XML.num(4 * k))\" rx=\"\(XML.num(0.75 * k))\" fill=\"\(ink)\" opacity=\"0.4\"/>"
        return s + "</g>\n"
    }

    /// The bar at the bottom of screens with a bottom safe-area inset.
    func homeIndicator(dark: Bool) -> String {
        guard bars, safe.bottom > 0, size.width >= 40 else { return "" }
        let w = min(134, size.width * 0.34)
        return
            "<rect data-source=\"home indicator\" x=\"\(XML.num(size.width / 2 - w / 2))\" "
                + "y=\"\(XML.num(size.height - 8 - 5))\""
            + " width=\"\(XML.num(w))\" height=\"5\" rx=\"2.5\" fill=\"\(dark ? "#FFFFFF" : "#000000")\"/>\n"
    }
}

/// The color under one point of a picture (the app background, then every filled box and
/// shade over it, each layer at its presenter scale), so the status bar and home indicator can
/// be light over dark content as on iOS.
struct BackdropSampler {
    let canvas: Canvas
    let scales: (layer: [String: Double], app: Double)
    let screen: Rect

    /// The point as a layer drawn at scale `s` about the screen's center sees it.
    private func unscaled(_ p: Point, _ s: Double) -> Point {
        guard s != 1, s > 0 else { return p }
        return Point(x: screen.midX + (p.x - screen.midX) / s, y: screen.midY + (p.y - screen.midY) / s)
    }

    func color(at p: Point) -> (r: Double, g: Double, b: Double) {
        var c: (r: Double, g: Double, b: Double) = screen.contains(unscaled(p, scales.app))
            ? (SVGRenderer.appBackground.red, SVGRenderer.appBackground.green, SVGRenderer.appBackground.blue)
            : (0, 0, 0)
        func mix(_ color: Color, _ a: Double) {
            c = (c.r + (color.red - c.r) * a, c.g + (color.green - c.g) * a, c.b + (color.blue - c.b) * a)
        }
        for (layer, item) in canvas.items {
            let q = unscaled(p, scales.layer[layer] ?? 1)
            switch item {
            case .box(let b) where b.fill != nil && b.rect.contains(q):
                if let fill = b.fill { mix(fill, b.opacity) }
            case .shade(let sh) where sh.rect.contains(q):
                mix(sh.color, sh.opacity)
            default:
                break
            }
        }
        return c
    }

    /// Dark enough for light glyphs (relative luminance under a half).
    func isDark(at p: Point) -> Bool {
        let c = color(at: p)
        return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 127.5
    }
}
