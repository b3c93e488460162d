import LuaBridge
import StageKit

/// A Lua error the clock must not swallow: a limit (memory, time, instructions, interrupt) hit
/// inside a callback. The advance stops at once and the binding raises `error`.
extension LuaCallbackLimit: ClockAbortingError {}

extension LuaCall {
    /// The stage world these bindings were installed with.
    @inlinable
    public var world: StageWorld { context(as: StageWorld.self) }

    /// Returns `results` unless a Lua callback run by the engine during this call failed, in which
    /// case that first error is raised (the engine's work is complete either way).
    public func finish(_ results: Int32) -> Int32 {
        if let e = world.stage.takeReportedError() { return fail(e) }
        return results
    }

    // MARK: Geometry out

    /// Pushes a coordinate or length: whole numbers (within ±2^53) as Lua integers, so frames
    /// print as `{x=0, y=516}`; others as floats. (Times stay floats: see `stage.clock.now`.)
    @inlinable
    public func push(points d: Double) { stack.push(compact: d) }

    // MARK: Geometry in

    /// A point argument: `{x, y}` or `{x =, y =}` (raw reads; no metamethods run). Nil when the
    /// value is not such a table.
    public func point(_ i: Int32) -> Point? { slot(i).point }

    /// Reads user seconds (finite, ≥ 0, ≤ 1e9); the error message fits `argError`.
    public func seconds(_ value: Double) -> Result<SimDuration, TimeInputError> {
        do { return .success(try SimDuration.validated(seconds: value)) } catch { return .failure(error) }
    }
}
