import Foundation
import Testing

/// Out-of-range numbers and malformed patterns are usage errors (status 2, a message naming the
/// option and the value), never a crash or a silent no-op.
@Suite struct OptionRangeTests {
    static func usage(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let r = try Runner.test(arguments + ["basic/passing_spec.lua"], environment: environment)
        #expect(r.status == 2, "\(arguments)")
        #expect(r.stdout.isEmpty)
        return r.stderr
    }

    @Test func hugeTimeoutsAreRefused() throws {
        for value in ["2e10", "1e300", "inf", "nan", "-1", "0", "1000001"] {
            let e = try OptionRangeTests.usage(["--timeout", value])
            #expect(e == "understudy test: '--timeout' needs a number of seconds above 0 and at most 1000000, got '\(value)' (see 'understudy test --help')\n")
        }
        let longest = try Runner.test(["--timeout", "1000000", "basic/passing_spec.lua"])
        #expect(longest.status == 0)
    }

    @Test func otherNumbersAreChecked() throws {
        #expect(try OptionRangeTests.usage(["--jobs", "257"]).contains("'--jobs' needs a number from 1 to 256, got '257'"))
        #expect(try OptionRangeTests.usage(["--jobs", "99999999999999999999"]).contains("'--jobs'"))
        #expect(try OptionRangeTests.usage(["--seed", "9223372036854775808"]).contains("'--seed' needs an integer"))
        #expect(try OptionRangeTests.usage(["--shard", "1/99999999999999999999"]).contains("'--shard'"))
        #expect(try OptionRangeTests.usage(["--memory-limit", "99999999999G"]).contains("'--memory-limit'"))
        #expect(try OptionRangeTests.usage([], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "x"])
            .contains("TEST_SHARD_INDEX 'x' is not an integer"))
        // The extreme seeds still run (math.mininteger is not a float in the worker's chunk).
        for seed in ["-9223372036854775808", "9223372036854775807"] {
            #expect(try Runner.test(["--seed", seed, "basic/passing_spec.lua"]).status == 0)
        }
    }

    @Test func malformedPatternsAreUsageErrors() throws {
        let cases: [(String, String)] = [
            ("(", "unfinished capture"), ("a(b", "unfinished capture"), (")", "invalid pattern capture"),
            ("a%", "malformed pattern (ends with '%')"), ("[a", "malformed pattern (missing ']')"),
            ("[]", "malformed pattern (missing ']')"), ("[%", "malformed pattern (missing ']')"),
            ("[a-", "malformed pattern (missing ']')"),
            ("%b", "malformed pattern (missing arguments to '%b')"), ("%bx", "malformed pattern (missing arguments to '%b')"),
            ("%fa", "missing '[' after '%f' in pattern"), ("%1", "invalid capture index %1"),
            ("(a%1)", "invalid capture index %1"), (String(repeating: "()", count: 33), "too many captures"),
        ]
        for (pattern, problem) in cases {
            for option in ["--filter", "--filter-out"] {
                let e = try OptionRangeTests.usage([option, pattern])
                #expect(e == "understudy test: '\(option)' needs a Lua pattern, got '\(pattern)' (\(problem)) (see 'understudy test --help')\n")
            }
        }
        #expect(try OptionRangeTests.usage([], environment: ["TESTBRIDGE_TEST_ONLY": "("]).contains("'TESTBRIDGE_TEST_ONLY' needs a Lua pattern"))
        // Well-formed patterns, tricky ones included, still select.
        for pattern in ["^arith.*adds$", "[]]*", "[^%]]", "%bxy", "%f[%w]adds", "(a)%1?", "()adds", "%%", "a$b"] {
            let r = try Runner.test(["--list", "--filter", pattern, "basic/passing_spec.lua"])
            #expect(r.status != 2, "\(pattern): \(r.stderr)")
        }
    }

    @Test func tagNamesThatCannotMatchAreRefused() throws {
        #expect(try OptionRangeTests.usage(["--tags", "#fast"]).contains("'--tags' needs tag names without '#', spaces or commas, got '#fast'"))
        #expect(try OptionRangeTests.usage(["--exclude-tags", "a b"]).contains("'--exclude-tags'"))
    }
}
