/// Identifies a registered observer.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
