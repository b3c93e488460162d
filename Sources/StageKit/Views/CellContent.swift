/// What a table or collection cell shows (docs/VIEWS.md, "Cells"): UIKit's standard content
/// (`UIListContentConfiguration`: a text, a secondary text under it, an image before them), an
/// accessory (`UITableViewCell.AccessoryType`: a disclosure indicator or a checkmark, or a custom
/// `accessoryView` such as a "…" button), or a custom content view of the app's own views. A
/// cell's views are the app's: their buttons take the taps that land on them (not a selection).
///
/// ```swift
/// var c = CellContent(text: "Episode 12", secondaryText: "42 min")
/// c.accessoryView = Button(stage: stage, image: "ellipsis")
/// ```
public struct CellContent {
    /// UIKit's `UITableViewCell.AccessoryType` (the ones the engine draws).
    public enum Accessory: String, Hashable, Sendable, CaseIterable { case none, disclosureIndicator, checkmark }

    public var text: String
    public var secondaryText: String?
    /// An SF Symbol's name, drawn before the text.
    public var image: String?
    public var accessory: Accessory
    /// A custom accessory (UIKit's `accessoryView`, which takes the accessory's place).
    public var accessoryView: View?
    /// A custom content view filling the cell's content area (the standard content is not drawn).
    public var contentView: View?

    public init(
        text: String, secondaryText: String? = nil, image: String? = nil, accessory: Accessory = .none,
        accessoryView: View? = nil, contentView: View? = nil
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.accessory = accessory
        self.accessoryView = accessoryView
        self.contentView = contentView
    }

    /// The cell's views (what the table hosts).
    public var views: [View] { [contentView, accessoryView].compactMap { $0 } }
}
