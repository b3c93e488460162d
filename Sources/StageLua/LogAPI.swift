import LuaBridge
import StageKit

/// `stage.log`: the timeline.
enum LogAPI {
    static let filter = LuaType.options([
        LuaOption(
            "source", .oneOf([.string, .list(.string)]),
            "only events of this source (\"sheet#1\", \"screen\", \"clock\"), of the component given this name "
                + "(\"share\") or of the timer given this name (\"tick\"); a list: of any of them ({ \"sheet#1\", "
                    + "\"rate\" })"
        ),
        LuaOption("name", .string, "only events with this name (\"didPresentView\")"),
        LuaOption("from", StageTypes.bound, "only events at or after this time (seconds)"),
        LuaOption("to", StageTypes.bound, "only events at or before this time (seconds)"),
        LuaOption("names", .list(.string), "only events with one of these names ({ \"tap\", \"didPop\" })"),
        LuaOption("exclude", .list(.string), "no events with these names ({ \"panChanged\" })"),
        LuaOption(
            "first", .integer,
            "only events from this position of the log on (1: the oldest; `stage.log.count + 1` taken earlier: what "
                + "came since)"
        ),
        LuaOption("last", .integer, "only the last this many of the matching events (`last = 1`: the latest)"),
        LuaOption(
            "collapse", .boolean,
            "a run of gesture samples (`panChanged`, one per frame) or of one timer's firings as one entry: `screen "
                + "panChanged ×35, x 349 → 257 over 0.283 s` (default: true for `print` and `format`, false for "
                    + "`events`)"
        ),
    ])

    /// What is wrong with the filter at argument `i` beyond its keys' types, or nil.
    static func refusal(_ call: LuaCall, _ i: Int32) -> String? {
        if let last = call.options(i)?.integer("last"), last < 1 {
            return "option 'last': a count from 1 expected, got \(last)"
        }
        guard let first = call.options(i)?.integer("first"), first < 1 else { return nil }
        return "option 'first': a position from 1 expected, got \(first)"
    }

    /// The events the filter at argument `i` picks, and whether it asks to collapse sample runs
    /// (`collapsing` when it does not say).
    static func entries(_ call: LuaCall, _ i: Int32, collapsing: Bool) -> [SampleRun.Entry] {
        let o = call.options(i)
        var events = call.world.stage.timeline.events(
            source: o?.string("source"), name: o?.string("name"),
            from: o?.number("from").map { SimTime(seconds: $0) }, to: o?.number("to").map { SimTime(seconds: $0) })
        if o?.string("source") == nil, let sources = o?.list("source", { $0.string }) {
            events.removeAll { e in !sources.contains { e.isFrom($0) } }
        }
        if let first = o?.integer("first"), first > 1 {
            // A position in the whole log, the other filters applied after it.
            let all = call.world.stage.timeline.events
            let start = first - 1 < all.count ? all[first - 1].index : Int.max
            events.removeAll { $0.index < start }
        }
        if let names = o?.list("names", { $0.string }) { events.removeAll { !names.contains($0.name) } }
        if let excluded = o?.list("exclude", { $0.string }) { events.removeAll { excluded.contains($0.name) } }
        let entries = o?.bool("collapse") ?? collapsing ? SampleRun.entries(events) : events.map { .event($0) }
        guard let last = o?.integer("last"), last < entries.count else { return entries }
        return Array(entries.suffix(last))
    }

    /// The entries' text lines; a huge timeline stops at a due limit.
    static func traceLines(_ call: LuaCall, _ entries: [SampleRun.Entry]) throws(LuaError) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            if i & 4095 == 4095 { try call.world.checkLimits() }
            lines.append(e.line)
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
                        doc:
                            "The events matching the filter (all when omitted), oldest first, each a table `{t=, "
                            + "source=, name=, <fields>}` (and `label=` for a named component's). Every gesture "
                            + "sample is there unless `collapse = true`, which gives a run of samples as its first "
                                + "one with `count =` and `last =`.",
                        example:
                            "stage.screen.tap(10, 10)\nlocal e = stage.log.events{ name = 'tap' }[1]\nprint(e.t, "
                                + "e.source, e.x, e.miss)   --> 0.0 screen 10 true"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    if let m = refusal(call, 1) { return call.argError(1, m) }
                    let events = entries(call, 1, collapsing: false)
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
                    LuaFunctionDecl(
                        "clear", doc: "Forgets the events recorded so far (the clock and the layers are untouched).",
                                example: "stage.log.clear()\nprint(#stage.log.events())   --> 0") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.world.stage.timeline.clear()
                    return 0
                },
                LuaFunctionDecl("format", params: [LuaParam("filter", filter, optional: true)], returns: "string",
                        doc:
                            "The matching events as text, one `[  0.300] sheet#1 didPresentView` line each, every "
                            + "line ending with a newline (so texts join: `format{ source = 'a' } .. format{ source "
                            + "= 'b' }`; no events: \"\"), a run of gesture samples or of one timer's firings as one "
                                + "line (what `print` prints; `collapse = false` for every event).",
                        example:
                            "stage.screen.tap(1, 2)\nio.write(stage.log.format{ source = { 'screen', 'clock' } })   "
                                + "-- [  0.000] screen tap x=1 y=2 miss=true"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    if let m = refusal(call, 1) { return call.argError(1, m) }
                    do {
                            return call.returning(
                                try traceLines(call, entries(call, 1, collapsing: true)).map { $0 + "\n" }.joined())
                    } catch {
                        return call.fail(error)
                    }
                },
                LuaFunctionDecl("print", params: [LuaParam("filter", filter, optional: true)],
                        doc:
                            "Prints the matching events with Lua's `print`, one line each: `[  0.300] sheet#1 "
                            + "didPresentView`; a run of gesture samples is one line, `[  0.017] screen panChanged "
                                + "×35, x 349 → 257 over 0.283 s` (`collapse = false` prints every sample).",
                        example:
                            "stage.clock.after(0.3, function() end)\nstage.clock.advance(1)\nstage.log.print{ source "
                                + "= 'clock' }   --> [  0.300] clock timer timer=\"timer#1\""
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    if let m = refusal(call, 1) { return call.argError(1, m) }
                    let lines: [String]
                        do { lines = try traceLines(call, entries(call, 1, collapsing: true)) } catch {
                            return call.fail(error)
                        }
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
                    LuaPropertyDecl(
                        "last", .nullable(.table),
                        doc: "The most recent event `{t=, source=, name=, <fields>}`, or nil when there is none.",
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
