import LuaBridge
import Testing

/// The first 4096 bindings of a state run through slot trampolines that read no upvalue;
/// the rest read it (`us_trampoline`). Both must run the right binding with its checks, and a
/// binding whose upvalue `debug.setupvalue` replaced behaves as with an upvalue-reading one.
@Suite struct BindingSlotTests {
    /// A state with `n` functions `many.f1 ... many.fn`, each returning its number plus its argument.
    static func makeState(functions n: Int) throws -> LuaState {
        let lua = try LuaState()
        let functions = (1...n).map { i in
            LuaFunctionDecl("f\(i)", params: [LuaParam("x", .integer)], doc: "", example: "") { call in
                call.returning(i + call.integer(1))
            }
        }
        lua.install(APIRegistry(modules: [LuaModuleDecl(path: "many", doc: "", functions: functions)]))
        return lua
    }

    @Test func bindingsPastTheSlotTrampolinesRunTheirOwnBody() throws {
        let lua = try Self.makeState(functions: 5000)
        #expect(try lua.run("return many.f1(1), many.f4096(1), many.f4097(1), many.f5000(1)")
            == [.integer(2), .integer(4097), .integer(4098), .integer(5001)])
        do {
            try lua.run("return many.f4500('x')")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("bad argument #1 to 'f4500' (number expected, got string)"), "\(error.message)")
        }
    }

    @Test func aSlotTrampolineWhoseUpvalueWasReplacedReadsIt() throws {
        let lua = try Self.makeState(functions: 3)
        #expect(try lua.run("""
            local _, two = debug.getupvalue(many.f2, 1)
            local saved = select(2, debug.getupvalue(many.f1, 1))
            debug.setupvalue(many.f1, 1, two)        -- f1 now runs f2's descriptor
            local swapped = many.f1(10)
            debug.setupvalue(many.f1, 1, saved)      -- and its own again
            return swapped, many.f1(10), many.f3(10)
            """) == [.integer(12), .integer(11), .integer(13)])
        #expect(throws: LuaError.self) { try lua.run("debug.setupvalue(many.f3, 1, 1e9); return many.f3(1)") }
    }
}
