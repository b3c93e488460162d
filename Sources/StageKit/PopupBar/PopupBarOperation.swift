/// One call of the four popup operations (docs/behavior/lnpopupcontroller.md, "State machine") as the queue holds it:
/// the content
/// (an id the container maps to a popup item) for present, `openPopup`, `animated`, and the
/// completion's id (nil: none). Completions are ids so the machine stays pure; the container
/// keeps the closures.
public struct PopupBarOperation: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case present, open, close, dismiss

        /// The pending operations an enqueued one drops (docs/behavior/lnpopupcontroller.md, "State machine"): present
        /// drops {present,
        /// dismiss}; dismiss drops all four; open and close drop {open, close}.
        public func drops(_ other: Kind) -> Bool {
            switch self {
            case .present: return other == .present || other == .dismiss
            case .dismiss: return true
            case .open, .close: return other == .open || other == .close
            }
        }
    }

    public var kind: Kind
    public var animated: Bool
    public var openPopup: Bool
    public var content: Int?
    public var completion: Int?

    public init(
        _ kind: Kind, animated: Bool = true, openPopup: Bool = false, content: Int? = nil, completion: Int? = nil
    ) {
        self.kind = kind
        self.animated = animated
        self.openPopup = openPopup
        self.content = content
        self.completion = completion
    }

    public var description: String { kind.rawValue + (animated ? "" : "(unanimated)") }
}
