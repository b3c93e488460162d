import LuaBridge

/// The bridged side of the comparison: the same work as bench/BenchReference/reference.c,
/// declared through the API registry (so the trampoline's argument checks are included).
final class BenchCounter: LuaLiveObject, @unchecked Sendable {
    var value: Int
    init(_ value: Int) { self.value = value }
    /// Always live: the typed builder's hook still runs (the cost a stage object's check pays).
    func staleMessage(in call: LuaCall) -> String? { nil }
}

final class BenchContext {}

enum BenchAPI {
    static let counter = LuaTypeKey("BenchCounter")

    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "bridged", doc: "Bridged twins of the raw C reference functions.", functions: [
                LuaFunctionDecl("add", params: [LuaParam("a", .number), LuaParam("b", .number)], returns: "number",
                                doc: "a + b.", example: "bridged.add(1, 2)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.number(1) + call.number(2))
                },
                // The same body as a closure binding: the shared thunk and the box.
                LuaFunctionDecl("addClosure", params: [LuaParam("a", .number), LuaParam("b", .number)], returns: "number",
                                doc: "a + b, as a closure.", example: "bridged.addClosure(1, 2)") { call in
                    call.returning(call.number(1) + call.number(2))
                },
                LuaFunctionDecl("newCounter", params: [LuaParam("start", .integer, default: "0")],
                                returns: "BenchCounter", doc: "A counter.", example: "bridged.newCounter()") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(object: BenchCounter(call.optInteger(1) ?? 0), as: BenchAPI.counter)
                },
            ]),
        ],
        types: [
            LuaTypeDecl(counter, doc: "A counter with a method and a property.", methods: [
                LuaFunctionDecl("inc", params: [LuaParam("by", .integer, default: "1")], returns: "number",
                                doc: "Adds by.", example: "c:inc(1)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let c = call.object(1, as: BenchCounter.self)
                    c.value += call.optInteger(2) ?? 1
                    return call.returning(c.value)
                },
                // The typed builder: liveness hook, thrown errors mapped, argument checks.
                .method("step", on: BenchCounter.self, params: [LuaParam("by", .integer, default: "1")], returns: "number",
                        doc: "Adds by (typed method).", example: "c:step(1)") { c, call in
                    c.value += call.optInteger(2) ?? 1
                    return call.returning(c.value)
                },
            ], properties: [
                LuaPropertyDecl("value", .integer, doc: "The value.", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.object(1, as: BenchCounter.self).value)
                }),
            ]),
        ]
    )
}
