/// The operation in progress and what it still waits for.
public struct PopupBarRunningOperation: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case present(open: Bool)
        case open
        case close(thenDismiss: Bool)
        case dismiss
        /// A released (or auto-closed) drag settling to `to`, started from `from`.
        case settle(from: PopupBarPresentationState, to: PopupBarPresentationState)
    }
    public var kind: Kind
    public var animated: Bool
    public var completion: Int?
}
