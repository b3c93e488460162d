// swift-tools-version:6.0
// Understudy: a headless, deterministic stand-in for transient iOS UI, scripted from Lua 5.4.
// Layers (one direction only; see docs/ARCHITECTURE.md):
//   understudy (CLI), understudy.so (Lua module) -> UnderstudyModule
//     -> StageLua -> { StageKit, LuaBridge -> CLuaShim -> CLua }
// StageLua reaches Lua through LuaBridge's kit only (tools/binding-budget.lua checks it).
import PackageDescription

// Executables and tests run their own Lua: Debian's liblua5.4.
let linksLua: [LinkerSetting] = [.linkedLibrary("lua5.4")]

let package = Package(
    name: "Understudy",
    products: [
        .executable(name: "understudy", targets: ["understudy"]),
        .library(name: "StageKit", targets: ["StageKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        // `require "understudy"` from a stock lua5.4 (installed as lib/lua/5.4/understudy.so).
        .library(name: "understudy-lua", type: .dynamic, targets: ["CUnderstudyModule", "UnderstudyModule"]),
    ],
    targets: [
        // Debian's liblua5.4-dev through pkg-config.
        // Debian's liblua5.4-dev: the headers only. What runs Lua links it (`linksLua`); the Lua
        // module does not (it uses the C API of the lua5.4 that loads it).
        .systemLibrary(name: "CLua", providers: [.apt(["liblua5.4-dev"])]),
        // BSD editline for the REPL (not GPL readline), loaded with dlopen when the REPL starts.
        .target(name: "CEdit"),
        // C: macro wrappers, call trampolines, message handler, capped allocator, count hook.
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // Generic Swift <-> Lua 5.4. Knows nothing of the engine.
        .target(name: "LuaBridge", dependencies: ["CLua", "CLuaShim"]),
        // The engine: pure Swift, never imports Lua.
        .target(name: "StageKit"),
        // The `stage` Lua API: the only place that knows both the engine and Lua.
        .target(name: "StageLua", dependencies: ["StageKit", "LuaBridge"]),
        // stdlib/*.lua embedded into the binary at build time, with each module precompiled.
        .executableTarget(name: "stdlib-embed", dependencies: ["CLua"], path: "Sources/stdlib-embed",
                          linkerSettings: linksLua),
        .plugin(name: "EmbedStdlib", capability: .buildTool(), dependencies: ["stdlib-embed"]),
        .target(name: "UnderstudyStdlib", dependencies: ["LuaBridge", "CLua", "CLuaShim"], plugins: ["EmbedStdlib"]),
        // The `understudy` module table (stage, expect, limits), for the binary's
        // `require "understudy"` and for the Lua module.
        .target(name: "UnderstudyModule", dependencies: ["StageLua", "LuaBridge", "CLuaShim", "UnderstudyStdlib"]),
        // The Lua module's entry points (luaopen_understudy, luaopen_understudy_busted), linked
        // with the Swift runtime inside so that the module needs only the C and C++ runtimes.
        .target(name: "CUnderstudyModule", dependencies: ["CLua", "CLuaShim"],
                // -Bsymbolic: its own functions called directly, not through the PLT as
                // interposable exports (a binding call makes several).
                linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "-Bsymbolic"])]),
        .executableTarget(
            name: "understudy",
            dependencies: ["StageLua", "LuaBridge", "CLuaShim", "CEdit", "UnderstudyStdlib", "UnderstudyModule"],
            linkerSettings: linksLua
        ),
        // Random call sequences from the API registry, run in child `understudy` processes
        // (`make fuzz`; docs/ARCHITECTURE.md, "The fuzzer").
        .executableTarget(name: "understudy-fuzz", dependencies: ["StageLua", "LuaBridge", "UnderstudyModule"], linkerSettings: linksLua),
        // bench/: the reference C functions and the harness that writes bench/RESULTS.md.
        .target(name: "BenchReference", dependencies: ["CLua"], path: "bench/BenchReference"),
        .executableTarget(
            name: "understudy-bench",
            dependencies: ["LuaBridge", "CLuaShim", "StageLua", "BenchReference"],
            path: "bench/BridgeBench",
            linkerSettings: linksLua
        ),
        // bench/StageBench: the scheduler vs a reference Int heap, and the Lua clock API's cost.
        .executableTarget(
            name: "stage-bench",
            dependencies: ["StageKit", "StageLua", "LuaBridge"],
            path: "bench/StageBench",
            linkerSettings: linksLua
        ),
        // What the test targets share: the one child-process runner, the repository's paths.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "CLuaShim"], linkerSettings: linksLua),
        .testTarget(name: "StageKitTests", dependencies: ["StageKit", "ExampleComponent"]),
        // The worked example of docs/ARCHITECTURE.md ("How to add a component"): a toast, tested
        // here and never part of `stage` (it models no library).
        .target(name: "ExampleComponent", dependencies: ["StageKit"], path: "Tests/ExampleComponent"),
        // TCA's TestStore for the machines: inputs, the clock, and every delivered input, effect
        // and state change asserted (`MachineScenario`).
        .target(name: "MachineScenarios", dependencies: ["StageKit"], path: "Tests/MachineScenarios"),
        // Every machine's timing paths as scenarios, the helper's own tests, and the check that
        // each scheduled input was exercised both ways.
        .testTarget(name: "ScenarioTests", dependencies: ["StageKit", "MachineScenarios", "ExampleComponent", "TestSupport"]),
        // Example/: the example toast's binding and manifest, installed beside the components.
        .testTarget(name: "StageLuaTests", dependencies: ["StageLua", "LuaBridge", "UnderstudyStdlib", "UnderstudyModule",
                                                       "ExampleComponent", "TestSupport"],
                    linkerSettings: linksLua),
        .testTarget(name: "UnderstudyTests", dependencies: ["understudy", "TestSupport"], linkerSettings: linksLua),
        // `understudy test` as users run it: the built binary on Tests/RunnerFixtures and the
        // busted-compatibility corpus.
        .testTarget(name: "RunnerTests", dependencies: ["understudy", "TestSupport"], linkerSettings: linksLua),
        // The system zlib (zlib1g-dev) for the picture tests' PNG decoder.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The SVG pictures rendered in headless Chromium and compared with reviewed PNGs.
        .testTarget(name: "PictureTests", dependencies: ["understudy", "CZlib", "TestSupport"],
                    exclude: ["References", "Scripts"], linkerSettings: linksLua),
    ]
)
