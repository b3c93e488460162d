import Testing

/// After a binding has read a user table whose metamethods raise (every kind of read the kit
/// does: options, nested options, lists, setters' values, callback results), the CLI's memory
/// and time limits still hold (issue 19). The reads are raw, so no metamethod runs; and should a
/// binding ever run one, pcall restores the bookkeeping it skipped (debug builds abort instead).
/// spec/stage/hostile_reads_spec.lua checks that no metamethod runs.
@Suite struct HostileReadLimitTests {
    static let hostile = """
        local function hostile(t)
          return setmetatable(t or {}, { __index = function() error('boom') end, __newindex = function() error('boom') end,
            __len = function() error('boom') end, __eq = function() error('boom') end })
        end
        """

    static let reads: [(String, String)] = [
        ("constructor options", "stage.actionController(hostile{ style = 'twitter' })"),
        ("nested options", "stage.actionController{ settings = { animation = { present = hostile{} } } }"),
        ("a list", "stage.tableView{ rows = hostile{ 'a', 'b' } }"),
        ("a list of tables", "stage.screen.drag{ path = hostile{ hostile{ 1, 2 }, hostile{ x = 3, y = 4 } } }"),
        ("bar buttons given to a setter", """
            local tabs = stage.tabBarController()
            tabs:presentPopupBar{ content = { title = 'Song' }, animated = false }
            tabs.popupItem.buttons = { hostile{ title = 'Play' } }
            """),
        ("bar buttons in the content", "stage.tabBarController():presentPopupBar{ content = { buttons = hostile{ hostile{} } }, animated = false }"),
        ("a callback's result", """
            local tbl = stage.tableView{ rows = 2, editActions = function() return hostile{ hostile{ title = 'Delete' } } end,
              editActionsOptions = function() return hostile{ expansionStyle = hostile{} } end }
            tbl:swipe(1, 'left')
            """),
    ]

    static func program(_ read: String, then rest: String) -> String {
        hostile + "\npcall(function()\n" + read + "\nend)\n" + rest + "\nprint('not reached')"
    }

    @Test(arguments: reads.map(\.0))
    func theMemoryLimitHolds(name: String) throws {
        let read = Self.reads.first { $0.0 == name }?.1 ?? ""
        let grow = "print(pcall(function() local t = {} for i = 1, 6e6 do t[i] = i * 1.5 end return #t end))"
        let r = try CLI.understudy(["--memory-limit", "32M", "-e", Self.program(read, then: grow)])
        #expect(r.status == 1, "\(name): \(r)")
        #expect(r.stderr.contains("memory limit exceeded (limit 32M)"), "\(name): \(r)")
        #expect(!r.stdout.contains("not reached"), "\(name): \(r)")
    }

    @Test(arguments: reads.map(\.0))
    func theTimeLimitHolds(name: String) throws {
        let read = Self.reads.first { $0.0 == name }?.1 ?? ""
        let r = try CLI.understudy(["--timeout", "0.3", "-e", Self.program(read, then: "pcall(function() while true do end end)")])
        #expect(r.status == 1, "\(name): \(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 0.3 s)"), "\(name): \(r)")
        #expect(!r.stdout.contains("not reached"), "\(name): \(r)")
    }
}
