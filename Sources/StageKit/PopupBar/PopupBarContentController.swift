/// The content ("player") view controller the bar presents (docs/behavior/lnpopupcontroller.md, "State machine",
/// "Content, item and close button"): its own `title`
/// (the bar's fallback) and its popup item. Changing the item while it is the container's current
/// content updates the bar at once (marquee restarts when the title or subtitle text changed).
///
/// ```swift
/// let song = PopupBarContentController(title: "Now Playing", item: PopupBarItem(title: "Song", progress: 0.3))
/// try container.presentPopupBar(with: song)
/// song.popupItem.progress = 0.4          // the bar shows it immediately
/// ```
public final class PopupBarContentController {
    public var title: String? {
        didSet {
            if title != oldValue {
                container?.contentDidChange(self, textChanged: popupItem.title == nil && popupItem.subtitle == nil)
            }
        }
    }
    public var popupItem: PopupBarItem {
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
    weak var container: PopupBarContainer?

    /// The content controller's view (the full player the app builds, docs/VIEWS.md): it fills
    /// the popup content while this controller is installed (`PopupBarContainer+Views.swift`).
    public var view: View? {
        didSet {
            guard view !== oldValue else { return }
            if let old = oldValue, old.host === container { old.leaveHost() }
            container?.contentViewChanged(self)
        }
    }

    /// Its scroll view (docs/behavior/lnpopupcontroller.md, "Interaction"), nil when it has none.
    public var scrollView: PopupBarScrollView?
    /// `preferredStatusBarStyle`: what the status bar shows while this content covers it.
    public var preferredStatusBarStyle: PopupBarStatusBarStyle = .default {
        didSet { if preferredStatusBarStyle != oldValue { container?.contentAppearanceDidChange(self) } }
    }
    /// The top of the view's layout margins (nil: the safe area's top); the close button sits
    /// 1 pt below it (docs/behavior/lnpopupcontroller.md, "Content, item and close button"). A change while open moves
    /// the button over 0.25 s.
    public var layoutMarginsTop: Double? {
        didSet { if layoutMarginsTop != oldValue { container?.contentAppearanceDidChange(self) } }
    }
    /// `viewForPopupTransition(from:to:)`: the view the bar's image morphs into on open (its
    /// frame in the open content, and its corner radius), nil for no image transition.
    public var transitionTarget: PopupBarImageMorph.Target?

    public init(title: String? = nil, item: PopupBarItem = PopupBarItem()) {
        self.title = title
        self.popupItem = item
    }

    /// The item with the controller's title as its fallback.
    public var resolvedItem: PopupBarItem {
        var i = popupItem
        i.contentTitle = title
        return i
    }

    /// A stable id for the machine (object identity).
    var machineID: Int { ObjectIdentifier(self).hashValue }
}

/// `LNPopupPresentationDelegate` as closures (docs/behavior/lnpopupcontroller.md, "State machine"), keyed by event;
/// each gets `animated`.
/// `stateChanged` is the KVO observation of `popupPresentationState`.
public struct PopupBarPresentationDelegate {
    public var handlers: [PopupBarEventName: (_ animated: Bool) throws -> Void] = [:]
    public var stateChanged: ((_ from: PopupBarPresentationState, _ to: PopupBarPresentationState) throws -> Void)?

    public init() {}

    public subscript(_ name: PopupBarEventName) -> ((_ animated: Bool) throws -> Void)? {
        get { handlers[name] }
        set { handlers[name] = newValue }
    }
}
