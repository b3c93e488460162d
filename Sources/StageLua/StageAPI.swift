import LuaBridge
import StageKit

/// The `stage` Lua API: installs every engine area's bindings into a state.
/// (Filled in by the stage issue: stage.reset, stage.clock, stage.screen, stage.log, ...)
public enum StageAPI {
    public static func install(into lua: LuaState) {}
}
