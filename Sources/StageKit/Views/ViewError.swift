/// Why a view call is refused (the binding raises `description`); a tap that cannot reach its
/// view is a `HitError`, worded as every component's taps are.
///
/// ```swift
/// ViewError.cycle(child: "view#1", parent: "view#2").description
/// // "cannot add view#1 to view#2: view#2 is inside view#1 (a view cannot contain itself)"
/// ```
public enum ViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Adding a view to itself or to one of its descendants (UIKit raises).
    case cycle(child: String, parent: String)
    /// A view of another stage.
    case otherStage(String)
    /// The view's stage was reset.
    case stageReset(String)
    /// A tap that cannot reach the view.
    case input(HitError)
    /// A view a host cannot hold (a root given to two hosts, a host's root added as a subview).
    case badHost(String)

    public var description: String {
        switch self {
        case .cycle(let child, let parent) where child == parent:
            return "cannot add \(child) to itself (a view cannot contain itself)"
        case .cycle(let child, let parent):
            return "cannot add \(child) to \(parent): \(parent) is inside \(child) (a view cannot contain itself)"
        case .otherStage(let v): return "\(v) belongs to another stage"
        case .stageReset(let v):
            return "\(v) belongs to a previous stage (before stage.reset) and can no longer be used"
        case .input(let e): return e.description
        case .badHost(let why): return why
        }
    }
}
