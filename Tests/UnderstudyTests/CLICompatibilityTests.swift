import Foundation
import Testing

/// The same command lines through Debian's `lua5.4` and through `understudy`: standard output,
/// standard error and exit status must be identical once the program name is normalized (lua.c
/// prefixes errors with argv[0] as given), apart from the documented differences: the version
/// banner, and table addresses (which differ between any two runs).
@Suite struct CLICompatibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var input = ""
        var environment: [String: String] = [:]
        /// Send SIGINT once standard output shows this line (the script flushes it).
        var interruptAfter: String?
        var testDescription: String { name }
    }

    /// Scripts the cases run (in the working directory of both interpreters).
    static let files: [String: String] = [
        "args.lua": """
            print("...", ...)
            print("#arg", #arg, arg[0], arg[1], arg[2])
            for i = -3, -1 do print(i, arg[i]) end
            """,
        "runtime.lua": """
            local function inner(t) return t.missing.field end
            local function outer() return inner({}) end
            outer()
            """,
        "syntax.lua": "x = = 1\n",
        "errtable.lua": "error({ code = 1 })\n",
        "errtostring.lua": "error(setmetatable({}, { __tostring = function() return 'custom error' end }))\n",
        "exit.lua": "io.write('partial') print(' line') os.exit(3)\n",
        "exittrue.lua": "os.exit(true)\n",
        "exitfalse.lua": "os.exit(false)\n",
        "warn.lua": "warn('before @on is silent') warn('@on') warn('one') warn('a', 'b', 'c')\n",
        "warnw.lua": "warn('hello from -W')\n",
        "mod.lua": "print('loading mod', ...) return { name = 'mod' }\n",
        "init.lua": "print('init file', ...) initialized = true\n",
        "shebang.lua": "#!/usr/bin/env lua5.4\nprint('shebang skipped')\n",
        "returns.lua": "return 1, 2, 3\n",
        "stdout_then_error.lua": "io.write('no newline') error('late')\n",
        // ^C inside a pcall while a to-be-closed variable is pending: the handler sees the error.
        "interrupt_close.lua": """
            local ok, err = pcall(function()
              local guard <close> = setmetatable({}, { __close = function(_, e) print('closing', e) end })
              print('ready') io.stdout:flush() while true do end
            end)
            print(ok, err)
            local n = 0 for i = 1, 1e6 do n = n + 1 end print('continues', n)
            """,
        // What db.lua (Lua 5.4.4's test suite) checks of the hook table, and more of ldblib's layout.
        "hookkey.lua": """
            print('before', debug.getregistry()._HOOKKEY)
            local co = coroutine.create(function() end)
            debug.sethook(co, print, 'l', 3)
            debug.sethook(function() end, 'c')
            debug.sethook()
            local h = debug.getregistry()._HOOKKEY
            print(type(h), getmetatable(h) == h, getmetatable(h).__mode, rawget(h, co) == print)
            print(h[coroutine.running()], select(2, debug.gethook(co)))
            assert(getmetatable(debug.getregistry()._HOOKKEY).__mode == 'k')
            -- An empty mask keeps the function in the table but no hook is set.
            debug.sethook(print, '', 0)
            print(h[coroutine.running()] == print, debug.gethook())
            -- The hook called is whatever the table holds for the thread.
            local seen = 0
            debug.sethook(function() end, 'l')
            h[coroutine.running()] = function(event) seen = seen + 1 end
            local x = 1
            x = x + 1
            debug.sethook()
            print(seen > 0, debug.gethook())
            """,
    ]

    static let cases: [Case] = [
        // Scripts, arguments, `arg` and `...`.
        Case(name: "script with arguments", arguments: ["args.lua", "a", "b c"]),
        Case(name: "script without arguments", arguments: ["args.lua"]),
        Case(name: "shebang line", arguments: ["shebang.lua"]),
        Case(name: "script results are ignored", arguments: ["returns.lua"]),
        Case(name: "-- then a script named like an option", arguments: ["--", "args.lua", "-x"]),
        Case(name: "options after the script are its arguments", arguments: ["args.lua", "-e", "print(1)"]),
        // -e
        Case(name: "-e", arguments: ["-e", "print(1 + 1)"]),
        Case(name: "-e concatenated", arguments: ["-eprint('glued')"]),
        Case(name: "-e in order", arguments: ["-e", "x = 1", "-e", "x = x + 1", "-e", "print(x)"]),
        Case(name: "-e sees arg with negative indices", arguments: ["-e", "for i = -2, 1 do print(i, arg[i]) end"]),
        Case(name: "-e syntax error", arguments: ["-e", "x ="]),
        Case(name: "-e then script", arguments: ["-e", "print('first')", "args.lua", "z"]),
        Case(name: "-e replaces arg before the script", arguments: ["-e", "arg = nil", "args.lua"]),
        Case(name: "-e changes the script's arguments", arguments: ["-e", "arg = { [0] = 'x', 'one', 'two' }", "args.lua"]),
        // -l
        Case(name: "-l mod", arguments: ["-l", "mod", "-e", "print(mod.name)"]),
        Case(name: "-l g=mod", arguments: ["-l", "m=mod", "-e", "print(m.name, mod)"]),
        Case(name: "-lmod concatenated", arguments: ["-lmod", "-e", "print(mod.name)"]),
        Case(name: "-l missing module", arguments: ["-l", "nosuchmodule"]),
        // -v, -E, -W
        Case(name: "-v", arguments: ["-v"]),
        Case(name: "-v with a script", arguments: ["-v", "args.lua", "q"]),
        Case(name: "-E ignores LUA_INIT and LUA_PATH", arguments: ["-E", "-e", "print(package.path, initialized)"],
             environment: ["LUA_INIT": "initialized = true", "LUA_PATH": "/nowhere/?.lua"]),
        Case(name: "LUA_PATH without -E", arguments: ["-e", "print(package.path)"],
             environment: ["LUA_PATH": "/nowhere/?.lua;;"]),
        Case(name: "-W turns warnings on", arguments: ["-W", "warnw.lua"]),
        Case(name: "warnings off by default, @on", arguments: ["warn.lua"]),
        Case(name: "-W before -e", arguments: ["-W", "-e", "warn('x', 'y')"]),
        // Standard input.
        Case(name: "- runs stdin", arguments: ["-"], input: "print('from stdin', ...)\n"),
        Case(name: "- with arguments", arguments: ["-", "x", "y"], input: "print(...) print(arg[0])\n"),
        Case(name: "-- - runs a file named -", arguments: ["--", "-"], input: "print('not read')\n"),
        Case(name: "no arguments, stdin not a terminal", arguments: [], input: "print('piped', #arg)\n"),
        Case(name: "no arguments, stdin error exits 0 as lua.c does", arguments: [], input: "error('oops')\n"),
        Case(name: "-- alone runs stdin", arguments: ["--"], input: "print('after --')\n"),
        Case(name: "- error in stdin", arguments: ["-"], input: "local x = nil\nprint(x.y)\n"),
        // Errors.
        Case(name: "syntax error in a script", arguments: ["syntax.lua"]),
        Case(name: "runtime error with traceback", arguments: ["runtime.lua"]),
        Case(name: "error object: table without __tostring", arguments: ["errtable.lua"]),
        Case(name: "error object: table with __tostring", arguments: ["errtostring.lua"]),
        Case(name: "error(nil)", arguments: ["-e", "error(nil)"]),
        Case(name: "error(42)", arguments: ["-e", "error(42)"]),
        Case(name: "error at level 0", arguments: ["-e", "error('bare', 0)"]),
        Case(name: "error in a coroutine", arguments: ["-e", "coroutine.wrap(function() error('co') end)()"]),
        Case(name: "error after output", arguments: ["stdout_then_error.lua"]),
        Case(name: "missing script file", arguments: ["nosuch.lua"]),
        // os.exit
        Case(name: "os.exit(3)", arguments: ["exit.lua"]),
        Case(name: "os.exit(true)", arguments: ["exittrue.lua"]),
        Case(name: "os.exit(false)", arguments: ["exitfalse.lua"]),
        // LUA_INIT
        Case(name: "LUA_INIT chunk", arguments: ["-e", "print(x)"], environment: ["LUA_INIT": "x = 5 print('init', ...)"]),
        Case(name: "LUA_INIT @file", arguments: ["-e", "print(initialized)"], environment: ["LUA_INIT": "@init.lua"]),
        Case(name: "LUA_INIT_5_4 wins over LUA_INIT", arguments: ["-e", "print(v)"],
             environment: ["LUA_INIT": "v = 'plain'", "LUA_INIT_5_4": "v = 'versioned'"]),
        Case(name: "LUA_INIT error stops the run", arguments: ["-e", "print('not reached')"],
             environment: ["LUA_INIT": "error('in init')"]),
        Case(name: "LUA_INIT_5_4 missing @file", arguments: ["-e", "print('not reached')"],
             environment: ["LUA_INIT_5_4": "@nosuch_init.lua"]),
        // Bad command lines.
        Case(name: "unrecognized option", arguments: ["-x"]),
        Case(name: "-e without its argument", arguments: ["-e"]),
        Case(name: "-e followed by an option", arguments: ["-e", "-v"]),
        Case(name: "-l without its argument", arguments: ["-l"]),
        Case(name: "--x", arguments: ["--x"]),
        Case(name: "-i with extra characters", arguments: ["-ix"]),
        Case(name: "-E with extra characters", arguments: ["-Ex"]),
        // Piped interactive sessions: prompts and echoed lines exactly as Debian's lua5.4.
        Case(name: "-i piped: statements and expressions", arguments: ["-i"],
             input: "x = 1\nprint(x)\nx + 41\n=x, 'two', nil\nreturn\n\n"),
        Case(name: "-i piped: multi-line chunk", arguments: ["-i"],
             input: "function f(n)\n  if n > 1 then\n    return n * f(n - 1)\n  end\n  return 1\nend\nf(5)\na = [[\nlong\n]]\nprint(a)\n"),
        Case(name: "-i piped: errors keep the state", arguments: ["-i"],
             input: "x = 10\nerror('boom')\nerror({})\nerror(setmetatable({}, {__tostring = function() return 'E!' end}))\n1 +\nx = = 2\nlocal y = 1; y\nprint(x)\n"),
        Case(name: "-i piped: _PROMPT and _PROMPT2", arguments: ["-i"],
             input: "_PROMPT = 'lua% '\n_PROMPT2 = 42\nfor i = 1, 2 do\nprint(i) end\n_PROMPT = nil\n1\n"),
        Case(name: "-i piped: table prompt and results", arguments: ["-i"],
             input: "_PROMPT = {}\n{}\nprint\n"),
        Case(name: "-i piped: end of input inside a chunk", arguments: ["-i"], input: "if x then\n"),
        Case(name: "-i piped: end of input inside a chunk, _PROMPT2 set", arguments: ["-i"],
             input: "_PROMPT2 = '... '\nwhile false do\n"),
        Case(name: "-i piped: last line without newline", arguments: ["-i"], input: "print('last')"),
        Case(name: "-i piped: print replaced", arguments: ["-i"],
             input: "print = function(...) io.write('[', select('#', ...), ']\\n') end\n1, 2\nprint = nil\n3\n"),
        Case(name: "-i after a script", arguments: ["-i", "args.lua", "q"], input: "print(#arg, arg[1])\n"),
        Case(name: "-i after -e", arguments: ["-e", "y = 2", "-i"], input: "y\n"),
        Case(name: "-i: a failing script skips the REPL", arguments: ["-i", "runtime.lua"], input: "print('not run')\n"),
        Case(name: "-i piped: os.exit inside", arguments: ["-i"], input: "print(1)\nos.exit(4)\nprint(2)\n"),
        // Ctrl-C (SIGINT) while a script runs: lua.c's one "interrupted!", which pcall catches.
        Case(name: "SIGINT inside pcall", arguments: ["-e",
             "print(pcall(function() print('ready') io.stdout:flush() while true do end end)) print('after')"],
             interruptAfter: "ready"),
        Case(name: "SIGINT inside pcall with a to-be-closed variable", arguments: ["interrupt_close.lua"],
             interruptAfter: "ready"),
        Case(name: "SIGINT outside pcall ends the script", arguments: ["-e",
             "print('ready') io.stdout:flush() while true do end"], interruptAfter: "ready"),
        Case(name: "SIGINT caught, the next loop runs to its end", arguments: ["-e",
             "pcall(function() print('ready') io.stdout:flush() while true do end end) "
             + "local t = os.clock() while os.clock() - t < 0.3 do end print('finished')"],
             interruptAfter: "ready"),
        // debug.sethook's functions are in debug.getregistry()._HOOKKEY, as ldblib keeps them.
        Case(name: "_HOOKKEY", arguments: ["hookkey.lua"]),
    ]

    static let directory: URL? = try? CLI.directory(files)

    /// What may differ: the program name in messages and `arg`, the banner, and addresses.
    static func normalize(_ text: String, program: String) -> String {
        text.replacingOccurrences(of: program, with: "PROGRAM")
            .replacing(pattern: "^Understudy [0-9.]+  Lua ", with: "Lua ")
            .replacing(pattern: "0x[0-9a-f]+", with: "0xADDR")
    }

    @Test(arguments: cases)
    func sameAsLua(_ c: Case) throws {
        try #require(CLI.luaAvailable, "lua5.4 is needed to compare (apt-get install lua5.4)")
        let dir = try #require(CLICompatibilityTests.directory)
        let lua: CLI.Result, ours: CLI.Result
        if let ready = c.interruptAfter {
            lua = try CLI.runInterrupting(CLI.lua, c.arguments, after: ready, in: dir)
            ours = try CLI.runInterrupting(CLI.binary, c.arguments, after: ready, in: dir)
        } else {
            lua = try CLI.run(CLI.lua, c.arguments, input: c.input, environment: c.environment, in: dir)
            ours = try CLI.understudy(c.arguments, input: c.input, environment: c.environment, in: dir)
        }
        let expected = CLI.Result(status: lua.status,
                                  stdout: Self.normalize(lua.stdout, program: CLI.lua),
                                  stderr: Self.normalize(lua.stderr, program: CLI.lua))
        let got = CLI.Result(status: ours.status,
                             stdout: Self.normalize(ours.stdout, program: CLI.binary),
                             stderr: Self.normalize(ours.stderr, program: CLI.binary))
        #expect(got == expected, "\(c.arguments) differs from lua5.4")
    }

    /// The banner is the one documented difference of -v: it names Understudy, then says
    /// exactly what lua5.4 says.
    @Test func bannerNamesUnderstudyThenLua() throws {
        try #require(CLI.luaAvailable, "lua5.4 is needed to compare (apt-get install lua5.4)")
        let lua = try CLI.run(CLI.lua, ["-v"])
        let ours = try CLI.understudy(["-v"])
        #expect(ours.stdout.hasPrefix("Understudy "))
        #expect(ours.stdout.hasSuffix("  " + lua.stdout))
    }
}
