import LuaBridge
import StageKit

/// A timer made by `stage.clock.after` or `every`: the Lua side of a scheduled clock event.
/// `name` is what the timeline shows (`clock timer timer="tick"`): the script's name for it, or
/// its source (`timer#3`, numbered per stage either way).
final class LuaTimer: StageBound {
    let stage: Stage
    let name: String
    var id: TimerID?
    let delay: SimDuration
    /// `every`'s period: the timer fires again that long after each firing, until cancelled.
    var interval: SimDuration?
    /// How many times the timer was armed: the clock event armed last is the one whose drop
    /// (`stage.reset`) takes the function (`ScheduledLuaTimer`).
    var armings = 0
    /// A repeating timer's firings in the clock's current run (`SimClock.firingRuns`).
    var run = 0
    var firingsInRun = 0

    /// The most firings a repeating timer may have in one advance (a 60-Hz timer's 2.8 minutes):
    /// a 1-ns period over an hour would otherwise fire 3.6e12 times, each an event and a Lua
    /// call (like the clock's own 0-delay limit).
    static let firingsPerRunLimit = 10_000

    /// Counts a repeating timer's firing; false (and the timer stops) past the limit.
    func countFiring() -> Bool {
        if run != stage.clock.firingRuns {
            run = stage.clock.firingRuns
            firingsInRun = 0
        }
        firingsInRun += 1
        return firingsInRun <= LuaTimer.firingsPerRunLimit
    }
    /// The Lua function; dropped when the timer fires or is cancelled (a cancelled clock event
    /// leaves the heap lazily, but the Lua function and its upvalues should go now).
    var function: LuaRef?

    init(stage: Stage, name: String, delay: SimDuration) {
        self.stage = stage
        self.name = name
        self.delay = delay
    }

    var handleName: String { name }
    var isPending: Bool { id.map { stage.clock.isPending($0) } ?? false }
    private var cancelled = false

    /// Stops the timer; did nothing when it already fired or was cancelled.
    func cancel() -> CommandOutcome {
        guard !cancelled else { return .didNothing("\(name) was already cancelled") }
        guard let id, stage.clock.cancel(id) else { return .didNothing("\(name) already fired") }
        cancelled = true
        function = nil
        return .acted
    }
}

/// What the clock event of a `LuaTimer` holds. When the clock drops the event without firing
/// it (`stage.reset` empties the clock), the timer's function goes with it, even if Lua keeps
/// the timer's handle. One object per timer, owned by its event: nothing accumulates on the
/// stage and no weak reference is needed.
///
/// It is also everything the event's closure captures, so the closure's context is this object
/// itself (a closure capturing one object needs no context allocation of its own). The world is
/// unowned: it invalidates its stage (dropping the closure) when it goes, and a weak reference
/// would give it a side table that slows every retain.
final class ScheduledLuaTimer {
    let timer: LuaTimer
    unowned let world: StageWorld
    /// Which arming of the timer this event is: a repeating timer's fired events go while the
    /// next one holds the function.
    let arming: Int
    init(_ timer: LuaTimer, world: StageWorld) {
        timer.armings += 1
        self.timer = timer
        self.world = world
        arming = timer.armings
    }
    deinit { if timer.armings == arming { timer.function = nil } }
}
