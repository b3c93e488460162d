/// The stage's side of the presentation chain: feeding it inputs and handing its effects to the
/// controllers they name.
extension Stage {
    /// Feeds the presentation chain one input (UIKit's rules: `PresentationMachine`) and carries
    /// out its effects. The chain is UIKit's bookkeeping, updated as UIKit updates it: it runs no
    /// callback of its own (its effects are the controllers' inputs, whose drivers make calls
    /// from their callbacks wait), so nothing waits for it. The present transition ends on the
    /// next turn of the run loop: a 0-delay timer, after what the script does before it next
    /// advances the clock.
    @discardableResult
    public func presentation(
        _ input: PresentationMachine.Input
    ) -> MachineStep<PresentationMachine.Effect, PresentationMachine.Refusal> {
        presentationDriver.send(input, (), on: self, at: \.presentations) { [self] effect in
            switch effect {
            case .endPresentTransition:
                break   // a timer request: the driver's
            case .removeAtOnce(let x), .animateDismissal(let x), .completeDismissal(let x):
                presentedControllers[x]?.carryOut(effect)
            }
        }
    }

    /// Registers a controller the chain may name (from its presentation until it is dismissed).
    public func register(presented controller: any PresentedController) {
        presentedControllers[controller.source] = controller
    }

    /// Forgets a controller once it is dismissed: nothing in the chain names it any more.
    public func forget(presented source: String) {
        presentedControllers[source] = nil
    }
}
