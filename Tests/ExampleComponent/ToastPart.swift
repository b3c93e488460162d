/// The parts of the toast a touch can land on (`ElementHitTesting`): one, the banner.
public enum ToastPart: String, Hashable, Sendable, CustomStringConvertible {
    case banner
    public var description: String { rawValue }
}
