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
}
