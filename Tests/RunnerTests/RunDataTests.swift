import Testing
@testable import understudy

/// What `understudy report merge` reads: `run.json` as the runner writes it (JSONValue reads
/// JSONReporter's strings back exactly), and the checks on shards that `ReportMergeTests` cannot
/// reach through the runner (a shard's report naming a file of another shard).
@Suite struct RunDataTests {
    static func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8)) }

    @Test func readsWhatTheRunnerWrites() throws {
        // Every control character, the script-safe escapes, non-ASCII text and an astral character.
        var text = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
        text += "\u{2028}\u{2029}</script> naïve ✓ 😀"
        for scriptSafe in [false, true] {
            let v = try RunDataTests.parse("{\"s\":" + JSONReporter.string(text, scriptSafe: scriptSafe) + "}")
            #expect(v["s"]?.string == text)
        }
    }

    /// The escaper works on bytes and copies clean strings whole; its output is the
    /// scalar-by-scalar one it replaced (kept here as the reference), byte for byte.
    @Test func stringsAreEscapedAsBefore() {
        func reference(_ s: String, scriptSafe: Bool) -> String {
            var out = "\""
            for u in s.unicodeScalars {
                switch u {
                case "<" where scriptSafe: out += "\\u003c"
                case "\u{2028}" where scriptSafe: out += "\\u2028"
                case "\u{2029}" where scriptSafe: out += "\\u2029"
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default:
                    if u.value < 0x20 || u.value == 0x7F {
                        let hex = String(u.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(u)
                    }
                }
            }
            return out + "\""
        }
        let samples = [String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self), "", "plain text", "a → b … c \u{2028}\u{2029}\u{2027}",
                       "</script><!-- 😀 naïve", "\u{2028}", "ends with …", "ends with \u{2029}", "é\"\\"]
        for s in samples {
            for scriptSafe in [false, true] {
                #expect(JSONReporter.string(s, scriptSafe: scriptSafe) == reference(s, scriptSafe: scriptSafe), "\(s.debugDescription)")
            }
        }
    }

    @Test func valuesAndEscapes() throws {
        let v = try RunDataTests.parse(#" { "a" : [1, -2.5e-1, true, false, null, "\u00e9\ud83d\ude00\/\b\f"], "b": {} } "#)
        #expect(v["a"]?[0]?.integer == 1)
        #expect(v["a"]?[1]?.number == -0.25)
        #expect(v["a"]?[1]?.integer == nil)
        #expect(v["a"]?[2]?.bool == true && v["a"]?[3]?.bool == false)
        if case .null? = v["a"]?[4] {} else { Issue.record("not null: \(String(describing: v["a"]?[4]))") }
        #expect(v["a"]?[5]?.string == "é😀/\u{8}\u{C}")
        #expect(v["b"]?.object?.isEmpty == true)
        #expect(v["missing"] == nil && v["a"]?[9] == nil)
        // A lone surrogate is not a character: it reads as U+FFFD, as a browser reads it.
        #expect(try RunDataTests.parse(#""\ud800x""#).string == "\u{FFFD}x")
    }

    @Test func malformedDocumentsNameWhereReadingStopped() {
        let cases: [(String, String)] = [
            ("", "expected a value at byte 0, found the end"),
            ("[1 2]", "expected ',' or ']' at byte 3, found '2'"),
            ("{\"a\" 1}", "expected ':' at byte 5, found '1'"),
            ("{1:2}", "expected a key at byte 1, found '1'"),
            ("\"abc", "expected '\"' (the string is not closed) at byte 4, found the end"),
            ("\"a\nb\"", "expected a character in a string (control characters are escaped in JSON) at byte 2, found '\\n'"),
            ("\"\\x\"", "expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX) at byte 2, found 'x'"),
            ("tru", "expected 'true' at byte 0, found 't'"),
            ("1.", "expected a digit at byte 2, found the end"),
            ("-", "expected a value at byte 0, found '-'"),
            ("{} x", "expected the end of the document at byte 3, found 'x'"),
            (String(repeating: "[", count: 300), "nested deeper than 256 at byte 256"),
        ]
        for (text, message) in cases {
            do {
                _ = try JSONValue.parse(Array(text.utf8))
                Issue.record("read: \(text)")
            } catch {
                #expect(error.message == message, "\(text)")
            }
        }
    }

    /// A report that is read back gives the files and tests it was written from.
    @Test func aReportReadsBackAsItsFiles() throws {
        let a = FileResult(spec: SpecPath("spec/a_spec.lua"))
        a.records = [TestRecord(status: .failure, name: "a fails", line: 3, time: 0.25, message: "spec/a_spec.lua:4: no",
                                traceback: "stack traceback:\n\tx", timeline: "[  0.000] sheet#1 willPresentView", screen: "+--+",
                                attachment: "out/attachments/a-1.svg", film: "tests/a-1.js"),
                     TestRecord(status: .pending, name: "a waits", line: nil, file: "spec/shared.lua")]
        let empty = FileResult(spec: SpecPath("spec/b_spec.lua"))
        let identity = ShardIdentity(suite: ["spec/a_spec.lua", "spec/b_spec.lua", "spec/c_spec.lua"], index: 1, count: 2)
        var counts = TestCounts()
        for r in a.records { counts.add(r.status) }
        let json = ReportWriter.data([a, empty], counts: counts, identity: identity, reportDirectory: "out", sources: { _ in nil })
        let run = try RunData.decode(try JSONValue.parse(Array(json.utf8)), directory: "out").get()
        #expect(run.identity == identity)
        #expect(run.files.map(\.path) == ["spec/a_spec.lua", "spec/b_spec.lua"])
        #expect(run.files[1].records.isEmpty)
        let back = run.files[0].records
        #expect(back.map(\.name) == ["a fails", "a waits"])
        #expect(back[0].status == .failure && back[0].line == 3 && back[0].time == 0.25 && back[0].file == nil)
        #expect(back[0].message == a.records[0].message && back[0].traceback == a.records[0].traceback)
        #expect(back[0].timeline == a.records[0].timeline && back[0].screen == "+--+" && back[0].film == "tests/a-1.js")
        // Inside the report directory: named relative to it.
        #expect(back[0].attachment == "attachments/a-1.svg")
        #expect(back[1].status == .pending && back[1].line == nil && back[1].file == "spec/shared.lua")
    }

    /// A shard's report that names a file Sharding puts in another shard: the same tests would be
    /// reported twice, so nothing is merged.
    @Test func aFileOfAnotherShardIsADisagreement() {
        let suite = ["spec/a_spec.lua", "spec/b_spec.lua", "spec/c_spec.lua"]
        func run(_ index: Int, _ dir: String, _ paths: [String]) -> RunData {
            RunData(directory: dir, identity: ShardIdentity(suite: suite, index: index, count: 2),
                    files: paths.map { FileResult(spec: SpecPath($0)) }, sources: [:])
        }
        let check = ShardCheck([run(1, "two", ["spec/b_spec.lua", "spec/c_spec.lua"]), run(0, "one", ["spec/a_spec.lua", "spec/c_spec.lua"])])
        #expect(check.disagreements == [
            "shard 2/2 (two) ran spec/c_spec.lua, of shard 1/2: the same test would be reported twice",
        ])
        #expect(check.gaps.isEmpty)
        let fine = ShardCheck([run(1, "two", ["spec/b_spec.lua"]), run(0, "one", ["spec/a_spec.lua", "spec/c_spec.lua"])])
        #expect(fine.disagreements.isEmpty && fine.gaps.isEmpty)
        #expect(ShardCheck.ordered([run(1, "two", []), run(0, "one", [])]).map(\.directory) == ["one", "two"])
        #expect(ShardCheck.list((1...7).map { "f\($0)" }) == "f1, f2, f3, f4, f5 and 2 more")
    }
}
