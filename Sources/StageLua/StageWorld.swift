import LuaBridge
import StageKit

/// What the `stage` bindings share in one Lua state: the current `Stage` (replaced by
/// `stage.reset`), its generation number, and the trace sink. It is the context every stage
/// binding receives (`call.world`).
///
/// ```swift
/// let world = call.world
/// let stage = world.stage            // the current stage
/// stage.log("screen", "tap", [...])
/// ```
public final class StageWorld {
    /// The current stage. Replaced (and the old one invalidated) by `reset`.
    public private(set) var stage: Stage
    /// 1 for the first stage, +1 per reset.
    public private(set) var generation = 1
    /// The current stage's clock time, for the allocation- and ARC-free `stage.clock.now()`.
    /// Valid while `stage` is (it is reassigned with it).
    @exclusivity(unchecked) public private(set) var nowReading: UnsafePointer<NowReading>
    /// The state the bindings are installed in (unowned: the state owns the world as a context).
    public unowned let lua: LuaState
    /// `--trace`: receives each timeline event's trace line as it is recorded.
    public var trace: ((String) -> Void)? {
        didSet { attachTrace() }
    }

    /// The popup policy and tie-break of the current stage (`stage.reset{ popupPolicy = }`).
    public private(set) var popupPolicy: PopupPolicyKind = .objc
    public private(set) var popupTieBreak: PopupTieBreak = .lifo
    private var popupManager: PopupManager?
    /// The current stage's popup manager, made on first use with the stage's policy.
    public var popups: PopupManager {
        if let m = popupManager, m.stage === stage { return m }
        let m = PopupManager(stage: stage, policy: popupPolicy, tieBreak: popupTieBreak)
        popupManager = m
        return m
    }

    init(lua: LuaState) {
        self.lua = lua
        self.stage = Stage()
        self.nowReading = stage.clock.nowReading
        attachLimits()
    }

    deinit { stage.invalidate() }

    /// Replaces the stage with a fresh one. Handles to objects of the old stage fail from now on.
    public func reset(device: Device = .default,
                      traits: Traits = Traits(), popupPolicy: PopupPolicyKind = .objc, tieBreak: PopupTieBreak = .lifo) {
        self.popupPolicy = popupPolicy
        popupTieBreak = tieBreak
        popupManager = nil
        let old = stage
        stage = Stage(device: device, traits: traits)
        old.invalidate(replacedBy: stage)
        nowReading = stage.clock.nowReading
        generation += 1
        attachTrace()
        attachLimits()
    }

    /// The host's limits reach engine-only work too: a clock firing thousands of engine events
    /// (a long drag's samples) stops at a due time limit as Lua code would.
    ///
    /// The stage's memory (`EngineMemory`: rows, events, timers, components) is charged to the
    /// state's count, so the engine and Lua meet one `--memory-limit`.
    private func attachLimits() {
        stage.memory.ledger = lua.hostMemory
        stage.clock.interruption = { [weak lua = self.lua] in
            guard let error = lua?.pollLimit() else { return nil }
            return LuaCallbackLimit(error: error)
        }
    }

    /// Throws the due limit error, if any: for long loops in bindings (every few thousand items).
    public func checkLimits() throws(LuaError) {
        if let error = lua.pollLimit() { throw error }
    }

    private func attachTrace() {
        if let trace {
            stage.timeline.observer = { event in trace(event.traceLine) }
        } else {
            stage.timeline.observer = nil
        }
    }
}

/// The engine's charges go to the state's count (LuaBridge), the one the memory limit compares.
extension LuaHostMemory: EngineMemoryLedger {}
