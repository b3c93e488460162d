/// The content ("player") view controller the bar presents (spec §1, §2.3): its own `title`
/// (the bar's fallback) and its popup item. Changing the item while it is the container's current
/// content updates the bar at once (marquee restarts when the title or subtitle text changed).
///
/// ```swift
/// let song = PopupContentController(title: "Now Playing", item: PopupItem(title: "Song", progress: 0.3))
/// try container.presentPopupBar(with: song)
/// song.popupItem.progress = 0.4          // the bar shows it immediately
/// ```
public final class PopupContentController {
    public var title: String? {
        didSet { if title != oldValue { container?.contentDidChange(self, textChanged: popupItem.title == nil && popupItem.subtitle == nil) } }
    }
    public var popupItem: PopupItem {
        didSet {
            let text = popupItem.displayTitle != oldValue.displayTitle || popupItem.subtitle != oldValue.subtitle
            if popupItem != oldValue { container?.contentDidChange(self, textChanged: text) }
        }
    }
    /// The app's actions for this item's bar buttons (leading?, 0-based index), called after the
    /// container's `barButtonAction`.
    public var barButtonAction: ((_ leading: Bool, _ index: Int) throws -> Void)?
    /// Whatever the binding keeps per button for `barButtonAction` (Lua function refs), so
    /// setting one side's buttons keeps the other side's actions.
    public var barButtonActions: (leading: [AnyObject?], trailing: [AnyObject?])?
    /// The container currently showing this controller (set while installed).
    weak var container: PopupContainer?

    public init(title: String? = nil, item: PopupItem = PopupItem()) {
        self.title = title
        self.popupItem = item
    }

    /// The item with the controller's title as its fallback.
    public var resolvedItem: PopupItem {
        var i = popupItem
        i.contentTitle = title
        return i
    }

    /// A stable id for the machine (object identity).
    var machineID: Int { ObjectIdentifier(self).hashValue }
}

/// `LNPopupPresentationDelegate` as closures (spec §2.6), keyed by event; each gets `animated`.
/// `stateChanged` is the KVO observation of `popupPresentationState`.
public struct PopupPresentationDelegate {
    public var handlers: [PopupEventName: (_ animated: Bool) throws -> Void] = [:]
    public var stateChanged: ((_ from: PopupPresentationState, _ to: PopupPresentationState) throws -> Void)?

    public init() {}

    public subscript(_ name: PopupEventName) -> ((_ animated: Bool) throws -> Void)? {
        get { handlers[name] }
        set { handlers[name] = newValue }
    }
}
