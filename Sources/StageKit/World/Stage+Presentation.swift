/// The stage's side of the presentation chain: feeding it inputs and handing its effects to the
/// controllers they name.
extension Stage {
    /// Feeds the presentation chain one input (UIKit's rules: `PresentationMachine`) and carries
    /// out its effects.
    @discardableResult
    public func presentation(_ input: PresentationMachine.Input) -> MachineStep<PresentationMachine.Effect, PresentationMachine.Refusal> {
        presentationDriver.send(input, (), on: self, at: \.presentations) { [self] effect in
            switch effect {
            case .endPresentTransition(let x):
                // UIKit completes the transition after the call that started it returns: the
                // same instant, after what the script does before it next advances the clock.
                clock.schedule(after: .zero, label: "presentations \(x) present transition") { [weak self] in
                    self?.presentation(.presentFinished(x))
                }
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
