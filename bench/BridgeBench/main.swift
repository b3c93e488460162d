import BenchReference
import CLua
import LuaBridge

let lua = try LuaState()
lua.install(BenchAPI.registry, context: BenchContext())
bench_open_raw(lua.L)
let n = 5_000_000
@MainActor func time(_ body: String) throws -> Double {
    let code = "local t0 = os.clock(); \(body); return os.clock() - t0"
    return try lua.run(code).first?.doubleValue ?? 0
}
for _ in 0..<3 {
    let raw = try time("local f = raw.add; for i = 1, \(n) do f(i, 1) end")
    let br = try time("local f = bridged.add; for i = 1, \(n) do f(i, 1) end")
    let rawm = try time("local c = raw.newCounter(); for i = 1, \(n) do c:inc(1) end")
    let brm = try time("local c = bridged.newCounter(); for i = 1, \(n) do c:inc(1) end")
    print("fn raw \(raw * 1e9 / Double(n)) ns, bridged \(br * 1e9 / Double(n)) ns, ratio \(br / raw)")
    print("method raw \(rawm * 1e9 / Double(n)) ns, bridged \(brm * 1e9 / Double(n)) ns, ratio \(brm / rawm)")
}
