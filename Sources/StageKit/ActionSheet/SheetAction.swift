/// How an action looks. XLActionController never interprets it (no reordering, no special tap
/// semantics: a `.cancel` action tapped is an ordinary row); it only reaches the cell, which the
/// presets use for colors (spec §1.2).
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, cancel, destructive
}

/// The library's convenience payload (`ActionData`): title, subtitle and image, all optional.
/// Images are names here (there are no bitmaps); they only show in renderings.
///
/// ```swift
/// ActionData(title: "Xmartlabs", subtitle: "@xmartlabs", image: "tw-xmartlabs")
/// ```
public struct ActionData: Hashable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var image: String?

    public init(title: String? = nil, subtitle: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// One row of a sheet (`Action<T>`). `data` nil gives a 0×0 row, as in the library (its height
/// function is never asked). `enabled` and `executeImmediatelyOnTouch` stay mutable after the
/// action is added; the rest is fixed at creation. The handler lives with the controller that owns
/// the action (`ActionController`), keyed by `index`.
///
/// ```swift
/// var delete = SheetAction(data: ActionData(title: "Delete"), style: .destructive)
/// delete.enabled = false
/// ```
public struct SheetAction: Hashable, Sendable {
    public let data: ActionData?
    public let style: ActionStyle
    public var enabled: Bool
    public var executeImmediatelyOnTouch: Bool

    public init(data: ActionData?, style: ActionStyle = .default, enabled: Bool = true,
                executeImmediatelyOnTouch: Bool = false) {
        self.data = data
        self.style = style
        self.enabled = enabled
        self.executeImmediatelyOnTouch = executeImmediatelyOnTouch
    }

    /// The title, or "" for an action without one (used by messages and renderings).
    public var title: String { data?.title ?? "" }
}
