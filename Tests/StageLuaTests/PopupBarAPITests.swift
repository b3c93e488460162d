import LuaBridge
import StageKit
import Testing
@testable import StageLua

/// The popup-bar bindings: what matters most for the bridge (completions and delegate callbacks
/// through Lua, errors from them, dropped completions, stale handles). Examples run in
/// ExamplesTests; spec/popupbar covers the behavior in depth.
@Suite struct PopupBarAPITests {
    @Test func completionsAndDelegateRunThroughLuaInOrder() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local log = {}
            local c = stage.tabBarController()
            c:delegate{ willOpen = function(a) log[#log + 1] = 'willOpen:' .. c.popupPresentationState end,
                        didOpen = function(a) log[#log + 1] = 'didOpen:' .. c.popupPresentationState end }
            c:presentPopupBar{ content = { title = 'S' }, openPopup = true,
                               completion = function() log[#log + 1] = 'done@' .. stage.clock.now() end }
            stage.clock.advance(1)
            return table.concat(log, ' ')
            """)
        #expect(r == "willOpen:barHidden willOpen:barHidden didOpen:open done@0.5")   // twice, as LNPopupController.mm 1581-1590, 517-520
    }

    @Test func droppedCompletionsAreNeverCalled() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local log = {}
            local c = stage.tabBarController()
            c:presentPopupBar{ content = { title = 'S' }, animated = false }
            c:openPopup{ completion = function() log[#log + 1] = 'open1' end }
            c:closePopup{ completion = function() log[#log + 1] = 'close' end }
            c:openPopup{ completion = function() log[#log + 1] = 'open2' end }
            stage.clock.advance(2)
            return table.concat(log, ' ')
            """)
        #expect(r == "open1 open2")
    }

    @Test func callbackErrorsAreRaisedOnceTheEngineIsConsistent() throws {
        let h = try StageLuaHarness()
        #expect(h.error("""
            local c = stage.tabBarController()
            c:presentPopupBar{ content = { title = 'S' }, completion = function() error('boom') end }
            stage.clock.advance(1)
            """) == "t:2: boom")
        #expect(try h.string("return stage.log.events{ name = 'didPresentPopupBar' }[1].state") == "barPresented")
        #expect(h.error("""
            local c = stage.viewController()
            c:delegate{ willPresentPopupBar = function() error('early') end }
            c:presentPopupBar{ content = { title = 'S' }, animated = false }
            """) == "t:2: early")
    }

    @Test func handlesFromBeforeAResetFailClearly() throws {
        let h = try StageLuaHarness()
        try h.run("c = stage.tabBarController(); c:presentPopupBar{ content = { title = 'S' }, animated = false }; bar = c.popupBar; item = c.popupItem; stage.reset()")
        #expect(h.error("c:openPopup()") == "t:1: bar#1 belongs to a previous stage (before stage.reset) and can no longer be used")
        #expect(h.error("return bar.frame") == "t:1: bar#1 popupBar belongs to a previous stage (before stage.reset) and can no longer be used")
        #expect(h.error("item.progress = 1") == "t:1: bar#1 popupItem belongs to a previous stage (before stage.reset) and can no longer be used")
    }

    /// An unknown name from the engine (`NameSuggestingError`) gets its suggestion here, from the
    /// one rule (`NearestName`), as enumeration values do: StageKit does not guess.
    @Test func unknownNamesFromTheEngineGetTheOneRulesSuggestion() throws {
        let h = try StageLuaHarness()
        let valid = PopupBarStyle.allCases.map(\.description)
        h.lua.install(APIRegistry(modules: [LuaModuleDecl(path: "probe", doc: "", functions: [
            LuaFunctionDecl("style", params: [LuaParam("name", .string)], doc: "", example: "") { call in
                call.fail(PopupBarError.unknownName(kind: "bar style", name: call.string(1), valid: valid))
            },
            LuaFunctionDecl("fail", doc: "", example: "") { call in call.fail(PopupBarError.nilContent) },
        ])]), context: h.world)
        let list = valid.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(h.error("probe.style('promient')") == "t:1: unknown bar style \"promient\" (did you mean \"prominent\"?); expected one of \(list)")
        // Case-insensitive, as everywhere: "FLOATING" is "floating".
        #expect(h.error("probe.style('FLOATING')") == "t:1: unknown bar style \"FLOATING\" (did you mean \"floating\"?); expected one of \(list)")
        #expect(h.error("probe.style('zzzzzz')") == "t:1: unknown bar style \"zzzzzz\"; expected one of \(list)")
        #expect(h.error("probe.fail()") == "t:1: presentPopupBar needs a content controller (the library throws on nil)")
    }
}
