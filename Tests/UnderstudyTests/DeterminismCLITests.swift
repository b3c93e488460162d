import Foundation
import Testing

/// Lua seeds its string hashes per process, so `lua_next` order differs from run to run; what a
/// host error reports must not (docs/ARCHITECTURE.md: output never depends on hash order). Each script runs
/// in fresh processes and every run must print the same messages.
@Suite struct DeterminismCLITests {
    static let script = """
        local function m(f) local ok, e = pcall(f) print(e) end
        -- several bad declared options: the first declared one is reported
        m(function() stage.reset{width="x", height="y", reduceMotion=1, rightToLeft=2} end)
        -- several unknown keys: the smallest
        m(function() stage.reset{zeta=1, alpha=2, mid=3, kappa=4, beta=5, omega=6} end)
        -- keys are ordered as LuaValue.orderedBefore orders them: booleans, numbers, strings, ...
        m(function() stage.reset{[1]=4, [true]=5, [2.5]=1, [print]=1, zz=1} end)
        m(function() stage.reset{[{}]=4, [print]=1, [io.stdout]=1, zz=1} end)
        m(function() stage.reset{[{}]=4, [print]=1, [io.stdout]=1, [coroutine.create(print)]=1} end)
        -- nested option tables (a header table of the action controller)
        m(function() stage.actionController{header={zz=1, aa=2, b=3, qq=4, title="x"}} end)
        m(function() stage.actionController{header={title=1, subtitle=2, image=3}} end)
        -- the header setter's own check (Swift)
        local sheet = stage.actionController{ style = "twitter" }
        m(function() sheet.header = { zz=1, yy=2, aa=3, qq=4, title="x" } end)
        m(function() sheet.header = { zz=1, [print]=2, [{}]=3, [io.stdout]=4, title="x" } end)
        """

    @Test func errorsDoNotDependOnHashOrder() throws {
        var seen: Set<String> = []
        for _ in 0..<20 {
            let r = try CLI.understudy(["-e", Self.script])
            #expect(r.status == 0, "\(r)")
            seen.insert(r.stdout)
        }
        #expect(seen.count == 1, "messages differ between runs:\n\(seen.sorted().joined(separator: "---\n"))")
        let lines = seen.first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 9)
        #expect(lines.first?.contains("option 'width'") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("unknown option 'alpha'") == true, "\(lines)")
        #expect(lines.dropFirst(2).first?.contains("unexpected boolean key") == true, "\(lines)")
        #expect(lines.dropFirst(3).first?.contains("unknown option 'zz'") == true, "\(lines)")
        #expect(lines.dropFirst(4).first?.contains("unexpected table key") == true, "\(lines)")
        #expect(lines.dropFirst(5).first?.contains("unknown option 'header.aa'") == true, "\(lines)")
        #expect(lines.dropFirst(7).first?.contains("unknown option 'aa'") == true, "\(lines)")
        #expect(lines.dropFirst(8).first?.contains("unknown option 'zz'") == true, "\(lines)")
    }
}
