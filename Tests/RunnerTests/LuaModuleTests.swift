import Foundation
import Testing

/// The Lua module (understudy.so, the `understudy-lua` product) in the Lua people already run:
/// Debian's lua5.4 and busted on it, a C program embedding liblua5.4, and `make install`.
@Suite struct LuaModuleTests {
    /// The module `swift build` made beside the binary, as `require` finds it: understudy.so in
    /// a directory of its own (LUA_CPATH names that directory).
    static let moduleDirectory = Result { () throws -> URL in
        let built = Runner.binary.deletingLastPathComponent().appendingPathComponent("libunderstudy-lua.so")
        try #require(FileManager.default.fileExists(atPath: built.path), "the module is missing: swift build makes it")
        let dir = try Runner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("understudy.so"), withDestinationURL: built)
        return dir
    }

    static func cpath() throws -> String { try moduleDirectory.get().path + "/?.so;;" }

    /// The project's stage suites that run under any busted-compatible runner: every spec of
    /// those directories but the one that starts the program with its own options.
    static let suites = ["spec/actionsheet", "spec/popup", "spec/popupbar", "spec/render", "spec/swipe",
                         "spec/world", "spec/stage", "spec/module"]
    static let programOnly: Set<String> = [
        "spec/stage/memory_limit_spec.lua", // runs `understudy --memory-limit` (arg[-1])
    ]

    static func suiteFiles() throws -> [String] {
        var files: [String] = []
        for dir in suites {
            let names = try FileManager.default.contentsOfDirectory(atPath: Runner.repository.appendingPathComponent(dir).path)
            files += names.filter { $0.hasSuffix("_spec.lua") }.map { dir + "/" + $0 }.filter { !programOnly.contains($0) }
        }
        return files.sorted()
    }

    /// Only the C and C++ runtimes: ldd lists nothing else, and every symbol it needs from
    /// outside is either theirs (versioned) or Lua's C API, which the lua5.4 loading it exports.
    @Test func needsOnlyTheCAndCxxRuntimes() throws {
        let module = try Self.moduleDirectory.get().appendingPathComponent("understudy.so").resolvingSymlinksInPath()
        let ldd = try Runner.run("/usr/bin/ldd", [module.path], in: Runner.repository)
        let runtimes = ["linux-vdso.so", "libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux-x86-64.so", "ld-linux-aarch64.so"]
        let libraries = ldd.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
        #expect(!libraries.isEmpty)
        for lib in libraries where !lib.isEmpty {
            #expect(runtimes.contains { lib.hasPrefix($0) || lib.hasSuffix("/" + $0 + ".2") } || lib.contains("ld-linux"), "\(lib)")
        }
        #expect(!ldd.stdout.contains("liblua"))
        let nm = try Runner.run("/usr/bin/nm", ["-D", "--undefined-only", module.path], in: Runner.repository)
        var lua = 0
        for line in nm.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let symbol = fields.last.map(String.init), let kind = fields.dropLast().last else { continue }
            if kind == "w" { continue }
            if symbol.hasPrefix("lua_") || symbol.hasPrefix("luaL_") { lua += 1; continue }
            let runtime = ["@GLIBC_", "@GLIBCXX_", "@CXXABI_", "@GCC_"].contains { symbol.contains($0) }
            #expect(runtime, "\(symbol) is neither the C or C++ runtime's nor Lua's")
        }
        #expect(lua > 50)
    }

    /// The project's stage suites, test by test, under `understudy test` and under Debian's
    /// busted with the module and its helper: the same names, outcomes and order.
    @Test func stageSuitesGiveTheSameOutcomesUnderBusted() throws {
        try BustedOutcomes.requireBusted()
        let files = try Self.suiteFiles()
        #expect(files.count >= 40)
        let xml = try Runner.temporaryDirectory().appendingPathComponent("module.xml")
        let ours = try Runner.test(["--junit", xml.path] + files, in: Runner.repository)
        #expect(ours.status == 0, "\(ours.stdout)\(ours.stderr)")
        let r = try BustedOutcomes.runBusted(["--helper=understudy.busted"] + files, in: Runner.repository,
                                             environment: ["LUA_CPATH": try Self.cpath()])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let theirs = try BustedOutcomes(gtest: r.stdout)
        let junit = try JUnit(contentsOf: xml)
        let mine = BustedOutcomes(junit: junit, besides: theirs, files: Set(files))
        #expect(mine == theirs, "ours:\n\(mine)\nbusted's:\n\(theirs)")
        #expect(theirs.tests.count >= 400, "\(theirs.tests.count) tests")
        #expect(!theirs.tests.contains { !$0.contains("| success |") }, "every test passes")
    }

    /// Under busted, a snapshot's messages name the helper's `update` argument (and `ci`), not
    /// `understudy test -u`, which is the program's.
    @Test func snapshotHintsUnderBustedNameTheHelpersArguments() throws {
        try BustedOutcomes.requireBusted()
        let dir = try Runner.temporaryDirectory()
        let spec = dir.appendingPathComponent("spec/text_spec.lua")
        try Runner.write("it('shows', function() expect('a'):toMatchSnapshot() end)\n", to: spec)
        let env = ["LUA_CPATH": try Self.cpath()]
        let written = try BustedOutcomes.runBusted(["--helper=understudy.busted", "spec"], in: dir, environment: env)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        try Runner.write("it('shows', function() expect('b'):toMatchSnapshot() end)\n", to: spec)
        let differs = try BustedOutcomes.runBusted(["--helper=understudy.busted", "spec"], in: dir, environment: env)
        #expect(differs.status != 0)
        #expect(differs.stdout.contains("Run busted with the helper's `update` argument (-Xhelper update"), "\(differs.stdout)")
        #expect(!differs.stdout.contains("understudy test -u"))
        try Runner.write("it('shows', function() expect('b'):toMatchSnapshot('new') end)\n", to: spec)
        let ci = try BustedOutcomes.runBusted(["--helper=understudy.busted", "-Xhelper", "ci", "spec"], in: dir, environment: env)
        #expect(ci.stdout.contains("(the helper's `ci` argument, or CI set). Run busted with the helper's `update` argument"),
                "\(ci.stdout)")
        try Runner.write("it('shows', function() expect('b'):toMatchSnapshot() end)\n", to: spec)
        let ours = try Runner.test(["spec"], in: dir)
        #expect(ours.stdout.contains("Run `understudy test -u` to update it if the change is intended."), "\(ours.stdout)")
    }

    /// Every scenario script prints the same under lua5.4 with the module as under understudy.
    @Test func scriptsPrintTheSameUnderLua() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Runner.repository.appendingPathComponent("scripts").path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        #expect(scripts.count >= 5)
        for script in scripts {
            let ours = try Runner.run(Runner.binary.path, ["scripts/" + script], in: Runner.repository)
            let lua = try Runner.run(BustedOutcomes.luaPath, ["-l", "understudy", "scripts/" + script], in: Runner.repository,
                                     environment: ["LUA_CPATH": try Self.cpath()])
            #expect(ours.status == 0 && lua.status == 0, "\(script): \(lua.stderr)")
            #expect(lua.stdout == ours.stdout, "\(script)")
        }
    }

    /// A C program embedding liblua5.4 opens the module in several states, one after another
    /// and on two threads at once, closes some and re-opens it (Tests/LuaModuleHost/host.c).
    @Test func severalStatesOfOneProcess() throws {
        let dir = try Runner.temporaryDirectory()
        let host = dir.appendingPathComponent("host")
        let source = Runner.repository.appendingPathComponent("Tests/LuaModuleHost/host.c")
        let cc = try Runner.run("/usr/bin/env", ["clang", "-o", host.path, source.path, "-llua5.4", "-lpthread"], in: dir)
        try #require(cc.status == 0, "clang: \(cc.stderr)")
        let r = try Runner.run(host.path, [try Self.moduleDirectory.get().path + "/?.so"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 7, "\(r.stdout)")
    }

    /// `make install` into an empty prefix, the installed program, manual and module used from
    /// there, then `make uninstall` leaves the prefix as it was.
    @Test func installAndUninstall() throws {
        let prefix = try Runner.temporaryDirectory()
        try Runner.write("someone else's\n", to: prefix.appendingPathComponent("bin/other"))
        let buildDirectory = Runner.binary.deletingLastPathComponent().path
        let install = try Runner.run("/usr/bin/make", ["-s", "install", "PREFIX=" + prefix.path, "INSTALL_FROM=" + buildDirectory],
                                     in: Runner.repository)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = ["bin/understudy", "lib/lua/5.4/understudy.so", "share/man/man1/understudy.1",
                         "share/understudy/understudy.d.lua", "share/understudy/understudy.luacheckrc",
                         "share/understudy/install-manifest"]
        for path in installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        let version = try Runner.run(prefix.appendingPathComponent("bin/understudy").path, ["-v"], in: prefix)
        #expect(version.status == 0 && version.stdout.hasPrefix("Understudy "), "\(version.stdout)")
        let man = try Runner.run("/usr/bin/man", ["-l", prefix.appendingPathComponent("share/man/man1/understudy.1").path],
                                 in: prefix, environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(man.status == 0 && man.stdout.contains("NAME") && man.stdout.contains("understudy test"), "\(man.stderr)")
        let lua = try Runner.run(BustedOutcomes.luaPath, ["-e", """
            local understudy = require "understudy"
            local sheet = stage.actionController{}
            sheet:addAction{ title = "Copy" }
            sheet:present()
            stage.clock.advance(1)
            print(understudy.version, stage.log.events{ name = "didPresentView" }[1].source)
            """], in: prefix, environment: ["LUA_CPATH": prefix.path + "/lib/lua/5.4/?.so"])
        #expect(lua.stdout == "0.1.0\tsheet#1\n", "\(lua.stdout)\(lua.stderr)")
        let uninstall = try Runner.run("/usr/bin/make", ["-s", "uninstall", "PREFIX=" + prefix.path], in: Runner.repository)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        let left = FileManager.default.enumerator(atPath: prefix.path).map { $0.compactMap { $0 as? String } } ?? []
        #expect(left.sorted() == ["bin", "bin/other"], "\(left)")
    }
}
