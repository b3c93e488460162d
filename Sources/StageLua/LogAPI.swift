import LuaBridge
import StageKit

/// `stage.log`: the timeline.
enum LogAPI {
    static let filter = LuaType.options([
        LuaOption("source", .string, "only events of this source (\"sheet#1\", \"screen\", \"clock\"), or of the component given this name (\"share\")"),
        LuaOption("name", .string, "only events with this name (\"didPresentView\")"),
        LuaOption("from", StageTypes.bound, "only events at or after this time (seconds)"),
        LuaOption("to", StageTypes.bound, "only events at or before this time (seconds)"),
    ])

    static func events(_ call: LuaCall, _ i: Int32) -> [TimelineEvent] {
        let o = call.options(i)
        return call.world.stage.timeline.events(
            source: o?.string("source"), name: o?.string("name"),
            from: o?.number("from").map { SimTime(seconds: $0) }, to: o?.number("to").map { SimTime(seconds: $0) })
    }

    /// The events' text lines; a huge timeline stops at a due limit.
    static func traceLines(_ call: LuaCall, _ events: [TimelineEvent]) throws(LuaError) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(events.count)
        for (i, e) in events.enumerated() {
            if i & 4095 == 4095 { try call.world.checkLimits() }
            lines.append(e.traceLine)
        }
        return lines
    }

    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "stage.log", doc: """
                The timeline: every observable event `{t, source, name, ...fields}` in order. \
                `source` is "<kind>#<n>" numbered per stage in creation order ("sheet#1", \
                "popup#3"), or "clock" and "screen"; `name` is the modeled library's callback name \
                ("didPresentView", "willPop", "tap"). The events of a component made with a \
                `name` also carry it as `label`, and their lines show it after the source: \
                `[  0.000] popup#1 "rate" willPop`.
                """, functions: [
                LuaFunctionDecl("events", params: [LuaParam("filter", filter, optional: true)], returns: "table",
                                doc: "The events matching the filter (all when omitted), oldest first, each a table `{t=, source=, name=, <fields>}` (and `label=` for a named component's).",
                                example: "stage.screen.tap(10, 10)\nlocal e = stage.log.events{ name = 'tap' }[1]\nprint(e.t, e.source, e.x, e.miss)   --> 0.0 screen 10 true") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let events = events(call, 1)
                    var failure: Error?
                    call.stack.pushTable(array: events.count) { t in
                        for (i, e) in events.enumerated() {
                            if i & 4095 == 4095 {
                                do { try call.world.checkLimits() } catch { failure = error; return }
                            }
                            t.append(e)
                        }
                    }
                    if let failure { return call.fail(failure) }
                    return 1
                },
                LuaFunctionDecl("clear", doc: "Forgets the events recorded so far (the clock and the layers are untouched).",
                                example: "stage.log.clear()\nprint(#stage.log.events())   --> 0") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.world.stage.timeline.clear()
                    return 0
                },
                LuaFunctionDecl("format", params: [LuaParam("filter", filter, optional: true)], returns: "string",
                                doc: "The matching events as text, one `[  0.300] sheet#1 didPresentView` line each (what `print` prints).",
                                example: "stage.screen.tap(1, 2)\nprint(stage.log.format{ source = 'screen' })   --> [  0.000] screen tap x=1 y=2 miss=true") { L, ctx in
                    let call = LuaCall(L, ctx)
                    do {
                        return call.returning(try traceLines(call, events(call, 1)).joined(separator: "\n"))
                    } catch {
                        return call.fail(error)
                    }
                },
                LuaFunctionDecl("print", params: [LuaParam("filter", filter, optional: true)],
                                doc: "Prints the matching events with Lua's `print`, one line each: `[  0.300] sheet#1 didPresentView`.",
                                example: "stage.clock.after(0.3, function() end)\nstage.clock.advance(1)\nstage.log.print{ source = 'clock' }   --> [  0.300] clock timer timer=\"timer#1\"") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let lines: [String]
                    do { lines = try traceLines(call, events(call, 1)) } catch { return call.fail(error) }
                    guard !lines.isEmpty else { return 0 }
                    // Through the global `print`, so scripts and hosts that redirect it see the lines.
                    call.stack.pushGlobal("print")
                    call.stack.push(lines.joined(separator: "\n"))
                    do {
                        try call.protectedCall(arguments: 1, results: 0, keepErrorObject: true)
                    } catch {
                        return call.fail(error)
                    }
                    return 0
                },
            ], properties: [
                // Values a printed `stage.log` shows at a glance (the pretty printer reads properties).
                LuaPropertyDecl("count", .integer, doc: "How many events the timeline holds.",
                                example: "stage.screen.tap(1, 2)\nprint(stage.log.count)   --> 1") { L, ctx in
                    let call = LuaCall(L, ctx)
                    // A read that changes nothing: not a use of the stage (StageWorld.reset).
                    return call.returning(call.world.observed.timeline.events.count)
                },
                LuaPropertyDecl("last", .nullable(.table), doc: "The most recent event `{t=, source=, name=, <fields>}`, or nil when there is none.",
                                example: "stage.screen.tap(1, 2)\nprint(stage.log.last.name)   --> tap") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let e = call.world.stage.timeline.events.last else { return call.returningNil() }
                    call.push(e)
                    return 1
                },
            ]),
        ]
    )
}
