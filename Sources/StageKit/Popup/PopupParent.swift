/// Where a popup is added (LSTPopView's `parentView`): the key window, under a host name that
/// keys a group and a scope, or a view on the stage (a table, a container's view).
///
/// The library keys its groups by the container's identity (`getAllPopViewForParentView:` and
/// `getAllPopViewForPopView:`, LSTPopView.m:68-97), the key window when no parent view is given
/// (465): so a view has its own groups and scope, keyed by the view (`scopeKey`), apart from
/// the window's and every named host's.
///
/// ```swift
/// PopupParent.window(host: "feed").scopeKey      // "feed"
/// PopupParent.view(table).scopeKey              // "<table#1>"
/// ```
public enum PopupParent {
    /// The key window (the whole screen); the name keys the groups and the scope ("window" by
    /// default).
    case window(host: String)
    /// A view on the stage: the popup covers its frame and lies above it.
    case view(any StageLayer)

    /// The popups' group and scope key. A view's is its source in angle brackets: sources are
    /// unique on a stage, and the brackets keep it apart from a host named like the source.
    public var scopeKey: String {
        switch self {
        case .window(let host): return host
        case .view(let layer): return "<\(layer.source)>"
        }
    }

    /// The view (nil: the window).
    public var layer: (any StageLayer)? {
        if case .view(let layer) = self { return layer }
        return nil
    }

    /// What `p.host` reads: the host's name, or the view's source.
    public var name: String {
        switch self {
        case .window(let host): return host
        case .view(let layer): return layer.source
        }
    }
}
