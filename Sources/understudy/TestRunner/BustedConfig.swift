import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// The project's `.busted` file: a Lua chunk returning named runs (`default` is used unless
/// `--run NAME` picks another; `_all` applies to every run). As in busted, a value given on the
/// command line wins over the run's, and the run's over `_all`'s.
///
/// ```lua
/// return { default = { lpath = "./lib/?.lua", helper = "spec/helper.lua" }, ci = { output = "TAP" } }
/// ```
enum BustedConfig {
    /// The chosen run's options as key and values (a list option has several values).
    /// `limits`: the run's (`--timeout`, `--memory-limit`), for the file's code, which runs here
    /// as in each spec file's state.
    static func load(path: String, run: String?, limits: LuaLimits) throws(TestOptions.UsageError)
        -> [(key: String, values: [String])] {
        let chunk = """
        local f, err = loadfile(\(TestWorker.luaQuote(path)), "t")
        if not f then return "!failed loading config file `" .. \(TestWorker.luaQuote(path)) .. "`: " .. \
        tostring(err) end
        local ok, conf = pcall(f)
        if not ok then return "!" .. tostring(conf) end
        if type(conf) ~= "table" then return "!.busted file does not return a table." end
        local chosen, order = {}, {}
        local function merge(t)
          if type(t) ~= "table" then return end
          for k, v in pairs(t) do
            if type(k) == "string" and chosen[k] == nil then chosen[k] = v order[#order + 1] = k end
          end
        end
        local run = \(run.map(TestWorker.luaQuote) ?? "nil")
        if run and run ~= "" then
          if type(conf[run]) ~= "table" then return "!Task `" .. run .. "` not found, or not a table." end
          merge(conf[run])
        elseif type(conf.default) == "table" then
          merge(conf.default)
        end
        merge(conf._all)
        table.sort(order)
        local out = {}
        for _, k in ipairs(order) do
          local v = chosen[k]
          local values = type(v) == "table" and v or { v }
          local line = { k }
          for _, x in ipairs(values) do line[#line + 1] = (tostring(x):gsub("[\\t\\n]", " ")) end
          out[#out + 1] = table.concat(line, "\\t")
        end
        return table.concat(out, "\\n")
        """
        let text: String
        do { text = try SupervisorLua.evaluate(chunk, limits: limits, bundled: true) } catch {
            throw TestOptions.UsageError(message: "\(path): \(error.message)")
        }
        if text.hasPrefix("!") { throw TestOptions.UsageError(message: String(text.dropFirst())) }
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (parts[0], Array(parts.dropFirst()))
        }
    }

    /// Reads `.busted` (or `-f FILE`) in the current directory, if there is one, and fills in the
    /// options the command line did not give.
    static func apply(to o: inout TestOptions) throws(TestOptions.UsageError) {
        let path = o.configFile ?? ".busted"
        guard access(path, R_OK) == 0 else {
            if o.configFile != nil {
                throw TestOptions.UsageError(message: "specified config file '\(path)' not found")
            }
            if let run = o.run {
                throw TestOptions.UsageError(message: "Task `\(run)` not found: there is no .busted file")
            }
            return
        }
        o.configChunk = path.hasPrefix("/") ? path : TestCommand.currentDirectory().map { $0 + "/" + path }
        let aliases = ["p": "pattern", "t": "tags", "m": "lpath", "o": "output", "v": "verbose", "c": "coverage",
            "r": "run", "C": "directory", "f": "config-file", "j": "jobs", "w": "watch", "shuffle-tests": "shuffle",
                       "shuffle-files": "shuffle"]
        func truthy(_ v: [String]) -> Bool { v.first == "true" }
        func list(_ v: [String]) -> [String] {
            v.flatMap { $0.split(separator: ",").map { String($0).trimmingSpaces } }.filter { !$0.isEmpty }
        }
        defer {
            // A busted project's files may share the machine (temp names from os.time(), a fixed
            // path, a port): busted runs them one after another, so they do here too unless
            // `.busted` or the command line asks for jobs.
            if o.jobs == nil { o.jobs = 1 }
        }
        let limits = LuaLimits(memory: o.memoryLimit, timeout: o.timeout)
        for (rawKey, values) in try load(path: path, run: o.run, limits: limits) {
            let key = aliases[rawKey] ?? rawKey
            if o.explicit.contains(key) { continue }
            let first = values.first ?? ""
            switch key {
            case "ROOT": o.paths = values
            case "pattern":
                o.patterns = try values.map { v throws(TestOptions.UsageError) in try TestOptions.pattern("pattern", v)
                }
            case "exclude-pattern":
                o.excludePatterns = try values.map { v throws(TestOptions.UsageError) in
                    try TestOptions.pattern("exclude-pattern", v)
                }
            case "lpath": o.lpath = values.joined(separator: ";")
            case "cpath": o.cpath = values.joined(separator: ";")
            case "helper": o.helper = first
            case "directory": o.configDirectory = first
            case "Xhelper": o.helperArguments = list(values)
            case "e": o.statements = values
            case "suppress-pending": o.suppressPending = truthy(values)
            case "keep-going": o.keepGoing = truthy(values)
            case "auto-insulate": o.autoInsulate = truthy(values)
            case "lazy": o.lazy = truthy(values)
            case "recursive": o.recursive = truthy(values)
            case "busted-modules": o.bustedModules = truthy(values)
            case "tags": o.tags = try TestOptions.tags("tags", list(values))
            case "exclude-tags": o.excludeTags = try TestOptions.tags("exclude-tags", list(values))
            case "filter":
                o.filter = try values.map { v throws(TestOptions.UsageError) in try TestOptions.pattern("filter", v) }
            case "filter-out":
                o.filterOut = try values.map { v throws(TestOptions.UsageError) in
                    try TestOptions.pattern("filter-out", v)
                }
            case "output": o.output = try TestOptions.output(first)
            case "attachments": o.attachments = first
            case "report": o.report = first
            case "watch": o.watch = truthy(values)
            case "verbose": o.verbose = truthy(values)
            case "coverage": o.coverage = truthy(values)
            case "shuffle": o.shuffle = truthy(values)
            case "sort", "sort-tests": o.sortTests = truthy(values)
            case "list": o.list = truthy(values)
            case "seed":
                guard let n = Int(first) else {
                    throw TestOptions.UsageError(message: "\(path): 'seed' needs an integer, got '\(first)'")
                }
                o.seed = n
            case "repeat":
                guard let n = Int(first), n >= 1, n <= 10_000 else {
                    throw TestOptions.UsageError(
                        message: "\(path): 'repeat' needs a number from 1 to 10000, got '\(first)'")
                }
                o.repeatCount = n
            case "jobs":
                guard let n = Int(first), n > 0, n <= TestOptions.maxJobs else {
                    throw TestOptions.UsageError(
                        message: "\(path): 'jobs' needs a number from 1 to \(TestOptions.maxJobs), got '\(first)'")
                }
                o.jobs = n
            case "timeout":
                guard let s = Double(first), s > 0, s <= TestOptions.maxTimeout else {
                    throw TestOptions.UsageError(message: "\(path): 'timeout' needs seconds above 0, got '\(first)'")
                }
                o.timeout = s
            default:
                // busted's other keys (lang, loaders, sort, ...) change nothing here.
                break
            }
        }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
