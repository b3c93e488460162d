/// The command line's documentation, declared once: `understudy --help`, `understudy test --help`,
/// `understudy report --help` (`Usage.help`, `TestOptions.usage`, `ReportCommand.usage`) and the man page (`ManPage`,
/// printed by `--man`) are all
/// rendered from it, so that they cannot say different things.
///
/// A description is kept as the lines `--help` prints (the help text is wrapped by hand, for an
/// 80-column terminal and its own column layout); the man page joins them into one paragraph and
/// lets roff fill it.
///
/// ```swift
/// let doc = CommandLineDoc.main(progname: "understudy")
/// Usage.lines(of: doc)    // the --help lines
/// ManPage.render(main: doc, commands: [.test, .report])
/// ```
struct CommandLineDoc {
    /// One way to call the command: the words after its name, and an aside that `--help` prints
    /// to the right of them (one string a line).
    struct Form {
        var arguments: String
        var aside: [String] = []
    }

    /// An option (or a variable, a REPL command, a file): its names, the argument it takes, and
    /// what it does.
    ///
    /// ```swift
    /// Entry(["-o", "--output"], "FORMAT", ["terminal (default), tap, json"])
    /// // --help:  -o, --output FORMAT       terminal (default), tap, json
    /// ```
    struct Entry {
        var names: [String]
        var argument: String?
        /// What goes between the names (", " for "-v, --verbose").
        var separator: String
        /// The description as `--help` breaks it into lines.
        var description: [String]

        init(_ names: [String], _ argument: String, separator: String = ", ", _ description: [String]) {
            self.names = names
            self.argument = argument
            self.separator = separator
            self.description = description
        }

        /// An entry that takes no argument ("-v, --verbose").
        init(_ names: [String], separator: String = ", ", _ description: [String]) {
            self.names = names
            self.argument = nil
            self.separator = separator
            self.description = description
        }

        /// The names and the argument as `--help` writes them: "-o, --output FORMAT".
        var term: String {
            names.joined(separator: separator) + (argument.map { " " + $0 } ?? "")
        }
    }

    /// A part of a section.
    enum Block {
        /// Running text, as the lines `--help` prints (after `indent` spaces).
        case text([String], indent: Int = 0)
        /// A list of entries; `--help` indents each term by 2 and starts its description at
        /// column `column` + 2, on the term's line when the term is shorter than `column`.
        case entries([Entry], column: Int)
    }

    /// The man page's sections, in the page's order.
    enum ManSection: String, CaseIterable {
        case description = "DESCRIPTION"
        case options = "OPTIONS"
        case testCommand = "TEST COMMAND"
        case reportCommand = "REPORT COMMAND"
        case interactiveMode = "INTERACTIVE MODE"
        case environment = "ENVIRONMENT"
        case exitStatus = "EXIT STATUS"
        case files = "FILES"
        case notes = "NOTES"
        case seeAlso = "SEE ALSO"
    }

    /// A heading (optional) and its blocks. `--help` prints the heading as "Title (remark):";
    /// the man page puts the section under `man`, with the title as a subsection unless it just
    /// names that man section ("Environment" under ENVIRONMENT).
    struct Section {
        var title: String?
        var remark: String?
        var man: ManSection
        /// False for what only the man page says (FILES, EXIT STATUS, ...).
        var inHelp = true
        var blocks: [Block]
    }

    /// The command's name as its usage line writes it ("understudy", "understudy test").
    var command: String
    /// What the command is, in a line (the man page's NAME).
    var summary: String
    var forms: [Form]
    var sections: [Section]
    /// Whether `--help` separates the usage lines and the sections with blank lines (the main
    /// help does; the test command's is compact).
    var spaced: Bool
}

extension CommandLineDoc {
    /// `understudy` itself: the interpreter, its options, the REPL and the environment, plus
    /// what only the man page says. `progname` is how the text names the program (argv[0] for
    /// `--help`, "understudy" in the man page).
    static func main(progname: String) -> CommandLineDoc {
        CommandLineDoc(
            command: progname,
            summary: "Lua 5.4 with a simulated iOS stage, and a busted-compatible test runner",
            forms: [
                Form(arguments: "[options] [script [args]]"),
                Form(arguments: "test [options] [paths]",
                     aside: ["run *_spec.lua regression suites", "(see '\(progname) test --help')"]),
                Form(arguments: "report merge OUT DIR...",
                     aside: ["merge the shards' run reports", "(see '\(progname) report --help')"]),
            ],
            sections: [
                Section(man: .description, blocks: [.text([
                    "Understudy runs Lua 5.4 exactly like the standard `lua` interpreter, with the `stage` API",
                    "(simulated iOS transient UI on a simulated clock) and Understudy's Lua library preloaded.",
                ])]),
                Section(man: .description, inHelp: false, blocks: [.text([
                    "`\(progname) test` runs *_spec.lua regression suites, written in busted's DSL, on a pool",
                    "of worker processes (see TEST COMMAND below); `\(progname) report merge` makes the reports",
                    "of a suite's shards into one (see REPORT COMMAND).",
                ])]),
                Section(title: "Lua options",
                        remark: "as lua5.4; they come before the script, and are handled in order",
                        man: .options, blocks: [.entries([
                    Entry(["-e"], "stat", ["execute string 'stat'"]),
                    Entry(["-i"], ["enter interactive mode after executing 'script' (implies -v)"]),
                    Entry(["-l"], "mod", ["require library 'mod' into global 'mod'"]),
                    Entry(["-l"], "g=mod", ["require library 'mod' into global 'g'"]),
                    Entry(["-v"], ["show version information"]),
                    Entry(["-E"], ["ignore environment variables (LUA_INIT*, LUA_PATH*, LUA_CPATH*)"]),
                    Entry(["-W"], ["turn warnings on"]),
                    Entry(["--"], ["stop handling options"]),
                    Entry(["-"], ["stop handling options and execute stdin"]),
                ], column: 19)]),
                Section(title: "Understudy options", remark: "before the script too", man: .options, blocks: [.entries([
                    Entry(["--sandbox"], [
                        "no io, os.execute/exit/remove/rename/getenv/tmpname/setlocale,",
                        "package.loadlib, C modules or debug (but debug.traceback); loadfile,",
                        "dofile, require and package.searchpath only inside the script's",
                        "directory (the current one without a script); nothing binary loads",
                        "(script, stdin, -e, -l, LUA_INIT, load)",
                    ]),
                    Entry(["--memory-limit"], "SIZE", [
                        "cap the memory of Lua and the engine (rows, events,",
                        "components) at SIZE bytes (suffixes K, M, G: 64M)",
                    ]),
                    Entry(["--timeout"], "SECONDS", [
                        "stop any chunk that runs longer than SECONDS of wall-clock time (a",
                        "host safety limit; the simulation itself never reads the clock)",
                    ]),
                                Entry(
                                    ["--seed"], "N",
                                    ["seed math.random with N (the default seed is fixed: "
                                        + "\(Determinism.defaultSeed))"]),
                    Entry(["--trace"], ["print every timeline event of the stage as it happens"]),
                    Entry(["--check-invariants"], [
                        "check the engine's invariants after every step, as debug builds do (also",
                        "UNDERSTUDY_CHECK_INVARIANTS=1); a broken one is an 'internal error'",
                    ]),
                    Entry(["--help"], ["show this help"]),
                    Entry(["--man"], ["print this manual as a man page ('\(progname) --man | man -l -')"]),
                ], column: 19)]),
                Section(man: .description, blocks: [.text([
                    "A script, the -e chunks and LUA_INIT run in one Lua state; the first error stops the run:",
                    "\"\(progname): message\" and a traceback on stderr, exit status 1. A limit that is hit ends",
                    "the chunk the same way (a script's pcall cannot catch it).",
                ])]),
                Section(
                    title: "Interactive mode", remark: "no script and stdin a terminal, or -i", man: .interactiveMode,
                    blocks: [
                    .text([
                        "Lines run as they are typed; an incomplete chunk continues on the next line (>>), and",
                        "an expression prints its value ('=expr' works too). _PROMPT and _PROMPT2 set the",
                        "prompts. In a terminal: line editing and history (libedit), Tab completes globals,",
                        "keywords and fields (stage.cl<Tab>), results are pretty-printed (a call's handles as one",
                        "line: Action(1, 'Share')) and _ holds the last line's first result, Ctrl-C cancels the",
                        "line or interrupts a running chunk, Ctrl-D exits.",
                    ], indent: 2),
                    .entries([
                        Entry(["help()"], ["list the documented modules;  help(x): the documentation of x"]),
                    ] + REPLCommands.commands.map { Entry([$0.usage], [$0.brief]) }, column: 24),
                    .text([
                        "Without a terminal (-i with piped stdin) it prints the prompts and echoes each line",
                        "exactly as lua5.4 does, and results are printed with plain `print`.",
                    ]),
                ]),
                Section(title: "Environment", man: .environment, blocks: [.entries([
                                Entry(
                                    ["LUA_INIT_5_4", "LUA_INIT"],
                                    ["a chunk to run first, or @file to run a file (ignored with -E)"]),
                                Entry(
                                    ["LUA_PATH_5_4", "LUA_PATH", "LUA_CPATH_5_4", "LUA_CPATH"],
                                    ["where `require` looks (ignored with -E)"]),
                    Entry(["UNDERSTUDY_HISTORY"], ["the REPL's history file (default: $HOME/.understudy_history)"]),
                ], column: 25)]),
                Section(man: .exitStatus, inHelp: false, blocks: [.entries([
                    Entry(["0"], ["\(progname): every chunk ran without an error (and --help, --man);",
                                  "\(progname) test: at least one test ran and none failed, or filters or tags",
                                  "selected no test"]),
                    Entry(["1"], ["\(progname): a chunk failed (an error, or a limit hit), or a bad option;",
                                  "\(progname) test: a test failed or errored, a file did not load, or there",
                                  "were no tests at all"]),
                    Entry(["2"], ["\(progname) test: a bad option or .busted file, or a path that cannot be opened"]),
                    Entry(["3"], ["\(progname) test: every test passed, but an output (--junit, --report,",
                                  "--attachments, coverage) could not be written"]),
                ], column: 2)]),
                Section(man: .files, inHelp: false, blocks: [
                    .entries([
                        Entry(["PREFIX/lib/lua/5.4/understudy.so"], [
                            "the Lua module for the stock lua5.4: `require \"understudy\"` there loads it (lua5.4",
                            "looks in PREFIX/lib/lua/5.4 when PREFIX is /usr/local or /usr; otherwise add",
                            "PREFIX/lib/lua/5.4/?.so to LUA_CPATH); with busted, add the helper",
                            "`understudy.busted` (`busted --helper=understudy.busted`)",
                        ]),
                        Entry(["PREFIX/share/understudy/install-manifest"], [
                            "what `make install` wrote there, which `make uninstall` removes",
                        ]),
                        Entry(["PREFIX/share/understudy/understudy.d.lua"], [
                            "the type definitions of Understudy's Lua API for the Lua language server (LuaLS):",
                            "add it to the workspace's library",
                        ]),
                                Entry(
                                    ["$HOME/.understudy_history"],
                                    ["the REPL's history (UNDERSTUDY_HISTORY names another file)"]),
                        Entry(["./.busted"], ["the named runs of `\(progname) test` (a Lua file, as busted's)"]),
                    ], column: 2),
                    .text(["PREFIX is where Understudy is installed, such as /usr/local."]),
                ]),
                Section(man: .notes, blocks: [.text([
                    "Differences from lua5.4: the version banner; pretty printing, `_`, completion, help()",
                    "and ':' commands in the REPL; math.random seeded with a fixed seed; the options above;",
                    "and the commands `\(progname) test` and `\(progname) report` (run a script named",
                    "\"test\" or \"report\" as ./test or ./report).",
                ])]),
                Section(man: .seeAlso, inHelp: false, blocks: [.text(["lua(1), busted(1)"])]),
            ],
            spaced: true)
    }

    /// `understudy report`: what is done with run reports after the run (`ReportCommand`).
    static let report = CommandLineDoc(
        command: "understudy report",
        summary: "merge the run reports of a suite's shards",
        forms: [Form(arguments: "merge [--junit FILE] OUT DIR...")],
        sections: [Section(man: .reportCommand, blocks: [
            .text([
                "Merges the reports that `understudy test --shard I/N --report DIR` wrote, one DIR per",
                "shard (run.json, index.html, tests/, attachments/), into OUT as one run: index.html with",
                "every test and its film, run.json, junit.xml with every test and attachment, and the",
                "summary line on standard output. Reports of another suite or split, or a shard given",
                "twice, are refused; a missing shard, or a file a shard did not run, fails the merge",
                "(the rest is still written). Shards run with --coverage (their luacov.stats.out) add",
                "up into OUT/luacov.stats.out and OUT/lcov.info.",
            ]),
            .entries([
                Entry(["--junit"], "FILE", ["write the JUnit XML to FILE instead of OUT/junit.xml"]),
                Entry(["-h", "--help"], ["this text"]),
            ], column: 26),
            .text([
                "Exit status: 0 every shard is there and no test failed; 1 a test failed or errored, or",
                "a shard is missing or did not run a file; 2 a bad command line, a DIR without a",
                "readable run.json, or shards that disagree (nothing written); 3 every test passed but",
                "an output could not be written.",
            ]),
        ])],
        spaced: false)

    /// `understudy test`: the runner's options (busted's, mostly) and what it reads.
    static let test = CommandLineDoc(
        command: "understudy test",
        summary: "run *_spec.lua regression suites",
        forms: [Form(arguments: "[options] [paths...]")],
        sections: [Section(man: .testCommand, blocks: [
            .text(["Runs the *_spec.lua files under the given files or directories (default: spec/, else Tests/)."]),
            .entries([
                Entry(["-v", "--verbose"], ["one line per test instead of dots"]),
                Entry(["-o", "--output"], "FORMAT", [
                    "terminal (default; utfTerminal, plainTerminal), tap (TAP), json,",
                    "junit (JUnit XML on standard output), gtest",
                ]),
                Entry(["-p", "--pattern"], "PATTERN", [
                    "spec files are those whose name matches the Lua pattern",
                    "(repeatable, default _spec)",
                ]),
                Entry(["--exclude-pattern"], "PATTERN", ["skip files whose name matches (repeatable)"]),
                            Entry(
                                ["-m", "--lpath"], "PATH",
                                ["prefixed to package.path (default ./src/?.lua;./src/?/?.lua;./src/?/init.lua)"]),
                Entry(["--cpath"], "PATH", ["prefixed to package.cpath (default ./csrc/?.so;./csrc/?/?.so;)"]),
                Entry(["--helper"], "FILE|MODULE", [
                    "a Lua file (*.lua: run) or a module name (required) run before",
                    "each spec file, as busted loads it",
                ]),
                Entry(["-Xhelper"], "ARGS", ["the helper's `arg` (comma-separated, repeatable)"]),
                Entry(["--[no-]suppress-pending"], ["leave pending tests out of the report and the counts"]),
                Entry(["--no-keep-going"], ["stop at the first failure or error (-k, --keep-going: the default)"]),
                Entry(["-e"], "STATEMENT", ["Lua run before each spec file, before the helper (repeatable)"]),
                Entry(["-C", "--directory"], "DIR", ["change to DIR first (before reading .busted)"]),
                Entry(["-r", "--run"], "NAME", ["the run NAME of .busted instead of default"]),
                Entry(["-f", "--config-file"], "FILE", ["read FILE instead of ./.busted"]),
                Entry(["-c", "--[no-]coverage"], ["write line hits to luacov.stats.out and lcov.info"]),
                Entry(["--[no-]shuffle"], ["shuffle the tests of each block (from the file's seed)"]),
                Entry(["--repeat"], "N", ["run the files N times"]),
                Entry(["--[no-]auto-insulate"], ["accepted (every file runs in a fresh Lua state anyway)"]),
                Entry(["--[no-]busted-modules"], [
                    "start each file with the modules busted loads for itself",
                    "(Penlight, lua-term, luasystem, ...) required from their",
                    "installation, so `require \"pl.utils\"` gets those, as under busted",
                ]),
                Entry(["--junit"], "FILE", ["also write JUnit XML to FILE (making its directories)"]),
                Entry(["--attachments"], "DIR", ["write each failing test's screen as SVG into DIR (default",
                                                  "with --junit: attachments/ beside FILE), named in JUnit",
                                                  "([[ATTACHMENT|path]]) and TAP (screen-svg:)"]),
                Entry(["--report"], "DIR", ["write an HTML report of the run into DIR (index.html: each",
                                             "stage test's filmstrip, timeline and source lines)"]),
                Entry(["-w", "--watch"], ["rerun the spec files a change affects; keys: a all, f failed,",
                                           "p file filter, t name filter, u update snapshots, Enter, q"]),
                Entry(["-l", "--list"], ["list the tests that would run, run nothing"]),
                Entry(["--filter"], "PATTERN", ["run tests whose full name matches the Lua pattern (repeatable)"]),
                Entry(["--filter-out"], "PATTERN", ["skip tests whose full name matches the Lua pattern (repeatable)"]),
                Entry(["-t", "--tags"], "TAGS", ["run tests tagged #tag (comma-separated, repeatable)"]),
                Entry(["--exclude-tags"], "TAGS", ["skip tests tagged #tag (comma-separated, repeatable)"]),
                Entry(["-j", "--jobs"], "N", [
                    "worker processes, 1 to 256 (default: the number of cores; 1 in a",
                    "project with a .busted file that names no jobs)",
                ]),
                Entry(["--shard"], "I/N", ["run the I-th of N shards of the files (1-based)"]),
                            Entry(
                                ["--timeout"], "SECONDS",
                                ["per test (and per block body or hook), at most 1000000 (default 30)"]),
                Entry(["--memory-limit"], "SIZE", ["per spec file, bytes with K/M/G suffixes (default 1G; 0 = none)"]),
                Entry(["--seed"], "N", ["seeds math.random, differently for each file (default 0)"]),
                Entry(["-u", "--update-snapshots"], ["rewrite mismatched snapshots, remove obsolete ones"]),
                Entry(["--[no-]ci"], ["a missing snapshot is a failure instead of being written (the",
                                      "default when the CI variable is set)"]),
                Entry(["-h", "--help"], ["this text"]),
                Entry(["--version"], ["the busted version followed (require 'busted'.version)"]),
                Entry(["--[no-]sort[-tests]"], ["busted's: each block's tests run (and list) sorted by name"]),
                Entry(["--[no-]lazy"], ["busted's: setup and teardown are lazy_setup and lazy_teardown"]),
                Entry(["-R", "--[no-]recursive"], ["look for spec files in subdirectories too (default)"]),
            ], column: 26),
            .text([
                "Accepted from busted and meaning nothing here: --[no-]sort-files (files always",
                "run sorted), --[no-]defer-print, -Xoutput OPT, -s/--[no-]enable-sound,",
                "--ignore-lua, --lang en, --coverage-config-file FILE, --loaders lua.",
                "Refused: --lua (run busted for that), --lang other than en.",
            ], indent: 2),
            .text(["A filter or tags that select nothing end with status 0, as busted; no tests at all with 1."]),
            .text([".busted (a Lua file returning named runs) supplies options not given here."]),
            .text([
                "Bazel: TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE, XML_OUTPUT_FILE and",
                "TESTBRIDGE_TEST_ONLY are honored.",
            ]),
        ])],
        spaced: false)
}
