/// A keyboard notification, as LSTPopView's six keyboard blocks see it.
public struct KeyboardChange: Sendable {
    public enum Phase: String, Sendable {
        case willShow = "keyboardWillShow"
        case didShow = "keyboardDidShow"
        case willHide = "keyboardWillHide"
        case didHide = "keyboardDidHide"
    }
    public var phase: Phase
    public var beginFrame: Rect
    public var endFrame: Rect
    public var duration: SimDuration
    public var curve: Curve
}
