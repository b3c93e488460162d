import Foundation
import Testing

/// `--sandbox` through the command line: every listed capability is blocked with a clear
/// message, files are confined to the script's directory, the rest works.
@Suite struct SandboxCLITests {
    /// Runs `code` as a script in a sandboxed directory (with a module, a subdirectory and a
    /// symbolic link that leads out), returning the result.
    func sandboxed(_ code: String) throws -> CLI.Result {
        let outside = try CLI.directory(["secret.lua": "return 'secret'"])
        let dir = try CLI.directory([
            "main.lua": code,
            "helper.lua": "return 'helper', ...",
            "sub/mod.lua": "return { name = 'sub.mod' }",
        ])
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("escape.lua").path,
                                                   withDestinationPath: outside.appendingPathComponent("secret.lua").path)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("outdir").path,
                                                   withDestinationPath: outside.path)
        return try CLI.understudy(["--sandbox", "main.lua"], in: dir)
    }

    @Test(arguments: [
        ("io.open('/etc/passwd')", "io.open is not available in the sandbox"),
        ("io.write('x')", "io.write is not available in the sandbox"),
        ("io.read()", "io.read is not available in the sandbox"),
        ("os.execute('true')", "os.execute is not available in the sandbox"),
        ("os.exit(0)", "os.exit is not available in the sandbox"),
        ("os.remove('main.lua')", "os.remove is not available in the sandbox"),
        ("os.rename('main.lua', 'x.lua')", "os.rename is not available in the sandbox"),
        ("os.getenv('HOME')", "os.getenv is not available in the sandbox"),
        ("os.tmpname()", "os.tmpname is not available in the sandbox"),
        ("package.loadlib('libc.so.6', 'puts')", "package.loadlib is not available in the sandbox"),
        ("debug.getinfo(1)", "debug.getinfo is not available in the sandbox"),
        ("debug.sethook()", "debug.sethook is not available in the sandbox"),
        ("debug.getregistry()", "debug.getregistry is not available in the sandbox"),
        ("package.loaded.io.open('/etc/passwd')", "io.open is not available in the sandbox"),
        ("package.loaded.debug.getlocal(1, 1)", "debug.getlocal is not available in the sandbox"),
        ("dofile('/etc/passwd')", "dofile: cannot open /etc/passwd (no such file in the script directory)"),
        ("dofile('../' .. 'x.lua')", "dofile: cannot open ../x.lua (no such file in the script directory)"),
        ("dofile('escape.lua')", "dofile: cannot open escape.lua (no such file in the script directory)"),
        ("dofile('outdir/secret.lua')", "dofile: cannot open outdir/secret.lua (no such file in the script directory)"),
        ("dofile()", "dofile from standard input is not available in the sandbox"),
        ("assert(loadfile('/etc/passwd'))", "loadfile: cannot open /etc/passwd (no such file in the script directory)"),
        ("assert(loadfile())", "loadfile from standard input is not available in the sandbox"),
        ("assert(load(string.dump(function() end)))", "attempt to load a binary chunk (mode is 't')"),
        ("assert(load(string.dump(function() end), 'x', 'b'))", "attempt to load a binary chunk (mode is 't')"),
        ("os.setlocale('C')", "os.setlocale is not available in the sandbox"),
        ("require('escape')", "module 'escape' not found"),
        ("require('lfs')", "module 'lfs' not found"),
    ])
    func blocked(code: String, message: String) throws {
        let r = try sandboxed(code)
        #expect(r.status == 1, "\(code): \(r)")
        #expect(r.stderr.contains(message), "\(code): \(r)")
    }

    @Test func whatStaysAvailable() throws {
        let r = try sandboxed("""
            print(dofile('helper.lua'))
            print(loadfile('helper.lua')('arg'))
            print(require('sub.mod').name)
            print(load('return 1 + 1')())
            print(type(debug.traceback()), type(os.time()), type(os.clock()), os.date('!%Y', 0))
            print(type(require('understudy.pretty').format), type(stage))
            print(string.format('%d', 7), math.max(1, 2), table.concat({ 'a', 'b' }))
            """)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == """
            helper
            helper\targ
            sub.mod
            2
            string\tnumber\tnumber\t1970
            function\ttable
            7\t2\tab

            """, "\(r)")
    }

    @Test func requireDoesNotFollowLuaPath() throws {
        let outside = try CLI.directory(["evil.lua": "return 'evil'"])
        let dir = try CLI.directory(["main.lua": "print(pcall(require, 'evil'))"])
        let r = try CLI.understudy(["--sandbox", "main.lua"],
                                   environment: ["LUA_PATH": outside.path + "/?.lua"], in: dir)
        #expect(r.stdout.hasPrefix("false\tmodule 'evil' not found"), "\(r)")
        // Changing package.path from the script does not help either.
        let dir2 = try CLI.directory(["main.lua": "package.path = '\(outside.path)/?.lua' print(pcall(require, 'evil'))"])
        let r2 = try CLI.understudy(["--sandbox", "main.lua"], in: dir2)
        #expect(r2.stdout.hasPrefix("false\tmodule 'evil' not found"), "\(r2)")
    }

    @Test func withoutAScriptTheCurrentDirectoryIsTheBoundary() throws {
        let dir = try CLI.directory(["here.lua": "return 'here'"])
        let r = try CLI.understudy(["--sandbox", "-e", "print(dofile('here.lua')) print(pcall(dofile, '/etc/hostname'))"], in: dir)
        #expect(r.stdout.hasPrefix("here\nfalse\tdofile: cannot open /etc/hostname (no such file in the script directory)"), "\(r)")
    }

    /// What a script learns about a path outside does not depend on whether it exists.
    @Test func pathsOutsideLookMissing() throws {
        let r = try sandboxed("""
            for _, p in ipairs { 'escape.lua', 'outdir/secret.lua', 'outdir/nosuch.lua', 'nosuch.lua' } do
              print((select(2, loadfile(p))), (select(2, pcall(dofile, p))))
              print(package.searchpath(p, '?', ''))
            end
            """)
        #expect(r.status == 0, "\(r)")
        let expected = ["escape.lua", "outdir/secret.lua", "outdir/nosuch.lua", "nosuch.lua"].map { p in
            "loadfile: cannot open \(p) (no such file in the script directory)\t"
                + "dofile: cannot open \(p) (no such file in the script directory)\n"
                + "nil\tno file '\(p)'\n"
        }.joined()
        #expect(r.stdout == expected, "\(r)")
    }

    /// Under --sandbox every way in for a chunk is text only: the script file, stdin, -e, -l,
    /// LUA_INIT (@file and inline) and the REPL refuse bytecode with Lua's own message.
    @Test func binaryChunksNeverLoad() throws {
        let dir = try CLI.directory(["source.lua": "print('ran')"])
        // The bytecode, made by understudy itself without the sandbox.
        let dump = try CLI.understudy(["-e", """
            local f = assert(io.open('compiled.luac', 'wb')) f:write(string.dump(assert(loadfile('source.lua')))) f:close()
            local m = assert(io.open('cmod.lua', 'wb')) m:write(string.dump(assert(load('return { name = "cmod" }')))) m:close()
            """], in: dir)
        try #require(dump.status == 0, "\(dump)")
        let bytecode = try String(contentsOf: dir.appendingPathComponent("compiled.luac"), encoding: .isoLatin1)
        // Without the sandbox the bytecode runs: the refusals below are the sandbox's.
        #expect(try CLI.understudy(["compiled.luac"], in: dir).stdout == "ran\n")
        let refused = "attempt to load a binary chunk (mode is 't')"
        // Arguments and environment values cannot hold NUL: a chunk that starts with the
        // signature is binary (without the sandbox Lua reads it and finds it truncated).
        let signature = "\u{1B}Lua"
        let runs: [(String, [String], String, [String: String])] = [
            ("script", ["--sandbox", "compiled.luac"], "", [:]),
            ("stdin -", ["--sandbox", "-"], bytecode, [:]),
            ("-e", ["--sandbox", "-e", signature], "", [:]),
            ("-l", ["--sandbox", "-l", "cmod", "-e", "print(cmod.name)"], "", [:]),
            ("LUA_INIT @file", ["--sandbox", "-e", "print('main')"], "", ["LUA_INIT": "@compiled.luac"]),
            ("LUA_INIT chunk", ["--sandbox", "-e", "print('main')"], "", ["LUA_INIT": signature]),
            ("-i piped", ["--sandbox", "-i"], signature + "\n", [:]),
        ]
        for (name, arguments, input, environment) in runs {
            let r = try CLI.run(CLI.binary, arguments, input: input, environment: environment, in: dir)
            #expect(r.stderr.contains(refused), "\(name): \(r)")
            #expect(!r.stdout.contains("ran") && !r.stdout.contains("main") && !r.stdout.contains("cmod"), "\(name): \(r)")
            if name != "-i piped" { #expect(r.status == 1, "\(name): \(r)") }
        }
        // Unsandboxed, -e with the signature is parsed as bytecode (not refused).
        let plain = try CLI.understudy(["-e", signature], in: dir)
        #expect(plain.status == 1 && !plain.stderr.contains(refused), "\(plain)")
    }
}
