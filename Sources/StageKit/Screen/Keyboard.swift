/// The software keyboard: hidden, or shown with a height; its frame slides with an animation
/// (default 0.25 s, ease-in-out — iOS's own keyboard curve is private, so the standard one is
/// used and documented).
///
/// ```swift
/// stage.showKeyboard(height: 336)
/// stage.screen.keyboard.frame(at: stage.now)   // sliding up from y = 852 to 516
/// ```
public struct Keyboard: Sendable {
    public static let defaultDuration: SimDuration = 0.25
    public static let curve = Curve.easeInOut

    /// True from `keyboardWillShow` until `keyboardWillHide` (UIKit's notion: the model state).
    public internal(set) var isShown = false
    /// The height it is shown with (or was last shown with).
    public internal(set) var height: Double = 0
    /// The top edge's y, animated.
    public internal(set) var top: Animated<Double>
    private(set) var screenHeight: Double

    init(screenHeight: Double) {
        self.screenHeight = screenHeight
        self.top = Animated(screenHeight)
    }

    /// A rotation: the keyboard keeps its height at the new screen's bottom (hidden: below it),
    /// at once. Approximate: UIKit sends keyboard frame changes with a landscape keyboard's own
    /// height, which the stage does not model (docs/WORLD.md, "Rotation").
    mutating func screenDidResize(height: Double) {
        screenHeight = height
        top.set(isShown ? max(0, height - self.height) : height)
    }

    /// The keyboard's frame on screen at `t` (below the screen when hidden).
    public func frame(at t: SimTime, width: Double) -> Rect {
        let y = top.value(at: t)
        return Rect(x: 0, y: y, width: width, height: max(0, screenHeight - y))
    }

    /// The keyboard's top at rest (the screen height when hidden): what popups avoid.
    public var restingTop: Double { top.target }
}

extension Stage {
    /// Shows the keyboard with `height` (or changes its height), sliding over `duration`:
    /// logs `screen keyboardWillShow` now and `keyboardDidShow` when the slide ends, and notifies
    /// keyboard observers at both. An interrupted slide's `didShow`/`didHide` is dropped. A slide
    /// that would end beyond the clock's range is refused, changing nothing.
    public func showKeyboard(height: Double, duration: SimDuration = Keyboard.defaultDuration) throws(ClockError) {
        _ = try clock.reachableTime(after: duration)
        let from = screen.keyboard.frame(at: now, width: screen.width)
        let endTop = screen.height - height
        let end = Rect(x: 0, y: endTop, width: screen.width, height: height)
        screen.keyboard.isShown = true
        screen.keyboard.height = height
        screen.keyboard.top.animate(to: endTop, at: now, duration: duration, curve: Keyboard.curve)
        let layer = keyboardLayer()
        if !layers.contains(layer) { layers.present(layer) }
        keyboard(.show(KeyboardMachine.Slide(begin: from, end: end, duration: duration)))
    }

    /// Hides the keyboard (nothing happens when it is already hidden): `keyboardWillHide` now,
    /// `keyboardDidHide` after the slide, when the keyboard layer leaves the stack. Refused like
    /// `showKeyboard` when the slide would end beyond the clock's range.
    public func hideKeyboard(duration: SimDuration = Keyboard.defaultDuration) throws(ClockError) {
        guard screen.keyboard.isShown else { return }
        _ = try clock.reachableTime(after: duration)
        let from = screen.keyboard.frame(at: now, width: screen.width)
        let end = Rect(x: 0, y: screen.height, width: screen.width, height: screen.keyboard.height)
        screen.keyboard.isShown = false
        screen.keyboard.top.animate(to: screen.height, at: now, duration: duration, curve: Keyboard.curve)
        keyboard(.hide(KeyboardMachine.Slide(begin: from, end: end, duration: duration)))
    }

    /// Feeds the keyboard's machine; its driver owns the slide's timer.
    func keyboard(_ input: KeyboardMachine.Input) {
        keyboardDriver.send(input, (), on: self, at: \.keyboardState) { [self] effect in
            switch effect {
            case .notify(let phase, let slide): keyboardEvent(phase, slide.begin, slide.end, slide.duration)
            case .removeLayer: layers.remove(keyboardLayer())
            case .timer: break   // the driver's
            }
        }
    }

    /// Calls `handler` at each keyboard notification until the returned token is removed.
    @discardableResult
    public func addKeyboardObserver(_ handler: @escaping (KeyboardChange) -> Void) -> ObserverToken {
        keyboardObservers.add(handler)
    }

    public func removeKeyboardObserver(_ token: ObserverToken) { keyboardObservers.remove(token) }

    private func keyboardEvent(_ phase: KeyboardChange.Phase, _ begin: Rect, _ end: Rect, _ duration: SimDuration) {
        log("screen", phase.rawValue, ["height": .number(end.height), "duration": .number(duration.seconds)])
        let change = KeyboardChange(
            phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: Keyboard.curve)
        keyboardObservers.notify(change)
    }
}
