import LuaBridge
import StageKit

/// Types the stage's bindings share.
enum StageTypes {
    /// User seconds: finite, >= 0, <= 1e9 (SimDuration's own rule and messages).
    static let seconds = LuaType.refined(.number, LuaRefinement("seconds") { v in
        do throws(TimeInputError) {
            _ = try SimDuration.validated(seconds: v.number ?? 0)
            return nil
        } catch {
            return error.message
        }
    })
    static let nonNegative = LuaType.range(LuaRange(min: 0))
    /// A coordinate or a distance in points: any finite number.
    static let finite = LuaType.range(LuaRange())
    /// A time bound that may be open: any number but NaN (`math.huge` is "no bound").
    static let bound = LuaType.range(LuaRange(finite: false))
    /// A color as scripts write it: "#RRGGBB", "#RRGGBBAA" or one of UIKit's names
    /// (`Color.uikitNames`: "systemOrange", "orange", ...), checked when it is given; an unknown
    /// name gets the nearest one.
    static let color = LuaType.refined(.string, LuaRefinement("color") { v in
        guard let text = v.string, !LuaTypeCheck.isColor(text), Color(named: text) == nil else { return nil }
        var m = "a color (\"#RRGGBB\", \"#RRGGBBAA\" or a UIKit name such as \"systemOrange\") expected, got '\(text)'"
            if let near = NearestName.first(text, among: Color.uikitNames.map(\.name)) {
                m += "; did you mean \"\(near)\"?"
            }
        return m
    })
    /// A 1-based index: an integer (as `luaL_checkinteger` wants one) of at least 1.
    static let index = LuaType.refined(.integer, LuaRefinement("1-based index") { v in
        (v.integer ?? 1) >= 1 ? nil : "an index of at least 1 expected, got \(v.integer ?? 0)"
    })
}
