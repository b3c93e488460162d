import CLuaShim

/// The texts the command line prints about itself: lua.c's usage message (word for word, so a
/// bad option reads as it does with `lua5.4`), the version banner and `--help`.
enum Usage {
    /// lua.c's `print_usage`: what was wrong, then the standard option list.
    static func badOption(progname: String, _ failure: InterpreterOptions.Failure) -> String {
        var text = progname + ": "
        switch failure {
        case .usage(let option):
            let bytes = Array(option.utf8)
            if bytes.count > 1 && (bytes[1] == UInt8(ascii: "e") || bytes[1] == UInt8(ascii: "l")) {
                text += "'\(option)' needs argument\n"
            } else {
                text += "unrecognized option '\(option)'\n"
            }
        case .missingValue(let option):
            text += "'\(option)' needs argument\n"
        case .invalidValue(let option, let value, let expected):
            // Not a lua.c situation: say exactly what is wrong, then point at --help.
            return text + "bad value '\(value)' for \(option) (\(expected))\n"
                + "usage: \(progname) [options] [script [args]]  (see '\(progname) --help')\n"
        }
        return text + """
            usage: \(progname) [options] [script [args]]
            Available options are:
              -e stat   execute string 'stat'
              -i        enter interactive mode after executing 'script'
              -l mod    require library 'mod' into global 'mod'
              -l g=mod  require library 'mod' into global 'g'
              -v        show version information
              -E        ignore environment variables
              -W        turn warnings on
              --        stop handling options
              -         stop handling options and execute stdin

            """
    }

    /// The version line (`-v`, `-i`, the REPL). lua.c prints LUA_COPYRIGHT; Understudy names
    /// itself first (a documented difference).
    static var banner: String {
        "Understudy \(UnderstudyVersion.string)  " + String(cString: us_lua_copyright()) + "\n"
    }

    /// `understudy --help`: everything the command line accepts.
    static func help(progname: String) -> String {
        """
        usage: \(progname) [options] [script [args]]
               \(progname) test [options] [paths]     run *_spec.lua regression suites
                                                   (see '\(progname) test --help')

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
          --seed N           seed math.random with N (the default seed is fixed: \(Determinism.defaultSeed))
          --trace            print every timeline event of the stage as it happens
          --help             show this help

        A script, the -e chunks and LUA_INIT run in one Lua state; the first error stops the run:
        "\(progname): message" and a traceback on stderr, exit status 1. A limit that is hit ends
        the chunk the same way (a script's pcall cannot catch it).

        Interactive mode (no script and stdin a terminal, or -i):
          Lines run as they are typed; an incomplete chunk continues on the next line (>>), and
          an expression prints its value ('=expr' works too). _PROMPT and _PROMPT2 set the
          prompts. In a terminal: line editing and history (libedit), Tab completes globals,
          keywords and fields (stage.cl<Tab>), results are pretty-printed and _ holds the last
          one, Ctrl-C cancels the line or interrupts a running chunk, Ctrl-D exits.
          help()             list the documented modules;  help(x): the documentation of x
          :help  :render  :log  :reset  :quit
                             REPL commands (a line that starts with ':' and a letter)
        Without a terminal (-i with piped stdin) it prints the prompts and echoes each line
        exactly as lua5.4 does, and results are printed with plain `print`.

        Environment:
          LUA_INIT_5_4, LUA_INIT   a chunk to run first, or @file to run a file (ignored with -E)
          LUA_PATH_5_4, LUA_PATH, LUA_CPATH_5_4, LUA_CPATH
                                   where `require` looks (ignored with -E)
          UNDERSTUDY_HISTORY       the REPL's history file (default: $HOME/.understudy_history)

        Differences from lua5.4: the version banner; pretty printing, `_`, completion, help()
        and ':' commands in the REPL; math.random seeded with a fixed seed; the options above;
        and `\(progname) test` runs the test command (run a script named "test" as ./test).

        """
    }
}

/// Understudy's own version (the Lua version comes from the linked library).
enum UnderstudyVersion {
    static let string = "0.1.0"
}
