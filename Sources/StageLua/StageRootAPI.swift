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
                    LuaOption("device", .enumeration(Device.presets.map(\.name)), default: "\"iPhone 15\"",
                              "the device: \"iPhone 15\" (393×852, status bar 54, safe area 59/34), \"iPhone SE\" (375×667, status bar 20, safe area 20/0) or \"iPad\" (iPad 10th generation: 820×1180, status bar 24, safe area 24/20, regular width); width, height and safeArea change it into a custom device of the same idiom"),
                    LuaOption("width", .number, default: "393", "screen width in points (1 to 100000)"),
                    LuaOption("height", .number, default: "852", "screen height in points (1 to 100000)"),
                    LuaOption("safeArea", .options([
                        LuaOption("top", .number, default: "59"), LuaOption("bottom", .number, default: "34"),
                        LuaOption("left", .number, default: "0"), LuaOption("right", .number, default: "0"),
                    ]), "safe-area insets, finite and non-negative, with top + bottom < height and left + right < width (omitted edges are 0 when the table is given; without the table, a screen shorter than 94 points has none)"),
                    LuaOption("reduceMotion", .boolean, default: "false", "the reduce-motion trait"),
                    LuaOption("rightToLeft", .boolean, default: "false", "right-to-left layout direction"),
                    LuaOption("popupPolicy", .enumeration(PopupPolicyKind.allCases.map(\.rawValue)), default: "\"objc\"",
                              "the popups' model: \"objc\" (the Objective-C library whose source is read, quirks included) or \"swift\" (LSTPopViewSwift as its README describes it; its source is not public); docs/POPUPS.md"),
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
                    guard !world.observed.clock.isFiring else {
                        return call.error("stage.reset cannot be called from a callback while the clock is advancing")
                    }
                    let o = call.options(1)
                    let base = o?.string("device").flatMap(Device.named) ?? .default
                    let size = Size(width: o?.number("width") ?? base.size.width,
                                    height: o?.number("height") ?? base.size.height)
                    var safeArea = size == base.size ? base.safeArea : Screen.defaultSafeArea(for: size, device: base)
                    if let s = o?.options("safeArea") {
                        safeArea = EdgeInsets(top: s.number("top") ?? 0, left: s.number("left") ?? 0,
                                              bottom: s.number("bottom") ?? 0, right: s.number("right") ?? 0)
                    }
                    do throws(ScreenConfigurationError) { try Screen.validate(size: size, safeArea: safeArea) } catch {
                        return call.argError(1, error.message)
                    }
                    let traits = Traits(reduceMotion: o?.bool("reduceMotion") ?? false, rightToLeft: o?.bool("rightToLeft") ?? false)
                    world.reset(device: base.custom(size: size, safeArea: safeArea), traits: traits,
                                popupPolicy: o?.string("popupPolicy").flatMap(PopupPolicyKind.init(rawValue:)) ?? .objc,
                                tieBreak: o?.string("tieBreak").flatMap(PopupTieBreak.init(rawValue:)) ?? .lifo)
                    return 0
                },
                LuaFunctionDecl("render", params: [LuaParam("options", .options([
                    LuaOption("width", .integer, default: "48", "columns of the picture (8 to 400)"),
                    cropOption,
                ]), optional: true)], returns: "string",
                                doc: """
                                A text picture of the screen now: every visible layer at its current \
                                (animated) position and opacity, bottom to top, in a character grid \
                                `width` columns wide (a cell is twice as tall as wide), followed by a \
                                legend of the layers, top first. `crop = true` draws only the part of \
                                the screen where something is (a short sheet is a few rows instead of \
                                the screen's 52); the header then names the part shown. Stable across \
                                runs (snapshot it). docs/PICTURES.md shows the pictures.
                                """,
                                example: "print(stage.render{ width = 40, crop = true })") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let o = call.options(1)
                    let columns = o?.integer("width") ?? TextRenderer.defaultColumns
                    guard (8...400).contains(columns) else { return call.argError(1, "option 'width': 8 to 400 columns expected, got \(columns)") }
                    let crop = StageRootAPI.crop(o)
                    return call.returning(TextRenderer(columns: columns, crop: crop).render(call.world.stage))
                },
                LuaFunctionDecl("svg", params: [LuaParam("options", .options([
                    cropOption,
                    LuaOption("device", .boolean, default: "true", "the phone around the screen: bezel, rounded corners, status bar, home indicator (a cropped picture keeps the bars, not the outline)"),
                    LuaOption("safeArea", .boolean, default: "false", "a dashed guide on the safe-area edges"),
                ]), optional: true)], returns: "string",
                                doc: """
                                An SVG picture of the screen now, drawn as the phone shows it: the \
                                same scene as `render` with each style's colors, corner radii and \
                                opacity, the content behind an action sheet scaled as the sheet scales \
                                its presenting view, image placeholders with their names, texts \
                                ellipsized to their frames, inside the device outline with its status \
                                bar and home indicator. Deterministic byte for byte. Write it to a file \
                                and open it in a browser (docs/PICTURES.md).
                                """,
                                example: "local svg = stage.svg{ safeArea = true }   -- write it to a file and open it in a browser\nprint(svg:sub(1, 4))   --> <svg") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let o = call.options(1)
                    let options = SVGRenderer.Options(device: o?.bool("device") ?? true, safeArea: o?.bool("safeArea") ?? false,
                                                      crop: StageRootAPI.crop(o))
                    return call.returning(SVGRenderer(options: options).render(call.world.stage))
                },
                LuaFunctionDecl("timelineSvg", returns: "string",
                                doc: "An SVG strip chart of the timeline: one row per source (layer, screen, clock), a bar while each layer was on the screen with its animation phases (presenting, dismissing, ...) in it, and a labelled mark per event, events at the same instant stacked (hover a mark for its trace line). Past 5,000 events, marks that would overlap merge.",
                                example: "stage.clock.after(1, function() end)\nstage.clock.advance(2)\nprint(stage.timelineSvg():sub(1, 4))   --> <svg") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(TimelineChart().render(call.world.stage))
                },
            ]),
        ]
    )

    /// `crop` of `stage.render` and `stage.svg`.
    static let cropOption = LuaOption("crop", .oneOf([.boolean, .enumeration(["content", "screen"]), .shape(.rect)]), default: "false",
                                      "true or \"content\": only the part of the screen where something is drawn (layers' boxes, texts and images, with an 8-pt margin; not dimming backdrops or a table's empty background); a rect {x, y, width, height}: that part; false or \"screen\": the whole screen")

    /// The crop an options table asks for (the registry already checked its type).
    static func crop(_ o: LuaOptions?) -> PictureCrop {
        guard let o else { return .screen }
        if let rect = o.field("crop", { $0.rect }) { return .rect(rect) }
        if let name = o.string("crop") { return name == "content" ? .content : .screen }
        return o.bool("crop") == true ? .content : .screen
    }
}
