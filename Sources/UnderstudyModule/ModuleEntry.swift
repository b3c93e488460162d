import CLua
import CLuaShim
import LuaBridge
import StageLua
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The Swift half of `luaopen_understudy` (Sources/CUnderstudyModule/module.c), which adopted
/// the state first: installs the module and pushes its table (1), or returns 0 with a malloc'd
/// message in `error` for the C side to raise once this frame is gone.
@_cdecl("understudy_module_open")
public func understudyModuleOpen(
    _ L: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    // A release run checking invariants as a debug build does (`make fuzz` sets it).
    if let flag = getenv("UNDERSTUDY_CHECK_INVARIANTS"), String(cString: flag) == "1" {
        StageAPI.checkInvariantsAlways()
    }
    guard let L, let lua = LuaState.adopted(L) else {
        error?.pointee = strdup("cannot load understudy: the Lua state has no host")
        return 0
    }
    if let message = UnderstudyModule.open(lua, on: L) {
        error?.pointee = strdup(message)
        return 0
    }
    return 1
}
