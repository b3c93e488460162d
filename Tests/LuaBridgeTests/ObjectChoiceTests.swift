import LuaBridge
import Testing

/// A parameter that takes one of several object types (a popup's parent: a Host, a table or a
/// container): the trampoline's metatable check holds one type, so the choice is checked by its
/// refinement, and another object is refused by name instead of reaching the binding.
@Suite struct ObjectChoiceTests {
    final class Thing: LuaLiveObject, @unchecked Sendable {
        let kind: String
        init(_ kind: String) { self.kind = kind }
        func staleMessage(in call: LuaCall) -> String? { nil }
    }
    static let lamp = LuaTypeKey("Lamp"), bulb = LuaTypeKey("Bulb"), fan = LuaTypeKey("Fan")
    static let choice = LuaType.oneOf([.object(lamp), .object(bulb), .string])

    static func makeState() throws -> LuaState {
        let lua = try LuaState()
        func maker(_ name: String, _ key: LuaTypeKey) -> LuaFunctionDecl {
            LuaFunctionDecl(name, doc: "", example: "") { call in call.returning(object: Thing(key.name), as: key) }
        }
        lua.install(APIRegistry(modules: [
            LuaModuleDecl(path: "kit", doc: "", functions: [
                maker("lamp", lamp), maker("bulb", bulb), maker("fan", fan),
                LuaFunctionDecl("pick", params: [LuaParam("x", choice)], returns: "string", doc: "", example: "") { call in Self.kind(call, call.slot(1)) },
                LuaFunctionDecl("maybe", params: [LuaParam("x", .nullable(choice))], returns: "string", doc: "", example: "") { call in Self.kind(call, call.slot(1)) },
                LuaFunctionDecl("place", params: [LuaParam("o", .options([LuaOption("parent", choice)]))], returns: "string", doc: "", example: "") { call in
                    call.returning(call.options(1)?.field("parent") { Self.name($0) } ?? "nil")
                },
            ]),
        ], types: [LuaTypeDecl(lamp, doc: ""), LuaTypeDecl(bulb, doc: ""), LuaTypeDecl(fan, doc: "")]))
        return lua
    }

    @Sendable static func name(_ v: LuaSlot) -> String {
        v.object(lamp, as: Thing.self)?.kind ?? v.object(bulb, as: Thing.self)?.kind ?? v.string ?? "nil"
    }

    @Sendable static func kind(_ call: LuaCall, _ v: LuaSlot) -> Int32 { call.returning(name(v)) }

    static func run(_ lua: LuaState, _ code: String) -> String {
        do { return try lua.run(code, chunkName: "=t").first.map { "\($0)" } ?? "nothing" } catch { return error.message }
    }

    @Test(arguments: [
        ("return kit.pick(kit.lamp())", "string(\"Lamp\")"),
        ("return kit.pick(kit.bulb())", "string(\"Bulb\")"),
        ("return kit.pick('window')", "string(\"window\")"),
        ("return kit.pick(kit.fan())", "t:1: bad argument #1 to 'pick' (Lamp or Bulb or string expected, got Fan)"),
        ("return kit.pick(io.stdout)", "t:1: bad argument #1 to 'pick' (Lamp or Bulb or string expected, got FILE*)"),
        ("return kit.maybe(nil)", "string(\"nil\")"),
        ("return kit.maybe(kit.fan())", "t:1: bad argument #1 to 'maybe' (Lamp or Bulb or string expected, got Fan)"),
        ("return kit.place{ parent = kit.bulb() }", "string(\"Bulb\")"),
        ("return kit.place{ parent = kit.fan() }", "t:1: bad argument #1 to 'place' (option 'parent': Lamp or Bulb or string expected, got Fan)"),
    ])
    func anotherObjectIsRefusedByName(_ code: String, _ expected: String) throws {
        let lua = try Self.makeState()
        #expect(Self.run(lua, code) == expected)
    }
}
