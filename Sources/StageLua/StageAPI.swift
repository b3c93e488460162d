import LuaBridge
import StageKit

/// The `stage` Lua API: every engine area's declarations, installed together into a state with
/// one shared `StageWorld` as their context.
///
/// A component joins `components` with its manifest (one line); see docs/ARCHITECTURE.md,
/// "How to add a component".
///
/// ```swift
/// let lua = try LuaState()
/// StageAPI.install(into: lua)
/// try lua.run("stage.clock.advance(0.3); return stage.clock.now()")   // [.number(0.3)]
/// ```
public enum StageAPI {
    /// The areas installed with the state: the stage itself, its clock, screen and timeline.
    static func coreAreas(_ components: [ComponentManifest] = components) -> [APIRegistry] {
        [StageRootAPI.registry(components), ClockAPI.registry, ScreenAPI.registry, LogAPI.registry]
    }

    /// The components, each declared once (`ComponentManifest`): adding one is one line here.
    /// Each is installed when a script first reads one of its names under `stage`
    /// (`DeferredRegistry`): a script pays start-up only for the components it uses.
    public static let components: [ComponentManifest] = [
        ActionSheetAPI.manifest, SwipeAPI.manifest, PopupAPI.manifest, PopupBarAPI.manifest, ViewAPI.manifest,
        ViewContainersAPI.manifest,
    ]

    /// The core areas, installed when a script first reads one of their names under `stage` (as
    /// the components are): a spec file that never touches the stage (most of a busted suite)
    /// does not pay for them.
    static let coreNames = ["reset", "render", "svg", "timelineSvg", "clock", "screen", "log"]

    /// What `install` installs, made once per process (a test worker makes a state per file).
    nonisolated(unsafe) static let installedAreas = installed(components)

    /// The core's area and each component's, for `install`.
    static func installed(_ components: [ComponentManifest]) -> [DeferredRegistry] {
        [DeferredRegistry(path: "stage", names: coreNames) { coreAreas(components).reduce(APIRegistry(), +) }]
            + components.map(\.area)
    }

    /// Each area's declarations. Types of all areas are created before any binding is built, so
    /// an area may take another area's objects as parameters.
    public static var areas: [APIRegistry] { areas(components) }

    /// The core's declarations and those of `components`.
    public static func areas(_ components: [ComponentManifest]) -> [APIRegistry] {
        coreAreas(components) + components.map { $0.registry() }
    }

    /// Everything `install` installs (for help and generated docs).
    public static var registry: APIRegistry { areas.reduce(APIRegistry(), +) }

    /// Installs `stage` (and its sub-tables) into `lua` with a fresh default stage; every area,
    /// the core's and each component's, is installed on first use (`installedAreas`).
    public static func install(into lua: LuaState) {
        install(into: lua, components: components, areas: installedAreas)
    }

    /// `install(into:)` with other components than `StageAPI.components` (the example toast's
    /// tests add it to them).
    ///
    /// ```swift
    /// StageAPI.install(into: lua, components: StageAPI.components + [ToastAPI.manifest])
    /// ```
    public static func install(into lua: LuaState, components: [ComponentManifest]) {
        install(into: lua, components: components, areas: installed(components))
    }

    private static func install(into lua: LuaState, components: [ComponentManifest], areas: [DeferredRegistry]) {
        let world = StageWorld(lua: lua, components: components)
        lua.install(APIRegistry(), deferring: areas, context: world)
        // Stage callbacks cannot yield: say so by name (hosts that open the libraries themselves,
        // as the CLI does, get the guard here).
        lua.installCallGuards()
        // Remember the world so host code (trace, REPL commands) can find it.
        lua.setHostObject(world, for: worldRegistryKey)
    }

    /// The world installed in `lua`, if `install(into:)` ran on it.
    public static func world(of lua: LuaState) -> StageWorld? {
        lua.hostObject(for: worldRegistryKey, as: StageWorld.self)
    }

    /// `--trace`: print every timeline event as it happens (`[  0.300] sheet#1 didPresentView`)
    /// to `write` (standard output in the CLI); nil stops tracing. Survives `stage.reset`.
    /// Makes every stage made from now on check the engine's invariants after every step, as a
    /// debug build does (`understudy --check-invariants`, `UNDERSTUDY_CHECK_INVARIANTS=1`): a
    /// release fuzz run then reports what a debug build would.
    public static func checkInvariantsAlways() { InvariantChecks.enabled = true }

    public static func setTrace(in lua: LuaState, _ write: ((String) -> Void)?) {
        world(of: lua)?.trace = write
    }

    /// The text picture of the current screen (the REPL's `:render`).
    public static func render(in lua: LuaState, columns: Int = TextRenderer.defaultColumns) -> String {
        guard let world = world(of: lua) else { return "" }
        return TextRenderer(columns: columns).render(world.stage)
    }

    /// The timeline as trace lines (the REPL's `:log`).
    public static func log(in lua: LuaState) -> String {
        world(of: lua)?.stage.timeline.text ?? ""
    }

    /// A fresh default stage (the REPL's `:reset`).
    public static func reset(in lua: LuaState) {
        world(of: lua)?.reset()
    }

    static let worldRegistryKey = "understudy.stage.world"
}
