import Testing
import LuaBridge
import UnderstudyStdlib

/// `understudy.introspect` and the pretty printer over it, with a registry of the test's own: a
/// type whose getter fails, whose handles go stale when the host says so, and a module property.
@Suite struct APIIntrospectionTests {
    final class Gadget: LuaLiveObject, @unchecked Sendable {
        nonisolated(unsafe) var retired = false
        nonisolated(unsafe) var reads = 0
        func staleMessage(in call: LuaCall) -> String? {
            // The context the type was installed with reaches the check.
            #expect(call.context(as: Host.self).name == "host")
            return retired ? "gadget#1 belongs to a previous stage (before stage.reset) and can no longer be used" : nil
        }
    }
    final class Host { let name = "host" }

    static let gadgetKey = LuaTypeKey("Gadget")

    static func registry(_ gadget: Gadget) -> APIRegistry {
        APIRegistry(modules: [
            LuaModuleDecl(path: "gadgets", doc: "Test module.", functions: [
                LuaFunctionDecl("make", returns: "Gadget", doc: "A gadget.", example: "gadgets.make()") { call in
                    call.returning(object: gadget, as: gadgetKey)
                },
            ], properties: [
                LuaPropertyDecl("count", .integer, doc: "How many.", getter: .swift { call in call.returning(1) }),
            ]),
        ], types: [
            LuaTypeDecl(gadgetKey, doc: "A test object.", methods: [
                .method("poke", on: Gadget.self, doc: "Pokes.", example: "g:poke()") { _, _ in 0 },
            ], properties: [
                .on(Gadget.self, "size", .number, doc: "Its size.", get: { g, call in
                    g.reads += 1
                    return call.returning(3)
                }),
                .on(Gadget.self, "broken", .number, doc: "Always fails.", get: { _, call in
                    call.error("the broken getter failed")
                }),
            ]),
        ])
    }

    func state(_ gadget: Gadget) throws -> LuaState {
        let lua = try LuaState()
        Stdlib.install(into: lua)
        lua.install(APIIntrospectionTests.registry(gadget), context: Host())
        return lua
    }

    func text(_ lua: LuaState, _ code: String) throws -> String {
        try lua.run("local pretty = require 'understudy.pretty'\n" + code, chunkName: "=t").first?.stringValue ?? "(none)"
    }

    @Test func propertiesAndFailingGetters() throws {
        let gadget = Gadget()
        let lua = try state(gadget)
        #expect(try text(lua, "return pretty.format(gadgets.make())")
                == "Gadget { broken = <error: the broken getter failed>, size = 3 }")
        #expect(gadget.reads == 1)
        #expect(try text(lua, "return pretty.format(gadgets, { indent = false })")
                == "{ count = 1, make = function gadgets.make }")
        #expect(try text(lua, "return pretty.format(gadgets.make().poke)") == "function Gadget:poke")
    }

    @Test func staleHandles() throws {
        let gadget = Gadget()
        let lua = try state(gadget)
        try lua.run("g = gadgets.make()")
        gadget.retired = true
        #expect(try text(lua, "return pretty.format({ g })") == "{ Gadget <stale: gadget#1 is from before stage.reset> }")
        #expect(gadget.reads == 0)
        #expect(try text(lua, "return require('understudy.introspect').describe(g).stale")
                == "gadget#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    }

    @Test func otherValuesAreNotDescribed() throws {
        let lua = try state(Gadget())
        #expect(try text(lua, """
            local i = require 'understudy.introspect'
            return tostring(i.describe({})) .. tostring(i.describe(io.stdout)) .. tostring(i.functionName(print))
                .. tostring(i.describe(nil))
            """) == "nilnilnilnil")
    }
}
