import StageKit

/// What the toast refuses, worded for a script (`CustomStringConvertible`: the binding raises
/// `description` as the Lua error).
public enum ToastError: Error, Equatable, CustomStringConvertible {
    /// The toast's stage was reset: the toast is gone.
    case stageReset(source: String)
    case refused(ToastMachine.Refusal)
    /// A tap that cannot reach the banner (not shown, off screen, covered).
    case input(HitError)

    public var description: String {
        switch self {
        case .stageReset(let source): return "\(source) belongs to a stage that was reset"
        case .refused(let r): return r.description
        case .input(let e): return e.description
        }
    }
}
