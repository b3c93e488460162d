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
        ("os.setlocale('C')", "os.setlocale is not available in the sandbox"),
        ("os.setlocale()", "os.setlocale is not available in the sandbox"),
        // Binary chunks: refused whatever mode is asked, with Lua's own message.
        ("assert(load(string.dump(function() end)))", "attempt to load a binary chunk (mode is 't')"),
        ("assert(load(string.dump(function() end), 'x', 'b'))", "attempt to load a binary chunk (mode is 't')"),
        ("assert(load(string.dump(function() end), 'x', 'bt', {}))", "attempt to load a binary chunk (mode is 't')"),
        ("load('x', 'y', {})", "bad argument #3 to 'load' (string expected, got table)"),
        ("local parts = { string.dump(function() end) } assert(load(function() return table.remove(parts) end))",
         "attempt to load a binary chunk (mode is 't')"),
        ("require('socket.core')", "module 'socket.core' not found"),
    ])
    func blocked(code: String, message: String) throws {
        let lua = try sandboxed()
        let error = failure(lua, code)
        #expect(error?.contains(message) == true, "\(code): \(error ?? "no error")")
    }

    /// A path outside gets exactly the answer a missing file gets, whether or not it exists, so a
    /// script cannot probe the file system: loadfile, dofile, package.searchpath and require alike.
    @Test func filesOutsideTheDirectoryLookMissing() throws {
        let lua = try sandboxed()
        let paths = [
            "/etc/passwd", "/etc/nosuch", outside.appendingPathComponent("secret.lua").path,
            outside.appendingPathComponent("nosuch.lua").path, path("../outside/secret.lua"),
            path("../outside/nosuch.lua"), path("link.lua"), path("out/secret.lua"), path("out/nosuch.lua"),
            path("nosuch.lua"), path("inside.lua/x"),
        ]
        for p in paths {
            #expect(try lua.run("return loadfile('\(p)')") == [.nilValue, .string("loadfile: cannot open \(p) (no such file in the script directory)")])
            #expect(failure(lua, "dofile('\(p)')") == "test:1: dofile: cannot open \(p) (no such file in the script directory)")
            #expect(try lua.run("return package.searchpath('x', '\(p)')") == [.nilValue, .string("no file '\(p)'")])
        }
        // `..` is resolved as text: through a directory outside that exists or not, the same file.
        for p in ["/etc/../\(root.path)/inside.lua", "/nosuch/../\(root.path)/inside.lua", path("out/../inside.lua")] {
            #expect(try lua.run("return dofile('\(p)')") == [.string("inside")], "\(p)")
            #expect(try lua.run("return package.searchpath('inside', '\(p.replacingOccurrences(of: "inside.lua", with: "?.lua"))')")
                    == [.string(p)], "\(p)")
        }
        #expect(try lua.run("return package.searchpath('lib.util', '/etc/?;\(root.path)/?.lua')")
                == [.string(path("lib/util.lua"))])
        #expect(try lua.run("return package.searchpath('passwd', '/etc/?;;/etc/?.x')")
                == [.nilValue, .string("no file '/etc/passwd'\n\tno file ''\n\tno file '/etc/passwd.x'")])
        #expect(failure(lua, "dofile({})")?.contains("bad argument #1 to 'dofile' (string expected, got table)") == true)
        #expect(failure(lua, "package.searchpath()")?.contains("bad argument #1 to 'searchpath' (string expected, got no value)") == true)
    }

    @Test func requireLooksOnlyInPreloadAndTheDirectory() throws {
        let lua = try sandboxed()
        // The script directory's modules are found; a symbolic link that leads out looks missing.
        #expect(try lua.run("return require('lib.util').name") == [.string("lib.util")])
        #expect(failure(lua, "require('link')")?.contains("module 'link' not found:") == true)
        #expect(failure(lua, "require('link')")?.contains("no file '\(path("link.lua"))'") == true)
        // package.path cannot widen it, and preload still works.
        try lua.run("package.path = '\(outside.path)/?.lua'")
        #expect(failure(lua, "require('secret')")?.contains("module 'secret' not found") == true)
        try lua.run("package.preload.virtual = function() return 'preloaded' end")
        #expect(try lua.run("return (require('virtual'))") == [.string("preloaded")])
    }

    /// Bytecode files in the directory: loadfile, dofile and require compile them as text only,
    /// and so does the host's own loading (LuaState.load, us_load) once the state is sandboxed.
    @Test func binaryFilesAreRefusedEverywhere() throws {
        let plain = try LuaState()
        try plain.run("local f = assert(io.open('\(path("compiled.lua"))', 'wb')) f:write(string.dump(function() return 'ran' end)) f:close()")
        #expect(try plain.run("return dofile('\(path("compiled.lua"))')") == [.string("ran")])
        let lua = try sandboxed()
        let refused = "attempt to load a binary chunk (mode is 't')"
        #expect(try lua.run("return loadfile('\(path("compiled.lua"))')") == [.nilValue, .string(refused)])
        #expect(try lua.run("return loadfile('\(path("compiled.lua"))', 'b')") == [.nilValue, .string(refused)])
        #expect(failure(lua, "dofile('\(path("compiled.lua"))')") == refused)
        #expect(failure(lua, "require('compiled')")?.contains(refused) == true)
        // A chunk that starts with the signature is binary: before the sandbox Lua parses it as
        // such (and finds it truncated), after it is refused before any byte is parsed.
        let signature = "\u{1B}Lua"
        #expect(throws: LuaError.self) { try plain.load(signature, chunkName: "=host", mode: "bt") }
        do {
            try lua.load(signature, chunkName: "=host", mode: "bt")
            Issue.record("the sandboxed state loaded a binary chunk")
        } catch {
            #expect(error.message == refused)
        }
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
