/// One button's place at an offset, in the row's coordinates (x from the table's left edge, y from
/// the row's top). `index` is the delegate's index (0 = the first action, the expandable one).
public struct SwipeButtonFrame: Hashable, Sendable {
    public var index: Int
    /// The whole mBW-wide button (may extend past the screen or under another wrapper).
    public var button: Rect
    /// The part of the button a touch can reach: clipped by the actions view, the table's edges
    /// and the wrappers stacked on top. Empty width when hidden.
    public var visible: Rect
    /// The visible part of the action's wrapper (its background color).
    public var wrapper: Rect
    /// `SwipeActionTransitioning`'s percentVisible for this action.
    public var percentVisible: Double
}

/// The actions view's geometry as pure functions (SwipeActionsView.swift 141-196, SwipeTransitionLayout.swift): button
/// sizing, fixed when the
/// view is built (`mBW`, `P`), and the frames of the three transition styles at any offset,
/// elastic overscroll, the expanded layout, mirrored for the left side.
///
/// Internally index `i` follows the library's reversed storage: `i = 0` is the *last* delegate
/// action (next to the content), `n − 1` the first (at the screen edge, the expandable one).
///
/// ```swift
/// let l = SwipeLayout(titles: ["Delete", "Flag", "More"], options: SwipeOptions(),
///                     cellWidth: 375, cellHeight: 76, orientation: .right)
/// l.buttonWidth, l.preferredWidth             // 74, 222
/// l.frames(offset: -111).map(\.button.minX)   // [338, 301, 264]: Delete, Flag, More (border)
/// ```
public struct SwipeLayout: Hashable, Sendable {
    public let cellWidth: Double
    public let cellHeight: Double
    public let orientation: SwipeActionsOrientation
    public let style: SwipeTransitionStyle
    public let count: Int
    /// mBW: every button's width.
    public let buttonWidth: Double
    /// m: the safe-area inset on the swiped side.
    public let safeInset: Double
    /// P = mBW·n + m: the fully open distance.
    public let preferredWidth: Double
    public let elasticOverscroll: Bool
    /// The buttons' vertical extent in the row (after `visibleRect`'s insets).
    public let buttonTop: Double
    public let buttonHeight: Double

    /// Sizes the buttons as the library does once per actions view: each action's preferred width
    /// from its title (wrapped to the width limit) or image plus padding, all made as wide as the
    /// widest, at least the minimum (SwipeActionsView.swift 151-153, SwipeActionButton.swift 72-78).
    public init(actions: [SwipeAction], options: SwipeOptions, cellWidth w: Double, cellHeight h: Double,
        orientation: SwipeActionsOrientation, safeInset m: Double = 0,
        verticalInsets: (top: Double, bottom: Double) = (0, 0)
    ) {
        let n = max(actions.count, 1)
        let maximum = options.maximumButtonWidth(cellWidth: w, actionCount: n)
        let minimum = options.minimumButtonWidth(cellWidth: w, actionCount: n)
        let limit = maximum > 0 ? maximum : Double.infinity
        let padding = options.effectivePadding
        var widest = 0.0
        var tallestImage = 0.0
        for a in actions { tallestImage = max(tallestImage, a.imageSize?.height ?? 0) }
        var tallestContent = 0.0
        for a in actions {
            let font = a.effectiveFontSize
            var textWidth = 0.0
            var titleHeight = 0.0
            if let t = a.title, !t.isEmpty {
                let lines = limit.isFinite ? TextMetrics.lines(of: t, fontSize: font, maxWidth: limit) : [t]
                textWidth = lines.map { TextMetrics.width(of: $0, fontSize: font) }.max() ?? 0
                textWidth = textWidth.rounded(.up)
                titleHeight = Double(lines.count) * TextMetrics.lineHeight(fontSize: font)
            }
            let imageWidth = a.imageSize?.width ?? 0
            widest = max(widest, min(limit, max(textWidth, imageWidth) + 2 * padding))
            let imageHeight = a.image != nil ? tallestImage : 0
            let spacing = titleHeight > 0 && imageHeight > 0 ? options.effectiveSpacing : 0
            tallestContent = max(tallestContent, imageHeight + titleHeight + spacing)
        }
        let mBW = max(minimum, widest)
        self.init(cellWidth: w, cellHeight: h, orientation: orientation, style: options.transitionStyle,
                  count: actions.count, buttonWidth: mBW, safeInset: m,
                  elasticOverscroll: options.expansionStyle?.elasticOverscroll ?? false,
                  buttonTop: verticalInsets.top,
                  buttonHeight: max(2 * padding + tallestContent, h - verticalInsets.top - verticalInsets.bottom))
    }

    /// Builds a layout from its numbers directly (tests, custom sizing).
    public init(
        cellWidth: Double, cellHeight: Double, orientation: SwipeActionsOrientation, style: SwipeTransitionStyle,
                count: Int, buttonWidth: Double, safeInset: Double = 0, elasticOverscroll: Bool = false,
                buttonTop: Double = 0, buttonHeight: Double? = nil) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.orientation = orientation
        self.style = style
        self.count = count
        self.buttonWidth = buttonWidth
        self.safeInset = safeInset
        self.preferredWidth = buttonWidth * Double(count) + safeInset
        self.elasticOverscroll = elasticOverscroll
        self.buttonTop = buttonTop
        self.buttonHeight = buttonHeight ?? cellHeight
    }

    /// The same buttons in a resized cell (a rotation): the button width stays as the view was
    /// built with it (`minimumButtonWidth` is set once, SwipeActionsView.swift 151-153), the
    /// safe-area margin is read again (the library reads it live, 40-44), so P follows it (65-67).
    public func relaid(cellWidth w: Double, safeInset m: Double) -> SwipeLayout {
        SwipeLayout(cellWidth: w, cellHeight: cellHeight, orientation: orientation, style: style, count: count,
                    buttonWidth: buttonWidth, safeInset: m, elasticOverscroll: elasticOverscroll,
                    buttonTop: buttonTop, buttonHeight: buttonHeight)
    }

    /// The fully open offset, `−P·s`.
    public var openOffset: Double { -preferredWidth * orientation.scale }
    /// Where a fill sends the content, `−(W + mBW)·s`.
    public var fillOffset: Double { -(cellWidth + buttonWidth) * orientation.scale }

    /// d = |offset| on the actions' side (0 when pulled the wrong way).
    public func displacement(offset: Double) -> Double { max(0, -offset * orientation.scale) }

    /// v = max(0, d − m).
    public func visibleWidth(offset: Double) -> Double { max(0, displacement(offset: offset) - safeInset) }

    /// c: the content width the buttons share; with elastic overscroll they take only 25 % of
    /// the travel past P.
    public func contentWidth(visibleWidth v: Double) -> Double {
        if elasticOverscroll && v >= preferredWidth { return preferredWidth + 0.25 * (v - preferredWidth) }
        return v
    }

    /// bo: the actions view's bounds origin (local x of its visible left edge, `.right` terms).
    public func boundsOrigin(visibleWidth v: Double) -> Double {
        switch style {
        case .border: return 0
        case .drag: return contentWidth(visibleWidth: v) - v
        case .reveal: return Double(count) * buttonWidth - v
        }
    }

    /// L_i in actions-view local coordinates (`.right` terms). `expansion` (0…1) moves the last
    /// wrapper from its normal place to `bo` (the expanded layout), as the relayout animates.
    public func wrapperLeft(_ i: Int, visibleWidth v: Double, expansion: Double = 0) -> Double {
        let c = style == .reveal ? v : contentWidth(visibleWidth: v)
        let normal: Double
        switch style {
        case .border: normal = Double(i) * c / Double(max(count, 1)) + (v - c)
        case .drag, .reveal: normal = Double(i) * buttonWidth
        }
        guard i == count - 1, expansion != 0 else { return normal }
        return normal + (boundsOrigin(visibleWidth: v) - normal) * expansion
    }

    /// Each action's visible width for transition delegates, by internal index (SwipeTransitionLayout.swift 55-87).
    public func visibleWidths(visibleWidth v: Double) -> [Double] {
        let c = contentWidth(visibleWidth: v)
        return (0..<count).map { i in
            switch style {
            case .border: return c / Double(max(count, 1)) + (v - c)
            case .drag: return min(max(v - Double(i) * buttonWidth, 0), buttonWidth)
            case .reveal: return min(max(v - Double(count - 1 - i) * buttonWidth, 0), buttonWidth)
            }
        }
    }

    /// percentVisible per *delegate* index (width / mBW; border can exceed 1).
    public func percentsVisible(offset: Double) -> [Double] {
        let widths = visibleWidths(visibleWidth: visibleWidth(offset: offset))
        return (0..<count).map { k in widths[count - 1 - k] / buttonWidth }
    }

    /// Every button's frames at `offset`, ordered left to right on screen for `.right` (internal
    /// order), each tagged with its delegate index. `expansion` is the expanded layout's progress.
    public func frames(offset: Double, expansion: Double = 0) -> [SwipeButtonFrame] {
        let w = cellWidth
        let d = displacement(offset: offset)
        let v = visibleWidth(offset: offset)
        let bo = boundsOrigin(visibleWidth: v)
        let viewLeft = w - d
        // The actions view is 2W wide and clips; the table clips at its own edges.
        let clipLo = max(0, viewLeft), clipHi = min(w, viewLeft + 2 * w)
        let lefts = (0..<count).map { viewLeft + wrapperLeft($0, visibleWidth: v, expansion: expansion) - bo }
        let widths = visibleWidths(visibleWidth: v)
        var result: [SwipeButtonFrame] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            // Wrappers stack in internal order, later ones on top: the lowest left edge of those
            // above hides what lies right of it.
            var coveredFrom = Double.infinity
            for j in (i + 1)..<max(count, i + 1) { coveredFrom = min(coveredFrom, lefts[j]) }
            let a = lefts[i], b = a + buttonWidth
            let visLo = max(a, clipLo), visHi = min(b, clipHi, coveredFrom < a ? a : coveredFrom)
            let wrapLo = max(a, clipLo), wrapHi = min(a + 2 * w, clipHi, coveredFrom < a ? a : coveredFrom)
            result.append(SwipeButtonFrame(
                index: count - 1 - i,
                button: mirrored(lo: a, hi: b, top: buttonTop, height: buttonHeight),
                // Hidden: zero width at the clamped edge.
                visible: visHi > visLo ? mirrored(lo: visLo, hi: visHi, top: buttonTop, height: buttonHeight)
                    : mirrored(lo: min(visLo, clipHi), hi: min(visLo, clipHi), top: buttonTop, height: buttonHeight),
                // visibleRect insets the wrapper (its colored background) as it does the button
                // (SwipeActionsView.swift 181-187): the actions view's own color shows above and below.
                wrapper: mirrored(lo: wrapLo, hi: max(wrapLo, wrapHi), top: buttonTop, height: buttonHeight),
                percentVisible: widths[i] / buttonWidth))
        }
        return result
    }

    /// The part of the actions view on screen at `offset` (row height, row coordinates), or nil:
    /// its own color (the options' background, SwipeActionsView.swift 116-124) shows wherever no
    /// wrapper covers it: the elastic gap (`backgroundGap`), above and below wrappers inset by
    /// `visibleRect` (181-187), behind clear ones.
    public func actionsViewRect(offset: Double) -> Rect? {
        let d = displacement(offset: offset)
        guard count > 0, d > 0 else { return nil }
        let lo = max(0, cellWidth - d), hi = min(cellWidth, cellWidth + d)
        guard hi > lo else { return nil }
        return mirrored(lo: lo, hi: hi, top: 0, height: cellHeight)
    }

    /// The gap between the content and the first wrapper that shows the options' background
    /// (elastic overscroll; `drag` and `border` only), as a rect in row coordinates, or nil.
    /// `expansion`: the expanded layout's progress, which moves the expandable action's wrapper
    /// (as wide as the actions view) to the visible edge (SwipeActionsView.swift 272-282): held
    /// expanded, that wrapper covers the gap, so no gray band shows beside the content.
    public func backgroundGap(offset: Double, expansion: Double = 0) -> Rect? {
        let d = displacement(offset: offset)
        let v = visibleWidth(offset: offset)
        guard count > 0, d > 0 else { return nil }
        let viewLeft = cellWidth - d
        let lowest = min(wrapperLeft(0, visibleWidth: v), wrapperLeft(count - 1, visibleWidth: v, expansion: expansion))
        let first = viewLeft + lowest - boundsOrigin(visibleWidth: v)
        let lo = max(0, viewLeft), hi = min(cellWidth, first)
        guard hi > lo else { return nil }
        return mirrored(lo: lo, hi: hi, top: 0, height: cellHeight)
    }

    /// `.right` interval [lo, hi] → row rect; `.left` mirrors it to [W − hi, W − lo].
    private func mirrored(lo: Double, hi: Double, top: Double, height: Double) -> Rect {
        if orientation == .right { return Rect(x: lo, y: top, width: hi - lo, height: height) }
        return Rect(x: cellWidth - hi, y: top, width: hi - lo, height: height)
    }

    /// The linear rubber band of `elasticTranslation` (Extensions.swift 63-80): free up to `limit`, then `k` of the
    /// travel beyond.
    public static func rubberBand(_ r: Double, limit: Double, elasticity k: Double) -> Double {
        let a = abs(r)
        if a <= limit { return r }
        return (r < 0 ? -1 : 1) * (limit + k * (a - limit))
    }
}
