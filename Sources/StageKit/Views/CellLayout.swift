/// Where a cell's standard content and accessory go in its bounds (docs/VIEWS.md, "Cells"), as
/// a pure function: the layout margins (16 points, UIKit's on an iPhone: where the separator and
/// the text start), an image before the text, the text and the secondary text under it centred
/// vertically, the accessory at the trailing margin, and the content area (what a custom
/// content view fills: the cell minus the accessory's room, as UIKit shrinks the content view).
///
/// Numbers (approximate, named once: Apple does not publish UIListContentConfiguration's
/// metrics): `imageToTextPadding`, `textToSecondaryTextPadding`, `accessoryPadding`, and the
/// standard accessory's glyph size (`accessoryPointSize`).
///
/// ```swift
/// let l = CellLayout(text: Size(width: 100, height: 20.4), accessory: Size(width: 44.4, height: 34.4),
///                    in: Rect(x: 0, y: 0, width: 393, height: 76))
/// l.accessory     // {x=332.6, y=20.8, width=44.4, height=34.4}
/// l.contentArea   // {x=0, y=0, width=324.6, height=76}
/// ```
public struct CellLayout: Hashable, Sendable {
    public static let margin = 16.0
    /// Approximate: between the image and the text.
    public static let imageToTextPadding = 16.0
    /// Approximate: between the text and the secondary text.
    public static let textToSecondaryTextPadding = 2.0
    /// Approximate: between the content area and the accessory.
    public static let accessoryPadding = 8.0
    /// Approximate: a standard accessory's glyph (a disclosure chevron, a checkmark) point size.
    public static let accessoryPointSize = 14.0

    public var image: Rect?
    public var text: Rect
    public var secondaryText: Rect?
    public var accessory: Rect?
    /// What a custom content view fills.
    public var contentArea: Rect

    /// The layout in `bounds` of a text and secondary text of these line sizes, an image of
    /// `image` size, and an accessory of `accessory` size (nil: none).
    public init(text: Size, secondaryText: Size? = nil, image: Size? = nil, accessory: Size?, in bounds: Rect) {
        let m = Self.margin
        var right = bounds.maxX - m
        if let a = accessory {
            let f = Rect(x: right - a.width, y: bounds.midY - a.height / 2, width: a.width, height: a.height)
            self.accessory = f
            right = f.minX - Self.accessoryPadding
        } else {
            self.accessory = nil
        }
        contentArea = Rect(
            x: bounds.minX, y: bounds.minY, width: max(0, right + (accessory == nil ? m : 0) - bounds.minX),
            height: bounds.height)
        var left = bounds.minX + m
        if let i = image {
            self.image = Rect(x: left, y: bounds.midY - i.height / 2, width: i.width, height: i.height)
            left += i.width + Self.imageToTextPadding
        } else {
            self.image = nil
        }
        let block = text.height + (secondaryText.map { $0.height + Self.textToSecondaryTextPadding } ?? 0)
        let top = bounds.midY - block / 2
        let width = max(0, right - left)
        self.text = Rect(x: left, y: top, width: width, height: text.height)
        self.secondaryText = secondaryText.map {
            Rect(x: left, y: top + text.height + Self.textToSecondaryTextPadding, width: width, height: $0.height)
        }
    }
}
