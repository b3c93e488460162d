import LuaBridge
import StageKit

/// `stage.screen`: the screen, its layers, input and keyboard.
enum ScreenAPI {
    static let pointType = LuaType.shape(.point)

    static let registry = APIRegistry(
        modules: [
            LuaModuleDecl(path: "stage.screen", doc: """
                The stage's screen: size and safe area (default 393×852, 59 top / 34 bottom), the \
                z-ordered stack of presented layers as UIKit composes a window (tables at the \
                bottom, then popup bars; above them action sheets and popups in the order they \
                were presented, the last on top; then the keyboard), input and the keyboard. Input \
                is hit-tested top-down through the stack: the first layer that takes the touch gets \
                it (hidden layers, layers with user interaction off and layers with an alpha below \
                0.01 are skipped, as UIKit skips them), layers may pass touches through, and a \
                touch on nothing is a recorded miss, not an error.
                """, functions: [
                    LuaFunctionDecl(
                        "tap", params: [LuaParam("x", StageTypes.finite), LuaParam("y", StageTypes.finite)],
                        returns: "string or nil",
                                doc: """
                                Taps at (x, y) in screen points. Returns the source of the layer that \
                                received it ("popup#1"), or nil for a miss (nothing there, or off the \
                                screen); either way the tap is logged as `screen tap`. No time passes.
                                """,
                        example: "-- nothing is presented: a recorded miss\nprint(stage.screen.tap(196, 400))   --> nil"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let stage = call.world.stage
                    let result = stage.tap(at: Point(x: call.number(1), y: call.number(2)))
                    call.push(result.layer?.source)
                    return call.finish(1)
                },
                LuaFunctionDecl("drag", params: [LuaParam("options", .options([
                    LuaOption("from", pointType, "start point {x, y}"),
                    LuaOption("to", pointType, "instead of dx/dy: the end point {x, y}"),
                                    LuaOption(
                                        "path", .table,
                                        "instead of from and dx/dy: a list of points, each segment taking an equal "
                                            + "share of the time"
                                    ),
                    LuaOption("dx", .range(LuaRange()), default: "0", "horizontal travel from `from` in points"),
                    LuaOption("dy", .range(LuaRange()), default: "0", "vertical travel from `from` in points"),
                                    LuaOption(
                                        "duration", .number, default: "0.3",
                                        "seconds the finger moves, at most 3600 (the clock advances by it)"),
                                    LuaOption(
                                        "velocity", pointType,
                                        "release velocity {vx, vy} in points/s (default: measured over the last 50 "
                                            + "ms)"),
                ]), retired: DragShape.retired)], returns: "string or nil",
                                doc: """
                                A pan gesture in the one drag shape, `{ dx =, dy =, duration =, \
                                velocity = {vx, vy} }`, from the point `from` (or to the point \
                                `to`, or along `path`): the finger goes down at `from`, moves \
                                `dx`, `dy` over \
                                `duration` seconds of simulated time (the clock advances by it, \
                                sampled at 120 Hz; other events fire in between) and lifts. The layer \
                                under `from` gets panBegan/panChanged/panEnded with translation and \
                                velocity (the release velocity is measured over the last 50 ms unless \
                                `velocity` is given). A zero duration is an instantaneous flick with \
                                the given velocity. Returns the receiving layer's source or nil (a miss).
                                """,
                        example:
                            "stage.screen.drag{ from = {300, 400}, to = {80, 400}, duration = 0.25 "
                                + "}\nprint(stage.clock.now())   --> 0.25"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let o = call.options(1) else { return call.argError(1, "table expected, got no value") }
                    var points: [Point]
                    if o.has("path") {
                            guard !o.has("from") && !o.has("to") && !o.has("dx") && !o.has("dy") else {
                                return call.argError(1, "give either 'path' or 'from' with 'to' or dx/dy, not both")
                            }
                        switch o.points("path") {
                        case .success(let list): points = list
                        case .failure(let e): return call.argError(1, e.message)
                        }
                    } else {
                            guard let from = o.point("from") else {
                                return call.argError(1, "option 'from': point {x, y} expected")
                            }
                        let travel = o.has("dx") || o.has("dy")
                            guard !(travel && o.has("to")) else {
                                return call.argError(1, "give either 'to' or dx/dy, not both")
                            }
                            guard
                                let to = o.point("to")
                                    ?? (travel ? from + Point(x: o.number("dx") ?? 0, y: o.number("dy") ?? 0) : nil)
                            else {
                                return call.argError(
                                    1, "option 'to': point {x, y} expected (or dx/dy: the travel from 'from')")
                        }
                        points = [from, to]
                    }
                    var velocity: Point?
                    if o.has("velocity") {
                            guard let v = o.point("velocity") else {
                                return call.argError(1, "option 'velocity': {vx, vy} expected")
                            }
                            guard v.x.isFinite && v.y.isFinite else {
                                return call.argError(1, "option 'velocity': finite numbers expected")
                            }
                        velocity = v
                    }
                    let duration: SimDuration
                    switch call.seconds(o.number("duration") ?? 0.3) {
                    case .success(let d): duration = d
                    case .failure(let e): return call.argError(1, "option 'duration': " + e.message)
                    }
                    // A finger does not move for hours; 120 Hz samples of a longer drag would only eat memory.
                    guard duration <= PanTrack.maximumDuration else {
                            return call.argError(
                                1,
                                "option 'duration': at most \(Fmt.number(PanTrack.maximumDuration.seconds)) seconds "
                                    + "expected for a drag, got \(Fmt.number(duration.seconds))"
                            )
                    }
                    let stage = call.world.stage
                    do {
                        let result = try stage.drag(PanTrack.path(points, duration: duration), velocity: velocity)
                        call.push(result.layer?.source)
                        return call.finish(1)
                    } catch let e as ClockError {
                        if case .beyondRange = e { return call.argError(1, "option 'duration': " + e.message) }
                        return ClockAPI.clockFailure(call, e)
                    } catch {
                        return ClockAPI.clockFailure(call, error)
                    }
                },
                LuaFunctionDecl("showKeyboard", params: [LuaParam("options", .options([
                    LuaOption("height", .number, default: "336", "keyboard height in points"),
                    LuaOption("duration", .number, default: "0.25", "slide duration in seconds"),
                ]), optional: true)],
                                doc: """
                                Shows the keyboard (or changes its height): logs `screen \
                                keyboardWillShow` now and `keyboardDidShow` when the slide ends; \
                                components that avoid the keyboard react to both.
                                """,
                        example:
                            "stage.screen.showKeyboard{ height = 336 "
                                + "}\nstage.clock.advance(0.25)\nprint(stage.screen.keyboard.frame.y)   --> 516"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let o = call.options(1)
                    let stage = call.world.stage
                    let height = o?.number("height") ?? 336
                    guard height.isFinite, height > 0, height <= stage.screen.height else {
                            return call.argError(
                                1,
                                "option 'height': a height between 0 and the screen height expected, got "
                                    + "\(Fmt.number(height))"
                            )
                    }
                    switch call.seconds(o?.number("duration") ?? 0.25) {
                    case .success(let d):
                        do throws(ClockError) { try stage.showKeyboard(height: height, duration: d) } catch {
                            return call.argError(1, "option 'duration': " + error.message)
                        }
                    case .failure(let e): return call.argError(1, "option 'duration': " + e.message)
                    }
                    return call.finish(0)
                },
                LuaFunctionDecl("hideKeyboard", params: [LuaParam("options", .options([
                    LuaOption("duration", .number, default: "0.25", "slide duration in seconds"),
                ]), optional: true)],
                        doc:
                            "Hides the keyboard (`keyboardWillHide` now, `keyboardDidHide` after the slide). Nothing "
                                + "happens when it is hidden.",
                                example: "stage.screen.hideKeyboard()") { L, ctx in
                    let call = LuaCall(L, ctx)
                    switch call.seconds(call.options(1)?.number("duration") ?? 0.25) {
                    case .success(let d):
                        do throws(ClockError) { try call.world.stage.hideKeyboard(duration: d) } catch {
                            return call.argError(1, "option 'duration': " + error.message)
                        }
                    case .failure(let e): return call.argError(1, "option 'duration': " + e.message)
                    }
                    return call.finish(0)
                },
                LuaFunctionDecl("setTraits", params: [LuaParam("traits", .options([
                    LuaOption("reduceMotion", .boolean, "UIAccessibility.isReduceMotionEnabled"),
                    LuaOption("rightToLeft", .boolean, "right-to-left layout direction"),
                    LuaOption("contentSizeCategory", .enumeration(ContentSizeCategory.allCases.map(\.rawValue)),
                                        "UIKit's preferredContentSizeCategory (\"large\" by default); popup bars "
                                            + "grow from \"extraExtraExtraLarge\" up"
                                    ),
                ]))],
                        doc:
                            "Changes traits (omitted keys keep their value); logs `screen traitsChanged` when "
                                + "something changed.",
                                example: "stage.screen.setTraits{ reduceMotion = true }") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let stage = call.world.stage
                    var traits = stage.screen.traits
                    let o = call.options(1)
                    if let b = o?.bool("reduceMotion") { traits.reduceMotion = b }
                    if let b = o?.bool("rightToLeft") { traits.rightToLeft = b }
                        if let c = o?.string("contentSizeCategory").flatMap(ContentSizeCategory.init(rawValue:)) {
                            traits.contentSizeCategory = c
                        }
                    stage.setTraits(traits)
                    return call.finish(0)
                },
                LuaFunctionDecl(
                    "rotate",
                    params: [
                        LuaParam("orientation", .enumeration(DeviceOrientation.allCases.map(\.rawValue))),
                        LuaParam("options", .options([
                            LuaOption(
                                "duration", StageTypes.seconds, default: "0.3 a quarter turn, 0.4 on the iPad",
                                "the turn's animation in seconds (twice as long for a half turn)"),
                        ]), optional: true),
                    ],
                    returns: CommandOutcome.luaReturns,
                    doc: """
                        Turns the interface to an orientation ("portrait", "landscapeLeft", \
                        "landscapeRight", "portraitUpsideDown" where the device supports it: not on \
                        the iPhone 15) on the simulated clock. The device's numbers for the new \
                        orientation take effect at once (`screen viewWillTransition`, `screen \
                        safeAreaInsetsDidChange`): size, safe area, status bar, system bars, and every \
                        component lays out again as its library does on a size change; `screen \
                        transitionCompleted` logs the turn's end. A rotation requested during a turn \
                        waits for it (the latest wins). Returns true, or false and why (already there).
                        """,
                    example: """
                        stage.screen.rotate("landscapeLeft")
                        print(stage.screen.width, stage.screen.safeArea.left)   --> 852 59
                        """
                ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    guard let o = DeviceOrientation(rawValue: call.string(1)) else {
                        return call.argError(1, "an orientation expected")
                    }
                    var duration: SimDuration?
                    if let s = call.options(2)?.number("duration") {
                        switch call.seconds(s) {
                        case .success(let d): duration = d
                        case .failure(let e): return call.argError(2, "option 'duration': " + e.message)
                        }
                    }
                    let stage = call.world.stage
                    let outcome: CommandOutcome
                    do {
                        outcome = try stage.rotate(to: o, duration: duration)
                    } catch let e as RotationError {
                        return call.argError(1, e.description)
                    } catch let e as ClockError {
                        if case .beyondRange = e { return call.argError(2, "option 'duration': " + e.message) }
                        return ClockAPI.clockFailure(call, e)
                    } catch {
                        return call.fail(error)
                    }
                    return call.finish(call.returning(outcome))
                },
                LuaFunctionDecl("layers", returns: "table",
                                doc: """
                                What is presented, top first: a list of `{source=, label=, title=, \
                                level=, frame=, visible=, superlayer=}` (label: the component's \
                                name, if it was given one; level is "content", "popupBar", \
                                "actionSheet", "popup", "keyboard" or a number; frame at the \
                                current animated position; visible: drawn now; superlayer: the \
                                source of the view it lies in, a popup's parent view, if any).
                                """,
                        example: "for _, l in ipairs(stage.screen.layers()) do print(l.source, l.title) end"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    let stage = call.world.stage
                    let layers = stage.layers.topDown
                    return call.returningList(layers) { layer in
                        call.stack.pushTable(fields: 7) { t in
                            t.set("source", layer.source)
                            t.set("label", stage.timeline.labels[layer.source])
                            t.set("title", layer.title)
                            t.set("level", layer.level.description)
                            t.set("visible", layer.isVisible(at: stage.now))
                            t.set("frame", layer.frame(at: stage.now))
                            t.set("superlayer", layer.superlayer?.source)
                        }
                    }
                },
            ], properties: [
                    LuaPropertyDecl(
                        "width", .number, doc: "Screen width in points.", example: "print(stage.screen.width)   --> 393"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.push(points: call.world.stage.screen.width)
                    return 1
                },
                    LuaPropertyDecl(
                        "height", .number, doc: "Screen height in points.",
                        example: "print(stage.screen.height)   --> 852"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.push(points: call.world.stage.screen.height)
                    return 1
                },
                LuaPropertyDecl("safeArea", .table, doc: "Safe-area insets `{top=, left=, bottom=, right=}`.",
                                example: "print(stage.screen.safeArea.top)   --> 59") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.push(call.world.stage.screen.safeArea)
                    return 1
                },
                LuaPropertyDecl("device", .string, doc: """
                    The phone: "iPhone 15" (the default), "iPhone SE", or "custom" for a screen made \
                    with width, height or safeArea (`stage.reset{ device = "iPhone SE" }`).
                    """,
                        example:
                            "stage.reset{ device = \"iPhone SE\" }\nprint(stage.screen.device, stage.screen.height)  "
                                + " --> iPhone SE 667"
                    ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.world.stage.screen.device.name)
                },
                LuaPropertyDecl("orientation", .string, doc: """
                    The interface orientation: "portrait" (every device starts so), "landscapeLeft", \
                    "landscapeRight" or "portraitUpsideDown"; during a turn, the one it turns to \
                    (change with `rotate`).
                    """, example: "print(stage.screen.orientation)   --> portrait") { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.world.stage.orientation.rawValue)
                },
                LuaPropertyDecl(
                    "rotating", .boolean, doc: "True while a turn runs (from `rotate` until `transitionCompleted`).",
                    example: "print(stage.screen.rotating)   --> false"
                ) { L, ctx in
                    let call = LuaCall(L, ctx)
                    return call.returning(call.world.stage.isRotating)
                },
                LuaPropertyDecl("statusBarFrame", .table, doc: """
                    The status bar's area `{x=, y=, width=, height=}`: the top of the screen, 54 pt on \
                    an iPhone 15, 20 on an iPhone SE (a custom screen's is at most its top inset).
                    """, example: "print(stage.screen.statusBarFrame.height)   --> 54") { L, ctx in
                    let call = LuaCall(L, ctx)
                    call.push(call.world.stage.screen.statusBarFrame)
                    return 1
                },
                    LuaPropertyDecl(
                        "traits", .table,
                        doc: "`{reduceMotion=, rightToLeft=, contentSizeCategory=}` (change with `setTraits`).",
                                example: "print(stage.screen.traits.reduceMotion)   --> false") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let t = call.world.stage.screen.traits
                    return call.returningTable(fields: 3) { w in
                        w.set("reduceMotion", t.reduceMotion)
                        w.set("rightToLeft", t.rightToLeft)
                        w.set("contentSizeCategory", t.contentSizeCategory.rawValue)
                    }
                },
                LuaPropertyDecl("keyboard", .table, doc: """
                    The keyboard: `{shown=, height=, frame=}` (shown is the model state, true from \
                    keyboardWillShow; frame is where it is now, mid-slide included).
                    """, example: "print(stage.screen.keyboard.shown)   --> false") { L, ctx in
                    let call = LuaCall(L, ctx)
                    let stage = call.world.stage
                    let k = stage.screen.keyboard
                    return call.returningTable(fields: 3) { t in
                        t.set("shown", k.isShown)
                        t.set("height", LuaCompactNumber(k.isShown ? k.height : 0))
                        t.set("frame", k.frame(at: stage.now, width: stage.screen.width))
                    }
                },
            ]),
        ]
    )
}
