import CLua
import CLuaShim
import LuaBridge

/// `understudy.limits{ memory =, time = }`: the memory cap and time limit of a Lua state the
/// module was loaded into (lua5.4, busted), which no `--memory-limit` or `--timeout` reaches.
/// The same call works in the understudy program, over the limits of its command line.
///
/// A stop (the time limit reached, the memory cap refused) is raised again at every hook, so a
/// `pcall` in a loop cannot swallow it, until `scope` returns: by default the function that
/// called `limits`; the busted helper passes each test's function. A deadline reached after
/// that function returned is dropped.
enum ModuleLimits {
    static let function = LuaFunctionDecl("limits", params: [LuaParam("options", .options([
        LuaOption("memory", .oneOf([.integer, .string, .boolean]),
                  "the cap on the memory of Lua and the engine: bytes, or a size such as \"64M\" (K, M, G); false or 0 for the host's (none in lua5.4)"),
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
        false gives back the program's own. Refused with the reason when the state \
        cannot keep a limit (a debug hook set by C code, which the time limit's hook would \
        replace) or when the cap is below the memory already in use. The simulation never reads \
        the clock: these are safety limits.
        """,
        example: "understudy.limits{ memory = \"64M\", time = 5 }\nprint(understudy.limits().memory)   --> 67108864") { L, ctx in
        let call = LuaCall(L, ctx)
        let lua = call.state
        if let options = call.options(1) {
            var memory: Int?
            var time: Double?
            switch read(options, "memory", on: L) {
            case .absent: break
            case .off: memory = 0
            case .bad(let got): return call.argError(1, "option 'memory': a size expected (bytes, or a string such as \"64M\"), or false; got \(got)")
            case .value(let index):
                if lua_type(L, index) == LUA_TSTRING {
                    guard let bytes = LuaLimits.parseBytes(call.string(index)) else {
                        return call.argError(1, "option 'memory': a size expected (bytes, or a string such as \"64M\"), got \"\(call.string(index))\"")
                    }
                    memory = bytes
                } else {
                    let bytes = call.integer(index)
                    guard bytes >= 0 else { return call.argError(1, "option 'memory': a size expected, got \(bytes)") }
                    memory = bytes
                }
            }
            switch read(options, "time", on: L) {
            case .absent: break
            case .off: time = 0
            case .bad(let got): return call.argError(1, "option 'time': seconds expected, or false; got \(got)")
            case .value(let index):
                let seconds = call.number(index)
                guard seconds.isFinite, seconds >= 0 else {
                    return call.argError(1, "option 'time': a non-negative number of seconds expected, got \(seconds)")
                }
                time = seconds
            }
            lua_settop(L, 1)
            // Under the host's own limits (the program's command line, the test runner's), a
            // script may tighten them, never loosen them: off means the host's again.
            let ceiling = lua.limitCeiling
            if let cap = ceiling.memory, cap > 0, let asked = memory {
                if asked == 0 { memory = cap }
                else if asked > cap {
                    return call.error("understudy.limits: memory \(LuaLimits.formatBytes(asked)) is above this program's limit (\(LuaLimits.formatBytes(cap))); it can only be lowered")
                }
            }
            if let most = ceiling.timeout, most > 0, let asked = time {
                if asked == 0 { time = most }
                else if asked > most {
                    return call.error("understudy.limits: time \(LuaLimits.formatSeconds(asked)) s is above this program's limit (\(LuaLimits.formatSeconds(most)) s); it can only be lowered")
                }
            }
            if let time, time > 0, let refusal = us_time_limit_refusal(L) {
                return call.error("understudy.limits: cannot keep a time limit: " + String(cString: refusal))
            }
            if let memory, memory > 0 {
                let used = lua.memoryInUse
                guard memory > used else {
                    return call.error("understudy.limits: the memory cap \(LuaLimits.formatBytes(memory)) is below the \(used) bytes this Lua state already uses")
                }
                us_set_memory_limit(L, memory)
            } else if memory != nil {
                us_set_memory_limit(L, 0)
            }
            if let time { us_set_timeout(L, time) }
            // The program applies its limits again at every chunk (a line at the prompt): from
            // now on these are the ones.
            if !lua.isAdopted {
                if let memory { lua.limits.memory = memory > 0 ? memory : nil }
                if let time, lua.limits.timeout != nil || ceiling.timeout == nil { lua.limits.timeout = time > 0 ? time : nil }
            }
            // The run the stops end with: `scope`, or the caller.
            lua_getfield(L, 1, "scope")
            us_set_limit_scope(L, lua_type(L, -1) == LUA_TFUNCTION ? -1 : 0)
            lua_settop(L, 1)
        }
        return pushLimits(L)
    }

    private enum Field { case absent, off, value(Int32), bad(String) }

    /// An option's field, left on the stack when it is a value: nil is absent, false and 0 are
    /// off, true is wrong.
    private static func read(_ options: LuaOptions, _ key: String, on L: OpaquePointer) -> Field {
        LuaStack(L).push(key)
        let type = lua_rawget(L, options.index)
        let index = lua_gettop(L)
        switch type {
        case LUA_TNIL, LUA_TNONE:
            lua_settop(L, -2)
            return .absent
        case LUA_TBOOLEAN:
            let on = lua_toboolean(L, index) != 0
            lua_settop(L, -2)
            return on ? .bad("true") : .off
        case LUA_TNUMBER:
            if lua_tonumberx(L, index, nil) == 0 {
                lua_settop(L, -2)
                return .off
            }
            return .value(index)
        default:
            return .value(index)
        }
    }

    /// `{ memory = bytes, time = seconds }` as last set (nil for none).
    private static func pushLimits(_ L: OpaquePointer) -> Int32 {
        guard let h = us_host_of(L) else { return 0 }
        lua_createtable(L, 0, 2)
        if h.pointee.mem_limit > 0 {
            lua_pushinteger(L, lua_Integer(truncatingIfNeeded: h.pointee.mem_limit))
            lua_setfield(L, -2, "memory")
        }
        if h.pointee.timeout_seconds > 0 {
            lua_pushnumber(L, h.pointee.timeout_seconds)
            lua_setfield(L, -2, "time")
        }
        return 1
    }
}
