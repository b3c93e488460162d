#if canImport(Glibc)
import Glibc
#endif
import LuaBridge
import StageLua
import UnderstudyModule

/// understudy-fuzz: random call sequences generated from the installed API registry, run in child
/// `understudy` processes, checked after every call. See docs/internals/TOOLS.md, "The fuzzer".
let usage = """
    usage: understudy-fuzz [options]
      --understudy PATH   the interpreter to run programs with (default: next to this binary)
      --calls N           stop after N calls in total (default 20000)
      --seed N            first seed (default 1); seeds N, N+1, ... follow
      --seeds N           run exactly N seeds instead of counting calls
      --time SECONDS      stop after this long (default: no limit)
      --steps N           top-level steps per program (default 400)
      --out DIR           where failing programs are written (default .build/fuzz)
      --keep-going        go on after a failure (default: stop at the first)
      --require-all-succeed  exit 1 when some callable never succeeded (not even once)
      --valid-share P     share of steps that are valid by construction (default 0.15)
      --no-shrink         do not minimise failing programs
      --no-reentry        callbacks of valid calls and recipes do not re-enter the API, no re-entry scenes
      --reentry-share P   share of steps that are re-entry scenes (default 0.1)
      --no-world          do not check the world's invariants (window, containment, layers)
      --world-share P     share of steps that are world scenes (default 0.05)
      --no-reentry-from T,...  callbacks of these types (their makers', methods', recipes') do not re-enter
      --no-coroutines     do not wrap calls in coroutines
      --max-depth N       deepest table generated (default 60000)
      --no-amplify        no tables of shared subtables or many references to one big string
      --no-metatables     do not call fields of the host's metatables
      --print SEED        print the program of SEED and exit
    """

func fail(_ message: String) -> Never {
    let line = "understudy-fuzz: \(message)\n"
    _ = line.utf8CString.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}

func fuzzMain() -> Int32 {

var options = FuzzOptions()
var understudy: String?
var targetCalls = 20_000
var firstSeed: UInt64 = 1
var seedCount: Int?
var timeBudget: Double?
var outDir = ".build/fuzz"
var keepGoing = false
var requireAllSucceed = false
var shrink = true
var printSeed: UInt64?

var argv = CommandLine.arguments.dropFirst()
func value(_ name: String) -> String {
    guard let v = argv.popFirst() else { fail("\(name) needs a value") }
    return v
}
func int(_ name: String) -> Int {
    guard let n = Int(value(name)), n >= 0 else { fail("\(name) needs a non-negative integer") }
    return n
}
while let a = argv.popFirst() {
    switch a {
    case "--understudy": understudy = value(a)
    case "--calls": targetCalls = int(a)
    case "--seed": firstSeed = UInt64(int(a))
    case "--seeds": seedCount = int(a)
    case "--time":
        guard let t = Double(value(a)), t > 0, t < 1e7 else { fail("--time needs seconds") }
        timeBudget = t
    case "--steps": options.steps = max(1, int(a))
    case "--out": outDir = value(a)
    case "--keep-going": keepGoing = true
    case "--require-all-succeed": requireAllSucceed = true
    case "--valid-share":
        guard let p = Double(value(a)), p >= 0, p <= 1 else { fail("--valid-share needs a number from 0 to 1") }
        options.validShare = p
    case "--no-shrink": shrink = false
    case "--no-reentry": options.reentry = false
    case "--no-world": options.worldInvariants = false
    case "--world-share":
        guard let p = Double(value(a)), p >= 0, p <= 1 else { fail("--world-share needs a number from 0 to 1") }
        options.worldShare = p
    case "--no-reentry-from":
        options.quietTypes.formUnion(value(a).split(separator: ",").map(String.init))
    case "--reentry-share":
        guard let p = Double(value(a)), p >= 0, p <= 1 else { fail("--reentry-share needs a number from 0 to 1") }
        options.reentryShare = p
    case "--no-coroutines": options.coroutines = false
    case "--max-depth": options.maxTableDepth = max(1, int(a))
    case "--no-amplify": options.amplify = false
    case "--no-metatables": options.metatables = false
    case "--print": printSeed = UInt64(int(a))
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("unknown option \(a)\n\(usage)")
    }
}

// The catalogue comes from a state with the stage installed, exactly as the CLI installs it.
let lua: LuaState
do { lua = try LuaState() } catch { fail("cannot create a Lua state: \(error.message)") }
StageAPI.install(into: lua)
// `understudy.limits` too (the module's table, in the program and under lua5.4).
UnderstudyModule.installBuiltIn(into: lua)
let catalogue = Catalogue(modules: lua.installedModules, types: lua.installedTypes)
let generator = ProgramGenerator(catalogue: catalogue, options: options)
for t in options.quietTypes.sorted() where !catalogue.types.contains(where: { $0.name == t }) {
    fail("--no-reentry-from: no type \(t) (types: \(catalogue.types.map(\.name).sorted().joined(separator: ", ")))")
}

if let s = printSeed {
    print(generator.program(seed: s).source, terminator: "")
    exit(0)
}

func defaultUnderstudy() -> String {
    let me = CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return "understudy" }
    return String(me[..<slash]) + "/understudy"
}
let interpreter = understudy ?? defaultUnderstudy()
guard access(interpreter, X_OK) == 0 else { fail("cannot run \(interpreter) (build it, or pass --understudy)") }
mkdir(outDir, 0o755)
let runner = ChildRunner(understudy: interpreter, workDirectory: outDir)

func clockNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

let start = clockNow()
var calls = 0
var seeds = 0
var findings: [(UInt64, Finding)] = []
var covered = Set<String>()
var slowSteps: [String] = []
var seed = firstSeed
    print(
        "understudy-fuzz: \(catalogue.callables.count) callables, \(catalogue.types.count) types, interpreter "
            + "\(interpreter)"
    )
while true {
    if let n = seedCount { if seeds >= n { break } } else if calls >= targetCalls { break }
    if let t = timeBudget, clockNow() - start > t { break }
    // After the first program, what no call has reached yet gets every other valid step.
    let focus = seeds == 0 ? [] : catalogue.callables.map(\.label).filter { !covered.contains($0) }
    let program = generator.program(seed: seed, focus: focus)
    let name = "seed-\(seed)"
    switch runner.run(program.source, name: name) {
    case .ok(let n, let labels, let slow):
        calls += n
        covered.formUnion(labels)
        for line in slow { slowSteps.append("seed \(seed): " + line.dropFirst("FUZZ-SLOW ".count)) }
        unlink("\(outDir)/\(name).lua")
    case .failure(let finding):
        print("seed \(seed): FAILED: \(finding.kind)\n\(finding.detail)")
        print("  program: \(outDir)/\(name).lua (replay: \(interpreter) \(outDir)/\(name).lua)")
        if shrink {
            let (small, runs) = Shrinker(runner: runner).shrink(program, finding: finding, name: name + ".try")
            unlink("\(outDir)/\(name).try.lua")
            _ = runner.write(small.source, to: "\(outDir)/\(name).min.lua")
                print(
                    "  minimised to \(small.steps.count) of \(program.steps.count) steps in \(runs) runs: "
                        + "\(outDir)/\(name).min.lua"
                )
            for s in small.steps.prefix(12) { print("    " + s) }
        }
        _ = runner.write(program.source, to: "\(outDir)/\(name).lua")
        findings.append((seed, finding))
    }
    seeds += 1
    seed += 1
    if !findings.isEmpty && !keepGoing { break }
}
let elapsed = clockNow() - start
// Callables no successful call reached: a sign that the generator cannot make their arguments.
let labels = catalogue.callables.map(\.label)
let missed = labels.filter { !covered.contains($0) }
if calls > 0 {
    print("understudy-fuzz: \(labels.count - missed.count) of \(labels.count) callables succeeded at least once"
          + (missed.isEmpty ? "" : "; never: " + missed.joined(separator: ", ")))
}
if !slowSteps.isEmpty {
    print("understudy-fuzz: \(slowSteps.count) steps took over \(options.slowStep) s of CPU:")
    for s in slowSteps.prefix(20) { print("  " + s) }
}
    print(
        "understudy-fuzz: \(calls) calls in \(seeds) seeds (\(firstSeed)...\(seed - 1)), \(findings.count) failed, "
            + "\(String(Int(elapsed))) s"
    )
if !findings.isEmpty { return 1 }
// Valid steps reach every callable's success path in a long run; one that never succeeded has a
// declaration or a state recipe the generator cannot follow (or a new bug).
if requireAllSucceed && !missed.isEmpty {
    print("understudy-fuzz: --require-all-succeed: \(missed.count) callables never succeeded")
    return 1
}
return 0
}

exit(fuzzMain())
