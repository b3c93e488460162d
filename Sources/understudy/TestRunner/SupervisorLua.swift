import LuaBridge
import UnderstudyStdlib

/// A plain Lua state in the supervisor for what busted leaves to Lua itself: evaluating the
/// `.busted` file and matching `--pattern`/`--exclude-pattern` (Lua patterns) on file names.
///
/// ```swift
/// let keep = try SupervisorLua.matching([Array("a_spec.lua".utf8), Array("b.lua".utf8)], patterns: ["_spec"],
/// excludes: [])
/// ```
enum SupervisorLua {
    struct Failure: Error { var message: String }

    /// Runs `chunk` in a fresh state and returns its string result, within `limits` (a `.busted`
    /// that loops or grows stops with an error instead of holding the supervisor; code stuck in
    /// one C call, such as a pattern that backtracks for hours, is not stopped). With `bundled`,
    /// the state has the modules bundled as each spec file's does, for the project's code
    /// (`.busted`: its `require "luassert"` is understudy's, never an installed copy).
    static func evaluate(_ chunk: String, limits: LuaLimits? = nil, bundled: Bool = false) throws(Failure) -> String {
        do throws(LuaError) {
            let lua = try LuaState()
            defer { lua.close() }
            if bundled { Stdlib.install(into: lua, expect: false) }
            if let limits { lua.limits = limits }
            let values: [LuaValue]
            do throws(LuaError) { values = try lua.run(chunk, chunkName: "=(understudy test)") } catch {
                if case .limit(let kind) = error.kind {
                    throw LuaError(kind: error.kind, message: kind == .time
                        ? "time limit exceeded (timeout \(TestWorker.formatSeconds(limits?.timeout ?? 0)) s)"
                        : lua.limitMessage(kind))
                }
                throw error
            }
            if case .string(let s)? = values.first { return s }
            return ""
        } catch {
            throw Failure(message: error.message)
        }
    }

    /// For each name, whether busted would take it: some pattern finds it (`name:find(p)`) and
    /// no exclude pattern does.
    /// Names are bytes (a file name need not be UTF-8), matched as Lua strings.
    static func matching(_ names: [[UInt8]], patterns: [String], excludes: [String]) throws(Failure) -> [Bool] {
        if names.isEmpty { return [] }
        // Patterns without Lua's magic characters (the default `_spec`) find what they spell:
        // matched here, without starting a state.
        let all = patterns + excludes.filter { !$0.isEmpty }
        if all.allSatisfy(isPlain) {
            let wanted = patterns.map { Array($0.utf8) },
                unwanted = excludes.filter { !$0.isEmpty }.map { Array($0.utf8) }
            return names.map { name in
                (wanted.isEmpty || wanted.contains { contains(name, $0) }) && !unwanted.contains { contains(name, $0) }
            }
        }
        let list = "{" + names.map { TestWorker.luaQuote(bytes: $0) }.joined(separator: ", ") + "}"
        let chunk = """
        local names, patterns, excludes = \(list), \(TestWorker.luaList(patterns)), \(TestWorker.luaList(excludes))
        local out = {}
        for i, name in ipairs(names) do
          local keep = #patterns == 0
          for _, p in ipairs(patterns) do if name:find(p) then keep = true break end end
          for _, p in ipairs(excludes) do if p ~= "" and name:find(p) then keep = false break end end
          out[i] = keep and "1" or "0"
        end
        return table.concat(out)
        """
        let flags = try evaluate(chunk)
        return flags.utf8.map { $0 == UInt8(ascii: "1") }
    }

    /// Whether a Lua pattern has none of `^$*+?.([%-` (so `find` is a plain substring search).
    static func isPlain(_ pattern: String) -> Bool {
        !pattern.utf8.contains { "^$*+?.([%-".utf8.contains($0) }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
