import LuaBridge
import Testing
@testable import StageLua

/// The generated wrong-type test over the whole `stage` registry: every registered function,
/// method and property setter, called with each wrong type for each argument, fails with
/// `bad argument #n to 'name' (T expected, got U)` (or the setter's `bad value for field`), and
/// leaves the engine exactly as it was.
@Suite struct StageConformanceTests {
    /// A live instance of every userdata type, made once so that making samples doesn't count as
    /// a change.
    static let setup = """
        S = {}
        S.sheet = stage.actionController{}
        S.action = S.sheet:addAction{ title = "A" }
        S.section = S.sheet.sections[1]
        S.settings = S.sheet.settings
        S.timer = stage.clock.after(100, function() end)
        function fingerprint()
            local s = S.settings
            return table.concat({
                stage.clock.now(), stage.clock.pending(), #stage.log.events{}, stage.render(),
                S.sheet.state, S.sheet.contentHeight, #S.sheet.actions, #S.sheet.sections,
                tostring(S.action.enabled), tostring(S.timer.pending), tostring(S.timer.due),
                tostring(s.behavior.hideOnTap), tostring(s.cancelView.showCancel),
                tostring(s.collectionView.lateralMargin), tostring(s.animation.present.duration),
                tostring(s.statusBar.showStatusBar),
            }, "|")
        end
        """

    static let samples: [LuaTypeKey: String] = [
        ActionSheetAPI.sheetKey: "S.sheet",
        ActionSheetAPI.actionKey: "S.action",
        ActionSheetAPI.sectionKey: "S.section",
        SheetSettingsAPI.rootKey: "S.settings",
        SheetSettingsAPI.behaviorKey: "S.settings.behavior",
        SheetSettingsAPI.cancelViewKey: "S.settings.cancelView",
        SheetSettingsAPI.collectionViewKey: "S.settings.collectionView",
        SheetSettingsAPI.animationKey: "S.settings.animation",
        SheetSettingsAPI.phaseKey: "S.settings.animation.present",
        SheetSettingsAPI.statusBarKey: "S.settings.statusBar",
        ClockAPI.timerKey: "S.timer",
    ]

    @Test func everyTypeHasASample() throws {
        let h = try StageLuaHarness()
        for t in h.lua.installedTypes {
            #expect(Self.samples[t.key] != nil, "no sample instance for \(t.name): add one so its methods are probed")
        }
    }

    @Test func everyWrongTypeFailsAndChangesNothing() throws {
        let h = try StageLuaHarness()
        try h.run(Self.setup)
        let cases = APIConformance.wrongTypeCases(modules: h.lua.installedModules, types: h.lua.installedTypes,
                                                  samples: Self.samples)
        #expect(cases.count > 300)
        var targets: Set<String> = []
        for c in cases {
            targets.insert(c.target)
            let before = try h.string("return fingerprint()")
            do {
                try h.lua.run(c.code, chunkName: "=probe")
                Issue.record("no error for \(c)")
            } catch {
                #expect(APIConformance.withoutPosition(error.message) == c.expectedMessage, "\(c)")
            }
            #expect(try h.string("return fingerprint()") == before, "the engine changed: \(c)")
        }
        // Every function with parameters was probed.
        for m in h.lua.installedModules {
            for f in m.functions where !f.params.isEmpty && f.params.contains(where: { if case .any = $0.type { return false } else { return true } }) {
                #expect(targets.contains("\(m.path).\(f.name)"), "\(m.path).\(f.name) was not probed")
            }
        }
    }
}
