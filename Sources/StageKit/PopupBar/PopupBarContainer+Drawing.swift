/// Drawing (the library's z-order, back to front: docs/behavior/lnpopupcontroller.md, "Layout"): the popup content
/// view with its close button,
/// the bar (full-width background or floating capsule, image placeholder, title and subtitle at
/// their marquee offsets, progress, buttons, highlight), the safe-area extension, then the tab
/// bar or toolbar; a navigation controller's navigation bar, with the container's title, first
/// of all. The container's own content is the layers below; nothing is drawn for it.
extension PopupBarContainer {
    public func isVisible(at t: SimTime) -> Bool { isShownInWindow }
    public var notInWindowReason: String? { whyNotShown }

    public func draw(into canvas: inout Canvas, at t: SimTime) {
        let snap = snapshot(at: t)
        let item = popupItem
        drawNavigationBar(into: &canvas, at: t)
        if snap.contentVisible {
            canvas.withOpacity(snap.contentAlpha) { c in
                c.box(snap.contentFrame, fill: .systemBackground, stroke: .separator, label: source + " content")
                if let view = popupContentViewController?.view {
                    // The content controller's view (the app's player), under the close button.
                    draw(view, into: &c, at: t)
                } else {
                    let titleRect = Rect(x: snap.contentFrame.x, y: snap.contentFrame.y + snap.contentFrame.height / 3,
                                         width: snap.contentFrame.width, height: 24)
                    if let title = item?.displayTitle { c.text(title, in: titleRect, fontSize: 20) }
                    if let sub = item?.subtitle {
                        c.text(sub, in: titleRect.offsetBy(dx: 0, dy: 28), color: .secondaryLabel, fontSize: 17)
                    }
                }
                if let f = snap.closeButtonFrame {
                    c.withOpacity(snap.closeButtonAlpha) { cc in
                        switch effectiveCloseButtonStyle {
                        case .round: cc.box(f, fill: .tertiarySystemBackground, cornerRadius: 12, label: "x")
                        case .chevron: cc.text("v", in: f, color: .systemGray)
                        default:
                            cc.box(
                                Rect(x: f.x, y: f.midY - 2.5, width: f.width, height: 5), fill: .systemGray,
                                cornerRadius: 2.5)
                        }
                    }
                }
            }
        }
        if snap.barVisible {
            canvas.withOpacity(snap.barAlpha) { c in drawBar(snap, item: item, into: &c) }
        }
        if let ext = snap.safeAreaExtension, snap.presence > 0 {
            canvas.box(ext, fill: .secondarySystemBackground)
        }
        drawDocking(snap, into: &canvas)
    }

    private func drawBar(_ snap: PopupBarSnapshot, item: PopupBarItem?, into c: inout Canvas) {
        if snap.showsFullWidthBackground {
            c.box(snap.barFrame, fill: .secondarySystemBackground, label: source)
        }
        if let cap = snap.capsule {
            c.box(cap, fill: .systemBackground, stroke: .separator, cornerRadius: PopupBarLayout.floatingCornerRadius,
                  label: snap.showsFullWidthBackground ? nil : source)
        }
        guard let item, let contents = snap.contents else { return }
        c.withOpacity(snap.barContentAlpha) { c in
            if let img = contents.imageFrame {
                if let name = item.image, !name.isEmpty {
                    c.image(name, in: img, cornerRadius: 6)
                } else {
                    c.box(img, fill: .tertiarySystemBackground, cornerRadius: 6)
                }
            }
            let align: Canvas.Alignment = contents.centeredTitles ? .center : .leading
            // A scrolling marquee label (MarqueeLabel.m) draws its whole text at the offset, cut at
            // its frame; a label that does not scroll ellipsizes.
            let marquee = popupBar.appearance(for: item).marqueeScrollEnabled
            func label(_ text: String, _ frame: Rect, _ offset: Double, _ size: Double, _ color: Color) {
                let w = TextMetrics.width(of: text, fontSize: size)
                if marquee && w > frame.width {
                    c.text(
                        text, in: Rect(x: frame.x + offset, y: frame.y, width: w, height: frame.height), color: color,
                           fontSize: size, alignment: .leading, clip: frame)
                } else {
                    c.text(text, in: frame.offsetBy(dx: offset, dy: 0), color: color, fontSize: size, alignment: align)
                }
            }
            if let title = item.displayTitle {
                label(title, contents.titleFrame, snap.titleMarqueeOffset, contents.titleFontSize, .label)
            }
            if let sub = item.subtitle, let f = contents.subtitleFrame {
                label(sub, f, snap.subtitleMarqueeOffset, contents.subtitleFontSize, .secondaryLabel)
            }
            for b in contents.buttons {
                let list = b.leading ? item.leadingBarButtonItems : item.trailingBarButtonItems
                guard b.index < list.count else { continue }
                let bi = list[b.index]
                let tint: Color = bi.isEnabled ? .systemBlue : .systemGray
                if let image = bi.image {
                    // An image button shows its symbol (the width is the 44-pt image button's).
                    c.symbol(image, in: b.frame, color: tint, pointSize: PopupBarButtonItem.symbolPointSize)
                } else {
                    c.text(bi.title ?? "", in: b.frame, color: tint, fontSize: 15)
                }
            }
            if let fill = contents.progressFill, fill.width > 0 {
                c.box(fill, fill: .systemBlue)
            }
        }
        if snap.highlight > 0 {
            c.shade(
                snap.capsule ?? snap.barFrame, color: .systemGray,
                opacity: snap.highlight * popupBar.appearance(for: item).highlightOpacity)
        }
    }

    private func drawDocking(_ snap: PopupBarSnapshot, into canvas: inout Canvas) {
        let f = snap.dockingFrame
        switch kind {
        case .tabBarController(let tabs):
            guard f.minY < stage.screen.height else { return }
            canvas.box(f, fill: .secondarySystemBackground, stroke: .separator, label: "tab bar")
            guard !tabs.isEmpty else { return }
            let w = f.width / Double(tabs.count)
            for (i, t) in tabs.enumerated() {
                // UIKit's stacked item (a portrait iPhone): the icon at the top, the 10-pt title
                // under it. A tab is given by its title alone, so its icon is the neutral glyph
                // ("an icon", not which one; the text picture shows the title only).
                let color: Color = i == selectedTab ? .systemBlue : .systemGray
                let x = f.x + Double(i) * w
                canvas.symbol("", in: Rect(x: x, y: f.y + 5, width: w, height: 26), color: color, pointSize: 24)
                canvas.text(t, in: Rect(x: x, y: f.y + 31, width: w, height: 14), color: color, fontSize: 10)
            }
        case .navigationController:
            guard layout.docking.systemBarVisible || f.minY < stage.screen.height, f.minY < stage.screen.height else {
                return
            }
            canvas.box(f, fill: .secondarySystemBackground, stroke: .separator, label: "toolbar")
        case .viewController, .custom:
            break
        }
    }
}
