import Foundation
import TestSupport
import Testing
@testable import understudy

/// What `:save` writes passes luacheck with the project's standard (docs/understudy.luacheckrc,
/// luacheck's default 120 columns): `help`, `_`, the wrappers and the lines it adds raise no
/// warning, and a session's habits (globals set at the prompt, a local declared again, a file
/// `:load`ed whose globals later inputs read, an input longer than a line) are said in the
/// header's inline options. The script still runs.
@Suite struct SessionTranscriptTests {
    static let repository = Repository.root

    func session(pretty: Bool) -> SessionTranscript {
        let t = SessionTranscript(pretty: pretty)
        t.record(loaded: "setup.lua")
        t.record(statement: "local sheet = stage.actionController{ style = 'twitter', header = 'Saved' }")
        t.record(statement: "local sheet = stage.actionController{ style = 'twitter', header = 'Saved again' }")
        t.record(shown: "sheet:addAction{ title = 'One' }", call: true)
        t.record(statement: "count = 1")
        t.record(shown: "sheet.state, loaded, count", call: false)
        t.record(shown: "_", call: false)
        t.record(shown: "help('stage.clock.advance')", call: true)
        t.record(shown: "stage.clock.advance(1), sheet.contentHeight, sheet.state, stage.clock.now(), stage.clock.pending(), #stage.log.events()",
                 call: true)
        t.record(statement: "print('" + String(repeating: "a long line typed at the prompt ", count: 4) + "')")
        t.record(failed: "sheet:tap('Nothing')", expression: false, message: "stdin:1: bad argument #1 to 'tap' (no action 'Nothing')")
        t.record(failed: "select('#', ...)", expression: true, message: "stdin:1: error")
        return t
    }

    @Test(arguments: [true, false]) func theScriptPassesLuacheck(pretty: Bool) throws {
        let dir = try CLI.directory(["setup.lua": "loaded = true\n"])
        let path = dir.appendingPathComponent("session.lua").path
        let t = session(pretty: pretty)
        try t.write(to: path)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        let config = dir.appendingPathComponent("luacheckrc").path
        try """
            stds.understudy = dofile("\(Self.repository.path)/docs/understudy.luacheckrc")
            std = "max+understudy"
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let r = try CLI.run("/usr/bin/env", ["luacheck", "--no-color", "--config", config, path], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)\n\(script)")
        // What it adds is no longer than the input it wraps.
        let added = script.split(separator: "\n").filter { !$0.contains("a long line typed") && !$0.hasPrefix("stage.clock.advance(1)") }
        #expect(!added.contains { $0.utf8.count > SessionTranscript.lineLength }, "\(script)")
        let run = try CLI.understudy([path], in: dir)
        #expect(run.status == 0, "\(run.stderr)\n\(script)")
        #expect(run.stderr.contains("no action 'Nothing'") || run.stderr.contains("Nothing"), "\(run.stderr)")
    }
}
