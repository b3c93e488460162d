import Foundation
import TestSupport
import LuaBridge
import Testing
import UnderstudyModule
@testable import StageLua

/// docs/API.md and docs/understudy.d.lua are generated from the registry; this test fails when
/// they are stale. Regenerate with `make docs` (UPDATE_API_DOCS=1 swift test --filter APIReference).
@Suite struct APIReferenceTests {
    static let docs = Repository.root
        .appendingPathComponent("docs")

    static func generated() throws -> (markdown: String, definitions: String) {
        let h = try StageLuaHarness()
        let modules = h.lua.installedModules, types = h.lua.installedTypes
        let preamble = """
            Generated from the API registry (the declarations the bridge checks arguments with and \
            `help(x)` prints) by `make docs`; do not edit by hand. Every example below runs in \
            `swift test` (ExamplesTests, ActionSheetAPITests). Types in signatures are Lua types; \
            `?` marks an optional parameter, `= v` its default; option tables list their keys, and \
            an unknown key is an error naming the valid ones.

            **Calls that do nothing.** Every command (a method that does something: present, \
            dismiss, tap, pop, open, hide, release, cancel, ...) returns `true` when it acted, and \
            `false` and the reason when it did nothing, as the library does nothing there \
            (`sheet:dismiss()` during a dismissal, `p:dismiss()` of a popup never popped, \
            `g:release()` twice, `t:cancel()` of a timer that fired): `local ok, why = p:pop()`. \
            Such a call logs no event of its own. What cannot be done at all is still an error: a \
            bad argument, a target that is off screen or covered, a handle whose object is gone \
            (a dismissed popup popped again, a stale handle). So an input method (a tap, a drag, \
            a swipe) returns false only for a touch the library takes and ignores, and raises when \
            its target cannot be touched at all, naming the first thing in the way; each one's \
            `help` says when. A constructor that fails takes no id (the next sheet is still `sheet#1`).

            **Colors** are `"#RRGGBB"`, `"#RRGGBBAA"` or UIKit's names, with light-mode values: \
            the system colors (`"systemRed"` ... `"systemGray6"`), the UI element colors \
            (`"label"`, `"secondaryLabel"`, `"systemBackground"`, `"separator"`, ...) and UIColor's \
            fixed colors (`"black"`, `"orange"`, `"clear"`, ...). They are checked when given; an \
            unknown name is refused with the nearest one.
            """
        // What the stdlib and the runner add (expect, the DSL, help) is written by hand.
        let stdlib = try String(contentsOf: Self.docs.appendingPathComponent("internals/stdlib.d.lua"), encoding: .utf8)
        return (APIReference.markdown(preamble: preamble, modules: modules, types: types),
                APIReference.luaDefinitions(modules: modules, types: types) + stdlib)
    }

    @Test func generatedDocsAreUpToDate() throws {
        let (md, defs) = try Self.generated()
        let mdURL = Self.docs.appendingPathComponent("API.md")
        let defsURL = Self.docs.appendingPathComponent("understudy.d.lua")
        if ProcessInfo.processInfo.environment["UPDATE_API_DOCS"] == "1" {
            try md.write(to: mdURL, atomically: true, encoding: .utf8)
            try defs.write(to: defsURL, atomically: true, encoding: .utf8)
        }
        let onDiskMD = (try? String(contentsOf: mdURL, encoding: .utf8)) ?? ""
        let onDiskDefs = (try? String(contentsOf: defsURL, encoding: .utf8)) ?? ""
        #expect(onDiskMD == md, "docs/API.md is stale: run `make docs`")
        #expect(onDiskDefs == defs, "docs/understudy.d.lua is stale: run `make docs`")
    }

    /// The luacheck standard: the installed modules, plus what the test runner adds (`expect`,
    /// `stage.keepBetweenTests`).
    static func luacheckStandard() throws -> String {
        let h = try StageLuaHarness()
        return APILuacheck.standard(modules: h.lua.installedModules + UnderstudyModule.registry.modules,
                                    extra: ["expect": [], "stage": ["keepBetweenTests"]])
    }

    @Test func luacheckStandardIsUpToDate() throws {
        let std = try Self.luacheckStandard()
        let url = Self.docs.appendingPathComponent("understudy.luacheckrc")
        if ProcessInfo.processInfo.environment["UPDATE_API_DOCS"] == "1" {
            try std.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect((try? String(contentsOf: url, encoding: .utf8)) == std, "docs/understudy.luacheckrc is stale: run `make docs`")
        // It is a Lua chunk that defines stds.understudy with stage's fields.
        let lua = try LuaState()
        try lua.run("stds = {}\nlocal returned = (function()\n" + std + "\nend)()\n"
                    + "assert(stds.understudy == returned and returned.read_globals.stage.fields.clock.fields.advance)")
    }

    /// Every function an option or a parameter takes is declared with what it is called with
    /// (`.callback`), so editors show its parameters; `understudy.limits`' `scope` is the one
    /// function that is compared, never called.
    @Test func callbacksAreTyped() throws {
        let h = try StageLuaHarness()
        var untyped: [String] = []
        func walk(_ type: LuaType, _ path: String) {
            switch type {
            case .function where path != "understudy.limits.options.scope": untyped.append(path)
            case .options(let keys): for k in keys { walk(k.type, path + "." + k.name) }
            case .oneOf(let ts): for t in ts { walk(t, path) }
            case .nullable(let t), .list(let t), .refined(let t, _): walk(t, path)
            default: break
            }
        }
        for m in h.lua.installedModules + UnderstudyModule.registry.modules {
            for f in m.functions { for p in f.params { walk(p.type, m.path + "." + f.name + "." + p.name) } }
        }
        for t in h.lua.installedTypes {
            for f in t.methods { for p in f.params { walk(p.type, t.name + ":" + f.name + "." + p.name) } }
            for p in t.properties { walk(p.type, t.name + "." + p.name) }
        }
        #expect(untyped.isEmpty, "declared as a bare function: \(untyped)")
        let (_, defs) = try Self.generated()
        #expect(defs.contains("editActions?: (fun(row: integer, orientation: \"left\"|\"right\", path: { section: integer, row: integer }): "))
    }

    @Test func definitionsAreValidLua() throws {
        let (_, defs) = try Self.generated()
        let lua = try LuaState()
        try lua.load(defs, chunkName: "=understudy.d.lua", mode: "t")
    }

    /// Every input method that goes through the screen says in its help when it raises (a
    /// target that cannot be touched) rather than returning false.
    @Test func inputMethodsSayWhenTheyRaise() throws {
        let h = try StageLuaHarness()
        let inputs: [String: Set<String>] = [
            "ActionController": ["tap", "tapBackground", "tapCancel", "drag"],
            "Popup": ["tapBackground", "drag"],
            "PopupBar": ["tap", "longPress", "drag"],
            "PopupContent": ["tapCloseButton", "drag"],
            "PopupContainer": ["tapTab"],
            "SwipeTable": ["swipe", "pan", "tapAction", "tapRow"],
            "SwipePan": ["move"],
        ]
        var seen = 0
        for t in h.lua.installedTypes {
            for f in t.methods where inputs[t.name]?.contains(f.name) == true {
                seen += 1
                #expect(f.doc.contains("Raises (an error, not false) when"), "\(t.name):\(f.name): \(f.doc)")
            }
        }
        #expect(seen == inputs.values.map(\.count).reduce(0, +))
    }

    @Test func referenceCoversEveryDeclaration() throws {
        let (md, defs) = try Self.generated()
        let h = try StageLuaHarness()
        for m in h.lua.installedModules {
            for f in m.functions {
                #expect(md.contains("`\(m.path).\(f.name)("), "\(m.path).\(f.name) missing from API.md")
                #expect(defs.contains("function \(m.path).\(f.name)("), "\(m.path).\(f.name) missing from the definitions")
            }
        }
        for t in h.lua.installedTypes {
            #expect(md.contains("## \(t.name)\n"))
            for f in t.methods { #expect(defs.contains("function \(t.name):\(f.name)(")) }
        }
    }
}
