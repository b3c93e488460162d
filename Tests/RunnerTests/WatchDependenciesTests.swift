import Testing
@testable import understudy

/// The watch mode's pure parts, table-driven: which specs a change affects, path keys, and what
/// keys and lines ask for.
@Suite struct WatchDependenciesTests {
    /// /p/spec/a requires a; b requires b, which requires a; c dofile's c; plain loads nothing.
    static func graph() -> WatchDependencies {
        var d = WatchDependencies()
        d.record(spec: "/p/spec/a_spec.lua", loaded: ["/p/src/a.lua"])
        d.record(spec: "/p/spec/b_spec.lua", loaded: ["/p/src/b.lua", "/p/src/a.lua"])
        d.record(spec: "/p/spec/c_spec.lua", loaded: ["/p/src/c.lua"])
        d.record(spec: "/p/spec/plain_spec.lua", loaded: [])
        return d
    }

    static let specs = ["/p/spec/a_spec.lua", "/p/spec/b_spec.lua", "/p/spec/c_spec.lua", "/p/spec/plain_spec.lua"]
    static let triggers: Set<String> = ["/p/.busted", "/p/spec/helper.lua"]

    static let cases: [(changed: Set<String>, affected: [String])] = [
        (["/p/src/a.lua"], ["/p/spec/a_spec.lua", "/p/spec/b_spec.lua"]),
        (["/p/src/b.lua"], ["/p/spec/b_spec.lua"]),
        (["/p/src/c.lua"], ["/p/spec/c_spec.lua"]),
        (["/p/spec/plain_spec.lua"], ["/p/spec/plain_spec.lua"]),
        (["/p/spec/a_spec.lua", "/p/src/c.lua"], ["/p/spec/a_spec.lua", "/p/spec/c_spec.lua"]),
        (["/p/src/unrelated.lua"], []),
        ([], []),
        (["/p/.busted"], specs),
        (["/p/spec/helper.lua", "/p/src/c.lua"], specs),
        (["/p/spec/new_spec.lua"], []), // not a known spec: the caller adds it to the list first
    ]

    @Test(arguments: cases.indices) func affectedSpecs(_ i: Int) {
        let c = Self.cases[i]
        #expect(Self.graph().affected(by: c.changed, specs: Self.specs, triggers: Self.triggers) == c.affected)
    }

    @Test func theLatestRunIsTheTruthAndAGoneSpecIsForgotten() {
        var d = Self.graph()
        d.record(spec: "/p/spec/b_spec.lua", loaded: ["/p/src/c.lua"])
        #expect(d.affected(by: ["/p/src/a.lua"], specs: Self.specs, triggers: []) == ["/p/spec/a_spec.lua"])
        d.forget(spec: "/p/spec/c_spec.lua")
        #expect(d.allLoaded == ["/p/src/a.lua", "/p/src/c.lua"])
        // A spec no longer in the list is not run, whatever it loaded.
        #expect(d.affected(by: ["/p/src/c.lua"], specs: ["/p/spec/a_spec.lua"], triggers: []) == [])
    }

    static let keys: [(path: String, key: String)] = [
        ("src/a.lua", "/p/src/a.lua"),
        ("./src/a.lua", "/p/src/a.lua"),
        ("./src/../src/./a.lua", "/p/src/a.lua"),
        ("src//a.lua", "/p/src/a.lua"),
        ("/abs/x.lua", "/abs/x.lua"),
        ("../q/x.lua", "/q/x.lua"),
        ("../../../x.lua", "/x.lua"),
        (".busted", "/p/.busted"),
    ]

    @Test(arguments: keys.indices) func pathKeys(_ i: Int) {
        #expect(WatchDependencies.key(Self.keys[i].path, in: "/p") == Self.keys[i].key)
    }

    static let keyPresses: [(input: String, events: [WatchKeys.Event])] = [
        ("a", [.command(.runAll)]),
        ("f", [.command(.runFailed)]),
        ("u", [.command(.updateSnapshots)]),
        ("q", [.command(.quit)]),
        ("\u{4}", [.command(.quit)]),
        ("\r", [.command(.rerun)]),
        ("x", []),
        ("tab\r", [.prompt(.name), .echo([0x61]), .echo([0x62]), .command(.nameFilter("ab"))]),
        ("pa\u{7f}b\n", [.prompt(.file), .echo([0x61]), .erase, .echo([0x62]), .command(.fileFilter("b"))]),
        ("p\u{7f}\r", [.prompt(.file), .command(.fileFilter(""))]),
        ("pab\u{1b}a", [.prompt(.file), .echo([0x61]), .echo([0x62]), .cancelled, .command(.runAll)]),
        ("p\u{e9}\u{7f}x\r", [.prompt(.file), .echo([0xC3]), .echo([0xA9]), .erase, .echo([0x78]), .command(.fileFilter("x"))]),
        ("tq\r", [.prompt(.name), .echo([0x71]), .command(.nameFilter("q"))]),
    ]

    @Test(arguments: keyPresses.indices) func terminalKeys(_ i: Int) {
        var keys = WatchKeys(lines: false)
        #expect(keys.feed(Array(Self.keyPresses[i].input.utf8)) == Self.keyPresses[i].events)
    }

    static let lines: [(input: String, events: [WatchKeys.Event])] = [
        ("a\n", [.command(.runAll)]),
        ("\n", [.command(.rerun)]),
        ("f\r\nu\n", [.command(.runFailed), .command(.updateSnapshots)]),
        ("p spec/ui\n", [.command(.fileFilter("spec/ui"))]),
        ("p\n", [.command(.fileFilter(""))]),
        ("t sheet %d+\n", [.command(.nameFilter("sheet %d+"))]),
        ("all\n", []),
        ("q\n", [.command(.quit)]),
        ("a", []), // no newline yet: not a command until the line ends
    ]

    @Test(arguments: lines.indices) func inputLines(_ i: Int) {
        var keys = WatchKeys(lines: true)
        #expect(keys.feed(Array(Self.lines[i].input.utf8)) == Self.lines[i].events)
    }

    @Test func theEndOfInputQuitsAfterAnUnfinishedLine() {
        var keys = WatchKeys(lines: true)
        _ = keys.feed(Array("a".utf8))
        #expect(keys.end() == [.command(.runAll), .command(.quit)])
    }
}
