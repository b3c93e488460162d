import CLua
import LuaBridge
import StageKit

/// `stage.reset`, `stage.render`, `stage.svg`, `stage.timelineSvg`.
enum StageRootAPI {
    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "stage", doc: """
                The simulated world: `stage.clock` (time), `stage.screen` (screen, layers, input, \
                keyboard), `stage.log` (the timeline), pictures of the screen, and the components \
                presented on it. Deterministic: the same script gives the same result everywhere.
                """, functions: [
                LuaFunctionDecl("reset", params: [LuaParam("options", .options([
                    LuaOption("width", .number, default: "393", "screen width in points (1 to 100000)"),
                    LuaOption("height", .number, default: "852", "screen height in points (1 to 100000)"),
                    LuaOption("safeArea", .options([
                        LuaOption("top", .number, default: "59"), LuaOption("bottom", .number, default: "34"),
                        LuaOption("left", .number, default: "0"), LuaOption("right", .number, default: "0"),
                    ]), "safe-area insets, finite and non-negative, with top + bottom < height and left + right < width (omitted edges are 0 when the table is given; without the table, a screen shorter than 94 points has none)"),
                    LuaOption("reduceMotion", .boolean, default: "false", "the reduce-motion trait"),
                    LuaOption("rightToLeft", .boolean, default: "false", "right-to-left layout direction"),
                    LuaOption("popupPolicy", .enumeration(PopupPolicyKind.allCases.map(\.rawValue)), default: "\"swift\"",
                              "the popups' model: \"swift\" (LSTPopViewSwift's documented semantics) or \"objc\" (the Objective-C library, quirks included); docs/POPUPS.md"),
                    LuaOption("tieBreak", .enumeration(PopupTieBreak.allCases.map(\.rawValue)), default: "\"lifo\"",
                              "\"swift\" policy: which equal-priority waiter comes back first (\"lifo\": most recent; \"fifo\": longest waiting)"),
                ]), optional: true)],
                                doc: """
                                A fresh world: time 0, an empty screen of the given size, an empty \
                                timeline, numbering restarted. Handles to objects made before the \
                                reset (timers, sheets, popups, ...) fail with a clear error afterwards.
                                """,
                                example: "stage.reset{ width = 375, height = 667, safeArea = { top = 20, bottom = 0 } }\nprint(stage.screen.width, stage.screen.safeArea.top)   --> 375 20") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let world = call.world
                    guard !world.stage.clock.isFiring else {
                        return call.error("stage.reset cannot be called from a callback while the clock is advancing")
                    }
                    let o = call.options(1)
                    let size = Size(width: o?.number("width") ?? Screen.defaultSize.width,
                                    height: o?.number("height") ?? Screen.defaultSize.height)
                    var safeArea = Screen.defaultSafeArea(for: size)
                    if let s = o?.options("safeArea") {
                        safeArea = EdgeInsets(top: s.number("top") ?? 0, left: s.number("left") ?? 0,
                                              bottom: s.number("bottom") ?? 0, right: s.number("right") ?? 0)
                    }
                    do throws(ScreenConfigurationError) { try Screen.validate(size: size, safeArea: safeArea) } catch {
                        return call.argError(1, error.message)
                    }
                    let traits = Traits(reduceMotion: o?.bool("reduceMotion") ?? false, rightToLeft: o?.bool("rightToLeft") ?? false)
                    world.reset(size: size, safeArea: safeArea, traits: traits,
                                popupPolicy: o?.string("popupPolicy").flatMap(PopupPolicyKind.init(rawValue:)) ?? .swift,
                                tieBreak: o?.string("tieBreak").flatMap(PopupTieBreak.init(rawValue:)) ?? .lifo)
                    return 0
                },
                LuaFunctionDecl("render", params: [LuaParam("options", .options([
                    LuaOption("width", .integer, default: "48", "columns of the picture"),
                ]), optional: true)], returns: "string",
                                doc: """
                                A text picture of the screen now: every visible layer at its current \
                                (animated) position and opacity, bottom to top, in a character grid \
                                `width` columns wide (a cell is twice as tall as wide), followed by a \
                                legend of the layers, top first. Stable across runs (snapshot it).
                                """,
                                example: "print(stage.render{ width = 40 })") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let columns = call.options(1)?.integer("width") ?? TextRenderer.defaultColumns
                    guard (8...400).contains(columns) else { return call.argError(1, "option 'width': 8 to 400 columns expected, got \(columns)") }
                    return call.returning(TextRenderer(columns: columns).render(call.world.stage))
                },
                LuaFunctionDecl("svg", returns: "string",
                                doc: "An SVG picture of the screen now (the same scene as `render`, with colors, corner radii and opacity). Write it to a file and open it in a browser.",
                                example: "local svg = stage.svg()   -- write it to a file and open it in a browser\nprint(svg:sub(1, 4))   --> <svg") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(SVGRenderer().render(call.world.stage))
                },
                LuaFunctionDecl("timelineSvg", returns: "string",
                                doc: "An SVG strip chart of the timeline: one row per layer showing when it was presented, with a mark per event (hover for its trace line).",
                                example: "stage.clock.after(1, function() end)\nstage.clock.advance(2)\nprint(stage.timelineSvg():sub(1, 4))   --> <svg") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(TimelineChart().render(call.world.stage))
                },
            ]),
        ]
    )
}
