import LuaBridge
import Testing

/// `DeferredRegistry` in LuaBridge's own terms (the stage's use is ComponentAreaTests): a
/// deferred registry is installed by the first read of one of its names, by `pairs`, by the
/// installed declarations, or by pushing an object of one of its types.
@Suite struct DeferredRegistryTests {
    final class Lamp: @unchecked Sendable { var on = false }
    static let lampKey = LuaTypeKey("Lamp")

    static func makeState() throws -> LuaState {
        let lua = try LuaState()
        let lamp = Lamp()
        let core = APIRegistry(modules: [LuaModuleDecl(path: "app", doc: "", functions: [
            // A core function that hands out an object of the deferred type.
            LuaFunctionDecl("lamp", doc: "", example: "") { call in call.returning(object: lamp, as: lampKey) },
        ])])
        let lamps = DeferredRegistry(path: "app", names: ["switch"]) {
            APIRegistry(modules: [LuaModuleDecl(path: "app", doc: "", functions: [
                LuaFunctionDecl("switch", doc: "", example: "") { call in lamp.on.toggle(); return call.returning(lamp.on) },
            ])], types: [LuaTypeDecl(lampKey, doc: "", methods: [
                .method("isOn", on: Lamp.self, returns: "boolean", doc: "", example: "") { l, call in call.returning(l.on) },
            ])])
        }
        lua.install(core, deferring: [lamps], context: nil)
        return lua
    }

    @Test func pushingAnObjectOfADeferredTypeInstallsItsRegistry() throws {
        let lua = try Self.makeState()
        #expect(try lua.run("return rawget(app, 'switch') == nil, app.lamp():isOn(), rawget(app, 'switch') ~= nil")
            == [.boolean(true), .boolean(false), .boolean(true)])
    }

    @Test func aNameInstallsOnceAndAMissStaysNil() throws {
        let lua = try Self.makeState()
        #expect(try lua.run("return app.switch(), app.switch(), app.swich") == [.boolean(true), .boolean(false), .nilValue])
        #expect(lua.installedTypes.map(\.name) == ["Lamp"])
    }

    /// One deferred registry's binding takes a type of another deferred registry: installing the
    /// first installs the rest, and `pairs` (which walks the deferred list) installs each once.
    @Test func aRegistryTakingAnotherOnesTypeInstallsEachOnce() throws {
        let lua = try LuaState()
        let bulbKey = LuaTypeKey("Bulb")
        final class Bulb: @unchecked Sendable {}
        let sockets = DeferredRegistry(path: "home", names: ["screwIn"]) {
            APIRegistry(modules: [LuaModuleDecl(path: "home", doc: "", functions: [
                LuaFunctionDecl("screwIn", params: [LuaParam("bulb", .object(bulbKey))], doc: "", example: "") { call in call.returning(true) },
            ])])
        }
        let bulbs = DeferredRegistry(path: "home", names: ["bulb"]) {
            APIRegistry(modules: [LuaModuleDecl(path: "home", doc: "", functions: [
                LuaFunctionDecl("bulb", doc: "", example: "") { call in call.returning(object: Bulb(), as: bulbKey) },
            ])], types: [LuaTypeDecl(bulbKey, doc: "")])
        }
        lua.install(APIRegistry(), deferring: [sockets, bulbs], context: nil)
        #expect(try lua.run("local n = 0 for _ in pairs(home) do n = n + 1 end return n, home.screwIn(home.bulb())")
            == [.integer(2), .boolean(true)])
        #expect(lua.installedTypes.map(\.name) == ["Bulb"])
    }
}
