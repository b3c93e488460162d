/// The device a sheet is laid out on: screen size and safe-area insets.
public struct SheetDevice: Hashable, Sendable {
    public var size: Size
    public var safeArea: EdgeInsets

    public init(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
    }

    /// iPhone 15: 393×852, safe area 59 top / 34 bottom (the stage's default screen).
    public static let iPhone15 = SheetDevice(size: Size(width: 393, height: 852),
                                             safeArea: EdgeInsets(top: 59, bottom: 34))
}

/// Where everything of a sheet sits once presented and at rest (xlactioncontroller.md "Layout", "Dynamics"), computed
/// once by a
/// pure function of the model, the style, the frozen settings and the device.
///
/// Rows and headers are in *content* coordinates (y 0 = top of the content); on screen, at rest
/// and unscrolled, content y maps to `insets.top + y` (the collection view is full screen and
/// places the content with its top inset). `screenFrame(ofRow:)` does that mapping; the live
/// sheet adds its animated offset and its scroll.
///
/// ```swift
/// var m = SheetModel()
/// for t in ["Take photo", "Choose existing photo", "Remove profile picture", "Cancel"] {
///     m.addAction(SheetAction(data: ActionData(title: t)))
/// }
/// let l = try SheetLayout(model: m, style: .skype, settings: SheetStyle.skype.settings, device: .iPhone15)
/// l.contentHeight                 // 240
/// l.screenFrame(ofRow: 0)         // {x=0, y=578, width=393, height=60}
/// ```
public struct SheetLayout: Hashable, Sendable {
    public internal(set) var device: SheetDevice
    /// xlactioncontroller.md "Layout", "Dynamics": what `contentHeight` reports.
    public internal(set) var contentHeight: Double
    /// The full flow height (`contentSize`): includes the last section's bottom inset, excludes
    /// the cancel-height addition. Drives the scroll range.
    public internal(set) var flowHeight: Double
    /// The collection view's content insets while presented (xlactioncontroller.md "Layout").
    public internal(set) var insets: EdgeInsets
    /// Each action's row by global index, content coordinates.
    public internal(set) var rows: [Rect]
    public internal(set) var header: Rect?
    /// Each model section's header, nil when it has none.
    public internal(set) var sectionHeaders: [Rect?]
    /// Each model section's number of rows.
    public internal(set) var rowCounts: [Int]
    /// The cancel bar at rest (screen coordinates) and its button (the top `height` points).
    public internal(set) var cancelBar: Rect?
    public internal(set) var cancelButton: Rect?
    /// The preset's backdrop view (Skype's shape, Twitter's filler), content coordinates.
    public internal(set) var backdrop: Rect?
    /// How far the content can scroll up from rest (0 when it fits or cannot scroll).
    public internal(set) var maxScroll: Double

    public init(model: SheetModel, style: SheetStyle, settings: ActionControllerSettings,
                device: SheetDevice) throws(ActionSheetError) {
        if let last = model.sections.last, last.actions.isEmpty {
            throw .emptyLastSection(section: model.sections.count)
        }
        let W = device.size.width, H = device.size.height, safe = device.safeArea
        let cancel = settings.cancelView
        let left = style.contentInset.left + safe.left
        let right = style.contentInset.right + safe.right
        let contentWidth = W - left - right
        let inset = style.sectionInset
        var rows: [Rect] = []
        rows.reserveCapacity(model.actionCount)
        var sectionHeaders: [Rect?] = []
        sectionHeaders.reserveCapacity(model.sections.count)
        var header: Rect?
        var contentHeight: Double
        var flowHeight: Double

        switch style.variant {
        case .plain:
            // A vertical flow layout: header, then per section its header, top inset, rows with
            // line spacing between them, bottom inset. A section without rows contributes only its
            // header (the library's examples only ever have the header section empty; see docs).
            let rowWidth = contentWidth - 2 * settings.collectionView.lateralMargin
            let rowX = left + settings.collectionView.lateralMargin
            var y = 0.0
            if let h = style.headerHeight(for: model.header, screenWidth: W) {
                header = Rect(x: left, y: 0, width: contentWidth, height: h)
                y = h
            }
            var lastRowMaxY = 0.0
            for section in model.sections {
                let sh = style.sectionHeaderHeight(for: section)
                sectionHeaders.append(sh > 0 ? Rect(x: left, y: y, width: contentWidth, height: sh) : nil)
                y += sh
                guard !section.actions.isEmpty else { continue }
                y += inset.top
                for (k, action) in section.actions.enumerated() {
                    if k > 0 { y += style.lineSpacing }
                    let h = style.rowHeight(action)
                    rows.append(
                        h > 0
                            ? Rect(x: rowX, y: y, width: rowWidth, height: h) : Rect(x: rowX, y: y, width: 0, height: 0)
                    )
                    y += h
                }
                lastRowMaxY = y
                y += inset.bottom
            }
            flowHeight = y
            contentHeight = model.sections.isEmpty ? 0 : lastRowMaxY
            if cancel.showCancel && !cancel.hideCollectionViewBehindCancelView { contentHeight += cancel.height }

        case .dynamics:
            // xlactioncontroller.md "Dynamics": the content height counts every action at
            // `cellHeightWhenDynamicsIsUsed`, the
            // section insets and the initial bottom content inset; rows sit on a 50-pt pitch (the
            // flow layout's never-set itemSize), centered, phone-width even in landscape.
            if model.header != nil && style.headerHeight != nil { throw .dynamicsHeader }
            let pitch = SheetLayout.dynamicsPitch
            let rowWidth = min(W, H) - 2 * settings.collectionView.lateralMargin - left - right
            let rowX = left + (contentWidth - rowWidth) / 2
            var start = 0.0
            var lastMaxY = 0.0
            for (s, section) in model.sections.enumerated() {
                sectionHeaders.append(nil)
                if s > 0 { start += inset.top }
                for (k, action) in section.actions.enumerated() {
                    let top = start + Double(k) * pitch
                    let h = style.rowHeight(action)
                    rows.append(Rect(x: rowX, y: top, width: h > 0 ? rowWidth : 0, height: h))
                    lastMaxY = top + h
                }
                start += Double(section.actions.count) * pitch + inset.bottom
            }
            flowHeight = model.sections.isEmpty ? 0 : max(lastMaxY, start)
            contentHeight = Double(model.actionCount) * settings.collectionView.cellHeightWhenDynamicsIsUsed
                + Double(model.sections.count) * (inset.top + inset.bottom) + style.contentInset.bottom
            if model.sections.isEmpty { contentHeight = 0 }
        }

        // xlactioncontroller.md "Layout": bottom-aligned above the bottom safe area, but never closer than 30 pt to
        // the top
        // safe area (taller content runs off the bottom).
        let top = max(H - contentHeight - safe.bottom, safe.top + SheetLayout.minimumTopGap)
        let bottom = style.contentInset.bottom + (cancel.showCancel ? cancel.height : 0) + safe.bottom
        self.insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        self.device = device
        self.contentHeight = contentHeight
        self.flowHeight = flowHeight
        self.rows = rows
        self.header = header
        self.sectionHeaders = sectionHeaders
        self.rowCounts = model.sections.map(\.actions.count)
        if cancel.showCancel {
            let bar = Rect(x: 0, y: H - cancel.height - safe.bottom, width: W, height: cancel.height + safe.bottom)
            cancelBar = bar
            cancelButton = Rect(x: 0, y: bar.y, width: W, height: cancel.height)
        } else {
            cancelBar = nil
            cancelButton = nil
        }
        if let b = style.backdrop {
            backdrop = SheetLayout.backdrop(b, contentHeight: contentHeight, device: device)
        } else {
            backdrop = nil
        }
        maxScroll = settings.behavior.scrollEnabled ? max(0, flowHeight + bottom - H + top) : 0
    }

    /// The preset's backdrop view: as wide as the collection view less the safe area's sides, from
    /// the content's leading edge (Skype.swift 95-97, 116-121; Twitter.swift 95-102, 133-138).
    static func backdrop(_ b: SheetStyle.Backdrop, contentHeight: Double, device: SheetDevice) -> Rect {
        let safe = device.safeArea
        return Rect(x: safe.left, y: b.top, width: max(0, device.size.width - safe.left - safe.right),
                    height: contentHeight + b.bottomExtra + safe.bottom - b.top)
    }

    /// The gap the sheet always leaves under the top safe area.
    public static let minimumTopGap = 30.0
    /// The Dynamics variant's row pitch: UIKit's default flow `itemSize` height.
    public static let dynamicsPitch = 50.0

    /// A row's frame on screen at rest, unscrolled.
    public func screenFrame(ofRow index: Int) -> Rect {
        rows[index].offsetBy(dx: 0, dy: insets.top)
    }

    /// Where the collection view starts before presenting: shifted down by the content height
    /// plus the cancel height (xlactioncontroller.md "Lifecycle").
    public func presentStartOffset(settings: ActionControllerSettings) -> Double {
        contentHeight + (settings.cancelView.showCancel ? settings.cancelView.height : 0)
    }

    /// Where the base dismissal sends the collection view (xlactioncontroller.md "Lifecycle"): fully below the
    /// screen, plus the dismiss offset.
    public func dismissEndOffset(settings: ActionControllerSettings) -> Double {
        presentStartOffset(settings: settings) + settings.animation.dismiss.offset + device.safeArea.bottom
    }
}
