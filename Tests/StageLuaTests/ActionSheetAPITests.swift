import LuaBridge
import StageKit
import Testing
@testable import StageLua

/// The action-sheet bindings: the behaviors that matter most for the bridge (handlers, errors from
/// handlers, stale handles). Their examples run in ExamplesTests, with every other area's; the Lua
/// specs in spec/actionsheet cover the behavior in depth.
@Suite struct ActionSheetAPITests {
    @Test func handlersRunAfterTheDismissalWithTheAction() throws {
        let h = try StageLuaHarness()
        let r = try h.string("""
            local log = {}
            local sheet = stage.actionController{ style = "twitter", header = "Accounts" }
            sheet:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs",
                             handler = function(a) log[#log + 1] = a.title .. '@' .. stage.clock.now() end }
            sheet:present()
            stage.clock.advance(0.6)
            sheet:tap(1)
            log[#log + 1] = sheet.state
            stage.clock.advance(1)
            for _, e in ipairs(stage.log.events{ source = 'sheet#1' }) do log[#log + 1] = e.name .. '@' .. e.t end
            return table.concat(log, ' ')
            """)
        #expect(r == "dismissing Xmartlabs@1.2 willPresentView@0.0 didPresentView@0.6 willDismissView@0.6 didDismissView@1.2 handler@1.2")
    }

    @Test func handlerErrorsAreRaisedOnceTheEngineIsConsistent() throws {
        let h = try StageLuaHarness()
        #expect(h.error("""
            local sheet = stage.actionController()
            sheet:addAction{ title = "Boom", handler = function() error("boom") end }
            sheet:present()
            stage.clock.advance(1)
            sheet:tap("Boom")
            stage.clock.advance(1)
            """) == "t:2: boom")
        #expect(try h.string("return stage.log.events{ name = 'didDismissView' }[1].name") == "didDismissView")
        #expect(try h.number("return stage.clock.now()") == 2)
    }

    @Test func errorsAreLuaErrorsWithPositions() throws {
        let h = try StageLuaHarness()
        #expect(h.error("local s = stage.actionController(); s:addAction('A'); s:addSection(); s:present()") ==
                "t:1: the last section (2) has no actions: add an action after addSection (XLActionController crashes here)")
        #expect(h.error("stage.actionController{ style = 'tweetbot', header = 'H' }") ==
                "t:1: the tweetbot style (DynamicsActionController) cannot show a global header (XLActionController #82)")
        #expect(h.error("local s = stage.actionController(); s:present()  s.settings.behavior.bounces = true") ==
                "t:1: cannot change settings after present (the sheet is presenting); configure it before presenting")
        #expect(h.error("local s = stage.actionController(); s:addAction('A'); s:present(); stage.clock.advance(1); s:tap(2)") ==
                "t:1: action index 2 out of range (the sheet has 1 action)")
        #expect(h.error("local s = stage.actionController(); s:addAction{ title = 'A', stlye = 'cancel' }") ==
                "t:1: bad argument #1 to 'addAction' (unknown option 'stlye' (did you mean 'style'?); valid options: enabled, executeImmediatelyOnTouch, handler, image, style, subtitle, title)")
    }

    @Test func handlesFromBeforeAResetFailClearly() throws {
        let h = try StageLuaHarness()
        try h.run("sheet = stage.actionController(); action = sheet:addAction('A'); stage.reset()")
        #expect(h.error("sheet:present()") == "t:1: sheet#1 belongs to a previous stage (before stage.reset) and can no longer be used")
        #expect(h.error("return action.enabled") == "t:1: sheet#1 action 1 belongs to a previous stage (before stage.reset) and can no longer be used")
        // A new stage numbers its sheets from 1 again.
        #expect(try h.string("return stage.actionController().source") == "sheet#1")
    }

    /// Every setting's getter reads the engine's own value at its key path, at every place of its
    /// group (animation.present and .dismiss), for every style's preset. The numbers themselves
    /// are ActionSheetLayoutTests.presetSettingsMatchSpecTable's; spec/actionsheet checks the
    /// settings through the timeline and the layout they drive.
    @Test(arguments: SheetStyleName.allCases)
    func everySettingReadsTheEngineValue(_ name: SheetStyleName) throws {
        let h = try StageLuaHarness()
        try h.run("""
            sheet = stage.actionController{ style = '\(name.rawValue)' }
            function same(a, b)
                if type(a) ~= 'table' or type(b) ~= 'table' then return a == b end
                for k, v in pairs(a) do if b[k] ~= v then return false end end
                for k in pairs(b) do if a[k] == nil then return false end end
                return true
            end
            """)
        let engine = SheetStyle.preset(name).settings
        var checked = 0
        func check<G>(_ d: SettingsGroupDecl<ActionController, G>) throws {
            for place in d.places {
                for s in d.settings {
                    let path = "settings.\(place.name).\(s.name)"
                    let literal = s.literal(engine[keyPath: place.path])
                    let ok = try h.run("return same(sheet.\(path), \(literal))").first
                    #expect(ok == .boolean(true), "\(name.rawValue): \(path) should read \(literal)")
                    checked += 1
                }
            }
        }
        try check(SheetSettingsAPI.behavior)
        try check(SheetSettingsAPI.cancelView)
        try check(SheetSettingsAPI.collectionView)
        try check(SheetSettingsAPI.animation)
        try check(SheetSettingsAPI.phase)
        try check(SheetSettingsAPI.statusBar)
        #expect(checked == 32)
    }
}
