extension ActionController {
    /// Draws the sheet as it is at `t` (the same snapshot taps use): the dim background, the
    /// style's backdrop view, the header, section bands, the rows that are on screen (disabled
    /// ones at the style's disabled alpha), and the cancel bar. Only rows that intersect the
    /// screen are drawn, so a 1,000-action sheet costs what is visible.
    public func draw(into canvas: inout Canvas, at t: SimTime) {
        guard let snap = snapshot(at: t) else { return }
        let look = style.look
        let screen = stage.screen.bounds
        canvas.shade(screen, color: look.dimColor.rgb, opacity: look.dimColor.alpha * snap.backgroundAlpha)
        var labelled = false
        func label() -> String? {
            if labelled { return nil }
            labelled = true
            return source
        }
        if let b = snap.backdropFrame, let color = style.backdrop?.color, b.intersection(screen) != nil {
            canvas.box(b, fill: color.rgb, opacity: color.alpha, label: label())
        }
        if let h = snap.headerFrame, let header = model.header, h.intersection(screen) != nil {
            canvas.box(h, fill: look.headerBackground.alpha > 0 ? look.headerBackground.rgb : nil,
                       opacity: max(look.headerBackground.alpha, 0.001), label: label())
            drawTexts(header.title, header.subtitle, in: h, color: look.headerTitleColor, size: look.headerTitleSize,
                      alignment: header.image == nil && header.subtitle == nil ? .center : .leading,
                      image: header.image, canvas: &canvas)
        }
        for s in snap.layout.sectionHeaders.indices {
            if let f = snap.sectionHeaderFrame(s), f.intersection(screen) != nil {
                canvas.box(f, fill: look.sectionHeaderBackground.rgb, opacity: look.sectionHeaderBackground.alpha)
            }
        }
        drawRows(snap, look: look, screen: screen, label: label, canvas: &canvas)
        if let bar = snap.cancelBarFrame, let button = snap.cancelButtonFrame, bar.intersection(screen) != nil {
            let c = settings.cancelView
            canvas.box(bar, fill: c.backgroundColor.rgb, opacity: c.backgroundColor.alpha, label: "cancel")
            if let title = c.title {
                canvas.text(title, in: button, color: c.titleColor.rgb, fontSize: c.titleSize, opacity: c.titleColor.alpha)
            }
        }
    }

    private func drawRows(_ snap: SheetSnapshot, look: SheetLook, screen: Rect, label: () -> String?,
                          canvas: inout Canvas) {
        let positions = model.positions
        for i in positions.indices {
            guard let f = snap.rowFrame(i), f.width > 0, f.height > 0 else { continue }
            if f.minY >= screen.maxY {
                // Plain sheets stack rows downwards: nothing after this one is visible either.
                if style.variant == .plain { break }
                continue
            }
            guard f.maxY > screen.minY else { continue }
            let action = model.action(at: i)
            let p = positions[i]
            let count = snap.layout.rowCounts[p.section]
            let radius = look.sectionCornerRadius > 0 && (p.item == 0 || p.item == count - 1) ? look.sectionCornerRadius : 0
            let fill = action.style == .cancel ? (look.cancelRowBackground ?? look.rowBackground) : look.rowBackground
            let titleColor = action.style == .destructive ? (look.destructiveTitleColor ?? look.titleColor) : look.titleColor
            canvas.withOpacity(action.enabled ? 1 : look.disabledAlpha) { c in
                c.box(f, fill: fill.alpha > 0 ? fill.rgb : nil, stroke: look.separatorColor?.rgb,
                      cornerRadius: radius, opacity: fill.alpha > 0 ? fill.alpha : 1, label: label())
                drawTexts(action.title, action.data?.subtitle, in: f, color: titleColor, size: look.titleSize,
                          alignment: look.titleAlignment == .center ? .center : .leading,
                          image: action.data?.image, subtitleSize: look.subtitleSize, canvas: &c)
            }
        }
    }

    /// A title (and subtitle below it) in `rect`, after an image slot when there is an image.
    private func drawTexts(_ title: String, _ subtitle: String?, in rect: Rect, color: SheetColor, size: Double,
                           alignment: Canvas.Alignment, image: String?, subtitleSize: Double = 15,
                           canvas: inout Canvas) {
        var area = rect.insetBy(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        if let image {
            let side = min(40, rect.height - 8)
            let slot = Rect(x: rect.x + 10, y: rect.midY - side / 2, width: side, height: side)
            canvas.box(slot, fill: nil, stroke: Color.systemGray, cornerRadius: 5, label: nil)
            _ = image
            area = Rect(x: slot.maxX + 10, y: rect.y, width: max(0, rect.maxX - slot.maxX - 26), height: rect.height)
        }
        if let subtitle, !subtitle.isEmpty {
            let top = Rect(x: area.x, y: area.y, width: area.width, height: area.height * 0.55)
            let bottom = Rect(x: area.x, y: top.maxY, width: area.width, height: area.height - top.height)
            canvas.text(title, in: top, color: color.rgb, fontSize: size, alignment: alignment, opacity: color.alpha)
            canvas.text(subtitle, in: bottom, color: Color.secondaryLabel, fontSize: subtitleSize, alignment: alignment)
        } else if !title.isEmpty {
            canvas.text(title, in: area, color: color.rgb, fontSize: size, alignment: alignment, opacity: color.alpha)
        }
    }
}

extension SheetColor {
    /// The opaque part, for the canvas (its alpha goes into the item's opacity).
    public var rgb: Color {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue))
    }
}
