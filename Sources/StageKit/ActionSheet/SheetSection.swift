/// A group of rows (`Section<ActionData, SectionHeaderData>`). It shows a section header only when
/// its style has a section-header height *and* `data` is non-nil (xlactioncontroller.md "The model"); periscope's added
/// sections carry data "" (the library's `PeriscopeSection` sets `data = ()`).
///
/// ```swift
/// var s = SheetSection(data: "More")
/// s.actions.append(SheetAction(data: ActionData(title: "Share")))
/// ```
public struct SheetSection: Hashable, Sendable {
    public var data: String?
    public var actions: [SheetAction]

    public init(data: String? = nil, actions: [SheetAction] = []) {
        self.data = data
        self.actions = actions
    }
}

/// The sheet's global header data: a title (Twitter, Periscope) or title, subtitle and image
/// (Spotify's `SpotifyHeaderData`).
public struct SheetHeader: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var image: String?

    public init(title: String, subtitle: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
