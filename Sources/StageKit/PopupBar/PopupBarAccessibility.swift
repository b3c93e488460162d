/// What VoiceOver reads on the bar (spec §7): the title area (trait button: label = title and
/// subtitle on two lines, omitting empty parts, unless the item sets `accessibilityLabel`;
/// hint = the item's or "Double tap to open."), the image (trait image, the item's image label),
/// the progress view (the item's progress label and value; the value defaults to UIProgressView's
/// "N percent"), the buttons, and the close button ("Close") when open.
///
/// ```swift
/// let a = PopupBarAccessibility(item: PopupItem(title: "Song", subtitle: "Artist"))
/// a.titleArea.label   // "Song\nArtist"
/// a.titleArea.hint    // "Double tap to open."
/// ```
public struct PopupBarAccessibility: Hashable, Sendable {
    public struct Element: Hashable, Sendable {
        public var label: String
        public var hint: String?
        public var value: String?
        public var traits: [String]

        /// "label, value, hint" as VoiceOver speaks it (empty parts left out, lines joined by ", ").
        public var spoken: String {
            var parts = [label.split(separator: "\n").joined(separator: ", ")]
            if let value, !value.isEmpty { parts.append(value) }
            if let hint, !hint.isEmpty { parts.append(hint) }
            return parts.filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    public static let defaultHint = "Double tap to open."
    public static let barIdentifier = "PopupBarView"

    public var titleArea: Element
    public var image: Element?
    public var progress: Element?
    public var buttons: [Element]

    public init(item: PopupItem, showsImage: Bool = true, showsProgress: Bool = false) {
        let parts = [item.displayTitle, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        titleArea = Element(label: item.accessibilityLabel ?? parts.joined(separator: "\n"),
                            hint: item.accessibilityHint ?? Self.defaultHint, value: nil, traits: ["button"])
        image = showsImage && item.image != nil ? Element(label: item.accessibilityImageLabel ?? "", hint: nil, value: nil, traits: ["image"]) : nil
        if showsProgress {
            let percent = Int(clamping: (item.progress * 100).rounded(), to: 0...100, nan: 0)
            progress = Element(label: item.accessibilityProgressLabel ?? "", hint: nil,
                               value: item.accessibilityProgressValue ?? "\(percent) percent", traits: ["updatesFrequently"])
        } else {
            progress = nil
        }
        buttons = (item.leadingBarButtonItems + item.trailingBarButtonItems).map {
            Element(label: $0.spokenLabel, hint: nil, value: nil, traits: $0.isEnabled ? ["button"] : ["button", "notEnabled"])
        }
    }
}
