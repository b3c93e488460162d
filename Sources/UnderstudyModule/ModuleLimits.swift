import LuaBridge

/// `understudy.limits{ memory =, time = }`: the memory cap and time limit of a Lua state the
/// module was loaded into (lua5.4, busted), which no `--memory-limit` or `--timeout` reaches.
/// The same call works in the understudy program, over the limits of its command line.
///
/// A stop (the time limit reached, the memory cap refused) is raised again at every hook, so a
/// `pcall` in a loop cannot swallow it, until `scope` returns: by default the function that
/// called `limits`; the busted helper passes each test's function. A deadline reached after
/// that function returned is dropped. Under a host's own limits (the program's command line, the
/// test runner's per-test timeout) the script's are a tier of their own in the shim
/// (`LuaScriptLimits.swift`): they only lower the host's, and no scope drops the host's stops.
enum ModuleLimits {
    static let function = LuaFunctionDecl("limits", params: [LuaParam("options", .options([
        LuaOption("memory", .oneOf([.integer, .string, .boolean]),
                        "the cap on the memory of Lua and the engine: bytes, or a size such as \"64M\" (K, M, G); "
                            + "false or 0 for the host's (none in lua5.4)"
                    ),
        LuaOption("time", .oneOf([.number, .boolean]),
                  "seconds of wall-clock time from now; false or 0 for the host's (none in lua5.4)"),
        LuaOption("scope", .function,
                  "the function whose run the stops end with (default: the caller)"),
    ]), optional: true)], returns: "table",
        doc: """
        Sets the memory cap and the time limit of this Lua state, and returns the limits as last \
        set (`{ memory = bytes, time = seconds }`, nil for none). They cover the run of `scope`: \
        by default the function that called `limits` (a script's main chunk; at lua5.4's prompt, \
        the line), for the busted helper each test. When one is reached, the code running stops \
        with `memory limit exceeded (limit 64M)` or `time limit exceeded (timeout 5 s)`, raised \
        again at every hook (a `pcall` cannot hold it) until `scope` has returned; a deadline \
        reached after that is dropped. In the understudy program they apply to every chunk from \
        then on, as `--memory-limit` and `--timeout` do (under `understudy test`, its per-test \
        `--timeout` again from the next test), and they can only be lower than the program's: \
        false gives back the program's own. The program's own limits hold whatever a script \
        does: a `scope` (or a `pcall` around the call) ends only the script's stops, and a \
        time limit never moves the program's deadline later. Refused with the reason when the state \
        cannot keep a limit (a debug hook set by C code, which the time limit's hook would \
        replace) or when the cap is below the memory already in use. The simulation never reads \
        the clock: these are safety limits.
        """,
        example: "understudy.limits{ memory = \"64M\", time = 5 }\nprint(understudy.limits().memory)   --> 67108864"
    ) { L, ctx in
        let call = LuaCall(L, ctx)
        let lua = call.state
        guard let options = call.options(1) else { return pushLimits(call) }
        // Read through the kit: raw fields, so no metamethod of the table runs here.
        var memory: Int?
        var time: Double?
        switch options.field("memory", { readMemory($0) }) ?? .absent {
        case .absent: break
        case .off: memory = 0
        case .bad(let message): return call.argError(1, "option 'memory': " + message)
        case .value(let bytes): memory = bytes
        }
        switch options.field("time", { readTime($0) }) ?? .absent {
        case .absent: break
        case .off: time = 0
        case .bad(let message): return call.argError(1, "option 'time': " + message)
        case .value(let seconds): time = seconds
        }
        // Under the host's own limits (the program's command line, the test runner's), a script
        // may tighten them, never loosen them. Off is "none of the script's": the host's again.
        let ceiling = lua.limitCeiling
        if let cap = ceiling.memory, cap > 0, let asked = memory, asked > cap {
            return call.error(
                "understudy.limits: memory \(LuaLimits.formatBytes(asked)) is above this program's limit "
                    + "(\(LuaLimits.formatBytes(cap))); it can only be lowered"
            )
        }
        if let most = ceiling.timeout, most > 0, let asked = time, asked > most {
            return call.error(
                "understudy.limits: time \(LuaLimits.formatSeconds(asked)) s is above this program's limit "
                    + "(\(LuaLimits.formatSeconds(most)) s); it can only be lowered"
            )
        }
        if let time, time > 0, let refusal = call.timeLimitRefusal {
            return call.error("understudy.limits: cannot keep a time limit: " + refusal)
        }
        if let memory, memory > 0, memory <= lua.memoryInUse {
            return call.error(
                "understudy.limits: the memory cap \(LuaLimits.formatBytes(memory)) is below the \(lua.memoryInUse) "
                    + "bytes this Lua state already uses"
            )
        }
        // The script's tier: never later than the host's deadline, never above its cap (the shim
        // keeps both; the host's holds whatever the script's scope does).
        if let memory { call.setScriptMemoryLimit(memory) }
        if let time { call.setScriptTimeout(time) }
        // The program applies its limits again at every chunk (a line at the prompt): from now on
        // these are the ones, and off gives the command line's back.
        if !lua.isAdopted {
            if let memory { lua.limits.memory = memory > 0 ? memory : ceiling.memory }
            // (Not under the test runner, whose time limit is per test, not per run.)
            if let time, lua.limits.timeout != nil || ceiling.timeout == nil {
                lua.limits.timeout = time > 0 ? time : ceiling.timeout
            }
        }
        // The run the script's stops end with: `scope`, or the caller.
        call.scopeLimits(to: nil)
        _ = options.field("scope") { slot -> Bool? in
            call.scopeLimits(to: slot)
            return true
        }
        return pushLimits(call)
    }

    enum Field<T> { case absent, off, value(T), bad(String) }

    /// `memory`: bytes, a size string ("64M"), or false/0 for off; true is wrong.
    static func readMemory(_ slot: LuaSlot) -> Field<Int> {
        let expected = "a size expected (bytes, or a string such as \"64M\")"
        switch slot.kind {
        case .boolean: return slot.truthy ? .bad(expected + ", or false; got true") : .off
        case .string:
            let text = slot.string ?? ""
            guard let bytes = LuaLimits.parseBytes(text) else { return .bad(expected + ", got \"\(text)\"") }
            return bytes == 0 ? .off : .value(bytes)
        case .number:
            guard let bytes = slot.integer, bytes >= 0 else {
                return .bad("a size expected, got " + (slot.integer.map(String.init) ?? "\(slot.number ?? 0)"))
            }
            return bytes == 0 ? .off : .value(bytes)
        default: return .bad(expected + ", or false; got " + slot.typeName)
        }
    }

    /// `time`: seconds, or false/0 for off; true is wrong.
    static func readTime(_ slot: LuaSlot) -> Field<Double> {
        switch slot.kind {
        case .boolean: return slot.truthy ? .bad("seconds expected, or false; got true") : .off
        case .number:
            let seconds = slot.number ?? 0
            guard seconds.isFinite, seconds >= 0 else {
                return .bad("a non-negative number of seconds expected, got \(seconds)")
            }
            return seconds == 0 ? .off : .value(seconds)
        default: return .bad("seconds expected, or false; got " + slot.typeName)
        }
    }

    /// `{ memory = bytes, time = seconds }` as in force (nil for none).
    private static func pushLimits(_ call: LuaCall) -> Int32 {
        let limits = call.limitsInForce
        return call.returningTable(fields: 2) { t in
            t.set("memory", limits.memory)
            t.set("time", limits.time)
        }
    }
}
