import Foundation

/// The rows of docs/behavior/*.md and the tests they name, read as text: the machinery behind
/// `BehaviorInventoryTests`.
///
/// - **A row** is a line of a Markdown table (not its header or rule). Every table's last column
///   is "checked by": one or more tests, each a file in backticks then its names, separated by
///   ` › `: a Lua spec's describe/it path (`` `spec/popup/api_spec.lua` › `stage.popup` › `has
///   the code's defaults` ``) or a Swift suite and test (`` `Tests/StageKitTests/X.swift` ›
///   `XTests` › `name` ``).
/// - **A citation** is a source file of the library (or its abbreviation in that file's
///   preamble: `m` for LSTPopView.m, `AC` for ActionController.swift, ...) with lines: `m:409`,
///   `AC 184-192`, `SwipeActionsView.swift:181-187`, `PC 1445-1482, 1500`.
/// - **A test** is its block (a Lua `it`'s body, a Swift func's) with the comments right above it
///   and above each enclosing describe: what it says it checks.
///
/// A row passes when it names at least one test, each test exists, and each cites a file the row
/// cites with a line range that meets one of the row's (a row that cites no line, the engine's
/// own, only needs its tests to exist).
struct BehaviorInventory {
    struct Citation: Hashable, CustomStringConvertible {
        var file: String
        var ranges: [ClosedRange<Int>]
        var description: String { "\(file):" + ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", ") }

        func meets(_ other: Citation) -> Bool {
            file == other.file && ranges.contains { a in other.ranges.contains { a.overlaps($0) } }
        }
    }

    struct TestRef: Hashable, CustomStringConvertible {
        var file: String
        var names: [String]
        var description: String { "`\(file)` › " + names.map { "`\($0)`" }.joined(separator: " › ") }
    }

    struct Row {
        var doc: String
        var line: Int
        var text: String
        var citations: [Citation]
        var tests: [TestRef]
        var apiNames: [String]
    }

    /// The library's source files by the names a row or a test may give them (aliases first).
    struct Library {
        var doc: String
        var aliases: [String: String]
        var files: [String]
    }

    static let libraries: [String: Library] = [
        "lstpopview.md": Library(doc: "lstpopview.md", aliases: ["m": "LSTPopView.m", "h": "LSTPopView.h"],
                                 files: ["LSTPopView.m", "LSTPopView.h", "LSTTimer.m", "LSTAlert.m", "LSTPopViewProtocol.h"]),
        "swipecellkit.md": Library(doc: "swipecellkit.md",
                                   aliases: ["SC": "SwipeController.swift", "AV": "SwipeActionsView.swift", "ES": "SwipeExpansionStyle.swift",
                                             "TC": "SwipeTableViewCell.swift", "CC": "SwipeCollectionViewCell.swift"],
                                   files: ["SwipeController.swift", "SwipeActionsView.swift", "SwipeExpansionStyle.swift", "SwipeTableViewCell.swift",
                                           "SwipeCollectionViewCell.swift", "SwipeAction.swift", "SwipeActionButton.swift", "SwipeOptions.swift",
                                           "SwipeTransitionLayout.swift", "SwipeActionTransitioning.swift", "SwipeExpanding.swift",
                                           "SwipeTableViewCell+Display.swift", "SwipeTableViewCell+Accessibility.swift",
                                           "SwipeAccessibilityCustomAction.swift", "SwipeTableViewCellDelegate.swift", "Swipeable.swift",
                                           "Extensions.swift", "SwipeFeedback.swift"]),
        "xlactioncontroller.md": Library(doc: "xlactioncontroller.md", aliases: ["AC": "ActionController.swift", "Settings": "ActionControllerSettings.swift"],
                                         files: ["ActionController.swift", "ActionControllerSettings.swift", "Action.swift", "ActionData.swift",
                                                 "ActionCell.swift", "ActionCell.xib", "Skype.swift", "Tweetbot.swift", "Twitter.swift", "Youtube.swift",
                                                 "Periscope.swift", "Spotify.swift", "DynamicCollectionViewFlowLayout.swift"]),
        "lnpopupcontroller.md": Library(doc: "lnpopupcontroller.md",
                                        aliases: ["PC": "LNPopupController.mm", "Bar": "LNPopupBar.mm", "Support": "UIViewController+LNPopupSupport.mm",
                                                  "SupportPrivate": "UIViewController+LNPopupSupportPrivate.mm"],
                                        files: ["LNPopupController.mm", "LNPopupBar.mm", "UIViewController+LNPopupSupport.mm",
                                                "UIViewController+LNPopupSupportPrivate.mm", "UIViewController+LNPopupSupport.h", "LNPopupItem.m",
                                                "LNPopupItem.h", "LNPopupCloseButton.mm", "LNPopupContentView.m", "LNPopupController.h",
                                                "LNPopupBarAppearance.h", "LNPopupBarAppearance.mm", "MarqueeLabel.m", "LNPopupBar+Private.h",
                                                "LNPopupCustomBarViewController.h", "_LNPopupTransitionAnimator.mm"]),
    ]

    // MARK: citations

    /// The citations in `text` for `library`: a file name (or alias) followed by lines.
    static func citations(in text: String, for library: Library) -> [Citation] {
        let plain = text.replacingOccurrences(of: "`", with: "")
        var names = library.files.map { NSRegularExpression.escapedPattern(for: $0) }
        names += library.aliases.keys.sorted().map { "(?<![\\w.+/-])" + NSRegularExpression.escapedPattern(for: $0) }
        let pattern = "(" + names.joined(separator: "|") + ")(?::| |: )(\\d+(?:-\\d+)?(?:(?:, ?| and )\\d+(?:-\\d+)?)*)"
        guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = plain as NSString
        var out: [Citation] = []
        for m in re.matches(in: plain, range: NSRange(location: 0, length: ns.length)) {
            var name = ns.substring(with: m.range(at: 1))
            name = library.aliases[name] ?? name
            let lines = ns.substring(with: m.range(at: 2))
            var ranges: [ClosedRange<Int>] = []
            for part in lines.replacingOccurrences(of: " and ", with: ",").split(separator: ",") {
                let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
                guard let lo = bounds.first else { continue }
                let hi = bounds.count > 1 ? bounds[1] : lo
                ranges.append(min(lo, hi)...max(lo, hi))
            }
            if !ranges.isEmpty { out.append(Citation(file: name, ranges: ranges)) }
        }
        return out
    }

    // MARK: rows

    /// The table rows of a behavior file.
    static func rows(of doc: String, text: String, library: Library) -> (rows: [Row], problems: [String]) {
        let lines = text.components(separatedBy: "\n")
        var rows: [Row] = []
        var problems: [String] = []
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix("|"), i + 1 < lines.count, lines[i + 1].hasPrefix("|---") || lines[i + 1].hasPrefix("| ---") else { i += 1; continue }
            let header = cells(lines[i])
            if header.last?.lowercased() != "checked by" {
                problems.append("\(doc):\(i + 1): a table whose last column is not \"checked by\": \(lines[i])")
            }
            i += 2
            while i < lines.count, lines[i].hasPrefix("|") {
                let c = cells(lines[i])
                let checked = c.last ?? ""
                let rest = c.dropLast().joined(separator: " | ")
                rows.append(Row(doc: doc, line: i + 1, text: lines[i], citations: citations(in: rest, for: library),
                                tests: testRefs(in: checked), apiNames: apiNames(in: c.first ?? "")))
                i += 1
            }
        }
        return (rows, problems)
    }

    static func cells(_ line: String) -> [String] {
        var s = line.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("|") { s.removeFirst() }
        if s.hasSuffix("|") { s.removeLast() }
        // A `|` inside backticks (a code span) is not a column edge.
        var out: [String] = [], cur = "", code = false
        for ch in s {
            if ch == "`" { code.toggle() }
            if ch == "|" && !code { out.append(cur.trimmingCharacters(in: .whitespaces)); cur = ""; continue }
            cur.append(ch)
        }
        out.append(cur.trimmingCharacters(in: .whitespaces))
        return out
    }

    /// `` `file` › `name` › `name` `` references in a cell.
    static func testRefs(in cell: String) -> [TestRef] {
        guard let re = try? NSRegularExpression(pattern: "`([^`]+\\.(?:lua|swift))`((?:\\s*›\\s*`[^`]+`)+)") else { return [] }
        let ns = cell as NSString
        return re.matches(in: cell, range: NSRange(location: 0, length: ns.length)).map { m in
            let names = ns.substring(with: m.range(at: 2)).components(separatedBy: "›").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }.filter { !$0.isEmpty }
            return TestRef(file: ns.substring(with: m.range(at: 1)), names: names)
        }
    }

    /// The API names a row's first cell lists (each in backticks).
    static func apiNames(in cell: String) -> [String] {
        guard let re = try? NSRegularExpression(pattern: "`([^`]+)`") else { return [] }
        let ns = cell as NSString
        return re.matches(in: cell, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    // MARK: tests

    /// The text of a test (its block and the comments that say what it checks), or why there is none.
    static func testText(_ ref: TestRef, root: URL) -> Result<String, InventoryError> {
        guard let text = try? String(contentsOf: root.appendingPathComponent(ref.file), encoding: .utf8) else {
            return .failure(InventoryError("no file \(ref.file)"))
        }
        if ref.file.hasSuffix(".lua") { return LuaSpecScanner(text).test(ref.names).mapError { InventoryError("\(ref): \($0.message)") } }
        return SwiftTestScanner(text).test(ref.names).mapError { InventoryError("\(ref): \($0.message)") }
    }
}

struct InventoryError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The describe/it tree of a Lua spec, read from its text: `describe("name", function()` and
/// `it("name", function()` openers, each closed by the first `end)` at its own indentation.
struct LuaSpecScanner {
    struct Block {
        var kind: String
        var name: String
        var start: Int
        var end: Int
        var indent: Int
        var path: [String]
    }

    let lines: [String]
    var blocks: [Block] = []

    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
        var open: [Block] = []
        for (i, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("end)") {
                if let k = open.lastIndex(where: { $0.indent == indent }) {
                    var b = open.remove(at: k)
                    b.end = i
                    blocks.append(b)
                    open.removeSubrange(k...)
                }
                continue
            }
            for kind in ["describe", "it"] where body.hasPrefix(kind + "(") {
                guard let name = Self.stringLiteral(body.dropFirst(kind.count + 1)), body.contains("function") else { continue }
                let path = open.filter { $0.kind == "describe" }.map(\.name) + [name]
                let b = Block(kind: kind, name: name, start: i, end: i, indent: indent, path: path)
                if body.hasSuffix("end)") { blocks.append(b) } else { open.append(b) }
            }
        }
    }

    /// A Lua short string at the start of `s` ("..." or '...', with escapes), unescaped.
    static func stringLiteral(_ s: Substring) -> String? {
        guard let q = s.first, q == "\"" || q == "'" else { return nil }
        var out = "", escaped = false
        for ch in s.dropFirst() {
            if escaped { out.append(ch); escaped = false; continue }
            if ch == "\\" { escaped = true; continue }
            if ch == q { return out }
            out.append(ch)
        }
        return nil
    }

    /// The comment lines right above line `i` (contiguous, no blank line between).
    func comments(above i: Int) -> [String] {
        var k = i - 1, out: [String] = []
        while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("--") { out.insert(lines[k], at: 0); k -= 1 }
        return out
    }

    func test(_ path: [String]) -> Result<String, InventoryError> {
        guard let it = blocks.first(where: { $0.kind == "it" && $0.path == path }) else {
            let near = blocks.filter { $0.kind == "it" && $0.name == path.last }.map { $0.path.joined(separator: " › ") }
            return .failure(InventoryError("no such test" + (near.isEmpty ? "" : " (the name is at: \(near.joined(separator: "; ")))")))
        }
        var text = comments(above: it.start) + lines[it.start...it.end]
        for d in blocks where d.kind == "describe" && d.start < it.start && d.end > it.end { text = comments(above: d.start) + text }
        return .success(text.joined(separator: "\n"))
    }
}

/// A Swift test file read as text: `func name(` inside `struct Suite` (or class, or an
/// extension of it), with its attributes and comments and its body to the matching brace.
struct SwiftTestScanner {
    let lines: [String]
    init(_ text: String) { lines = text.components(separatedBy: "\n") }

    func test(_ names: [String]) -> Result<String, InventoryError> {
        guard names.count == 2 else { return .failure(InventoryError("a Swift test is named by its suite and its test")) }
        let suite = names[0], name = names[1]
        var owner: String?, declared = 0
        for (i, line) in lines.enumerated() {
            if !line.hasPrefix(" "), let t = Self.typeName(line) { owner = t; declared = i }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard owner == suite, trimmed.contains("func \(name)(") else { continue }
            var start = i
            while start > 0, !lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty { start -= 1 }
            var depth = 0, end = i, opened = false
            scan: for k in i..<lines.count {
                for ch in lines[k] {
                    if ch == "{" { depth += 1; opened = true }
                    if ch == "}" { depth -= 1 }
                    if opened && depth == 0 { end = k; break scan }
                }
            }
            // The suite's own comments say what all its tests check.
            var doc = declared
            while doc > 0, lines[doc - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//") { doc -= 1 }
            return .success((lines[doc..<declared] + lines[start...end]).joined(separator: "\n"))
        }
        return .failure(InventoryError(owner == nil ? "no such suite" : "no test \(name) in \(suite)"))
    }

    /// The type a top-level declaration line opens or extends.
    static func typeName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" }).map(String.init)
        guard let k = words.firstIndex(where: { ["struct", "class", "enum", "extension"].contains($0) }), k + 1 < words.count else { return nil }
        return words[k + 1]
    }
}
