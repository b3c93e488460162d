import CLua
import LuaBridge
import Testing

/// A list read shares the Swift copy of a long string it repeats (`LuaSlot.sharingStrings`):
/// the host keeps one copy of `{s, s, s, ...}`, as Lua does, instead of one per element (the
/// fuzzer's "many references to one big string": 100 MB of copies for a 1 MB string).
@Suite struct SharedStringTests {
    /// The Swift strings `read` returns for the list `code` evaluates to.
    static func strings(_ code: String, _ read: @escaping @Sendable (LuaSlot) -> [String]) throws -> [String] {
        let lua = try LuaState()
        final class Box: @unchecked Sendable { var out: [String] = [] }
        let box = Box()
        lua.install(APIRegistry(modules: [LuaModuleDecl(path: "t", doc: "", functions: [
            LuaFunctionDecl("read", params: [LuaParam("list", .table)], doc: "", example: "") { call in
                box.out = read(call.slot(1))
                return call.returning()
            },
        ])]), context: nil)
        try lua.run("t.read(\(code))")
        return box.out
    }

    static func storage(_ s: String) -> UInt? {
        s.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map { UInt(bitPattern: $0) } } ?? nil
    }

    @Test func aRepeatedLongStringIsOneCopy() throws {
        let code = #"(function() local s = ("x"):rep(4096) return { s, s, s, "short", s } end)()"#
        let viaList = try Self.strings(code) { slot in slot.elements { $0.string } }
        #expect(viaList.count == 5 && viaList[0].utf8.count == 4096 && viaList[3] == "short")
        #expect(Set([0, 1, 2, 4].compactMap { Self.storage(viaList[$0]) }).count == 1, "one storage for the four")
        let viaScope = try Self.strings(code) { slot in
            slot.sharingStrings { (1...slot.rawLength).map { k in slot.element(k) { $0.string } ?? "" } }
        }
        #expect(Set([0, 1, 2, 4].compactMap { Self.storage(viaScope[$0]) }).count == 1)
        // Outside a scope every read is its own copy.
        let unshared = try Self.strings(code) { slot in (1...slot.rawLength).map { k in slot.element(k) { $0.string } ?? "" } }
        #expect(Set([0, 1, 2, 4].compactMap { Self.storage(unshared[$0]) }).count == 4)
    }

    @Test func equalButDistinctStringsKeepTheirOwnContent() throws {
        // Distinct Lua strings (long strings are not interned), same length, other bytes.
        let code = #"{ ("a"):rep(2000), ("b"):rep(2000), ("a"):rep(1999) .. "c", ("a"):rep(2000) }"#
        let out = try Self.strings(code) { slot in slot.elements { $0.string } }
        #expect(out == [String(repeating: "a", count: 2000), String(repeating: "b", count: 2000),
                        String(repeating: "a", count: 1999) + "c", String(repeating: "a", count: 2000)])
    }
}
