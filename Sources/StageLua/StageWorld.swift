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
    /// The current stage. Replaced (and the old one invalidated) by `reset`. Every binding
    /// reaches the stage through here, so reading it marks the stage as used (`reset`).
    public var stage: Stage {
        used = true
        return current
    }
    private var current: Stage
    /// The current stage for reads that change nothing and so are not a use of it (how many
    /// events the runner saw before a test).
    public var observed: Stage { current }
    /// Whether anything reached the current stage since it was made.
    private var used = false
    /// Whether the current stage was made with every setting at its default.
    private var madeWithDefaults = true
    /// 1 for the first stage, +1 per reset.
    public private(set) var generation = 1
    /// The current stage's clock time, for the allocation- and ARC-free `stage.clock.now()`.
    /// Valid while `stage` is (it is reassigned with it).
    @exclusivity(unchecked) public private(set) var nowReading: UnsafePointer<NowReading>
    /// The state the bindings are installed in (unowned: the state owns the world as a context).
    public unowned let lua: LuaState
    /// `--trace`: receives each timeline event's trace line as it is recorded.
    public var trace: ((String) -> Void)? {
        didSet { attachObservers() }
    }

    /// The components installed with it (`StageAPI.components`, or more in the example's tests):
    /// `stage.reset` reads their options.
    public let components: [ComponentManifest]

    init(lua: LuaState, components: [ComponentManifest]) {
        self.lua = lua
        self.components = components
        self.current = Stage()
        self.nowReading = current.clock.nowReading
        attachLimits()
    }

    deinit { current.invalidate() }

    /// Replaces the stage with a fresh one. Handles to objects of the old stage fail from now on.
    /// A default reset of a default stage nothing has reached is a no-op: that stage is already
    /// what a fresh one would be (no object, event or timer can exist without reaching it), and
    /// the test runner resets before every test, most of which never touch the stage.
    /// `settings`: the components' settings given to the reset (`ComponentManifest.resetSetting`),
    /// none when every one is its default.
    public func reset(device: Device = .default, traits: Traits = Traits(), settings: [any StageSetting] = []) {
        let defaults = device == .default && traits == Traits() && settings.isEmpty
        if defaults && madeWithDefaults && !used { return }
        let old = current
        film?.instantEnding(old)
        current = Stage(device: device, traits: traits)
        for setting in settings { current.set(setting) }
        old.invalidate(replacedBy: current)
        nowReading = current.clock.nowReading
        generation += 1
        madeWithDefaults = defaults
        attachObservers()
        attachLimits()
        used = false
    }

    /// The host's limits reach engine-only work too: a clock firing thousands of engine events
    /// (a long drag's samples) stops at a due time limit as Lua code would.
    ///
    /// The stage's memory (`EngineMemory`: rows, events, timers, components) is charged to the
    /// state's count, so the engine and Lua meet one `--memory-limit`.
    private func attachLimits() {
        current.memory.ledger = lua.hostMemory
        current.clock.interruption = { [weak lua = self.lua] in
            guard let error = lua?.pollLimit() else { return nil }
            return LuaCallbackLimit(error: error)
        }
    }

    /// Throws the due limit error, if any: for long loops in bindings (every few thousand items).
    public func checkLimits() throws(LuaError) {
        if let error = lua.pollLimit() { throw error }
    }

    /// The run report's film of the running test (`understudy test --report`): it sees every
    /// event and pictures the screen as each instant ends, across resets.
    public var film: FilmRecorder? {
        didSet { attachObservers() }
    }

    /// Connects the current stage's timeline and clock to `--trace` and to the film, when there are.
    private func attachObservers() {
        let clock = current.clock
        var observers: [(TimelineEvent) -> Void] = []
        var settled: (() -> Void)?
        if let trace {
            // Gesture samples the clock fires read as one line per run (SampleRun).
            let collapser = TraceCollapser()
            observers.append { [unowned clock] event in
                for line in collapser.feed(event, holding: clock.isFiring) { trace(line) }
            }
            settled = {
                for line in collapser.flush() { trace(line) }
            }
        }
        if let film {
            observers.append(film.observe)
            let stage = current
            clock.onInstantEnding = { [unowned stage] in film.instantEnding(stage) }
        } else {
            clock.onInstantEnding = nil
        }
        switch observers.count {
        case 0: current.timeline.observer = nil
        case 1: current.timeline.observer = observers[0]
        default: current.timeline.observer = { event in for o in observers { o(event) } }
        }
        clock.onSettled = settled
    }
}

/// The engine's charges go to the state's count (LuaBridge), the one the memory limit compares.
extension LuaHostMemory: EngineMemoryLedger {}
