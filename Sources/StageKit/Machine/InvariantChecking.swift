/// A value with documented invariants it can check itself (swift-collections'
/// `_checkInvariants()`): `checkInvariants()` returns nothing when they hold and throws the
/// broken ones. It runs where `InvariantChecks.enabled` (debug builds, or a release build asked
/// to; it may cost O(n)); `MachineDriver` calls it after every
/// transition and the clock after every fired event, and a violation reaches Lua as an internal
/// error naming the component and the input after which it broke.
///
/// ```swift
/// extension Ledger: InvariantChecking {
///     func checkInvariants() throws(InvariantBroken) {
///         try InvariantBroken.check(total == entries.reduce(0, +), "total \(total) is not the sum")
///     }
/// }
/// ```
public protocol InvariantChecking {
    func checkInvariants() throws(InvariantBroken)
    /// What one check costs, in elements visited (1 by default): a driver checks a model whose
    /// cost exceeds its step budget only every few steps (`MachineDriver.stepBudget`).
    var invariantCheckCost: Int { get }
}

extension InvariantChecking {
    public var invariantCheckCost: Int { 1 }
}

/// The invariants found broken by one check.
public struct InvariantBroken: Error, Equatable, CustomStringConvertible, Sendable {
    public var problems: [String]

    public init(_ problems: [String]) { self.problems = problems }
    public init(_ problem: String) { self.problems = [problem] }

    /// Throws `problem` unless `condition` holds.
    @inline(__always)
    public static func check(_ condition: Bool, _ problem: @autoclosure () -> String) throws(InvariantBroken) {
        if !condition { throw InvariantBroken(problem()) }
    }

    /// Throws every problem of a list (nothing when it is empty): for checks that collect.
    public static func check(_ problems: [String]) throws(InvariantBroken) {
        if !problems.isEmpty { throw InvariantBroken(problems) }
    }

    public var description: String { problems.joined(separator: "; ") }
}

extension Optional: InvariantChecking where Wrapped: InvariantChecking {
    public func checkInvariants() throws(InvariantBroken) { try self?.checkInvariants() }
}

extension Array: InvariantChecking where Element: InvariantChecking {
    public func checkInvariants() throws(InvariantBroken) {
        for e in self { try e.checkInvariants() }
    }
}

/// Whether invariants are checked: on by default in debug builds, off in release builds, and
/// switchable at start-up (`understudy --check-invariants`, `UNDERSTUDY_CHECK_INVARIANTS=1`) so
/// that a release fuzz run reports what a debug build would. Set it before a stage exists: a
/// driver reads it when it is made.
///
/// ```swift
/// InvariantChecks.enabled = true      // a release build now checks after every transition
/// ```
public enum InvariantChecks {
    #if DEBUG
    public static let buildDefault = true
    #else
    public static let buildDefault = false
    #endif

    /// Written once at start-up, before any stage exists, and read from then on.
    nonisolated(unsafe) public static var enabled = buildDefault
}

/// Whether invariants are checked now (`InvariantChecks.enabled`).
public var invariantChecksEnabled: Bool { InvariantChecks.enabled }

extension InvariantChecking {
    /// The broken invariants, empty when they hold (for tests and property checks).
    public var brokenInvariants: [String] {
        do { try checkInvariants() } catch { return error.problems }
        return []
    }
}
