/// A pan gesture's phase, as UIKit's recognizer states.
public enum PanPhase: String, Sendable {
    case began, changed, ended, cancelled
}
