import Foundation
import Testing

/// `understudy --man` (the man page rendered from the declaration `--help` comes from), and
/// `--help` and `understudy test --help`, which the declaration must keep as they were written
/// by hand (the main help gained lines for `--man` and `understudy report`), and `understudy
/// report --help`.
@Suite struct ManPageTests {
    /// `understudy --help` as the hand-written text had it, plus the `--man` line and the
    /// `report` command. argv[0] is the binary's path, which the text names the program by.
    static func expectedHelp(_ p: String) -> String {
        """
        usage: \(p) [options] [script [args]]
               \(p) test [options] [paths]     run *_spec.lua regression suites
                                                   (see '\(p) test --help')
               \(p) report merge OUT DIR...     merge the shards' run reports
                                                   (see '\(p) report --help')

        Understudy runs Lua 5.4 exactly like the standard `lua` interpreter, with the `stage` API
        (simulated iOS transient UI on a simulated clock) and Understudy's Lua library preloaded.

        Lua options (as lua5.4; they come before the script, and are handled in order):
          -e stat            execute string 'stat'
          -i                 enter interactive mode after executing 'script' (implies -v)
          -l mod             require library 'mod' into global 'mod'
          -l g=mod           require library 'mod' into global 'g'
          -v                 show version information
          -E                 ignore environment variables (LUA_INIT*, LUA_PATH*, LUA_CPATH*)
          -W                 turn warnings on
          --                 stop handling options
          -                  stop handling options and execute stdin

        Understudy options (before the script too):
          --sandbox          no io, os.execute/exit/remove/rename/getenv/tmpname/setlocale,
                             package.loadlib, C modules or debug (but debug.traceback); loadfile,
                             dofile, require and package.searchpath only inside the script's
                             directory (the current one without a script); nothing binary loads
                             (script, stdin, -e, -l, LUA_INIT, load)
          --memory-limit SIZE
                             cap the memory of Lua and the engine (rows, events,
                             components) at SIZE bytes (suffixes K, M, G: 64M)
          --timeout SECONDS  stop any chunk that runs longer than SECONDS of wall-clock time (a
                             host safety limit; the simulation itself never reads the clock)
          --seed N           seed math.random with N (the default seed is fixed: 0)
          --trace            print every timeline event of the stage as it happens
          --check-invariants check the engine's invariants after every step, as debug builds do (also
                             UNDERSTUDY_CHECK_INVARIANTS=1); a broken one is an 'internal error'
          --help             show this help
          --man              print this manual as a man page ('\(p) --man | man -l -')

        A script, the -e chunks and LUA_INIT run in one Lua state; the first error stops the run:
        "\(p): message" and a traceback on stderr, exit status 1. A limit that is hit ends
        the chunk the same way (a script's pcall cannot catch it).

        Interactive mode (no script and stdin a terminal, or -i):
          Lines run as they are typed; an incomplete chunk continues on the next line (>>), and
          an expression prints its value ('=expr' works too). _PROMPT and _PROMPT2 set the
          prompts. In a terminal: line editing and history (libedit), Tab completes globals,
          keywords and fields (stage.cl<Tab>), results are pretty-printed (a call's handles as one
          line: Action(1, 'Share')) and _ holds the last line's first result, Ctrl-C cancels the
          line or interrupts a running chunk, Ctrl-D exits.
          help()                  list the documented modules;  help(x): the documentation of x
          :help                   these commands
          :render [width] [full]  the text picture of the screen, cropped ('full': all of it)
          :svg [file]             write stage.svg() to file (default understudy-screen.svg)
          :timeline [file]        write stage.timelineSvg() to file (default understudy-timeline.svg)
          :log                    print the timeline
          :reset                  a fresh stage (your variables stay)
          :load FILE              run a script here (its globals and stage stay)
          :save FILE              write the session as a script that replays it
          :quit                   leave (Ctrl-D does too)
        Without a terminal (-i with piped stdin) it prints the prompts and echoes each line
        exactly as lua5.4 does, and results are printed with plain `print`.

        Environment:
          LUA_INIT_5_4, LUA_INIT   a chunk to run first, or @file to run a file (ignored with -E)
          LUA_PATH_5_4, LUA_PATH, LUA_CPATH_5_4, LUA_CPATH
                                   where `require` looks (ignored with -E)
          UNDERSTUDY_HISTORY       the REPL's history file (default: $HOME/.understudy_history)

        Differences from lua5.4: the version banner; pretty printing, `_`, completion, help()
        and ':' commands in the REPL; math.random seeded with a fixed seed; the options above;
        and the commands `\(p) test` and `\(p) report` (run a script named
        "test" or "report" as ./test or ./report).

        """
    }

    /// `understudy test --help`, exactly as the hand-written text had it (printed with a newline).
    static let expectedTestHelp = """
        usage: understudy test [options] [paths...]
        Runs the *_spec.lua files under the given files or directories (default: spec/, else Tests/).
          -v, --verbose             one line per test instead of dots
          -o, --output FORMAT       terminal (default; utfTerminal, plainTerminal), tap (TAP), json,
                                    junit (JUnit XML on standard output), gtest
          -p, --pattern PATTERN     spec files are those whose name matches the Lua pattern
                                    (repeatable, default _spec)
          --exclude-pattern PATTERN skip files whose name matches (repeatable)
          -m, --lpath PATH          prefixed to package.path (default ./src/?.lua;./src/?/?.lua;./src/?/init.lua)
          --cpath PATH              prefixed to package.cpath (default ./csrc/?.so;./csrc/?/?.so;)
          --helper FILE|MODULE      a Lua file (*.lua: run) or a module name (required) run before
                                    each spec file, as busted loads it
          -Xhelper ARGS             the helper's `arg` (comma-separated, repeatable)
          --[no-]suppress-pending   leave pending tests out of the report and the counts
          --no-keep-going           stop at the first failure or error (-k, --keep-going: the default)
          -e STATEMENT              Lua run before each spec file, before the helper (repeatable)
          -C, --directory DIR       change to DIR first (before reading .busted)
          -r, --run NAME            the run NAME of .busted instead of default
          -f, --config-file FILE    read FILE instead of ./.busted
          -c, --[no-]coverage       write line hits to luacov.stats.out and lcov.info
          --[no-]shuffle            shuffle the tests of each block (from the file's seed)
          --repeat N                run the files N times
          --[no-]auto-insulate      accepted (every file runs in a fresh Lua state anyway)
          --[no-]busted-modules     start each file with the modules busted loads for itself
                                    (Penlight, lua-term, luasystem, ...) required from their
                                    installation, so `require "pl.utils"` gets those, as under busted
          --junit FILE              also write JUnit XML to FILE (making its directories)
          --attachments DIR         write each failing test's screen as SVG into DIR (default
                                    with --junit: attachments/ beside FILE), named in JUnit
                                    ([[ATTACHMENT|path]]) and TAP (screen-svg:)
          --report DIR              write an HTML report of the run into DIR (index.html: each
                                    stage test's filmstrip, timeline and source lines)
          -w, --watch               rerun the spec files a change affects; keys: a all, f failed,
                                    p file filter, t name filter, u update snapshots, Enter, q
          -l, --list                list the tests that would run, run nothing
          --filter PATTERN          run tests whose full name matches the Lua pattern (repeatable)
          --filter-out PATTERN      skip tests whose full name matches the Lua pattern (repeatable)
          -t, --tags TAGS           run tests tagged #tag (comma-separated, repeatable)
          --exclude-tags TAGS       skip tests tagged #tag (comma-separated, repeatable)
          -j, --jobs N              worker processes, 1 to 256 (default: the number of cores; 1 in a
                                    project with a .busted file that names no jobs)
          --shard I/N               run the I-th of N shards of the files (1-based)
          --timeout SECONDS         per test (and per block body or hook), at most 1000000 (default 30)
          --memory-limit SIZE       per spec file, bytes with K/M/G suffixes (default 1G; 0 = none)
          --seed N                  seeds math.random, differently for each file (default 0)
          -u, --update-snapshots    rewrite mismatched snapshots, remove obsolete ones
          --[no-]ci                 a missing snapshot is a failure instead of being written (the
                                    default when the CI variable is set)
          -h, --help                this text
          --version                 the busted version followed (require 'busted'.version)
          --[no-]sort[-tests]       busted's: each block's tests run (and list) sorted by name
          --[no-]lazy               busted's: setup and teardown are lazy_setup and lazy_teardown
          -R, --[no-]recursive      look for spec files in subdirectories too (default)
          Accepted from busted and meaning nothing here: --[no-]sort-files (files always
          run sorted), --[no-]defer-print, -Xoutput OPT, -s/--[no-]enable-sound,
          --ignore-lua, --lang en, --coverage-config-file FILE, --loaders lua.
          Refused: --lua (run busted for that), --lang other than en.
        A filter or tags that select nothing end with status 0, as busted; no tests at all with 1.
        .busted (a Lua file returning named runs) supplies options not given here.
        Bazel: TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE, XML_OUTPUT_FILE and
        TESTBRIDGE_TEST_ONLY are honored.
        """

    @Test func helpIsUnchanged() throws {
        let r = try CLI.understudy(["--help"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        #expect(r.stdout == Self.expectedHelp(CLI.binary))
    }

    @Test func testHelpIsUnchanged() throws {
        let r = try CLI.understudy(["test", "--help"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        #expect(r.stdout == Self.expectedTestHelp + "\n")
    }

    @Test func manPrintsTheSamePageEveryTime() throws {
        let first = try CLI.understudy(["--man"])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first)")
        #expect(first.stdout.hasPrefix(".\\\""))
        // No date or anything else that changes between runs; the version is the banner's.
        let version = try CLI.understudy(["-v"]).stdout.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
        #expect(first.stdout.contains(".TH UNDERSTUDY 1 \"\" \"Understudy \(version)\" \"User Commands\"\n"))
        let second = try CLI.understudy(["--man"])
        #expect(second.stdout == first.stdout)
    }

    /// Every line is a request the page uses or text; text never starts with a dot or a quote,
    /// and every hyphen is written \- (a minus: what options are typed with).
    @Test func roffIsEscaped() throws {
        let page = try CLI.understudy(["--man"]).stdout
        let requests: Set<String> = [".\\\"", ".TH", ".SH", ".SS", ".TP", ".PP", ".br", ".nh", ".ad"]
        var unexpected: [String] = [], bareHyphens: [String] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let text = String(line)
            if text.hasPrefix(".") {
                let request = String(text.prefix { $0 != " " })
                if !requests.contains(request) { unexpected.append(text) }
                if request == ".\\\"" { continue }
            }
            if text.isEmpty || text.hasPrefix("'") { unexpected.append(text) }
            let bytes = Array(text.utf8)
            if bytes.indices.contains(where: { bytes[$0] == UInt8(ascii: "-") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "\\")) }) {
                bareHyphens.append(text)
            }
        }
        #expect(unexpected.isEmpty, "lines that are neither the page's requests nor text: \(unexpected)")
        #expect(bareHyphens.isEmpty, "hyphens not written \\-: \(bareHyphens)")
    }

    @Test func groffFindsNothingToWarnAbout() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is needed (apt-get install groff-base)")
        let page = try CLI.understudy(["--man"]).stdout
        let r = try CLI.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z"], input: page)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
    }

    /// `man -l -` renders the page without a warning, with its sections, its files and every
    /// option that `--help`, `understudy test --help` and `understudy report --help` list.
    @Test func manRendersEveryOptionOfEveryHelp() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is needed (apt-get install man-db)")
        let page = try CLI.understudy(["--man"]).stdout
        let r = try CLI.run("/usr/bin/man", ["--warnings", "-l", "-"], input: page,
                            environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        // Some setups draw \- as a minus sign and a hyphen as U+2010: compare them as typed.
        let rendered = r.stdout.replacingOccurrences(of: "\u{2212}", with: "-").replacingOccurrences(of: "\u{2010}", with: "-")
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "TEST COMMAND", "REPORT COMMAND", "INTERACTIVE MODE",
                        "ENVIRONMENT", "EXIT STATUS", "FILES", "SEE ALSO"] {
            #expect(rendered.contains("\n\(heading)\n"), "no \(heading) section")
        }
        for text in ["understudy [options] [script [args]]", "understudy test [options] [paths]",
                     "understudy report merge [--junit FILE] OUT DIR...",
                     "lib/lua/5.4/understudy.so", "share/understudy/understudy.d.lua", "lua(1), busted(1)"] {
            #expect(rendered.contains(text), "the page does not say \(text)")
        }
        let shown = Self.flags(in: rendered)
        for arguments in [["--help"], ["test", "--help"], ["report", "--help"]] {
            let help = try CLI.understudy(arguments).stdout
            let listed = Self.flags(in: help)
            #expect(listed.count > (arguments[0] == "report" ? 2 : 10), "no options found in \(arguments)")
            for flag in listed.sorted() {
                #expect(shown.contains(flag), "\(arguments.joined(separator: " ")) lists \(flag), the man page does not")
            }
        }
        // "--" and "-" alone (lua's "stop handling options") are terms of their own.
        let terms = rendered.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(terms.contains { $0.hasPrefix("--     stop handling options") })
        #expect(terms.contains { $0.hasPrefix("-      stop handling options and execute stdin") })
    }

    /// The words of `text` that are options: they start with a hyphen and name something
    /// ("-e", "--[no-]coverage"), cut out of the punctuation around them ("(-k,").
    static func flags(in text: String) -> Set<String> {
        let separators: Set<Character> = [" ", "\n", "(", ")", ",", ";", ":", "'", "`", "\"", "|"]
        var found = Set<String>()
        for word in text.split(whereSeparator: { separators.contains($0) }) {
            var flag = Substring(word)
            while flag.last == "." { flag.removeLast() }
            if flag.hasPrefix("-") && flag.contains(where: { $0.isLetter }) { found.insert(String(flag)) }
        }
        return found
    }
}
