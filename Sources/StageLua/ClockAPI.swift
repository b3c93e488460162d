import LuaBridge
import StageKit

/// `stage.clock`: simulated time.
enum ClockAPI {
    static let timerKey = LuaTypeKey("Timer")

    /// The message `advance`-style bindings raise for a clock error: refusals of the argument are
    /// "bad argument" errors, the rest plain errors.
    static func clockFailure(_ call: LuaCall, _ error: any Error) -> Int32 {
        if let e = error as? ClockError {
            switch e {
            case .badTime, .inThePast, .beyondRange: return call.argError(1, e.message)
            default: return call.error(e.message)
            }
        }
        return call.fail(error)
    }

    /// `after`'s and `every`'s options.
    static let timerOptions = LuaParam("options", .options([
            LuaOption(
                "name", .string, "the timer's name in the timeline, its filters and the chart (default: \"timer#n\")")
    ]), optional: true)

    /// `after` (once) and `every` (repeating): a timer whose clock event calls the Lua function.
    static func schedule(_ call: LuaCall, repeating: Bool) -> Int32 {
        let world = call.world
        let stage = world.stage
        let delay: SimDuration
        switch call.seconds(call.number(1)) {
        case .success(let d): delay = d
        case .failure(let e): return call.argError(1, e.message)
        }
        if repeating && delay <= .zero { return call.argError(1, "a period above 0 expected, got 0") }
        // The due time must be one an advance can reach (advance's own rule), not saturate to
        // "never".
        let due: SimTime
        do throws(ClockError) { due = try stage.clock.reachableTime(after: delay) } catch {
            return call.argError(1, error.message)
        }
        let source = stage.makeSource(kind: "timer")
        let timer = LuaTimer(stage: stage, name: call.options(3)?.string("name") ?? source, delay: delay)
        timer.interval = repeating ? delay : nil
        timer.function = call.ref(2)
        arm(timer, at: due, world: world)
        return call.returning(object: timer, as: timerKey)
    }

    /// Schedules the timer's next firing. The closure owns the timer (Lua may drop its handle);
    /// a repeating timer arms itself again before its callback runs (so the callback may cancel
    /// it), while the next due time is one the clock can reach.
    static func arm(_ timer: LuaTimer, at due: SimTime, world: StageWorld) {
        let scheduled = ScheduledLuaTimer(timer, world: world)
        timer.id = timer.stage.clock.schedule(at: due, label: timer.name) { [scheduled] in
            let timer = scheduled.timer
            let world = scheduled.world
            guard let fn = timer.function else { return }
            if timer.interval != nil && !timer.countFiring() {
                timer.function = nil
                throw TimerRunaway(timer: timer.name, period: timer.interval ?? .zero)
            }
            if let period = timer.interval, let next = try? timer.stage.clock.reachableTime(after: period) {
                arm(timer, at: next, world: world)
            } else {
                timer.function = nil
            }
            timer.stage.log("clock", "timer", [EventField("timer", .string(timer.name))])
            try world.invoke(fn, as: timer.name) { call in
                // A callback declared without parameters (`function() ... end`, the usual kind)
                // drops its timer on entry: making the timer's userdata again was a third of
                // the cost of a fired callback.
                guard call.stack.functionTakesArguments(at: -1) else { return 0 }
                call.push(object: timer, as: ClockAPI.timerKey)
                return 1
            }
        }
    }

    /// A repeating timer stopped for firing too often in one advance.
    struct TimerRunaway: Error, CustomStringConvertible {
        var timer: String
        var period: SimDuration
        var description: String {
            "\(timer) (every \(Fmt.trimmed(period.seconds, 9)) s) fired \(LuaTimer.firingsPerRunLimit) times in one "
                + "advance and was "
                + "stopped: advance in smaller steps, or give it a longer period"
        }
    }

    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "stage.clock", doc: """
                Simulated time: one discrete-event scheduler per stage, in integer nanoseconds \
                (Lua sees seconds). Nothing moves unless the script advances the clock; an hour \
                costs only the events in it. Events due at the same instant fire in the order they \
                were scheduled. An error inside a callback does not stop an advance: the remaining \
                due events fire, `now` reaches the target, then the first error is raised with the \
                callback's traceback (sinon's rule). A callback scheduled with delay 0 while the \
                clock is firing fires at the same instant, after what is already due then.
                """, functions: [
                    LuaFunctionDecl(
                        "now", returns: "number", doc: "The current simulated time in seconds since the last reset.",
                                example: "stage.clock.advance(0.25)\nprint(stage.clock.now())   --> 0.25") { L, ctx in
                    // The hot path: no reference counting, one load (see StageWorld.nowReading).
                    let seconds = Unmanaged<StageWorld>.fromOpaque(ctx.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
                        $0.nowReading.pointee.seconds
                    }
                    return LuaCall(L, ctx).returning(seconds)
                },
                    LuaFunctionDecl(
                        "advance", params: [LuaParam("seconds", .number, "how far to move (0 to 1e9)")],
                        returns: "number",
                                doc: """
                                Moves time forward by `seconds`, firing every event due up to the \
                                new time in order (each sees `now()` equal to its due time); events \
                                scheduled meanwhile inside the window fire too. Returns the new time. \
                                Negative, NaN, infinite and absurd (> 1e9 s) values are refused, and \
                                so is a target at or past the end of the clock's range (9e9 s).
                                """,
                        example:
                            "stage.clock.after(0.1, function() print('tick') end)\nstage.clock.advance(0.3)   --> tick"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let clock = call.world.stage.clock
                    do { return call.returning(try clock.advance(bySeconds: call.number(1)).seconds) } catch {
                        return clockFailure(call, error)
                    }
                },
                    LuaFunctionDecl(
                        "advanceTo", params: [LuaParam("t", .number, "the absolute time in seconds (not in the past)")],
                                returns: "number",
                        doc:
                            "Moves time forward to the absolute time `t` (seconds since reset), like `advance`. A "
                                + "time in the past is an error.",
                                example: "stage.clock.advanceTo(2.5)\nprint(stage.clock.now())   --> 2.5") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let clock = call.world.stage.clock
                    do { return call.returning(try clock.advance(toSeconds: call.number(1)).seconds) } catch {
                        return clockFailure(call, error)
                    }
                },
                LuaFunctionDecl("next", returns: "number or nil",
                        doc:
                            "Fires the event(s) due at the earliest pending instant and returns that time, or nil "
                                + "when nothing is pending.",
                        example: "stage.clock.after(2, function() end)\nprint(stage.clock.next())   --> 2.0"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    do {
                        guard let t = try call.world.stage.clock.next() else { return call.returningNil() }
                        return call.returning(t.seconds)
                    } catch {
                        return clockFailure(call, error)
                    }
                },
                LuaFunctionDecl("runUntilIdle", params: [LuaParam("options", .options([
                    LuaOption("limit", .integer, default: "10000", "how many events may fire before giving up"),
                ]), optional: true)], returns: "number",
                                doc: """
                                Fires events until none is pending and returns the final time. Fails \
                                with a clear error (naming the limit and the next pending event) \
                                rather than fire more than `limit` events: a timer that re-arms \
                                itself forever is caught.
                                """,
                        example:
                            "stage.clock.after(1, function() end)\nprint(stage.clock.runUntilIdle{ limit = 100 })   "
                                + "--> 1.0"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let limit = call.options(1)?.integer("limit") ?? 10_000
                        guard limit >= 0 else {
                            return call.argError(1, "option 'limit': non-negative count expected, got \(limit)")
                        }
                    do { return call.returning(try call.world.stage.clock.runUntilIdle(limit: limit).seconds) } catch {
                        return clockFailure(call, error)
                    }
                },
                LuaFunctionDecl("pending", returns: "integer",
                        doc: "How many events are waiting to fire (timers, animation completions, gesture samples).",
                        example: "local t = stage.clock.after(1, function() end)\nprint(stage.clock.pending())   --> 1"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.world.stage.clock.pending)
                },
                LuaFunctionDecl("after", params: [
                    LuaParam("seconds", .number, "delay from now (0 to 1e9)"),
                    LuaParam("fn", .fn(("timer", .object(timerKey))), "called with the timer when it fires"),
                    timerOptions,
                ], returns: "Timer",
                                doc: """
                                Calls `fn(timer)` after `seconds` of simulated time (when an advance \
                                reaches it). Returns the timer; `timer:cancel()` stops it. Each \
                                firing is logged as `clock timer` with the timer's name: the one \
                                `options.name` gives (`{ name = "tick" }`: `clock timer timer="tick"`, \
                                picked by `stage.log.events{ source = "tick" }` and named in the \
                                timeline chart), else "timer#n". The due time must lie within the \
                                clock's range (before 9e9 s), as `advance`'s target must.
                                """,
                        example:
                            "local t = stage.clock.after(0.5, function(t) print('fired', t.name) "
                                + "end)\nstage.clock.advance(1)   --> fired timer#1"
                    ) { L, ctx in
                    schedule(LuaCall(L, ctx), repeating: false)
                },
                LuaFunctionDecl("every", params: [
                    LuaParam("seconds", .number, "the period (above 0, at most 1e9)"),
                    LuaParam("fn", .fn(("timer", .object(timerKey))), "called with the timer at each firing"),
                    timerOptions,
                ], returns: "Timer",
                                doc: """
                                Calls `fn(timer)` every `seconds` of simulated time, the first time \
                                `seconds` from now, until `timer:cancel()` (sinon's setInterval). Each \
                                firing is logged as `clock timer` with the timer's name, as for \
                                `after`; a run of firings with nothing between them prints as one \
                                line (`clock timer ×40 over 3.9 s timer="tick"`). `runUntilIdle` never \
                                sees it idle: it stops at its limit. A period of 0 is refused (it \
                                would fire forever at one instant), and a timer that would fire more \
                                than 10,000 times in one advance stops there, the advance raising why \
                                (advance in smaller steps).
                                """,
                        example:
                            "local n = 0\nlocal t = stage.clock.every(0.25, function() n = n + 1 end, { name = "
                            + "\"tick\" })\nstage.clock.advance(1)\nprint(n, t.name, t.due)   --> 4 tick "
                                + "1.25\nt:cancel()"
                    ) { L, ctx in
                    schedule(LuaCall(L, ctx), repeating: true)
                },
            ]),
        ],
        types: [
            LuaTypeDecl(
                timerKey, doc: "A callback scheduled with `stage.clock.after` or `stage.clock.every`.",
                methods: [
                .command("cancel", on: LuaTimer.self,
                        doc:
                            "Stops the timer. Returns true if it was pending; false and why if it had already fired "
                                + "or been cancelled.",
                        example:
                            "local t = stage.clock.after(1, print)\nprint(t:cancel())   --> true\nprint(select(2, "
                                + "t:cancel()))   --> timer#1 was already cancelled"
                    ) { timer, _ in
                    timer.cancel()
                },
            ], properties: [
                .on(LuaTimer.self, "pending", .boolean, doc: "True until the timer fires or is cancelled.",
                    example: "local t = stage.clock.after(1, print)\nprint(t.pending)   --> true") { timer, call in
                    call.returning(timer.isPending)
                },
                    .on(
                        LuaTimer.self, "due", .nullable(.number),
                        doc: "When the timer fires (seconds), or nil once it fired or was cancelled.",
                    example: "print(stage.clock.after(2, print).due)   --> 2.0") { timer, call in
                        guard let id = timer.id, let due = timer.stage.clock.dueTime(of: id) else {
                            return call.returningNil()
                        }
                    return call.returning(due.seconds)
                },
                // Readable after a reset too (messages name the timer), so no stale check.
                    LuaPropertyDecl(
                        "name", .string,
                        doc: "The timer's name in the timeline: `options.name`, else \"timer#1\" (numbered per stage).",
                                example: "print(stage.clock.after(1, print).name)   --> timer#1",
                                getter: .swift { call in call.returning(call.object(1, as: LuaTimer.self).name) }),
            ], bodies: LuaTypeDecl.describing(LuaTimer.self) { "Timer(\($0.name))" }),
        ]
    )
}
