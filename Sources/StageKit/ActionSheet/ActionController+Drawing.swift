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
        if let whole = snap.backdropFrame, let color = style.backdrop?.color {
            if case .jelly = style.present {
                // Skype's shape view fills from 25 pt below its top, under a curved edge.
                let shape = Rect(x: whole.x, y: whole.y + 25, width: whole.width, height: max(0, whole.height - 25))
                if let b = shape.intersection(screen.insetBy(EdgeInsets(top: -40, left: -40, bottom: -40, right: -40)))
                {
                    canvas.box(
                        b, fill: color.rgb, opacity: color.alpha,
                        topCurve: b.minY == shape.minY ? jellyBulge(snap, at: t) : 0)
                }
            } else if let b = whole.intersection(
                screen.insetBy(EdgeInsets(top: -40, left: -40, bottom: -40, right: -40)))
            {
                canvas.box(b, fill: color.rgb, opacity: color.alpha)
            }
        }
        if let h = snap.headerFrame, let header = model.header, h.intersection(screen) != nil {
            canvas.box(h, fill: look.headerBackground.alpha > 0 ? look.headerBackground.rgb : nil,
                       opacity: look.headerBackground.alpha > 0 ? look.headerBackground.alpha : 1, label: label())
            if let margin = look.headerTitleWrapMargin, header.image == nil, header.subtitle == nil {
                // A label sized to fit its lines in the header's width − margin and centered:
                // the lines the header's height was computed for, each starting at the block's edge.
                let area = Rect(x: h.x + margin / 2, y: h.y, width: max(0, h.width - margin), height: h.height)
                canvas.text(header.title, in: area, color: look.headerTitleColor.rgb, fontSize: look.headerTitleSize,
                            alignment: .centeredBlock, opacity: look.headerTitleColor.alpha, lineLimit: 0)
            } else {
                drawTexts(
                    header.title, header.subtitle, in: h, color: look.headerTitleColor, size: look.headerTitleSize,
                          alignment: header.image == nil && header.subtitle == nil ? .center : .leading,
                          image: header.image, subtitleSize: look.subtitleSize, canvas: &canvas)
            }
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
                canvas.text(
                    title, in: button, color: c.titleColor.rgb, fontSize: c.titleSize, opacity: c.titleColor.alpha)
            }
        }
    }

    /// The scale the presenting view is drawn at now (1 when the sheet is not on screen).
    public var presentingScale: Double { presenterScale(at: stage.now) }

    /// The presenting view's scale while the sheet is on screen (0.9 for the default, Tweetbot
    /// and Twitter styles; 1 for the others).
    public func presenterScale(at t: SimTime) -> Double {
        guard let motion, state.isOnScreen else { return 1 }
        return motion.scale(at: t)
    }

    /// How far the middle of Skype's curved top bulges up at `t` (xlactioncontroller.md "Styles"): while presenting,
    /// the gap between the fast probe (45 pt in 0.1 s, then the rest in duration − 0.2 s) and the
    /// normal one (all of it in duration − 0.2 s from 0.1 s), both ease-out (Skype.swift 129-170:
    /// `animationDuration - initTime` with `animationDuration = duration - 0.1`; 0.3 s for its
    /// 0.5-s present); while falling, a sag growing with the fall (−150 × progress, at most 20 pt);
    /// flat at rest.
    func jellyBulge(_ snap: SheetSnapshot, at t: SimTime) -> Double {
        guard let motion else { return 0 }
        let height = snap.layout.contentHeight
        if case .dismissing = state {
            let progress = min(1, max(0, snap.offset / max(1, height + 15)))
            return -min(20, 150 * progress)
        }
        guard let start = motion.frameOffset.animation?.start else { return 0 }
        let tau = (t - start).seconds
        let rest = max(0, settings.animation.present.duration - 0.2)
        guard tau > 0, tau < 0.1 + rest else { return 0 }
        func ease(_ elapsed: Double, _ duration: Double) -> Double {
            guard duration > 0 else { return 1 }
            let p = min(1, max(0, elapsed / duration))
            return Curve.easeOut.progress(elapsed: p, duration: SimDuration(seconds: 1))
        }
        let fast = tau < 0.1 ? 45 * ease(tau, 0.1) : 45 + (height - 45) * ease(tau - 0.1, rest)
        let normal = tau < 0.1 ? 0 : height * ease(tau - 0.1, rest)
        return fast - normal
    }

    /// Each section as one block (the rows' shared background, rounded for tweetbot), a
    /// separator line under every row but a section's last (as the example cells do), rows whose
    /// background differs from their section's (tweetbot's cancel row) on their own, then the
    /// texts. One block per section keeps text pictures readable: a 56-pt row is only 3.4
    /// character cells tall.
    private func drawRows(_ snap: SheetSnapshot, look: SheetLook, screen: Rect, label: () -> String?,
                          canvas: inout Canvas) {
        var first = 0
        for (s, count) in snap.layout.rowCounts.enumerated() {
            let range = first..<(first + count)
            first += count
            guard count > 0, let top = snap.rowFrame(range.lowerBound),
                let bottom = snap.rowFrame(range.upperBound - 1),
                  let wide = range.lazy.map({ snap.layout.rows[$0] }).first(where: { $0.width > 0 }) else { continue }
            let whole = Rect(x: wide.x, y: top.minY, width: wide.width, height: bottom.maxY - top.minY)
            guard whole.height > 0, whole.intersection(screen) != nil,
                  // Clipped to a little more than the screen: the edges of a block that runs
                  // off screen stay off the picture, and renderers never walk thousands of
                  // off-screen points.
                let block = whole.intersection(screen.insetBy(EdgeInsets(top: -40, left: -40, bottom: -40, right: -40)))
            else { continue }
            let allCancel = range.allSatisfy { model.action(at: $0).style == .cancel }
            let sectionFill = allCancel ? (look.cancelRowBackground ?? look.rowBackground) : look.rowBackground
            canvas.box(block, fill: sectionFill.alpha > 0 ? sectionFill.rgb : nil, stroke: look.separatorColor?.rgb,
                       cornerRadius: look.sectionCornerRadius, opacity: sectionFill.alpha > 0 ? sectionFill.alpha : 1,
                       label: label() ?? (snap.layout.rowCounts.count > 1 ? "section \(s + 1)" : nil))
            // Rows within a section go down the screen: start at the first one reaching below the
            // screen's top (binary search) and stop at the first one starting below its bottom.
            var lo = range.lowerBound, hi = range.upperBound
            while lo < hi {
                let mid = (lo + hi) / 2
                if (snap.rowFrame(mid)?.maxY ?? 0) <= screen.minY { lo = mid + 1 } else { hi = mid }
            }
            var i = lo
            while i < range.upperBound, let f = snap.rowFrame(i), f.minY < screen.maxY {
                defer { i += 1 }
                guard f.width > 0, f.height > 0 else { continue }
                let action = model.action(at: i)
                let fill =
                    action.style == .cancel ? (look.cancelRowBackground ?? look.rowBackground) : look.rowBackground
                if fill != sectionFill {
                    canvas.box(f, fill: fill.rgb, cornerRadius: look.sectionCornerRadius, opacity: fill.alpha)
                }
                if let separator = look.separatorColor, i < range.upperBound - 1 {
                    canvas.box(Rect(x: f.x, y: f.maxY - 1, width: f.width, height: 1), fill: separator.rgb)
                }
                let titleColor =
                    action.style == .destructive ? (look.destructiveTitleColor ?? look.titleColor) : look.titleColor
                canvas.withOpacity(action.enabled ? 1 : look.disabledAlpha) { c in
                    let subtitle = look.rowSubtitles ? action.data?.subtitle : nil
                    drawTexts(action.title, subtitle, in: f, color: titleColor, size: look.titleSize,
                              alignment: look.titleAlignment == .center ? .center : .leading,
                              image: action.data?.image, subtitleSize: look.subtitleSize, canvas: &c)
                }
            }
        }
    }

    /// A title (and a subtitle under it) in `rect`, after the image's placeholder when there is
    /// an image (a square 10 pt from the leading edge: 40 pt in 46- and 60-pt rows, 36 pt in
    /// Twitter's 56-pt rows, 54 pt in Spotify's 84-pt header, as in the example cells). Title and
    /// subtitle sit at about 30 % and 62 % of the row's height.
    private func drawTexts(_ title: String, _ subtitle: String?, in rect: Rect, color: Color, size: Double,
                           alignment: Canvas.Alignment, image: String?, subtitleSize: Double = 15,
                           canvas: inout Canvas) {
        var inset = 16.0
        if let image, !image.isEmpty {
            let side = min(54, max(0, rect.height - (rect.height >= 56 ? 20 : 6)))
            let x = rect.x + (rect.height >= 84 ? 15 : 10)
            if side > 0 {
                let frame = Rect(x: x, y: rect.midY - side / 2, width: side, height: side)
                if SymbolGlyphs.glyph(named: image).base != .neutral {
                    // An SF Symbol's name: its glyph, as the popup bar draws it, in the image
                    // view's tint (ActionCell sets none: UIKit's default blue for a template image).
                    canvas.symbol(image, in: frame, color: .systemBlue, pointSize: side * 0.7)
                } else {
                    canvas.image(image, in: frame, cornerRadius: side <= 36 ? 5 : 6)
                }
            }
            inset = x - rect.x + max(side, 40) + 10
        }
        let area = Rect(x: rect.x + inset, y: rect.y, width: max(0, rect.width - inset - 16), height: rect.height)
        if let subtitle, !subtitle.isEmpty {
            let top = Rect(x: area.x, y: area.y + area.height * 0.1, width: area.width, height: area.height * 0.4)
            let bottom = Rect(x: area.x, y: area.y + area.height * 0.45, width: area.width, height: area.height * 0.35)
            canvas.text(title, in: top, color: color.rgb, fontSize: size, alignment: alignment, opacity: color.alpha)
            canvas.text(subtitle, in: bottom, color: Color.secondaryLabel, fontSize: subtitleSize, alignment: alignment)
        } else if !title.isEmpty {
            canvas.text(title, in: area, color: color.rgb, fontSize: size, alignment: alignment, opacity: color.alpha)
        }
    }
}
