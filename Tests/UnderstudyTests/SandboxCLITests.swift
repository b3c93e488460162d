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
        ("dofile('/etc/passwd')", "dofile: '/etc/passwd' is outside the script directory"),
        ("dofile('../' .. 'x.lua')", "dofile: cannot open ../x.lua"),
        ("dofile('escape.lua')", "dofile: 'escape.lua' is outside the script directory"),
        ("dofile('outdir/secret.lua')", "dofile: 'outdir/secret.lua' is outside the script directory"),
        ("dofile()", "dofile from standard input is not available in the sandbox"),
        ("assert(loadfile('/etc/passwd'))", "loadfile: '/etc/passwd' is outside the script directory"),
        ("assert(loadfile())", "loadfile from standard input is not available in the sandbox"),
        ("assert(load(string.dump(function() end)))", "binary chunks are not allowed in the sandbox"),
        ("assert(load('return 1', 'x', 'b'))", "binary chunks are not allowed in the sandbox"),
        ("assert(loadfile('helper.lua', 'b'))", "binary chunks are not allowed in the sandbox"),
        ("require('escape')", "module 'escape': '"),
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
        #expect(r.stdout.hasPrefix("here\nfalse\tdofile: '/etc/hostname' is outside the script directory"), "\(r)")
    }
}
