import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LuaBridge
import StageKit
import Testing
@testable import StageLua

@Suite struct ScreenAPITests {
    @Test func screenPropertiesAndReset() throws {
        let h = try StageLuaHarness()
        // The default's numbers are ScreenInputTests'; stage.screen reads the engine's.
        let screen = h.world.stage.screen
        #expect(try h.run("""
            local s = stage.screen
            return s.width, s.height, s.safeArea.top, s.safeArea.left, s.safeArea.bottom, s.safeArea.right
            """).map(\.doubleValue) == [screen.size.width, screen.size.height, screen.safeArea.top, screen.safeArea.left,
                                         screen.safeArea.bottom, screen.safeArea.right])
        #expect(try h.string("""
            stage.clock.advance(3)
            stage.reset{ width = 375, height = 667, safeArea = { top = 20 }, rightToLeft = true }
            local s = stage.screen
            return s.width .. 'x' .. s.height .. ' ' .. s.safeArea.top .. '/' .. s.safeArea.bottom .. ' ' .. stage.clock.now()
                .. ' ' .. tostring(s.traits.rightToLeft) .. ' ' .. tostring(s.traits.reduceMotion)
            """) == "375x667 20/0 0.0 true false")
        #expect(h.error("stage.reset{ widht = 3 }")
            == "t:1: bad argument #1 to 'reset' (unknown option 'widht' (did you mean 'width'?); valid options: device, height, orientation, popupPolicy, reduceMotion, rightToLeft, safeArea, tieBreak, width)")
        #expect(h.error("stage.reset{ width = -3 }")
            == "t:1: bad argument #1 to 'reset' (width must be between 1 and 100000, got -3)")
        #expect(h.error("stage.reset{ safeArea = { top = 1, botom = 2 } }")
            == "t:1: bad argument #1 to 'reset' (unknown option 'safeArea.botom' (did you mean 'safeArea.bottom'?); valid options: bottom, left, right, top)")
        #expect(h.error("return stage.screen.widht") == "t:1: stage.screen has no field 'widht' (did you mean 'width'?)")
    }

    @Test func tapsAndMissesAreLogged() throws {
        let h = try StageLuaHarness()
        #expect(try h.run("return stage.screen.tap(10, 20)") == [.nilValue])
        #expect(try h.string("""
            stage.screen.tap(-1, 5)
            local e = stage.log.events{ name = 'tap' }
            return #e .. ' ' .. e[1].source .. ' ' .. e[1].x .. ',' .. e[1].y .. ' ' .. tostring(e[1].miss) .. ' '
                .. tostring(e[1].outside) .. ' ' .. tostring(e[2].outside) .. ' ' .. e[2].t
            """) == "2 screen 10,20 true nil true 0.0")
        #expect(h.error("stage.screen.tap('a', 1)") == "t:1: bad argument #1 to 'tap' (number expected, got string)")
    }

    /// A steady drag and a flick are spec/stage/screen_spec's (the sampling is ScreenInputTests');
    /// here the point forms and a path's corner.
    @Test func dragTakesTimeAndReportsVelocity() throws {
        let h = try StageLuaHarness()
        #expect(try h.string("""
            stage.screen.drag{ from = {300, 100}, to = {x = 80, y = 100}, duration = 0.25 }
            return tostring(stage.log.events{ name = 'panEnded' }[1].tx)
            """) == "-220")
        #expect(try h.string("""
            stage.reset()
            stage.screen.drag{ from = {300, 100}, to = {200, 100}, duration = 0, velocity = {-900, 0} }
            local e = stage.log.events()
            return #e .. ' ' .. e[1].name .. ' ' .. e[1].tx .. ' ' .. e[3].name
            """) == "3 panBegan 0 panEnded")
        #expect(try h.string("""
            stage.reset()
            stage.screen.drag{ path = {{0, 0}, {100, 0}, {100, 200}}, duration = 0.5 }
            local e = stage.log.events{ name = 'panEnded' }[1]
            return string.format('%.3f %.3f', e.vx, e.vy)
            """) == "0.000 800.000")
    }

    @Test func dragBadInput() throws {
        let h = try StageLuaHarness()
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = {3, 4}, duration = -1 }")
            == "t:1: bad argument #1 to 'drag' (option 'duration': non-negative number of seconds expected, got -1)")
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = {3, 4}, duration = 0/0 }")
            == "t:1: bad argument #1 to 'drag' (option 'duration': finite number of seconds expected, got nan)")
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = {3, 4}, duration = math.huge }")
            == "t:1: bad argument #1 to 'drag' (option 'duration': finite number of seconds expected, got inf)")
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = {3, 4}, duration = 1e300 }")
            == "t:1: bad argument #1 to 'drag' (option 'duration': at most 1e9 seconds expected, got 1e+300)")
        #expect(h.error("stage.screen.drag{ from = {1}, to = {3, 4} }")
            == "t:1: bad argument #1 to 'drag' (option 'from': point {x, y} expected)")
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = {3, 4}, speed = 2 }")
            == "t:1: bad argument #1 to 'drag' (unknown option 'speed'; valid options: duration, dx, dy, from, path, to, velocity)")
        #expect(h.error("stage.screen.drag{ from = {1, 2}, to = 5 }")
            == "t:1: bad argument #1 to 'drag' (option 'to': table expected, got number)")
        #expect(h.error("stage.clock.after(0, function() stage.screen.drag{ from = {1, 2}, to = {3, 4} } end); stage.clock.advance(1)")
            == "t:1: drag cannot be called while the clock is firing callbacks (it is already advancing)")
    }

    @Test func keyboardAndLayers() throws {
        let h = try StageLuaHarness()
        #expect(try h.string("""
            stage.screen.showKeyboard{ height = 300 }
            local k = stage.screen.keyboard
            local l = stage.screen.layers()
            stage.clock.advance(0.25)
            local k2 = stage.screen.keyboard
            return tostring(k.shown) .. ' ' .. k.frame.y .. ' ' .. k2.frame.y .. ' ' .. #l .. ' ' .. l[1].source .. ' ' .. l[1].level
                .. ' ' .. stage.log.format()
            """) == "true 852 552 1 keyboard#1 keyboard [  0.000] screen keyboardWillShow height=300 duration=0.25\n[  0.250] screen keyboardDidShow height=300 duration=0.25\n")
        #expect(try h.string("""
            stage.screen.hideKeyboard{ duration = 0.1 }
            stage.clock.advance(0.1)
            return tostring(stage.screen.keyboard.shown) .. ' ' .. #stage.screen.layers()
            """) == "false 0")
        #expect(h.error("stage.screen.showKeyboard{ height = 0 }")
            == "t:1: bad argument #1 to 'showKeyboard' (option 'height': a height between 0 and the screen height expected, got 0)")
        #expect(try h.string("""
            stage.screen.setTraits{ reduceMotion = true }
            return tostring(stage.screen.traits.reduceMotion) .. ' ' .. stage.log.events()[#stage.log.events()].name
            """) == "true traitsChanged")
    }

    @Test func logQueriesAndPrint() throws {
        let h = try StageLuaHarness()
        try h.run("""
            printed = {}
            print = function(s) printed[#printed + 1] = s end
            stage.screen.tap(1, 1)
            stage.clock.advance(1)
            stage.screen.tap(2, 2)
            stage.clock.after(0.5, function() end)
            stage.clock.advance(1)
            """)
        #expect(try h.number("return #stage.log.events{ source = 'screen' }") == 2)
        #expect(try h.number("return #stage.log.events{ name = 'timer' }") == 1)
        #expect(try h.number("return #stage.log.events{ from = 0.5, to = 1.2 }") == 1)
        #expect(try h.number("return #stage.log.events{ source = 'screen', from = 1 }") == 1)
        try h.run("stage.log.print{ source = 'screen' }")
        #expect(try h.string("return printed[1]") == "[  0.000] screen tap x=1 y=1 miss=true\n[  1.000] screen tap x=2 y=2 miss=true")
        try h.run("stage.log.clear()")
        #expect(try h.number("return #stage.log.events()") == 0)
        #expect(h.error("stage.log.events{ sorce = 'x' }")
            == "t:1: bad argument #1 to 'events' (unknown option 'sorce' (did you mean 'source'?); valid options: collapse, exclude, first, from, last, name, names, source, to)")
    }

    @Test func picturesFromLua() throws {
        let h = try StageLuaHarness()
        let text = try h.string("stage.reset{ width = 200, height = 100, safeArea = {} }; return stage.render{ width = 10 }") ?? ""
        #expect(text == """
            t=0.000  200x100
            +----------+
            |          |
            |          |
            |          |
            +----------+
            (no layers)

            """)
        // 48 columns of 200/48 pt, rows twice as tall: 100 / 8.33 = 12 rows, 2 borders, header, legend.
        #expect(try h.string("return stage.render()")?.split(separator: "\n").count == 12 + 2 + 1 + 1)
        #expect(h.error("stage.render{ width = 2 }") == "t:1: bad argument #1 to 'render' (option 'width': 8 to 400 columns expected, got 2)")
        let svg = try h.string("stage.screen.showKeyboard{ height = 40 }; stage.clock.advance(0.1); return stage.svg()") ?? ""
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains("data-source=\"keyboard#1\""))
        let chart = try h.string("return stage.timelineSvg()") ?? ""
        #expect(XMLParser(data: Data(chart.utf8)).parse())
        #expect(chart.contains("keyboardWillShow"))
    }

    @Test func traceSurvivesReset() throws {
        let h = try StageLuaHarness()
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        let lines = Lines()
        StageAPI.setTrace(in: h.lua) { lines.all.append($0) }
        try h.run("stage.clock.after(0.3, function() end); stage.clock.advance(1); stage.reset(); stage.screen.tap(1, 2)")
        #expect(lines.all == ["[  0.300] clock timer timer=\"timer#1\"", "[  0.000] screen tap x=1 y=2 miss=true"])
        StageAPI.setTrace(in: h.lua, nil)
        try h.run("stage.screen.tap(1, 2)")
        #expect(lines.all.count == 2)
        #expect(StageAPI.log(in: h.lua).hasSuffix("screen tap x=1 y=2 miss=true"))
        #expect(StageAPI.render(in: h.lua, columns: 10).hasPrefix("t=0.000  393x852"))
    }
}
