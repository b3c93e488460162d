import CLua
import LuaBridge
import StageKit
import StageLua
import Testing
@testable import understudy

/// One misspelling, six places that suggest a name, one answer (issue 19): an option key, an
/// object's field, an enumeration value, a REPL command, `help`, and the popup bar's unknown
/// names (worded by StageLua for StageKit). The names everywhere are the REPL's commands, so the
/// same typo means the same thing in all six.
@Suite struct NearestNameEverywhereTests {
    final class Console: LuaLiveObject, @unchecked Sendable {
        func staleMessage(in call: LuaCall) -> String? { nil }
    }
    static let consoleKey = LuaTypeKey("Console")
    /// "render", "svg", "timeline", ... (the REPL's commands without their ':').
    static let names = REPLCommands.commands.map { String($0.name.dropFirst()) }

    /// kit and help: nothing else, so help's answers come from these names only.
    let lua: LuaState
    /// A stage (its StageWorld words engine errors) with `probe.bar`.
    let stageLua: LuaState

    init() throws {
        lua = try LuaState()
        HelpFunction.install(into: lua)
        let console = Console()
        let names = Self.names
        let registry = APIRegistry(modules: [
            LuaModuleDecl(path: "kit", doc: "", functions: [
                // An option table whose keys are the names.
                LuaFunctionDecl("go", params: [LuaParam("o", .options(names.map { LuaOption($0, .boolean) }))],
                                doc: "", example: "") { _ in 0 },
                // An enumeration of the names.
                LuaFunctionDecl("pick", params: [LuaParam("name", .enumeration(names))], doc: "", example: "") { _ in 0 },
                // An object whose methods are the names.
                LuaFunctionDecl("console", doc: "", example: "") { call in call.returning(object: console, as: Self.consoleKey) },
            ]),
        ], types: [
            LuaTypeDecl(Self.consoleKey, doc: "", methods: names.map { name in
                .method(name, on: Console.self, doc: "", example: "") { _, _ in 0 }
            }),
        ])
        lua.install(registry)
        stageLua = try LuaState()
        StageAPI.install(into: stageLua)
        guard let world = StageAPI.world(of: stageLua) else { throw LuaError(kind: .runtime, message: "no stage") }
        stageLua.install(APIRegistry(modules: [LuaModuleDecl(path: "probe", doc: "", functions: [
            // The popup bar's unknown name, through StageWorld.luaFailure.
            LuaFunctionDecl("bar", params: [LuaParam("name", .string)], doc: "", example: "") { call in
                call.fail(PopupBarError.unknownName(kind: "command", name: call.string(1), valid: names))
            },
        ])]), context: world)
    }

    func error(_ code: String, in state: LuaState? = nil) -> String {
        do { try (state ?? lua).run(code, chunkName: "=t"); return "no error" } catch { return error.message }
    }

    /// "load" of "Console:load", "help" of "help".
    static func member(_ name: String) -> String {
        String(name[(name.lastIndex { $0 == ":" || $0 == "." }.map { name.index(after: $0) } ?? name.startIndex)...])
    }

    /// The text between `open` and `close` after `marker` in `text`, if any; the whole text when
    /// the marker is missing (the place did not refuse the name as expected: never a match).
    static func between(_ text: String, after marker: String, _ open: String, _ close: String) -> String? {
        guard let m = text.range(of: marker) else { return "no '\(marker)' in: \(text)" }
        guard let o = text.range(of: open, range: m.upperBound..<text.endIndex),
              let c = text.range(of: close, range: o.upperBound..<text.endIndex) else { return nil }
        return String(text[o.upperBound..<c.lowerBound])
    }

    /// What each place suggests for `typo` (nil: no suggestion), by place.
    func suggestions(_ typo: String) -> [(place: String, suggestion: String?)] {
        var out: [(place: String, suggestion: String?)] = []
        out.append(("option key", Self.between(error("kit.go{ [\"\(typo)\"] = true }"), after: "unknown option", "(did you mean '", "'?)")))
        out.append(("field", Self.between(error("return kit.console()[\"\(typo)\"]"), after: "has no field", "(did you mean '", "'?)")))
        out.append(("enumeration value", Self.between(error("kit.pick(\"\(typo)\")"), after: "is not one of", "did you mean \"", "\"?")))
        out.append(("popup bar name", Self.between(error("probe.bar(\"\(typo)\")", in: stageLua), after: "unknown command", "(did you mean \"", "\"?)")))
        // The REPL lists every name at the best distance; the first is the one the others take.
        out.append(("REPL command", Self.between(REPLCommands.unknown(":" + typo), after: "unknown command", "did you mean :", "?")
            .map { String($0.prefix { $0 != "," && $0 != " " }) }))
        // help: "did you mean Console:render?", or several listed, the first shown by name
        // ("help(\"Console:load\") shows one of them").
        let L = lua.L
        lua_settop(L, 0)
        LuaStack(L).push(typo)
        let help = HelpFunction.text(lua, on: L, argumentCount: 1)
        lua_settop(L, 0)
        out.append(("help", (Self.between(help, after: "help: nothing is", "did you mean ", "?\n")
            .flatMap { $0 == "one of these" ? Self.between(help, after: "one of these", "help(\"", "\")") : $0 })
            .map(Self.member)))
        return out
    }

    static let typos: [(typo: String, meant: String?)] = [
        ("rendr", "render"),      // a letter left out
        ("Render", "render"),     // case only
        ("TIMELNE", "timeline"),  // case and a letter
        ("sevg", "svg"),          // a letter added to a short name
        ("qiut", "quit"),         // a swap
        ("hlep", "help"),
        ("rest", "reset"),
        ("lod", "load"),          // a tie with "log": byte order, so "load"
        ("sav", "save"),
        ("xyzzy", nil),           // nothing near
        ("tmln", nil),            // 4 edits from "timeline": too far
    ]

    @Test(arguments: typos) func oneMisspellingOneSuggestionEverywhere(_ t: (typo: String, meant: String?)) {
        let got = suggestions(t.typo)
        #expect(got.count == 6)
        for (place, suggestion) in got {
            #expect(suggestion == t.meant, "\(place) suggests \(suggestion ?? "nothing") for '\(t.typo)'")
        }
        #expect(NearestName.first(t.typo, among: Self.names) == t.meant)
    }

    @Test func theREPLListsTheTiesInTheRulesOrder() {
        #expect(NearestName.all("lod", among: Self.names) == ["load", "log"])
        #expect(REPLCommands.unknown(":lod") == "unknown command ':lod': did you mean :load or :log? (:help lists the commands)")
        // Beyond the rule, an abbreviation still lists the commands it starts.
        #expect(REPLCommands.unknown(":ti") == "unknown command ':ti': did you mean :timeline? (:help lists the commands)")
        #expect(REPLCommands.unknown(":zzzzzz") == "unknown command ':zzzzzz' (try :help)")
    }
}
