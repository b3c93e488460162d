/// The interface's rotation (`RotationMachine`): `rotate(to:)` turns the screen, the driver owns
/// the turn's end. At the turn's start the device's numbers for the new orientation take effect
/// (logged as `screen viewWillTransition`, then `screen safeAreaInsetsDidChange` when the insets
/// changed), the keyboard keeps its height at the new bottom, every rotation observer (the
/// components) lays out again in the order they were made, the views that fill the screen take
/// its new size (`ScreenFillingHost`), and views that follow the safe area clamp their scroll
/// offsets; `screen transitionCompleted` logs the turn's end.
///
/// ```swift
/// try stage.rotate(to: .landscapeLeft)   // screen 852×393 at once; completed at 0.3 s
/// ```
extension Stage {
    /// Turns the screen to `orientation` over the device's rotation duration (or `duration`).
    /// Refused when the device does not support it; does nothing when the screen is already
    /// there (or turning there); a request during a turn waits for it (`RotationMachine`). A turn
    /// that would end beyond the clock's range is refused (`ClockError`), changing nothing.
    @discardableResult
    public func rotate(
        to orientation: DeviceOrientation, duration: SimDuration? = nil
    ) throws -> CommandOutcome {
        let from = rotationState.orientation
        let d = duration ?? RotationMachine.duration(
            quarterTurns: from.quarterTurns(to: orientation), isPad: screen.device.isPad)
        _ = try clock.reachableTime(after: d)
        return try CommandOutcome(rotation(.rotate(orientation, duration: d)))
    }

    /// The orientation the screen is in, or turning to.
    public var orientation: DeviceOrientation { rotationState.orientation }
    public var isRotating: Bool { rotationState.isRotating }

    var rotationContext: RotationMachine.Context {
        var unsupported: [DeviceOrientation: String] = [:]
        for o in DeviceOrientation.allCases {
            if let why = screen.device.whyNotRotating(to: o) { unsupported[o] = why }
        }
        return RotationMachine.Context(unsupported: unsupported)
    }

    /// Feeds the rotation machine; its driver owns the turn's end.
    @discardableResult
    func rotation(_ input: RotationMachine.Input) -> MachineStep<RotationMachine.Effect, RotationError> {
        rotationDriver.send(input, rotationContext, on: self, at: \.rotationState) { [self] effect in
            switch effect {
            case .willTransition(let turn): willTransition(turn)
            case .didTransition(let turn):
                log("screen", "transitionCompleted", ["orientation": .string(turn.to.rawValue)])
            case .timer: break   // the driver's
            }
        }
    }

    /// Calls `handler` at each turn's start, after the new numbers took effect, until the
    /// returned token is removed. Components register when they are made.
    @discardableResult
    public func addRotationObserver(_ handler: @escaping (ScreenTransition) -> Void) -> ObserverToken {
        rotationObservers.add(handler)
    }

    public func removeRotationObserver(_ token: ObserverToken) { rotationObservers.remove(token) }

    private func willTransition(_ turn: RotationMachine.Turn) {
        let old = screen.device
        guard let new = old.rotated(to: turn.to) else { return }   // the context refused it already
        screen.device = new
        screen.keyboard.screenDidResize(height: new.size.height)
        log(
            "screen", "viewWillTransition",
            [
                "orientation": .string(turn.to.rawValue), "width": .number(new.size.width),
                "height": .number(new.size.height), "duration": .number(turn.duration.seconds),
            ])
        if new.safeArea != old.safeArea {
            let i = new.safeArea
            log(
                "screen", "safeAreaInsetsDidChange",
                [
                    "top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom),
                    "right": .number(i.right),
                ])
        }
        rotationObservers.notify(ScreenTransition(from: old, to: new, duration: turn.duration))
        for case let host as any ScreenFillingHost in layers.bottomToTop { host.screenDidResize(to: new.size) }
        safeAreaDidChange(following: nil)
    }
}
