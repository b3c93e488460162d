import LuaBridge
import StageKit

/// The `stage` Lua API: installs every engine area's bindings into a state.
/// (Filled in by the stage issue: stage.reset, stage.clock, stage.screen, stage.log, ...)
public enum StageAPI {
    /// Installs `stage` (and its sub-tables) into `lua`.
    public static func install(into lua: LuaState) {}

    /// `--trace`: print every timeline event as it happens (`[  0.300] sheet#1 didPresentView`)
    /// to `write` (standard output in the CLI).
    public static func setTrace(in lua: LuaState, _ write: ((String) -> Void)?) {}
}
