import LuaBridge
import StageKit

/// The one shape of every drag (docs/API.md; CHANGELOG): `{ dx =, dy =, duration =, velocity =
/// {vx, vy} }`: the travel in points from where the element's drag starts (each element says
/// where: the middle of a sheet's content, a popup's center, a row's edge, ...), the seconds the
/// finger moves (the clock advances by them, sampled at 120 Hz) and the release velocity in
/// points per second, a point (measured over the last 50 ms when not given). `stage.screen.drag`
/// takes the same keys plus `from`, where the finger goes down (or `to` / `path` in place of dx
/// and dy). The forms it replaced (a popup's `by`, a number velocity) are refused with a message
/// that quotes it.
///
/// ```swift
/// .method("drag", on: Sheet.self, params: [DragShape.param(duration: 0.2)], ...) { sheet, call in
///     let d = DragShape.read(call.options(2), duration: 0.2)
/// }
/// ```
enum DragShape {
    /// The shape as the messages quote it.
    static let written = "{ dx =, dy =, duration =, velocity = { vx, vy } }"

    static func options(duration: Double) -> [LuaOption] {
        [LuaOption("dx", StageTypes.finite, default: "0", "horizontal travel in points (positive: right)"),
         LuaOption("dy", StageTypes.finite, default: "0", "vertical travel in points (positive: down)"),
            LuaOption(
                "duration", StageTypes.seconds, default: Fmt.number(duration),
                "seconds the finger moves (the clock advances by them)"),
            LuaOption(
                "velocity", .shape(.point),
                "release velocity { vx, vy } in points/s (default: measured over the last 50 ms)"),
        ]
    }

    /// The old forms, each refused with what to write instead.
    static let retired = [
        LuaRetiredOption("by", "replaced by dx and dy: write drag{ dx = 0, dy = 150 } (every drag takes \(written))"),
        LuaRetiredOption("velocity", refusing: .number,
                         "a point { vx, vy } now: write velocity = { 0, -800 } (every drag takes \(written))"),
    ]

    /// A drag method's one parameter.
    static func param(duration: Double) -> LuaParam {
        LuaParam(
            "options", .options(options(duration: duration)), optional: true, "the drag: \(written)", retired: retired)
    }

    struct Values {
        var dx = 0.0, dy = 0.0
        var duration: SimDuration
        var velocity: Point?
    }

    /// The options the trampoline checked (none: a drag of zero travel).
    static func read(_ o: LuaOptions?, duration: Double) -> Values {
        Values(dx: o?.number("dx") ?? 0, dy: o?.number("dy") ?? 0,
               duration: SimDuration(seconds: o?.number("duration") ?? duration), velocity: o?.point("velocity"))
    }
}
