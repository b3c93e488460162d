import LuaBridge
import Testing

/// `help("...")` from what people type (issue 14 item 4): APISearch over declarations.
@Suite struct HelpSearchTests {
    static let sheet = LuaTypeKey("ActionController")
    static let bar = LuaTypeKey("PopupBar")
    static func f(_ name: String, _ params: [LuaParam] = []) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, doc: "Does \(name).", example: "") { _ in 0 }
    }
    static let modules = [
        LuaModuleDecl(path: "stage", doc: "", functions: [f("actionController", [LuaParam("o", .options([
            LuaOption("style", .enumeration(["default", "twitter"])),
        ]), optional: true)])]),
        LuaModuleDecl(path: "stage.clock", doc: "", functions: [f("advance"), f("advanceTo")]),
        LuaModuleDecl(path: "stage.screen", doc: "", functions: [f("tap")]),
    ]
    static let types = [
        LuaTypeDecl(sheet, doc: "", methods: [f("tap"), f("present")]),
        LuaTypeDecl(bar, doc: "", methods: [f("tap")]),
    ]

    static func search(_ q: String, resolve: @escaping (String) -> String? = { _ in nil }) -> APISearch {
        APISearch.search(q, modules: modules, types: types, resolve: resolve)
    }

    static func name(_ r: APISearch) -> String? {
        if case .found(let e, _) = r { return e.name }
        return nil
    }

    static func names(_ r: APISearch) -> [String] {
        if case .candidates(let es, _) = r { return es.map(\.name) }
        return []
    }

    @Test func typeNamesInAnyCaseAndVariablesFindTheMethod() {
        #expect(Self.name(Self.search("actionController:tap")) == "ActionController:tap")
        #expect(Self.name(Self.search("ActionController.present")) == "ActionController:present")
        #expect(Self.name(Self.search("sheet:tap") { $0 == "sheet" ? "ActionController" : nil }) == "ActionController:tap")
    }

    @Test func aMemberNameListsEveryEntryOfThatName() {
        #expect(Self.names(Self.search("tap")) == ["stage.screen.tap", "ActionController:tap", "PopupBar:tap"])
        #expect(Self.names(Self.search("unknown:tap")) == ["stage.screen.tap", "ActionController:tap", "PopupBar:tap"])
        #expect(Self.name(Self.search("present")) == "ActionController:present")
        let text = APIHelp.text(for: Self.search("sheet:tap"), query: "sheet:tap")
        #expect(text.hasPrefix("'tap' names 3 entries:\n"))
    }

    @Test func nearSpellingsAreSuggested() {
        let r = Self.search("stage.clock.advanc")
        #expect(Self.name(r) == "stage.clock.advance")
        #expect(APIHelp.text(for: r, query: "stage.clock.advanc").hasPrefix("help: nothing is named 'stage.clock.advanc'; did you mean stage.clock.advance?"))
        #expect(Self.name(Self.search("stage.clok")) == "stage.clock")
        #expect(Self.name(Self.search("presnet")) == "ActionController:present")
        if case .nothing = Self.search("qqqqqq") {} else { Issue.record("qqqqqq found something") }
    }

    @Test func anEnumerationValueNamesItsEnumeration() {
        guard case .enumValue(let v, let uses) = Self.search("twitter") else {
            Issue.record("twitter is no enumeration value")
            return
        }
        #expect(v == "twitter")
        #expect(uses.map(\.place) == ["option 'style' of stage.actionController"])
        #expect(uses.first?.values == ["default", "twitter"])
    }
}
