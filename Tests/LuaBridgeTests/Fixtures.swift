import CLua
import CLuaShim
import LuaBridge

/// A Swift class exposed to Lua in the bridge tests, with a live-instance counter so tests can
/// see `__gc` release it.
final class Counter {
    /// Live counters made while a test's tally was set (`Counter.$tally.withValue`): other
    /// suites make counters in parallel, so a global count would see theirs too.
    final class Tally: @unchecked Sendable { var live = 0 }
    @TaskLocal static var tally: Tally?
    /// Live counters made under the current tally (0 when none is set).
    static var live: Int { tally?.live ?? 0 }

    var value: Int
    private let tally: Tally?
    init(_ value: Int) {
        self.value = value
        tally = Counter.tally
        tally?.live += 1
    }
    deinit { tally?.live -= 1 }
}

/// Another type, to test type confusion.
final class Other {}

/// The context installed with the test registry.
final class TestContext {
    var calls = 0
    var lastError: LuaError?
    /// Functions kept by `test.later`, called by `test.fire`.
    var later: [LuaRef] = []
    /// The counter given to `test.track`, to see when Swift releases it.
    weak var tracked: Counter?
}

enum TestAPI {
    static let counter = LuaTypeKey("Counter")
    static let other = LuaTypeKey("Other")

    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "test", doc: "Bridge test functions.", functions: [
                LuaFunctionDecl("add", params: [LuaParam("a", .number), LuaParam("b", .number)],
                                returns: "number", doc: "Adds.", example: "test.add(1, 2)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.number(1) + call.number(2))
                },
                LuaFunctionDecl("concat", params: [LuaParam("s", .string), LuaParam("n", .integer, optional: true)],
                                returns: "string", doc: "Repeats s n times.", example: "test.concat('a', 3)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let n = call.optInteger(2) ?? 1
                    guard n >= 0 else { return call.argError(2, "non-negative count expected, got \(n)") }
                    return call.returning(String(repeating: call.string(1), count: n))
                },
                LuaFunctionDecl("newCounter", params: [LuaParam("start", .integer, default: "0")],
                                returns: "Counter", doc: "Makes a counter.", example: "test.newCounter(1)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(object: Counter(call.optInteger(1) ?? 0), as: TestAPI.counter)
                },
                LuaFunctionDecl("liveCounters", returns: "integer", doc: "Counter instances alive in Swift.",
                                example: "test.liveCounters()") { L, ctx in
                    LuaCall(L, ctx).returning(Counter.live)
                },
                LuaFunctionDecl("newOther", returns: "Other", doc: "Makes an Other.", example: "test.newOther()") { L, ctx in
                    LuaCall(L, ctx).returning(object: Other(), as: TestAPI.other)
                },
                LuaFunctionDecl("fail", params: [LuaParam("message", .string)], doc: "Raises message.",
                                example: "test.fail('x')") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.error(call.string(1))
                },
                LuaFunctionDecl("call", params: [LuaParam("fn", .function)], returns: "values",
                                doc: "Calls fn from Swift, protected; re-raises its error.",
                                example: "test.call(function() end)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let context = call.context(as: TestContext.self)
                    context.calls += 1
                    do throws(LuaError) {
                        let r = try call.ref(1).call([])
                        for v in r { call.stack.push(v) }
                        return Int32(r.count)
                    } catch {
                        context.lastError = error
                        return call.raise(error)
                    }
                },
                LuaFunctionDecl("later", params: [LuaParam("fn", .function)], doc: "Keeps fn for test.fire.",
                                example: "test.later(print)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.context(as: TestContext.self).later.append(call.ref(1))
                    return 0
                },
                LuaFunctionDecl("fire", returns: "integer",
                                doc: "Calls the kept functions (as the host calls callbacks), then forgets them; re-raises the first error.",
                                example: "test.fire()") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let context = call.context(as: TestContext.self)
                    let kept = context.later
                    context.later = []
                    for (i, fn) in kept.enumerated() {
                        do throws(LuaError) { try fn.call([.integer(i + 1)], describedAs: "test callback #\(i + 1)") } catch { return call.raise(error) }
                    }
                    return call.returning(kept.count)
                },
                LuaFunctionDecl("track", params: [LuaParam("counter", .object(counter))], doc: "Watches a counter's release.",
                                example: "test.track(test.newCounter())") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.context(as: TestContext.self).tracked = call.object(1, as: Counter.self)
                    return 0
                },
                LuaFunctionDecl("callOnStack", params: [LuaParam("fn", .function), LuaParam("arg", .any)], returns: "value",
                                doc: "Calls fn(arg) on the caller's stack with LuaCall.protectedCall.",
                                example: "test.callOnStack(print, 1)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    lua_pushvalue(L, 1)
                    lua_pushvalue(L, 2)
                    do throws(LuaError) { try call.protectedCall(arguments: 1, results: 1) } catch { return call.raise(error) }
                    return 1
                },
                LuaFunctionDecl("describe", params: [LuaParam("x", .any)], returns: "string",
                                doc: "What the registry says about x (help's lookup).", example: "test.describe(test)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    switch call.state.apiTopic(ofValueAt: 1, on: L) {
                    case .module(let m): return call.returning("module " + m.path)
                    case .type(let t): return call.returning("type " + t.name)
                    case .function(let f, let owner, _): return call.returning("function \(owner).\(f.name)")
                    default: return call.returning("nothing")
                    }
                },
                LuaFunctionDecl("configure", params: [LuaParam("options", .options([
                    LuaOption("width", .number, default: "393"),
                    LuaOption("name", .string),
                    LuaOption("count", .integer),
                    LuaOption("inset", .options([LuaOption("top", .number), LuaOption("bottom", .number)])),
                ]), optional: true, retired: [LuaRetiredOption("size", "replaced by width: write { width = 10 }"),
                                              LuaRetiredOption("count", refusing: .string, "a number now: write { count = 3 }")])],
                                returns: "string", doc: "Echoes options.",
                                example: "test.configure{ width = 100 }") { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let o = call.options(1) else { return call.returning("none") }
                    let top = o.options("inset")?.number("top") ?? -1
                    return call.returning("\(o.number("width") ?? 393) \(o.string("name") ?? "-") \(top)")
                },
                LuaFunctionDecl("interrupt", doc: "Requests the host's stop (us_interrupt), uncatchable like a limit.",
                                example: "test.interrupt()") { L, ctx in
                    us_interrupt(L)
                    return 0
                },
                LuaFunctionDecl("allocate", params: [LuaParam("bytes", .integer)], returns: "string",
                                doc: "Builds a string of that size in Swift (soft memory cap).",
                                example: "test.allocate(10)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(String(repeating: "x", count: max(0, call.integer(1))))
                },
            ]),
        ],
        types: [
            LuaTypeDecl(counter, doc: "A counter.", methods: [
                LuaFunctionDecl("inc", params: [LuaParam("by", .integer, default: "1")], returns: "number",
                                doc: "Increments.", example: "c:inc(2)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let c = call.object(1, as: Counter.self)
                    c.value += call.optInteger(2) ?? 1
                    return call.returning(c.value)
                },
                LuaFunctionDecl("same", params: [LuaParam("other", .object(counter))], returns: "boolean",
                                doc: "Identity.", example: "c:same(d)") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.object(1, as: Counter.self) === call.object(2, as: Counter.self))
                },
            ], properties: [
                LuaPropertyDecl("value", .integer, doc: "The value.", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.object(1, as: Counter.self).value)
                }, set: { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.object(1, as: Counter.self).value = call.integer(2)
                    return 0
                }),
                LuaPropertyDecl("double", .integer, doc: "Twice the value (read-only).", get: { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.object(1, as: Counter.self).value * 2)
                }),
            ], metamethods: [
                "__tostring": { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning("Counter(\(call.object(1, as: Counter.self).value))")
                },
            ]),
            LuaTypeDecl(other, doc: "Another type."),
        ]
    )

    static func makeState() throws -> (LuaState, TestContext) {
        let lua = try LuaState()
        let context = TestContext()
        lua.install(registry, context: context)
        return (lua, context)
    }
}
