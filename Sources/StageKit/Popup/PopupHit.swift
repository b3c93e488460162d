/// The part of a popup a touch lands on (`Popup.element(at:t:)`): what semantic input checks a
/// point against after the stage's hit test chose the popup.
///
/// ```swift
/// try stage.checkHit(Point(x: 1, y: 1), on: popup, element: .background, target: "the background of popup#1")
/// ```
public enum PopupHit: String, Hashable, Sendable, CustomStringConvertible {
    /// Inside the content's frame (scale applied).
    case content
    /// The backdrop outside the content.
    case background

    public var description: String { "its \(rawValue)" }
}
