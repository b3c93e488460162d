/// Where the engine's charges go: the host's memory limit. The Lua host (StageLua) attaches its
/// state's count, so what the engine keeps for a script and what Lua allocates meet one limit;
/// with no ledger the engine only counts.
///
/// ```swift
/// final class Cap: EngineMemoryLedger {   // a limit of 1 MB, as a test would set it
///     var used = 0
///     func charge(_ bytes: Int, refusing: Bool) -> Bool {
///         let fits = used + bytes <= 1 << 20
///         if fits || !refusing { used += bytes }
///         return fits
///     }
///     func release(_ bytes: Int) { used -= bytes }
/// }
/// ```
public protocol EngineMemoryLedger: AnyObject {
    /// Adds `bytes` (> 0) to the count. True when they fit under the limit. When they do not:
    /// with `refusing` nothing is added (the engine will not make the thing), without it they are
    /// added anyway (the engine holds them already). Either way the ledger reports the limit to
    /// its host (the Lua host raises its memory-limit error once the engine call returns).
    func charge(_ bytes: Int, refusing: Bool) -> Bool
    /// Removes `bytes` (> 0) charged before.
    func release(_ bytes: Int)
}
