/// What the running offset animation does when it completes; dropped when it is interrupted.
public enum SwipeCompletion: Hashable, Sendable {
    /// The release snap: removes the actions view if the row went back to center.
    case resetIfCenter
    /// `hideSwipe`'s: reset, then the caller's completion.
    case hideFinished(completion: Bool)
    /// The fill reached `fillOffset`: a `.after` handler runs now.
    case fillFinished
    case setOffsetFinished(completion: Bool)
    /// The delete collapse ended: the row's cell is reset.
    case deleteFinished
}
