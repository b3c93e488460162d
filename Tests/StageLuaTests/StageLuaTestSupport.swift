import LuaBridge
import UnderstudyModule
import StageKit
@testable import StageLua

/// A state with `stage` installed, and helpers to run code and read errors.
struct StageLuaHarness {
    let lua: LuaState

    /// `components`: what `stage` offers (the example's tests add the toast).
    init(components: [ComponentManifest] = StageAPI.components) throws {
        lua = try LuaState()
        StageAPI.install(into: lua, components: components)
        UnderstudyModule.installBuiltIn(into: lua)
    }

    var world: StageWorld {
        guard let w = StageAPI.world(of: lua) else { preconditionFailure("stage not installed") }
        return w
    }

    @discardableResult
    func run(_ code: String) throws(LuaError) -> [LuaValue] { try lua.run(code, chunkName: "=t") }

    /// The error message of `code` up to the first newline (an error re-raised from a callback
    /// carries the callback's traceback after it), or "no error".
    func error(_ code: String) -> String {
        do {
            try lua.run(code, chunkName: "=t")
            return "no error"
        } catch {
            return String(error.message.prefix { $0 != "\n" })
        }
    }

    func number(_ code: String) throws -> Double? { try run(code).first?.doubleValue }
    func string(_ code: String) throws -> String? { try run(code).first?.stringValue }
}
