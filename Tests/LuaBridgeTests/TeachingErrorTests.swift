import CLua
import LuaBridge
import Testing

/// Errors that teach (issue 14 item 5): the nearest name for an unknown field or function, a
/// method called with '.', and numeric strings taken where Lua's luaL_checknumber takes them.
@Suite struct TeachingErrorTests {
    final class Lamp: LuaLiveObject, @unchecked Sendable {
        var level = 0.0
        func staleMessage(in call: LuaCall) -> String? { nil }
    }
    static let lampKey = LuaTypeKey("Lamp")

    static func makeState() throws -> LuaState {
        let lua = try LuaState()
        let lamp = Lamp()
        let registry = APIRegistry(modules: [
            LuaModuleDecl(path: "kit", doc: "", functions: [
                LuaFunctionDecl("lamp", doc: "", example: "") { call in call.returning(object: lamp, as: lampKey) },
                LuaFunctionDecl("twice", params: [LuaParam("x", .number)], returns: "number", doc: "", example: "") { call in
                    call.returning(call.number(1) * 2)
                },
                LuaFunctionDecl("index", params: [LuaParam("i", .integer)], returns: "number", doc: "", example: "") { call in
                    call.returning(call.integer(1))
                },
                LuaFunctionDecl("label", params: [LuaParam("s", .oneOf([.string, .number]))], returns: "string", doc: "", example: "") { call in
                    call.returning(lua_type(call.L, 1) == LUA_TSTRING ? "string" : "number")
                },
                LuaFunctionDecl("sized", params: [LuaParam("o", .options([
                    LuaOption("width", .range(LuaRange(min: 0))),
                    LuaOption("inner", .options([LuaOption("n", .integer)])),
                ]))], returns: "number", doc: "", example: "") { call in
                    // Raw reads, as bindings read their fields: the converted copy holds numbers.
                    let L = call.L
                    lua_getfield(L, 1, "width")
                    let w = lua_type(L, -1) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : -1
                    lua_getfield(L, 1, "inner")
                    var n = -1.0
                    if lua_type(L, -1) == LUA_TTABLE {
                        lua_getfield(L, -1, "n")
                        n = lua_type(L, -1) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : -1
                    }
                    return call.returning(w * 1000 + n)
                },
            ]),
            LuaModuleDecl(path: "kit.clock", doc: "", functions: [
                LuaFunctionDecl("advance", params: [LuaParam("s", .number)], doc: "", example: "") { _ in 0 },
            ]),
        ], types: [
            LuaTypeDecl(lampKey, doc: "", methods: [
                .method("dim", on: Lamp.self, params: [LuaParam("by", .number), LuaParam("label", .string, optional: true)],
                        doc: "", example: "") { l, call in l.level -= call.number(2); return 0 },
                .method("reset", on: Lamp.self, doc: "", example: "") { l, _ in l.level = 0; return 0 },
            ], properties: [
                LuaPropertyDecl.on(Lamp.self, "level", .number, doc: "",
                                   get: { l, call in call.returning(l.level) }, set: { l, call in l.level = call.number(2) }),
            ]),
        ])
        lua.install(registry)
        return lua
    }

    static func message(_ lua: LuaState, _ code: String) -> String {
        do { try lua.run(code, chunkName: "=t"); return "no error" } catch { return error.message }
    }

    @Test func nearestNameCountsASwapAsOneEdit() {
        #expect(NearestName.first("advanec", among: ["advance", "advanceTo", "after"]) == "advance")
        #expect(NearestName.first("titel", among: ["title", "subtitle"]) == "title")
        #expect(NearestName.first("actionControler", among: ["actionController", "alert"]) == "actionController")
        #expect(NearestName.first("stat", among: ["state", "style"]) == "state")
        // Not a typo of anything: no suggestion.
        #expect(NearestName.first("zebra", among: ["state", "style"]) == nil)
        #expect(NearestName.distance("ab", "ba") == 1)
        #expect(NearestName.distance("abc", "") == 3)
    }

    @Test func unknownFieldsOfObjectsAndModulesSuggestTheNearestName() throws {
        let lua = try Self.makeState()
        #expect(Self.message(lua, "local l = kit.lamp(); return l.levle").hasSuffix("t:1: Lamp has no field 'levle' (did you mean 'level'?)"))
        #expect(Self.message(lua, "local l = kit.lamp(); l:dimm(1)").hasSuffix("Lamp has no field 'dimm' (did you mean 'dim'?)"))
        #expect(Self.message(lua, "local l = kit.lamp(); l.levl = 1").hasSuffix("Lamp has no field 'levl' (did you mean 'level'?)"))
        #expect(Self.message(lua, "local l = kit.lamp(); return l.zzz").hasSuffix("Lamp has no field 'zzz'"))
        // A plain module reads nil for an unknown key (feature checks work)...
        try lua.run("assert(kit.nothing == nil and kit.clock.advanec == nil)")
        // ...and the nil, once called or indexed, says which name was meant.
        #expect(Self.message(lua, "kit.clock.advanec(1)").contains(
            "attempt to call a nil value (field 'advanec'); kit.clock has no field 'advanec' (did you mean 'advance'?)"))
        #expect(Self.message(lua, "local x = kit.clok.advance").contains(
            "attempt to index a nil value (field 'clok'); kit has no field 'clok' (did you mean 'clock'?)"))
        // A name that is one level down (`stage.advance` for `stage.clock.advance`) is pointed to.
        #expect(Self.message(lua, "kit.advance(1)").contains(
            "attempt to call a nil value (field 'advance'); kit has no field 'advance' (did you mean 'kit.clock.advance'?)"))
        // A nil from another table on another line is not explained by an old miss.
        #expect(Self.message(lua, "local _ = kit.twicee\nlocal t = {}\nt.twicee()") .hasSuffix("attempt to call a nil value (field 'twicee')"))
    }

    @Test func aMethodCalledWithADotSaysToUseAColon() throws {
        let lua = try Self.makeState()
        #expect(Self.message(lua, "local l = kit.lamp(); l.dim(1)").hasSuffix(
            "bad argument #1 to 'dim' (Lamp expected, got number): Lamp.dim called with '.': it is a method, call it with ':' as in lamp:dim(...)"))
        #expect(Self.message(lua, "local l = kit.lamp(); l.reset()").contains("Lamp.reset called with '.'"))
        // Arguments that would not fit either way keep Lua's own message.
        #expect(Self.message(lua, "local l = kit.lamp(); l.dim({})").hasSuffix("bad argument #1 to 'dim' (Lamp expected, got table)"))
        // More arguments than the method takes: the first was meant as self.
        #expect(Self.message(lua, "local l = kit.lamp(); l.reset({})").hasSuffix("bad argument #1 to 'reset' (Lamp expected, got table)"))
        // A ':' call with a bad self is not a '.' call.
        #expect(Self.message(lua, "local l = kit.lamp(); l:dim('x')").hasSuffix("bad argument #1 to 'dim' (number expected, got string)"))
    }

    @Test func aFunctionCalledWithAColonSaysToUseADot() throws {
        let lua = try Self.makeState()
        #expect(Self.message(lua, "kit.clock:advance(1)").hasSuffix(
            "calling 'advance' with ':' (the table became its first argument): it is a function, call it with '.'"))
        // Arguments that would not fit a '.' call either keep Lua's own message.
        #expect(Self.message(lua, "kit.clock:advance('x')").hasSuffix("calling 'advance' on bad self (number expected, got table)"))
        // A table that is a real first argument, called with '.', is not a ':' call.
        #expect(Self.message(lua, "kit.clock.advance({})").hasSuffix("bad argument #1 to 'advance' (number expected, got table)"))
    }

    @Test func numericStringsConvertWhereLuaWouldConvertThem() throws {
        let lua = try Self.makeState()
        let r = try lua.run("return kit.twice('1'), kit.twice('0x10'), kit.twice(' 2 '), kit.index('3'), kit.index('0x10'), kit.label('7')")
        #expect(r == [.number(2), .number(32), .number(4), .integer(3), .integer(16), .string("string")])
        #expect(Self.message(lua, "kit.twice('1x')").hasSuffix("bad argument #1 to 'twice' (number expected, got string)"))
        #expect(Self.message(lua, "kit.twice('1\\0')").hasSuffix("bad argument #1 to 'twice' (number expected, got string)"))
        #expect(Self.message(lua, "kit.index('1.5')").hasSuffix("bad argument #1 to 'index' (number has no integer representation)"))
        // Method arguments and setters too.
        try lua.run("local l = kit.lamp(); l:dim('0.5'); l.level = '3'; assert(l.level == 3)")
        // Option fields follow the same rule, read from a copy: the caller's table is untouched.
        let f = try lua.run("local o = { width = '2', inner = { n = '0x3' } }; return kit.sized(o), o.width, o.inner.n")
        #expect(f == [.number(2003), .string("2"), .string("0x3")])
        #expect(Self.message(lua, "kit.sized{ width = '-1' }").hasSuffix("(option 'width': a non-negative number expected, got -1)"))
        #expect(Self.message(lua, "kit.sized{ width = 'wide' }").hasSuffix("(option 'width': number expected, got string)"))
    }
}
