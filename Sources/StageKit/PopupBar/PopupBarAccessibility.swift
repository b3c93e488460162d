/// What VoiceOver reads on the bar (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee"): the title area
/// (trait button: label = title and
/// subtitle on two lines, omitting empty parts, unless the item sets `accessibilityLabel`;
/// hint = the item's or "Double tap to open."), the image (trait image, the item's image label),
/// the progress view (the item's progress label and value; the value defaults to UIProgressView's
/// "N percent"), the buttons, and the close button ("Close") when open.
///
/// ```swift
/// let a = PopupBarAccessibility(item: PopupBarItem(title: "Song", subtitle: "Artist"))
/// a.titleArea.label   // "Song\nArtist"
/// a.titleArea.hint    // "Double tap to open."
/// ```
public struct PopupBarAccessibility: Hashable, Sendable {
    public struct Element: Hashable, Sendable {
        public var label: String
        public var hint: String?
        public var value: String?
        public var traits: [String]
        /// Where it is on screen (set by `elements(contents:style:)`).
        public var frame: Rect?
        /// What it is: "titleArea", "image", "progress", "leadingButton", "trailingButton", "closeButton".
        public var role: String = ""

        /// "label, value, hint" as VoiceOver speaks it (empty parts left out, lines joined by ", ").
        public var spoken: String {
            var parts = [label.split(separator: "\n").joined(separator: ", ")]
            if let value, !value.isEmpty { parts.append(value) }
            if let hint, !hint.isEmpty { parts.append(hint) }
            return parts.filter { !$0.isEmpty }.joined(separator: ", ")
        }

        public init(
            label: String, hint: String?, value: String?, traits: [String], frame: Rect? = nil, role: String = ""
        ) {
            self.label = label
            self.hint = hint
            self.value = value
            self.traits = traits
            self.frame = frame
            self.role = role
        }
    }

    /// The close button of the open content: "Close", a button.
    public static func closeButton(frame: Rect?) -> Element {
        Element(
            label: PopupBarCloseButton.accessibilityLabel, hint: nil, value: nil, traits: ["button"], frame: frame,
            role: "closeButton")
    }

    /// Every element in VoiceOver's order (leading to trailing, the simulation's reading of the
    /// bar's layout): compact = leading buttons, title area, progress, trailing buttons;
    /// prominent/floating = image, title area, progress, then the buttons (leading items first,
    /// all on the trailing side). Frames come from `contents` when given.
    public func elements(contents: PopupBarContentsLayout?, style: PopupBarStyle) -> [Element] {
        func button(_ e: Element, leading: Bool, index: Int) -> Element {
            var e = e
            e.role = leading ? "leadingButton" : "trailingButton"
            e.frame = contents?.buttons.first { $0.leading == leading && $0.index == index }?.frame
            return e
        }
        let split = buttons.count - trailingCount
        let leading = buttons.prefix(split).enumerated().map { button($0.element, leading: true, index: $0.offset) }
        let trailing = buttons.suffix(trailingCount).enumerated().map {
            button($0.element, leading: false, index: $0.offset)
        }
        var title = titleArea
        title.role = "titleArea"
        if let c = contents {
            let t = c.titleFrame
            title.frame = c.subtitleFrame.map { Rect(x: t.x, y: t.y, width: t.width, height: $0.maxY - t.y) } ?? t
        }
        var img = image
        img?.role = "image"
        img?.frame = contents?.imageFrame
        var prog = progress
        prog?.role = "progress"
        prog?.frame = contents?.progressFrame
        let middle = [title] + [prog].compactMap { $0 }
        if style == .compact { return leading + middle + trailing }
        return [img].compactMap { $0 } + middle + leading + trailing
    }

    public static let defaultHint = "Double tap to open."
    public static let barIdentifier = "PopupBarView"

    public var titleArea: Element
    public var image: Element?
    public var progress: Element?
    public var buttons: [Element]
    /// How many of `buttons` (the last ones) are trailing items.
    public var trailingCount: Int

    public init(item: PopupBarItem, showsImage: Bool = true, showsProgress: Bool = false) {
        let parts = [item.displayTitle, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        titleArea = Element(label: item.accessibilityLabel ?? parts.joined(separator: "\n"),
                            hint: item.accessibilityHint ?? Self.defaultHint, value: nil, traits: ["button"])
        image =
            showsImage && item.image != nil
            ? Element(label: item.accessibilityImageLabel ?? "", hint: nil, value: nil, traits: ["image"]) : nil
        if showsProgress {
            let percent = Int(clamping: (item.progress * 100).rounded(), to: 0...100, nan: 0)
            progress = Element(label: item.accessibilityProgressLabel ?? "", hint: nil,
                value: item.accessibilityProgressValue ?? "\(percent) percent", traits: ["updatesFrequently"])
        } else {
            progress = nil
        }
        trailingCount = item.trailingBarButtonItems.count
        buttons = (item.leadingBarButtonItems + item.trailingBarButtonItems).map {
            Element(
                label: $0.spokenLabel, hint: nil, value: nil,
                traits: $0.isEnabled ? ["button"] : ["button", "notEnabled"])
        }
    }
}
