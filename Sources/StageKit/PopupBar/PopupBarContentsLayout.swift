/// Where the bar's contents sit inside a bar frame (docs/behavior/lnpopupcontroller.md, "Layout"): the 44 pt toolbar
/// with the
/// buttons, the image (prominent and floating only), the title and subtitle rects with their
/// font sizes, and the progress view (1.5 pt track; `progressFill` is the filled part).
///
/// ```swift
/// let c = PopupBarContentsLayout(bar: Rect(x: 0, y: 754, width: 393, height: 64), style: .floating,
///                                item: PopupBarItem(title: "Song", image: "cover"), progressStyle: .none)
/// c.imageFrame   // {x=20, y=766, width=40, height=40}: 8 pt into the capsule (x=12), centered
/// ```
public struct PopupBarContentsLayout: Hashable, Sendable {
    public struct Button: Hashable, Sendable {
        /// Index in the item's leading list, then trailing list.
        public var leading: Bool
        public var index: Int
        public var frame: Rect
    }

    /// The rect the contents are laid out in: the capsule for floating bars, else the bar.
    public var contentRect: Rect
    public var toolbar: Rect
    public var buttons: [Button]
    public var imageFrame: Rect?
    public var titleFrame: Rect
    public var subtitleFrame: Rect?
    public var titleFontSize: Double
    public var subtitleFontSize: Double
    /// Centered (compact) or leading.
    public var centeredTitles: Bool
    public var progressFrame: Rect?
    public var progressFill: Rect?

    public static let toolbarHeight = 44.0
    public static let edgeMargin = 8.0
    public static let progressHeight = 1.5

    /// The title and subtitle fonts follow Dynamic Type: `UIFontMetrics` of a text style scales
    /// the style's system font (LNPopupBar.mm 1305-1379: floating headline 15 and subheadline
    /// 12.5, prominent body 15 and 15, compact subheadline 13.5 and 12).
    static func scaled(_ size: Double, _ style: TextStyleMetrics.Style, _ platform: PopupBarPlatform) -> Double {
        TextStyleMetrics.scaled(size, style, ContentSizeCategory(rawValue: platform.dynamicType.rawValue) ?? .large)
    }

    public init(bar: Rect, style: PopupBarStyle, item: PopupBarItem, progressStyle: PopupBarProgressViewStyle,
        platform: PopupBarPlatform = PopupBarPlatform(), capsule: Rect? = nil, safeArea: EdgeInsets = EdgeInsets()
    ) {
        let wide = platform.isWide
        let rect: Rect
        if style == .floating {
            rect =
                capsule
                ?? Rect(x: bar.x + 12, y: bar.y + 2, width: max(0, bar.width - 24), height: max(0, bar.height - 8))
        } else {
            rect = bar
        }
        contentRect = rect
        let tb = Rect(x: rect.x, y: rect.midY - Self.toolbarHeight / 2, width: rect.width, height: Self.toolbarHeight)
        toolbar = tb
        let m = Self.edgeMargin
        var buttons: [Button] = []
        func place(_ items: [PopupBarButtonItem], leading: Bool, startX: Double) -> Double {
            var x = startX
            for (i, b) in items.enumerated() {
                buttons.append(
                    Button(
                        leading: leading, index: i,
                        frame: Rect(x: x, y: tb.y, width: b.width, height: PopupBarContentsLayout.toolbarHeight)))
                x += b.width
            }
            return x
        }
        let trailingWidth = item.trailingBarButtonItems.reduce(0) { $0 + $1.width }
        let leadingWidth = item.leadingBarButtonItems.reduce(0) { $0 + $1.width }
        var titleLeft: Double
        var titleRight: Double
        switch style {
        case .compact:
            let end = place(item.leadingBarButtonItems, leading: true, startX: rect.minX + m)
            let trailStart = rect.maxX - m - trailingWidth
            _ = place(item.trailingBarButtonItems, leading: false, startX: trailStart)
            titleLeft = (item.leadingBarButtonItems.isEmpty ? rect.minX : end) + m
            titleRight = (item.trailingBarButtonItems.isEmpty ? rect.maxX : trailStart) - m
            imageFrame = nil
            centeredTitles = true
            titleFontSize = Self.scaled(13.5, .subheadline, platform)
            subtitleFontSize = Self.scaled(12, .subheadline, platform)
        default:
            // Prominent, floating (and custom, which draws like prominent): every button on the
            // trailing side, leading items first.
            let all = leadingWidth + trailingWidth
            let start = rect.maxX - m - all
            let afterLeading = place(item.leadingBarButtonItems, leading: true, startX: start)
            _ = place(item.trailingBarButtonItems, leading: false, startX: afterLeading)
            let floating = style == .floating
            if item.image != nil {
                let side = floating ? (wide ? 44.0 : 40.0) : 48.0
                let lead = wide ? 10.0 : 8.0
                imageFrame = Rect(x: rect.minX + lead, y: rect.midY - side / 2, width: side, height: side)
            } else {
                imageFrame = nil
            }
            if let img = imageFrame {
                titleLeft = img.maxX + (floating ? 8 : 16)
            } else {
                titleLeft = rect.minX + (floating ? 20 : 8)
            }
            titleRight = all > 0 ? start : rect.maxX - 20
            centeredTitles = false
            titleFontSize = Self.scaled(15, floating ? .headline : .body, platform)
            subtitleFontSize = floating ? Self.scaled(12.5, .subheadline, platform) : Self.scaled(15, .body, platform)
        }
        self.buttons = buttons
        let width = max(0, titleRight - titleLeft)
        let tH = TextMetrics.lineHeight(fontSize: titleFontSize)
        let sub = item.subtitle.map { !$0.isEmpty } ?? false
        if sub {
            let sH = TextMetrics.lineHeight(fontSize: subtitleFontSize)
            let top = rect.midY - (tH + sH) / 2
            titleFrame = Rect(x: titleLeft, y: top, width: width, height: tH)
            subtitleFrame = Rect(x: titleLeft, y: top + tH, width: width, height: sH)
        } else {
            titleFrame = Rect(x: titleLeft, y: rect.midY - tH / 2, width: width, height: tH)
            subtitleFrame = nil
        }
        // Progress: spans the bar minus safe insets (floating: the capsule inset 5.6 pt each side),
        // at the top edge or 2.5 pt above the bottom.
        switch progressStyle.resolved {
        case .top, .bottom:
            let track: Rect
            let top = progressStyle.resolved == .top
            if style == .floating {
                let inset = PopupBarLayout.floatingCornerRadius / 2.5
                track = Rect(
                    x: rect.x + inset, y: top ? rect.y : rect.maxY - 2.5, width: max(0, rect.width - 2 * inset),
                             height: Self.progressHeight)
            } else {
                track = Rect(x: bar.x + safeArea.left, y: top ? bar.y : bar.y + bar.height - 2.5,
                             width: max(0, bar.width - safeArea.left - safeArea.right), height: Self.progressHeight)
            }
            progressFrame = track
            progressFill = Rect(x: track.x, y: track.y, width: track.width * item.progress, height: track.height)
        default:
            progressFrame = nil
            progressFill = nil
        }
    }
}
