/// A model invariant found broken by its own check after a transition, in a debug build.
///
/// The rule (swift-collections' `_checkInvariants()`): a component's driver checks the model's
/// invariants after transitions in debug builds (every one while the model is small) and reports
/// a violation on the stage's clock, which stops the advance in progress (the state is no longer
/// trustworthy) and reaches the caller, in Lua as an error naming the component and the input
/// after which it broke. Release builds do not check.
///
/// ```swift
/// stage.clock.report(InvariantViolation(component: "popups", after: "pop(popup#2) at 1.300",
///                                       problems: ["popup#2 is shown but in no group"]))
/// // Lua: "internal error: popups invariant broken after pop(popup#2) at 1.300: popup#2 is ..."
/// ```
public struct InvariantViolation: ClockAbortingError, CustomStringConvertible, Sendable {
    public var component: String
    public var after: String
    public var problems: [String]

    public init(component: String, after: String, problems: [String]) {
        self.component = component
        self.after = after
        self.problems = problems
    }

    public var description: String {
        "internal error: \(component) invariant broken after \(after): " + problems.joined(separator: "; ")
    }
}

extension SimClock {
    /// Runs an invariant check and reports what it finds broken on this clock, as happening in
    /// `component` after `what` (the time is appended): the one way every driver, the layer
    /// stack and the clock itself turn a broken invariant into an `InvariantViolation`.
    ///
    /// ```swift
    /// stage.clock.check("layers", after: "present(sheet#1)") { () throws(InvariantBroken) in try
    /// stage.layers.checkInvariants() }
    /// ```
    public func check(
        _ component: String, after what: @autoclosure () -> String, _ body: () throws(InvariantBroken) -> Void
    ) {
        do { try body() } catch {
            report(InvariantViolation(component: component, after: "\(what()) at \(now)", problems: error.problems))
        }
    }

    /// `check` for a model's own `checkInvariants()`.
    public func check(_ model: some InvariantChecking, as component: String, after what: @autoclosure () -> String) {
        check(component, after: what()) { () throws(InvariantBroken) in try model.checkInvariants() }
    }
}
