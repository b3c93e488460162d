import Foundation
import LuaBridge
import Testing

/// `LuaState.applySandbox(scriptDirectory:)`: each blocked capability fails with a clear message,
/// file access is confined to the directory (`..` and symbolic links included), and what stays
/// available still works.
@Suite struct SandboxTests {
    let root: URL
    let outside: URL

    init() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)").resolvingSymlinksInPath()
        root = base.appendingPathComponent("scripts")
        outside = base.appendingPathComponent("outside")
        try fm.createDirectory(at: root.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try "return 'inside', ...".write(to: root.appendingPathComponent("inside.lua"), atomically: true, encoding: .utf8)
        try "return { name = 'lib.util' }".write(to: root.appendingPathComponent("lib/util.lua"), atomically: true, encoding: .utf8)
        try "return 'secret'".write(to: outside.appendingPathComponent("secret.lua"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("link.lua").path,
                                  withDestinationPath: outside.appendingPathComponent("secret.lua").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: outside.path)
    }

    func sandboxed() throws -> LuaState {
        let lua = try LuaState()
        try lua.applySandbox(scriptDirectory: root.path)
        // Relative paths resolve from the current directory, as in Lua; tests use absolute ones.
        return lua
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Runs `code` and returns its error message (nil if it succeeded).
    func failure(_ lua: LuaState, _ code: String) -> String? {
        do {
            try lua.run(code, chunkName: "=test")
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("io.open('/etc/passwd')", "io.open is not available in the sandbox"),
        ("io.lines('/etc/passwd')", "io.lines is not available in the sandbox"),
        ("io.stdout:write('x')", "io.stdout is not available in the sandbox"),
        ("os.execute('true')", "os.execute is not available in the sandbox"),
        ("os.exit(1)", "os.exit is not available in the sandbox"),
        ("os.remove('/tmp/x')", "os.remove is not available in the sandbox"),
        ("os.rename('/tmp/x', '/tmp/y')", "os.rename is not available in the sandbox"),
        ("os.getenv('PATH')", "os.getenv is not available in the sandbox"),
        ("os.tmpname()", "os.tmpname is not available in the sandbox"),
        ("package.loadlib('libc.so.6', '*')", "package.loadlib is not available in the sandbox"),
        ("debug.getinfo(1)", "debug.getinfo is not available in the sandbox"),
        ("debug.getregistry()", "debug.getregistry is not available in the sandbox"),
        ("debug.sethook(print, 'l')", "debug.sethook is not available in the sandbox"),
        ("debug.setmetatable(1, {})", "debug.setmetatable is not available in the sandbox"),
        ("debug.getupvalue(load, 1)", "debug.getupvalue is not available in the sandbox"),
        ("require('io').open('/etc/passwd')", "io.open is not available in the sandbox"),
        ("require('debug').getinfo(1)", "debug.getinfo is not available in the sandbox"),
        ("dofile()", "dofile from standard input is not available in the sandbox"),
        ("assert(loadfile())", "loadfile from standard input is not available in the sandbox"),
        ("assert(load(string.dump(function() end)))", "binary chunks are not allowed in the sandbox"),
        ("assert(load('return 1', 'x', 'b'))", "binary chunks are not allowed in the sandbox"),
        ("local parts = { string.dump(function() end) } assert(load(function() return table.remove(parts) end))",
         "attempt to load a binary chunk (mode is 't')"),
        ("require('socket.core')", "module 'socket.core' not found"),
    ])
    func blocked(code: String, message: String) throws {
        let lua = try sandboxed()
        let error = failure(lua, code)
        #expect(error?.contains(message) == true, "\(code): \(error ?? "no error")")
    }

    @Test func filesOutsideTheDirectoryAreRefused() throws {
        let lua = try sandboxed()
        let refused = [
            ("dofile('/etc/passwd')", "dofile: '/etc/passwd' is outside the script directory '\(root.path)' (sandbox)"),
            ("dofile('\(path("../outside/secret.lua"))')", "is outside the script directory"),
            ("dofile('\(path("link.lua"))')", "is outside the script directory"),
            ("dofile('\(path("out/secret.lua"))')", "is outside the script directory"),
            ("assert(loadfile('\(path("link.lua"))'))", "loadfile: '\(path("link.lua"))' is outside the script directory"),
            ("dofile('\(path("nosuch.lua"))')", "dofile: cannot open \(path("nosuch.lua")): No such file or directory"),
            ("dofile({})", "bad argument #1 to 'dofile' (string expected, got table)"),
        ]
        for (code, message) in refused {
            let error = failure(lua, code)
            #expect(error?.contains(message) == true, "\(code): \(error ?? "no error")")
        }
    }

    @Test func requireLooksOnlyInPreloadAndTheDirectory() throws {
        let lua = try sandboxed()
        // The script directory's modules are found; a symbolic link that leads out is refused.
        #expect(try lua.run("return require('lib.util').name") == [.string("lib.util")])
        #expect(failure(lua, "require('link')")?.contains("module 'link': '\(path("link.lua"))' is outside the script directory") == true)
        // package.path cannot widen it, and preload still works.
        try lua.run("package.path = '\(outside.path)/?.lua'")
        #expect(failure(lua, "require('secret')")?.contains("module 'secret' not found") == true)
        try lua.run("package.preload.virtual = function() return 'preloaded' end")
        #expect(try lua.run("return (require('virtual'))") == [.string("preloaded")])
    }

    @Test func whatStaysAvailable() throws {
        let lua = try sandboxed()
        #expect(try lua.run("return dofile('\(path("inside.lua"))')") == [.string("inside")])
        #expect(try lua.run("return loadfile('\(path("inside.lua"))', 't')('x')") == [.string("inside"), .string("x")])
        #expect(try lua.run("return load('return 6 * 7')()") == [42])
        // An explicit env argument still reaches load and loadfile.
        #expect(try lua.run("return load('return x', 'c', 't', { x = 5 })()") == [5])
        #expect(try lua.run("return loadfile('\(path("inside.lua"))', 't', {})()") == [.string("inside")])
        #expect(try lua.run("return type(debug.traceback()), type(os.time()), type(os.clock()), os.date('!%Y', 0)")
                == [.string("string"), .string("number"), .string("number"), .string("1970")])
        #expect(try lua.run("return select('#', pcall(string.rep, 'x', 3))") == [2])
    }

    @Test func aMissingDirectoryIsAnError() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.self) { try lua.applySandbox(scriptDirectory: root.path + "/nosuch") }
    }
}
