import Foundation
import TestSupport
import Testing

/// Every ```lua block in README.md and docs/**/*.md runs and shows what its `-->` annotations say.
/// docs/API.md is generated from the API registry, so this covers every `help` example too.
///
/// The rule for an annotation (`code   --> value`, the same in every doc and in `help`):
/// - The value is the text after `-->`, up to the end of the line or to a further ` -- ` comment
///   (`stage.clock.advance(0.6)   --> 0.6  -- the spring ends`); it must not be empty.
/// - The line shows what was printed while it ran (by `print`, `stage.log.print()`, the callbacks
///   it ran; every time it ran, when it is in a function). If it printed nothing and its code is
///   a single expression other than a `print(...)` call (`sheet:tap("OK")`, `p.state`), it shows
///   the values it returned, formatted as `print` would (tostring, separated by tabs): what the
///   interactive prompt prints for it.
/// - An annotated line must be a complete statement (not part of a multi-line call or table).
/// - Runs of whitespace (spaces, tabs, newlines) compare as one space, so `print(a, b)` may be
///   annotated `--> 1 2` or with a tab.
///
/// A block that uses `describe` runs as a spec under `understudy test`, any other as a script
/// with `understudy`; each must succeed. The block runs through a small runner (below) that loads
/// it as a chunk named after its file, with each annotated line wrapped to mark its output.
@Suite struct DocExamplesTests {
    static let root = Repository.root

    struct Block: CustomStringConvertible {
        var file: String
        var line: Int      // the first code line, 1-based in the file
        var code: String
        var description: String { "\(file):\(line)" }
    }

    struct Annotation {
        var line: Int      // 1-based in the block
        var expected: String
    }

    /// README.md and every .md under docs/, sorted.
    static func files() throws -> [URL] {
        var files = [root.appendingPathComponent("README.md")]
        let docs = root.appendingPathComponent("docs")
        var found: [URL] = []
        if let walk = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
            for case let url as URL in walk where url.pathExtension == "md" { found.append(url) }
        }
        files += found.sorted { $0.path < $1.path }
        return files
    }

    static func blocks() throws -> [Block] {
        var out: [Block] = []
        let base = root.path + "/"
        for f in try files() {
            let name = f.path.hasPrefix(base) ? String(f.path.dropFirst(base.count)) : f.lastPathComponent
            let lines = try String(contentsOf: f, encoding: .utf8).components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                if lines[i].trimmingCharacters(in: .whitespaces) == "```lua" {
                    let start = i + 1
                    var j = start
                    while j < lines.count && lines[j].trimmingCharacters(in: .whitespaces) != "```" { j += 1 }
                    out.append(Block(file: name, line: start + 1,
                                     code: lines[start..<min(j, lines.count)].joined(separator: "\n")))
                    i = j
                }
                i += 1
            }
        }
        return out
    }

    /// The `-->` annotations of a block, with the value each promises.
    static func annotations(_ code: String) -> [Annotation] {
        code.components(separatedBy: "\n").enumerated().compactMap { n, line in
            guard let r = line.range(of: "-->") else { return nil }
            var value = String(line[r.upperBound...])
            if let c = value.range(of: " -- ") { value = String(value[..<c.lowerBound]) }
            return Annotation(line: n + 1, expected: normalized(value))
        }
    }

    static func normalized(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// Loads BLOCK as a chunk named after its file, in the environment the runner itself has (a
    /// spec's `assert`, `expect`, ...), with each annotated line wrapped so that it writes markers
    /// to stdout: `\1B<n>\2` before it runs, `\1E<n>\2` after, and for an expression line
    /// `\1V<n>\3<values>\2` (what `print` would show for its values). Everything written between
    /// B and E, by Lua or by the engine, is what the line printed.
    static let runner = #"""
        local src = assert(io.open(BLOCK)):read("a")
        local lines = {}
        for l in (src .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
        for i, l in ipairs(lines) do
          local s = l:find("-->", 1, true)
          if s then
            local code = l:sub(1, s - 1):match("^%s*(.-)%s*$")
            if code ~= "" and not code:match("^print%s*%(") and load("return " .. code) then
              lines[i] = "__doc_begin(" .. i .. ") __doc_value(" .. i .. ", " .. code .. ")"
            elseif code ~= "" and load(code) then
              lines[i] = "__doc_begin(" .. i .. ") " .. code .. " __doc_end(" .. i .. ")"
            end
          end
        end
        local out = io.stdout
        local env = setmetatable({}, { __index = _ENV, __newindex = _ENV })
        rawset(env, "__doc_begin", function(i) out:write("\1B", i, "\2") end)
        rawset(env, "__doc_end", function(i) out:write("\1E", i, "\2") end)
        rawset(env, "__doc_value", function(i, ...)
          local parts = {}
          for k = 1, select("#", ...) do parts[k] = tostring((select(k, ...))) end
          out:write("\1V", i, "\3", table.concat(parts, "\t"), "\2\1E", i, "\2")
        end)
        assert(load(table.concat(lines, "\n"), "@" .. BLOCK, "t", env))()
        """#

    /// What each annotated line showed, from the markers in the output: the text printed while it
    /// ran (every run of it), or, when that is empty, the values of an expression line. Lines that
    /// never ran (or are not complete statements, so could not be marked) are absent.
    static func shown(in output: String) -> [Int: String] {
        var open: [Int] = [], printed: [Int: String] = [:], values: [Int: [String]] = [:]
        var s = Substring(output)
        while let m = s.firstIndex(of: "\u{1}") {
            let text = String(s[..<m])
            for i in open { printed[i, default: ""] += text }
            s = s[s.index(after: m)...]
            guard let kind = s.first, let close = s.firstIndex(of: "\u{2}") else { break }
            let body = s[s.index(after: s.startIndex)..<close]
            s = s[s.index(after: close)...]
            switch kind {
            case "B": if let i = Int(body) { open.append(i); printed[i, default: ""] += "" }
            case "E": if let i = Int(body), let k = open.lastIndex(of: i) { open.remove(at: k) }
            case "V":
                let parts = body.split(separator: "\u{3}", maxSplits: 1, omittingEmptySubsequences: false)
                if let i = Int(parts[0]) { values[i, default: []].append(parts.count > 1 ? String(parts[1]) : "") }
            default: break
            }
        }
        var out: [Int: String] = [:]
        for (i, text) in printed {
            let p = normalized(text)
            out[i] = p.isEmpty ? normalized((values[i] ?? []).joined(separator: " ")) : p
        }
        return out
    }

    @Test func everyLuaBlockInTheDocsRunsAndShowsWhatItSays() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 300)   // docs/API.md alone has one per registry entry
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("understudy-doc-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (n, b) in blocks.enumerated() {
            let annotations = Self.annotations(b.code)
            for a in annotations where a.expected.isEmpty {
                Issue.record("\(b.file):\(b.line + a.line - 1): `-->` with nothing after it")
            }
            let block = dir.appendingPathComponent("doc\(n)_block.lua")
            try b.code.write(to: block, atomically: true, encoding: .utf8)
            let prelude = "local BLOCK = [==[\(block.path)]==]\n"
            let spec = b.code.contains("describe(")
            let script = dir.appendingPathComponent(spec ? "doc\(n)_spec.lua" : "doc\(n).lua")
            try (prelude + Self.runner).write(to: script, atomically: true, encoding: .utf8)
            let r = try CLI.understudy(spec ? ["test", script.path] : [script.path], in: dir)
            #expect(r.status == 0, "\(b) as a \(spec ? "spec" : "script"): \(r)")
            let shown = Self.shown(in: r.stdout)
            for a in annotations where !a.expected.isEmpty {
                let place = "\(b.file):\(b.line + a.line - 1)"
                guard let got = shown[a.line] else {
                    Issue.record("\(place): the annotated line never ran, or is not a complete statement")
                    continue
                }
                #expect(got == a.expected, "\(place): the line shows \"\(got)\", its `-->` says \"\(a.expected)\"")
            }
        }
    }

    @Test func theGeneratedReferenceHasNoEmptyDefaults() throws {
        let md = try String(contentsOf: Self.root.appendingPathComponent("docs/API.md"), encoding: .utf8)
        #expect(!md.contains("Default ."), "docs/API.md: a `Default .` with nothing after it")
        #expect(!md.contains("| `` |"), "docs/API.md: an empty default in a parameter table")
    }
}
