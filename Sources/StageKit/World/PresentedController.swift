/// A view controller the window's presentation chain can hold (an action sheet): the stage hands
/// it what UIKit does to it (`PresentationMachine.Effect`), named by its `source`.
public protocol PresentedController: AnyObject {
    var source: String { get }
    /// Carries out one of UIKit's effects on this controller (only those naming it arrive).
    func carryOut(_ effect: PresentationMachine.Effect)
}
