// stage-bench: the stage's scheduler next to a reference binary heap of Ints in the same run,
// and the Lua clock API's cost, written to bench/STAGE_RESULTS.md with the command that made it.
//
//   swift build -c release --static-swift-stdlib --product stage-bench
//   .build/release/stage-bench --out bench/STAGE_RESULTS.md          (make bench runs this)
//
// (a) schedule + fire N timers (random seeded due times, one advance) vs push + pop N Ints on a
//     plain binary heap, for N = 10^4, 10^5, 10^6 (ns per element shows the O(log n) growth);
// (b) 100 000 timers with random due times advanced in 1 000 steps vs the same on the Int heap;
// (c) one stage.clock.advance from Lua firing 10 000 pending Lua callbacks;
// (d) stage.clock.now() called from Lua (through the registry and trampoline) vs math.abs.
// Rounds alternate between the two sides so drift in machine load hits both; medians of thread CPU
// time are reported.
import Foundation
import LuaBridge
import StageKit
import StageLua

struct Options {
    var out: String?
    var rounds = 7
    var calls = 2_000_000
    var sizes = [10_000, 100_000, 1_000_000]
    var schedulerOnly = false
    var luaOnly = false
}

var options = Options()
var argv = CommandLine.arguments.dropFirst()
while let a = argv.popFirst() {
    switch a {
    case "--out": options.out = argv.popFirst()
    case "--rounds": options.rounds = Int(argv.popFirst() ?? "") ?? options.rounds
    case "--calls": options.calls = Int(argv.popFirst() ?? "") ?? options.calls
    case "--sizes": options.sizes = (argv.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--scheduler-only": options.schedulerOnly = true
    case "--lua-only": options.luaOnly = true
    default:
        FileHandle.standardError.write(Data("usage: stage-bench [--out FILE] [--rounds N] [--calls N] [--sizes N,N,...] [--scheduler-only | --lua-only]\n".utf8))
        exit(2)
    }
}

/// SplitMix64: a seeded, portable generator (the same due times on every machine).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The reference: a textbook binary min-heap of Ints (hole-based sifting, no closures).
struct IntHeap {
    var a: [Int] = []
    mutating func push(_ x: Int) {
        a.append(x)
        a.withUnsafeMutableBufferPointer { b in
            var i = b.count - 1
            while i > 0 {
                let p = (i - 1) >> 1
                if b[p] <= x { break }
                b[i] = b[p]
                i = p
            }
            b[i] = x
        }
    }
    mutating func pop() -> Int? {
        guard let first = a.first else { return nil }
        let last = a.removeLast()
        if a.isEmpty { return first }
        a.withUnsafeMutableBufferPointer { b in
            let n = b.count
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                let r = l + 1
                let c = r < n && b[r] < b[l] ? r : l
                if b[c] >= last { break }
                b[i] = b[c]
                i = c
            }
            b[i] = last
        }
        return first
    }
    var top: Int? { a.first }
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// CPU seconds of this thread spent in `body` (less sensitive than wall time to other processes
/// sharing the machine; cache sharing still shows, hence alternating rounds and medians).
func seconds(_ body: () throws -> Void) rethrows -> Double {
    func cpu() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
    let t0 = cpu()
    try body()
    return cpu() - t0
}

/// Due times in nanoseconds, seeded, spread over `span` seconds.
func dueTimes(_ n: Int, span: Double, seed: UInt64) -> [Int64] {
    var rng = SplitMix64(state: seed)
    let range = UInt64(span * 1e9)
    return (0..<n).map { _ in Int64(rng.next() % range) }
}

final class Counter { var value = 0 }

// MARK: (a) schedule + fire N

func schedulerFire(_ due: [Int64]) throws -> (Double, Int) {
    let counter = Counter()
    var elapsed = 0.0
    try elapsed = seconds {
        let clock = SimClock()
        clock.reserveCapacity(due.count)
        for d in due { clock.schedule(at: SimTime(nanoseconds: d)) { counter.value &+= 1 } }
        try clock.advance(to: SimTime(nanoseconds: Int64(1e18)))
    }
    return (elapsed, counter.value)
}

func referenceFire(_ due: [Int64]) -> (Double, Int) {
    var count = 0
    let elapsed = seconds {
        var heap = IntHeap()
        heap.a.reserveCapacity(due.count)
        for d in due { heap.push(Int(d)) }
        while let x = heap.pop() { count &+= x & 1 | 1 }
    }
    return (elapsed, count)
}

// MARK: (b) 100 000 timers advanced in 1 000 steps

func schedulerSteps(_ due: [Int64], steps: Int, span: Double) throws -> (Double, Int) {
    let counter = Counter()
    var elapsed = 0.0
    try elapsed = seconds {
        let clock = SimClock()
        clock.reserveCapacity(due.count)
        for d in due { clock.schedule(at: SimTime(nanoseconds: d)) { counter.value &+= 1 } }
        let step = SimDuration(seconds: span / Double(steps))
        for _ in 0..<steps { try clock.advance(by: step) }
    }
    return (elapsed, counter.value)
}

func referenceSteps(_ due: [Int64], steps: Int, span: Double) -> (Double, Int) {
    var count = 0
    let elapsed = seconds {
        var heap = IntHeap()
        heap.a.reserveCapacity(due.count)
        for d in due { heap.push(Int(d)) }
        let step = Int(span * 1e9) / steps
        var now = 0
        for _ in 0..<steps {
            now += step
            while let t = heap.top, t <= now { _ = heap.pop(); count &+= 1 }
        }
    }
    return (elapsed, count)
}

var report: [String] = []
@MainActor func out(_ s: String) {
    print(s)
    report.append(s)
}

if !options.luaOnly {
    out("| N, random due times | reference Int heap (ns/element) | SimClock schedule+fire (ns/timer) | speed vs reference (target ≥ 0.5) |")
    out("|---|---|---|---|")
    var fireRatios: [Int: Double] = [:]
    for n in options.sizes {
        let due = dueTimes(n, span: 1000, seed: 42)
        var ref: [Double] = [], ours: [Double] = []
        for _ in 0..<options.rounds {
            let (r, rc) = referenceFire(due)
            let (s, sc) = try schedulerFire(due)
            precondition(sc == n && rc > 0)
            ref.append(r)
            ours.append(s)
        }
        let rNs = median(ref) * 1e9 / Double(n), sNs = median(ours) * 1e9 / Double(n)
        fireRatios[n] = rNs / sNs
        out("| \(n) | \(String(format: "%.1f", rNs)) | \(String(format: "%.1f", sNs)) | \(String(format: "%.2f", rNs / sNs))× |")
    }

    // Timers scheduled in due order (animations, countdowns): the common case in a simulation.
    out("")
    out("| N, scheduled in due order | reference Int heap (ns/element) | SimClock schedule+fire (ns/timer) | speed vs reference |")
    out("|---|---|---|---|")
    for n in options.sizes {
        let due = dueTimes(n, span: 1000, seed: 42).sorted()
        var ref: [Double] = [], ours: [Double] = []
        for _ in 0..<options.rounds {
            let (r, _) = referenceFire(due)
            let (s, sc) = try schedulerFire(due)
            precondition(sc == n)
            ref.append(r)
            ours.append(s)
        }
        let rNs = median(ref) * 1e9 / Double(n), sNs = median(ours) * 1e9 / Double(n)
        out("| \(n) | \(String(format: "%.1f", rNs)) | \(String(format: "%.1f", sNs)) | \(String(format: "%.2f", rNs / sNs))× |")
    }

    if options.schedulerOnly { exit(0) }
    out("")
    out("| 100 000 random timers over 1000 s, advanced in 1 000 steps | reference (ns/element) | SimClock (ns/timer) | speed vs reference |")
    out("|---|---|---|---|")
    do {
        let n = 100_000
        let due = dueTimes(n, span: 1000, seed: 7)
        var ref: [Double] = [], ours: [Double] = []
        for _ in 0..<options.rounds {
            let (r, rc) = referenceSteps(due, steps: 1000, span: 1000)
            let (s, sc) = try schedulerSteps(due, steps: 1000, span: 1000)
            precondition(rc == n && sc == n)
            ref.append(r)
            ours.append(s)
        }
        let rNs = median(ref) * 1e9 / Double(n), sNs = median(ours) * 1e9 / Double(n)
        out("| steps | \(String(format: "%.1f", rNs)) | \(String(format: "%.1f", sNs)) | \(String(format: "%.2f", rNs / sNs))× |")
    }
}

// MARK: (c) one advance from Lua with 10 000 pending Lua callbacks

let lua = try LuaState()
StageAPI.install(into: lua)
out("")
out("| Lua | median | per unit |")
out("|---|---|---|")
do {
    var times: [Double] = []
    for _ in 0..<options.rounds {
        let r = try lua.run("""
            stage.reset()
            local fired = 0
            local function cb() fired = fired + 1 end
            for i = 1, 10000 do stage.clock.after(i / 10000, cb) end
            local t0 = os.clock()
            stage.clock.advance(2)
            local dt = os.clock() - t0
            assert(fired == 10000)
            return dt
            """)
        times.append(r.first?.doubleValue ?? .nan)
    }
    let m = median(times)
    out("| one stage.clock.advance firing 10 000 Lua callbacks (each logged as `clock timer`) | \(String(format: "%.2f", m * 1e3)) ms | \(String(format: "%.0f", m * 1e9 / 10_000)) ns/callback |")
}

// MARK: (d) stage.clock.now() vs math.abs

var nowRatio = 0.0
do {
    let n = options.calls
    var abs: [Double] = [], now: [Double] = []
    for _ in 0..<options.rounds {
        let a = try lua.run("local f = math.abs; local t0 = os.clock(); for i = 1, \(n) do f(i) end; return os.clock() - t0").first?.doubleValue ?? .nan
        let b = try lua.run("local f = stage.clock.now; local t0 = os.clock(); for i = 1, \(n) do f() end; return os.clock() - t0").first?.doubleValue ?? .nan
        abs.append(a)
        now.append(b)
    }
    let aNs = median(abs) * 1e9 / Double(n), bNs = median(now) * 1e9 / Double(n)
    nowRatio = bNs / aNs
    out("| math.abs(i) from Lua (reference) | \(String(format: "%.1f", aNs)) ns/call | |")
    out("| stage.clock.now() from Lua (registry binding) | \(String(format: "%.1f", bNs)) ns/call | \(String(format: "%.2f", nowRatio))× math.abs (target ≤ 1.3×) |")
}

if let path = options.out {
    // The arguments as given, so that a run with non-default options (--rounds 9) says so.
    let arguments = CommandLine.arguments.dropFirst().joined(separator: " ")
    let command = "swift build -c release --static-swift-stdlib -Xlinker -L$PWD/Sources/StaticLink -Xlinker -no-pie --product stage-bench && .build/release/stage-bench \(arguments)"
    var md = "# Stage benchmarks\n\nProduced by:\n\n```\n\(command)\n```\n\n"
    md += "Medians of \(options.rounds) alternating rounds (reference and measured side by side in the same run). "
    md += "Timer due times are seeded random (SplitMix64), so every run schedules the same work. "
    md += "\"speed vs reference\" is reference time / SimClock time: 1.0 means as fast as a bare heap of Ints; "
    md += "the SimClock also stores a closure, a sequence number and a slot per timer.\n\n"
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    // The CPU model: the ratios depend on its caches (issue 9 item 7).
    let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    let cache = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("cache size") }?
        .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    md += "Machine: \(cpu)\(cache.map { " (cache size \($0))" } ?? ""), \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load) at the end of the run "
    md += "(the checkout is shared with other builds; thread CPU time is measured, but caches are shared).\n\n"
    md += report.joined(separator: "\n") + "\n"
    md += """

        ## Reading the numbers

        - Layout (bench/HISTORY.md has the measurements behind it): events due before a
          bound sit in a small 4-ary heap of 32-byte entries (key and action together, so a fire
          reads only the entry it pops); the rest wait in 256 radix buckets (by the highest
          hexadecimal digit in which the due time differs from a reference time), appended in O(1).
          When the heap runs empty it takes the earliest buckets, at most 4096 entries (128 KB),
          splitting a bigger bucket by its next digit first. Fire touches one pending bit per
          slot (128 KB at 10^6) besides the heap; the 16-byte slot records (id check, due time)
          are written at schedule only, labels only for events that have one. Below 4096
          pending events the heap takes everything (a plain heap).
        - Growth: the heap stays in L2 whatever N is, and the buckets are written and read
          sequentially, so per-timer cost grows little from 10^5 to 10^6 while the reference's
          binary heap (8 MB of Ints at 10^6) misses the cache on its lower levels: at 10^6 the
          SimClock is faster than the reference. Each timer is moved about 1 + log16(N / 4096)
          times between buckets and once into the heap: that copying, not cache misses, is the
          cost above a bare heap at 10^4 and in due order (where the reference's pushes stop at
          once and its pops walk memory in order).
        - Machine sensitivity: the old layout (a 10^6-entry heap of 16-byte keys plus 32-byte slot
          records read at fire) was memory-bound, 0.89× / 0.62× at 10^5 / 10^6 on the first
          machine and 0.35-0.54× / 0.28-0.41× on this 2-core AMD EPYC (512 KB L2). The new one
          keeps its random accesses within a 128 KB heap and a 128 KB bit table, so the ratios
          at 10^5 and 10^6 depend on the L2 size far less; at 10^4 and in due order the ratios
          are those of two cache-resident heaps and move with load (±0.1 between runs).
        - Cancel is lazy (the slot's pending bit is cleared, the entry dropped when it surfaces,
          compaction when cancelled entries dominate) and costs nothing here.
        - `stage.clock.now()` reads a cached seconds value through an unretained pointer (no reference
          counting, no division), so its cost is the trampoline's: on par with `math.abs`.
        - A Lua callback costs a protected call (message handler, traceback-ready) and logging the
          `clock timer` event; the timer's userdata is pushed only to a function that can see it
          (one with parameters or `...`): a `function() ... end` callback skips it, which was a
          third of the cost (callgrind: 7800 -> 4830 instructions a callback).
        - The callback figure is the one most sensitive to the allocator's state, i.e. to what ran
          before it in the process: a large allocation (a table growing) makes glibc first
          consolidate every small block freed since the last one, and each fired callback frees
          two or three (its registry reference, its scheduled-timer object). The same binary
          measured 890-2200 ns here from run to run, and so did the commit that recorded 457 ns
          on the first machine (1030-2290 ns): the 457 -> 1604 ns "regression" was this machine
          and this noise, not code. What the fire loop allocated is gone: the free-slot table is
          grown at schedule, not while firing (it was 14% of an advance in a profile, through
          posix_memalign), and a Lua timer's closure captures one object, so it needs no
          context allocation. A `LuaRef` holds its state through a link the state clears instead
          of a weak reference (a weak reference gives the state a side table, which made every
          retain and release of it take the slow path: about 7% of a callback). What remains of the
          allocator's share is the timeline's: each `clock timer` event allocates its fields array,
          and the events array grows.

        """
    try md.write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(path)")
}
