import LuaBridge
import StageKit

// A Lua callback whose one result the engine needs, checked as an argument is: against a
// declared `LuaType` (the same messages a constructor's option gives), then by any extra rule.

extension StageWorld {
    /// `invoke` for a callback whose result is checked against `type`, then by `refusal`, then
    /// read: nil when it returned nil; a refused value fails the callback with "<label> returned
    /// a bad value (...)" ("element [2]..." for a list's element).
    ///
    /// ```swift
    /// let rect = try world.invoke(fn, as: "visibleRect of table#1", { _ in 0 }, returning: .shape(.rect)) { $0.rect }
    /// ```
    func invoke<R>(_ function: LuaRef, as label: String, _ pushArguments: (LuaCall) -> Int32, returning type: LuaType,
                   refusal: (LuaSlot) -> String? = { _ in nil }, _ read: (LuaSlot) throws -> R?) throws -> R? {
        try invoke(function, as: label, pushArguments) { v in
            if v.isNil { return nil }
            if let m = v.refusal(as: type) ?? refusal(v) {
                throw StageReadError("\(label) returned a bad value (\(m.hasPrefix("[") ? "element " + m : m))")
            }
            return try read(v)
        }
    }
}
