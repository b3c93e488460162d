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
