import CLua
import LuaBridge
import Testing

/// The component kit (issue 9): closure bindings, typed methods with the liveness hook and the
/// error mapping, and the refined types checked by the trampoline.
@Suite struct KitTests {
    final class Door: LuaLiveObject, @unchecked Sendable {
        var open = false
        var retired = false
        func staleMessage(in call: LuaCall) -> String? { retired ? "door#1 was retired" : nil }
    }

    struct Jammed: Error {}

    final class Host: LuaErrorMapping {
        func luaFailure(_ error: any Error, in call: LuaCall) -> Int32 {
            error is Jammed ? call.error("the door is jammed") : call.error("other: \(error)")
        }
    }

    static let doorKey = LuaTypeKey("Door")

    static func makeState() throws -> (LuaState, Door) {
        let lua = try LuaState()
        let door = Door()
        let registry = APIRegistry(modules: [
            LuaModuleDecl(path: "kit", doc: "", functions: [
                LuaFunctionDecl("door", doc: "", example: "") { call in call.returning(object: door, as: doorKey) },
                // Each closure binding keeps its own captured state: generic code serves many.
                LuaFunctionDecl("constant", doc: "", example: "") { call in call.returning(41) },
                LuaFunctionDecl("pick", params: [
                    LuaParam("color", .enumeration(["red", "green", "blue"])),
                    LuaParam("opts", .options([
                        LuaOption("alpha", .range(LuaRange(min: 0, max: 1))),
                        LuaOption("size", .range(LuaRange(min: 0, minExclusive: true)), required: true),
                        LuaOption("at", .shape(.point)),
                        LuaOption("tags", .list(.enumeration(["a", "b"]))),
                    ]), optional: true),
                ], doc: "", example: "") { call in call.returning(call.string(1)) },
                LuaFunctionDecl("none", params: [LuaParam("opts", .options([]), optional: true),
                                                 LuaParam("pick", .enumeration([]), optional: true)],
                                doc: "", example: "") { _ in 0 },
            ]),
        ], types: [
            LuaTypeDecl(doorKey, doc: "", methods: [
                .method("toggle", on: Door.self, params: [LuaParam("times", .integer)], returns: "boolean", doc: "", example: "") { d, call in
                    if call.integer(2) < 0 { throw Jammed() }
                    for _ in 0..<call.integer(2) { d.open.toggle() }
                    return call.returning(d.open)
                },
            ], properties: [
                .value(Door.self, "open", .boolean, doc: "") { $0.open },
            ]),
        ])
        lua.install(registry, context: Host())
        return (lua, door)
    }

    static func message(_ lua: LuaState, _ code: String) -> String {
        do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
    }

    @Test func closureBindingsAndTypedMethods() throws {
        let (lua, door) = try Self.makeState()
        #expect(try lua.run("return kit.constant()") == [.integer(41)])
        #expect(try lua.run("local d = kit.door(); return d:toggle(3), d.open") == [.boolean(true), .boolean(true)])
        #expect(Self.message(lua, "kit.door():toggle(-1)") == "t:1: the door is jammed")
        #expect(Self.message(lua, "kit.door():toggle('x')") == "t:1: bad argument #1 to 'toggle' (number expected, got string)")
        door.retired = true
        #expect(Self.message(lua, "kit.door():toggle(1)") == "t:1: door#1 was retired")
        #expect(Self.message(lua, "return kit.door().open") == "t:1: door#1 was retired")
    }

    @Test func closureBindingsRunOnTheCallingCoroutine() throws {
        let (lua, _) = try Self.makeState()
        let code = "local co = coroutine.wrap(function() local d = kit.door(); coroutine.yield(d:toggle(1)); return d:toggle(1) end)\n"
            + "return co(), co()"
        #expect(try lua.run(code) == [.boolean(true), .boolean(false)])
    }

    @Test func refinedTypesAreCheckedByTheTrampoline() throws {
        let (lua, _) = try Self.makeState()
        #expect(try lua.run("return kit.pick('green')") == [.string("green")])
        #expect(Self.message(lua, "kit.pick('gren')")
                == "t:1: bad argument #1 to 'pick' (\"gren\" is not one of \"red\", \"green\", \"blue\"; did you mean \"green\"?)")
        #expect(Self.message(lua, "kit.pick('purple')") == "t:1: bad argument #1 to 'pick' (\"purple\" is not one of \"red\", \"green\", \"blue\")")
        #expect(Self.message(lua, "kit.pick('red', { alpha = 0.5 })") == "t:1: bad argument #2 to 'pick' (option 'size': number expected, got nil)")
        #expect(Self.message(lua, "kit.pick('red', { size = 0 })") == "t:1: bad argument #2 to 'pick' (option 'size': a positive number expected, got 0)")
        #expect(Self.message(lua, "kit.pick('red', { size = 1, alpha = 2 })")
                == "t:1: bad argument #2 to 'pick' (option 'alpha': a number from 0 to 1 expected, got 2)")
        #expect(Self.message(lua, "kit.pick('red', { size = 1, alpha = 0/0 })")
                == "t:1: bad argument #2 to 'pick' (option 'alpha': a number from 0 to 1 expected, got nan)")
        #expect(Self.message(lua, "kit.pick('red', { size = 1, at = { x = 1 } })") == "t:1: bad argument #2 to 'pick' (option 'at': point {x, y} expected)")
        #expect(Self.message(lua, "kit.pick('red', { size = 1, tags = { 'a', 'c' } })")
                == "t:1: bad argument #2 to 'pick' (option 'tags[2]': \"c\" is not one of \"a\", \"b\")")
        #expect(try lua.run("return kit.pick('red', { size = 1, alpha = 1, at = { 1, 2 }, tags = { 'b' } })") == [.string("red")])
    }

    /// No message lists nothing (issue 27 item 2): an options table without keys and an
    /// enumeration without values say so.
    @Test func emptyListsAreWorded() throws {
        let (lua, _) = try Self.makeState()
        #expect(Self.message(lua, "kit.none({ x = 1 })") == "t:1: bad argument #1 to 'none' (unknown option 'x'; valid options: none)")
        #expect(Self.message(lua, "kit.none(nil, 'x')") == "t:1: bad argument #2 to 'none' (\"x\" is not accepted (no value is valid here))")
    }

    @Test func typesAreDocumentedPrecisely() {
        #expect(APIReference.luaLS(.enumeration(["a", "b"])) == "\"a\"|\"b\"")
        #expect(APIReference.luaLS(.list(.object(Self.doorKey))) == "Door[]")
        #expect(APIReference.luaLS(.nullable(.string)) == "string?")
        #expect(LuaType.range(LuaRange(min: 0, max: 1)).docName == "number 0...1")
        #expect(NearestName.first("twiter", among: ["default", "skype", "twitter"]) == "twitter")
        #expect(NearestName.first("xyz", among: ["default", "skype", "twitter"]) == nil)
    }
}
