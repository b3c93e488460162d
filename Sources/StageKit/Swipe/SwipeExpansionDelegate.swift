/// `SwipeOptions.expansionDelegate`: the stock scale-and-alpha one, or a plain relayout with given
/// timing (a custom `SwipeExpanding` that only changes the timing).
public enum SwipeExpansionDelegate: Hashable, Sendable {
    case scaleAndAlpha(ScaleAndAlphaExpansion)
    case timing(SwipeExpansionTiming)

    public func timing(expanding: Bool) -> SwipeExpansionTiming {
        switch self {
        case .scaleAndAlpha(let s): return s.timing(expanding: expanding)
        case .timing(let t): return t
        }
    }
}
