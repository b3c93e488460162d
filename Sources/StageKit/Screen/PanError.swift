/// Why a step-wise pan (`PanSession`) refuses a step.
///
/// ```swift
/// PanError.released(operation: "move").description
/// // "cannot move: this pan was released (its finger is lifted); touch down again for a new pan"
/// ```
public enum PanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A step after `release`: the finger is lifted, the gesture is over.
    case released(operation: String)

    public var description: String {
        switch self {
        case .released(let op):
            return "cannot \(op): this pan was released (its finger is lifted); touch down again for a new pan"
        }
    }
}
