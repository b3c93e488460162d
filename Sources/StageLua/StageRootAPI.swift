import LuaBridge
import StageKit

/// `stage.reset`, `stage.render`, `stage.svg`, `stage.timelineSvg`.
enum StageRootAPI {
    /// `components`: the installed ones, whose options `stage.reset` takes too (`resetOptions`).
    static func registry(_ components: [ComponentManifest]) -> APIRegistry { APIRegistry(
        modules: [
            LuaModuleDecl(path: "stage", doc: """
                The simulated world: `stage.clock` (time), `stage.screen` (screen, layers, input, \
                keyboard), `stage.log` (the timeline), pictures of the screen, and the components \
                presented on it. Deterministic: the same script gives the same result everywhere.
                """, functions: [
                LuaFunctionDecl("reset", params: [LuaParam("options", .options([
                    LuaOption("device", .enumeration(Device.presets.map(\.name)), default: "\"iPhone 15\"",
                                                "the device: \"iPhone 15\" (393×852, status bar 54, safe area "
                                                    + "59/34), \"iPhone SE\" (375×667, status bar 20, safe area "
                                                    + "20/0) or \"iPad\" (iPad 10th generation: 820×1180, status bar "
                                                    + "24, safe area 24/20, regular width); width, height and "
                                                        + "safeArea change it into a custom device of the same idiom"
                                            ),
                    LuaOption(
                        "orientation", .enumeration(DeviceOrientation.allCases.map(\.rawValue)),
                        default: "\"portrait\"",
                        "the interface orientation the device starts in, with its numbers for it (docs/WORLD.md, "
                            + "\"Rotation\"; not with width, height or safeArea)"),
                    LuaOption("width", .number, default: "393", "screen width in points (1 to 100000)"),
                    LuaOption("height", .number, default: "852", "screen height in points (1 to 100000)"),
                    LuaOption("safeArea", .options([
                        LuaOption("top", .number, default: "59"), LuaOption("bottom", .number, default: "34"),
                        LuaOption("left", .number, default: "0"), LuaOption("right", .number, default: "0"),
                                                ]),
                                                "safe-area insets, finite and non-negative, with top + bottom < "
                                                    + "height and left + right < width (omitted edges are 0 when the "
                                                    + "table is given; without the table, a screen shorter than 94 "
                                                        + "points has none)"
                                            ),
                    LuaOption("reduceMotion", .boolean, default: "false", "the reduce-motion trait"),
                    LuaOption("rightToLeft", .boolean, default: "false", "right-to-left layout direction"),
                ] + components.flatMap(\.resetOptions)), optional: true)],
                                doc: """
                                A fresh world: time 0, an empty screen of the given size, an empty \
                                timeline, numbering restarted. Handles to objects made before the \
                                reset (timers, sheets, popups, ...) fail with a clear error afterwards.
                                """,
                            example:
                                "stage.reset{ width = 375, height = 667, safeArea = { top = 20, bottom = 0 } "
                                    + "}\nprint(stage.screen.width, stage.screen.safeArea.top)   --> 375 20"
                        ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let world = call.world
                    guard !world.observed.clock.isFiring else {
                        return call.error("stage.reset cannot be called from a callback while the clock is advancing")
                    }
                    let o = call.options(1)
                    var base = o?.string("device").flatMap(Device.named) ?? .default
                    if let name = o?.string("orientation"), let turned = DeviceOrientation(rawValue: name) {
                        guard !(o?.has("width") ?? false) && !(o?.has("height") ?? false)
                            && !(o?.has("safeArea") ?? false)
                        else {
                            return call.argError(1, "give either 'orientation' or width, height and safeArea, not both")
                        }
                        if let why = base.whyNotRotating(to: turned) {
                            return call.argError(1, "option 'orientation': \(why)")
                        }
                        base = base.rotated(to: turned) ?? base
                    }
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
                            let traits = Traits(
                                reduceMotion: o?.bool("reduceMotion") ?? false,
                                rightToLeft: o?.bool("rightToLeft") ?? false)
                    let device = size == base.size && safeArea == base.safeArea
                        ? base : base.custom(size: size, safeArea: safeArea)
                    world.reset(device: device, traits: traits,
                                settings: world.components.compactMap { $0.resetSetting(o) })
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
                            guard (8...400).contains(columns) else {
                                return call.argError(1, "option 'width': 8 to 400 columns expected, got \(columns)")
                            }
                    switch StageRootAPI.crop(o, call) {
                            case .success(let crop):
                                return call.returning(
                                    TextRenderer(columns: columns, crop: crop).render(call.world.stage))
                    case .failure(let refusal): return call.argError(1, "option 'crop': " + refusal.message)
                    }
                },
                LuaFunctionDecl("svg", params: [LuaParam("options", .options([
                    cropOption,
                                        LuaOption(
                                            "device", .boolean, default: "true",
                                            "the phone around the screen: bezel, rounded corners, status bar, home "
                                                + "indicator (a cropped picture keeps the bars, not the outline)"
                                        ),
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
                            example:
                                "local svg = stage.svg{ safeArea = true }   -- write it to a file and open it in a "
                                    + "browser\nprint(svg:sub(1, 4))   --> <svg"
                        ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let o = call.options(1)
                    let crop: PictureCrop
                    switch StageRootAPI.crop(o, call) {
                    case .success(let c): crop = c
                    case .failure(let refusal): return call.argError(1, "option 'crop': " + refusal.message)
                    }
                            let options = SVGRenderer.Options(
                                device: o?.bool("device") ?? true, safeArea: o?.bool("safeArea") ?? false, crop: crop)
                    return call.returning(SVGRenderer(options: options).render(call.world.stage))
                },
                LuaFunctionDecl("timelineSvg", returns: "string",
                            doc:
                                "An SVG strip chart of the timeline: one row per source (layer, screen, clock), a "
                                + "bar while each layer was on the screen with its animation phases (presenting, "
                                + "dismissing, ...) in it, and a labelled mark per event, events at the same instant "
                                + "stacked (hover a mark for its trace line). Past 5,000 events, marks that would "
                                    + "overlap merge.",
                            example:
                                "stage.clock.after(1, function() "
                                    + "end)\nstage.clock.advance(2)\nprint(stage.timelineSvg():sub(1, 4))   --> <svg"
                        ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(TimelineChart().render(call.world.stage))
                },
            ]),
        ]
    ) }

    /// What `crop` may name: a component or a part of one, whose frame the picture shows.
    static let cropHandles: [LuaTypeKey] = [
        ActionSheetAPI.sheetKey, ActionSheetAPI.actionKey, PopupAPI.popupKey, SwipeAPI.tableKey,
        SwipeAPI.rowKey, PopupBarAPI.containerKey, PopupBarPartsAPI.barKey, PopupBarPartsAPI.contentKey,
    ]

    /// `crop` of `stage.render` and `stage.svg`.
    static let cropOption = LuaOption(
        "crop",
        .oneOf([.boolean, .enumeration(["content", "screen"]), .shape(.rect)] + cropHandles.map { .object($0) }),
                                      default: "false",
        "true or \"content\": only the part of the screen where something is drawn (layers' boxes, texts and images, "
            + "with an 8-pt margin; not dimming backdrops or a table's empty background: a table filling the screen "
            + "fills the picture); a handle (a sheet, one of its actions, a popup, a table, a row, a container, its "
            + "popupBar or popupContent): that part of the screen (a sheet's and a popup's drawn part with the "
            + "margin, the others' frames now); a rect {x, y, width, height}: that part; false or \"screen\": the "
                + "whole screen"
    )

    /// The crop an options table asks for (the registry already checked its type); a message
    /// when it names a handle whose object is gone.
    static func crop(_ o: LuaOptions?, _ call: LuaCall) -> Result<PictureCrop, PictureCropRefusal> {
        guard let o else { return .success(.screen) }
        if let rect = o.field("crop", { $0.rect }) { return .success(.rect(rect)) }
        if let name = o.string("crop") { return .success(name == "content" ? .content : .screen) }
        if let handle = o.field("crop", { cropOfHandle($0, call) }) { return handle }
        return .success(o.bool("crop") == true ? .content : .screen)
    }

    struct PictureCropRefusal: Error { var message: String }

    /// The part of the screen a handle names, or why it cannot be pictured (a row deleted, an
    /// action's section not on screen, anything from before `stage.reset`).
    static func cropOfHandle(_ v: LuaSlot, _ call: LuaCall) -> Result<PictureCrop, PictureCropRefusal>? {
        func live<T: StageBound>(
            _ object: T, _ frame: (T) throws -> PictureCrop?
        ) -> Result<PictureCrop, PictureCropRefusal> {
            if let stale = object.staleMessage(in: call) { return .failure(PictureCropRefusal(message: stale)) }
            do {
                guard let crop = try frame(object) else {
                    return .failure(PictureCropRefusal(message: "\(object.handleName) is not on the screen"))
                }
                return .success(crop)
            } catch {
                return .failure(PictureCropRefusal(message: "\(error)"))
            }
        }
        if let s = v.object(ActionSheetAPI.sheetKey, as: ActionController.self) { return live(s) { .layer($0.source) } }
        if let a = v.object(ActionSheetAPI.actionKey, as: SheetActionRef.self) {
            return live(a) { a in try a.controller.frame(ofAction: a.index).map(PictureCrop.rect) }
        }
        if let p = v.object(PopupAPI.popupKey, as: Popup.self) { return live(p) { .layer($0.source) } }
        if let t = v.object(SwipeAPI.tableKey, as: SwipeTable.self) { return live(t) { .rect($0.frame) } }
        if let r = v.object(SwipeAPI.rowKey, as: SwipeRowRef.self) {
            // The row's band across the table (an open row's content slides; its buttons are in the band).
            return live(r) { r in
                let f = try r.table.rowFrame(try r.currentIndex()), t = r.table.frame
                return Rect(x: t.minX, y: f.minY, width: t.width, height: f.height).intersection(t).map(
                    PictureCrop.rect)
            }
        }
        if let c = v.object(PopupBarAPI.containerKey, as: PopupBarContainer.self) {
            return live(c) { .rect($0.frame(at: $0.stage.now)) }
        }
        if let b = v.object(PopupBarPartsAPI.barKey, as: PopupBarRef.self) {
            return live(b) { .rect($0.owner.barFrame()) }
        }
        if let c = v.object(PopupBarPartsAPI.contentKey, as: PopupBarContentRef.self) {
            return live(c) { .rect($0.owner.contentFrame()) }
        }
        return nil
    }
}
