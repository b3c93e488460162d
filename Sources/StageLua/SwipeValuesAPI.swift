import CLua
import CLuaShim
import LuaBridge
import StageKit

// The swipe area's value declarations (SwipeCellKit's SwipeAction and SwipeOptions as Lua
// tables) and their readers. The constructors' options are checked by the trampoline; what a
// delegate callback *returns* is checked against the same declarations (`LuaSlot.refusal(as:)`),
// so a returned table and a constructor argument give the same messages.

/// A swipe action made by `stage.swipeAction{...}` (or from a plain table an editActions
/// callback returned): the engine value, its Lua handler, and the last perform (what
/// `action:fulfill` completes, as the library's action keeps its completion handler).
final class SwipeActionBox: StageBound {
    let stage: Stage
    var action: SwipeAction
    let handler: LuaRef?
    var performed: SwipeActionRef?

    init(stage: Stage, action: SwipeAction, handler: LuaRef?) {
        self.stage = stage
        self.action = action
        self.handler = handler
    }

    var handleName: String { "swipeAction '\(action.title ?? action.image ?? "")'" }
}

enum SwipeValues {
    static let color = LuaType.shape(.color)
    static let width = LuaType.range(LuaRange(min: 0))
    static let fraction = LuaType.range(LuaRange(min: 0, max: 1))
    /// A color or "clear" (the library's `.clear`, which counts as no background color).
    static let background = LuaType.refined(.string, LuaRefinement("color or \"clear\"") { v in
        v.string == "clear" ? nil : v.refusal(as: .shape(.color))
    })

    static let transitionOptions: [LuaOption] = [
        LuaOption("duration", StageTypes.seconds, default: "0.15", "the scale animation's duration"),
        LuaOption("initialScale", width, default: "0.8", "the scale of a button less than `threshold` visible"),
        LuaOption("threshold", fraction, default: "0.5", "the visible fraction at which a button scales up"),
    ]

    static let actionOptions: [LuaOption] = [
        LuaOption("title", .string, "the button's title"),
        LuaOption("image", .string, "an image name (no bitmap: drawn by name; give imageSize for layout)"),
        LuaOption("highlightedImage", .string, "the image while highlighted (default: image)"),
        LuaOption("imageSize", .shape(.size), "the image's size for layout (default: none)"),
        LuaOption("style", .enumeration(SwipeActionStyle.allCases.map(\.rawValue)), default: "\"default\"",
                  "\"default\" or \"destructive\" (the default background; VoiceOver's destructive custom action deletes the row)"),
        LuaOption("fontSize", .range(LuaRange(min: 0, minExclusive: true)), default: "15", "the title's font size"),
        LuaOption("textColor", color, default: "\"#FFFFFF\"", "title and tint color"),
        LuaOption("highlightedTextColor", color, default: "textColor", "title color while highlighted"),
        LuaOption("backgroundColor", background, default: "systemRed (destructive) or systemGray3",
                  "the button's color, or \"clear\" (no background color: the expansion then scales and fades the others)"),
        LuaOption("backgroundEffect", .string, "a visual effect's name (\"blur\"): like \"clear\" for the expansion"),
        LuaOption("highlightedBackgroundColor", color, default: "10 % black over the background", "color while highlighted"),
        LuaOption("identifier", .string, "the app's identifier for the action"),
        LuaOption("hidesWhenSelected", .boolean, default: "false", "a tap closes the row before the handler runs"),
        LuaOption("accessibilityLabel", .string, "the VoiceOver name (default: title, else image)"),
        LuaOption("transitionDelegate", .oneOf([.boolean, .options(transitionOptions)]), default: "none",
                  "true for ScaleTransition.default, or {duration =, initialScale =, threshold =}"),
        LuaOption("handler", .function, "handler(action, row, {section =, row =}) when performed; a fill waits for action:fulfill(\"delete\"|\"reset\")"),
    ]

    static let presetNames = ["selection", "destructive", "destructiveAfterFill", "fill"]

    static let expansionOptions: [LuaOption] = [
        LuaOption("style", .enumeration(presetNames), "start from this preset (the other keys change it)"),
        LuaOption("automaticallyDelete", .boolean, default: "true", "destructive only: false waits for action:fulfill"),
        LuaOption("timing", .enumeration(SwipeExpansionStyle.HandlerInvocationTiming.allCases.map(\.rawValue)),
                  "destructive only: handler \"with\" the fill (default) or \"after\" it"),
        LuaOption("target", .options([
            LuaOption("percentage", .range(LuaRange(min: 0)), "a fraction of the row width"),
            LuaOption("edgeInset", .range(LuaRange()), "the row width minus this"),
        ]), "where the row expands (one of percentage, edgeInset); required without style"),
        LuaOption("triggers", .list(.options([
            LuaOption("touchThreshold", fraction, "the finger passes this fraction of the width"),
            LuaOption("overscroll", width, "the row is dragged this far past fully open"),
        ])), "additional triggers, each {touchThreshold =} or {overscroll =}"),
        LuaOption("elasticOverscroll", .boolean, default: "false", "buttons stretch past fully open"),
        LuaOption("completionAnimation", .oneOf([.enumeration(["bounce"]), .options([
            LuaOption("fill", .enumeration(["delete", "reset", "manual"]), required: true,
                      "automatic fulfillment (\"delete\", \"reset\") or \"manual\" (action:fulfill)"),
            LuaOption("timing", .enumeration(SwipeExpansionStyle.HandlerInvocationTiming.allCases.map(\.rawValue)), default: "\"with\"",
                      "handler with the fill or after it"),
        ])]), default: "\"bounce\"", "\"bounce\" or {fill =, timing =}"),
        LuaOption("minimumTargetOverscroll", width, default: "20", "the target is at least fully open + this"),
        LuaOption("targetOverscrollElasticity", fraction, default: "0.2", "how much of the travel past the target the row follows"),
    ]

    static let expansionType = LuaType.oneOf([.enumeration(presetNames), .options(expansionOptions)])

    static let expansionDelegateOptions: [LuaOption] = [
        LuaOption("duration", StageTypes.seconds, default: "0.15", "each button's scale/alpha animation"),
        LuaOption("scale", width, default: "0.8", "the other buttons' scale while expanded"),
        LuaOption("interButtonDelay", StageTypes.seconds, default: "0.1", "delay between buttons"),
    ]

    static let optionsOptions: [LuaOption] = [
        LuaOption("transitionStyle", .enumeration(SwipeTransitionStyle.allCases.map(\.rawValue)), default: "\"border\"",
                  "\"border\", \"drag\" or \"reveal\""),
        LuaOption("expansionStyle", expansionType, default: "none",
                  "\"selection\", \"destructive\", \"destructiveAfterFill\", \"fill\", { style = \"destructive\", automaticallyDelete = false }, or a custom {target =, triggers =, ...}. "
                  + expansionPresetsDoc),
        LuaOption("expansionDelegate", .oneOf([.boolean, .options(expansionDelegateOptions)]),
                  default: "ScaleAndAlphaExpansion when the expanding action has no background color",
                  "true/{duration =, scale =, interButtonDelay =}: ScaleAndAlphaExpansion; false: a plain relayout"),
        LuaOption("backgroundColor", color, default: "systemGray5", "shown in gaps (elastic overscroll)"),
        LuaOption("maximumButtonWidth", width, default: "(width - 30) / count", "0: unlimited"),
        LuaOption("minimumButtonWidth", width, default: "min(maximum, 74)", "the narrowest button"),
        LuaOption("buttonVerticalAlignment", .enumeration(SwipeVerticalAlignment.allCases.map(\.rawValue)),
                  default: "\"centerFirstBaseline\"", "\"centerFirstBaseline\" or \"center\""),
        LuaOption("buttonPadding", width, default: "8", "padding inside each button"),
        LuaOption("buttonSpacing", width, default: "8", "between image and title"),
    ]

    // MARK: Reading checked values

    static func action(_ o: LuaOptions, stage: Stage) -> SwipeActionBox {
        var a = SwipeAction(style: o.string("style").flatMap(SwipeActionStyle.init(rawValue:)) ?? .default, title: o.string("title"))
        a.image = o.string("image")
        a.highlightedImage = o.string("highlightedImage")
        a.imageSize = o.field("imageSize") { L, i in
            Size(width: StageTables.number(L, i, "width") ?? 0, height: StageTables.number(L, i, "height") ?? 0)
        }
        a.fontSize = o.number("fontSize")
        a.textColor = o.string("textColor").flatMap(Color.init(hex:))
        a.highlightedTextColor = o.string("highlightedTextColor").flatMap(Color.init(hex:))
        if let bg = o.string("backgroundColor") { a.background = bg == "clear" ? .clear : Color(hex: bg).map { .color($0) } }
        if let fx = o.string("backgroundEffect") { a.background = .effect(fx) }
        a.highlightedBackgroundColor = o.string("highlightedBackgroundColor").flatMap(Color.init(hex:))
        a.identifier = o.string("identifier")
        a.hidesWhenSelected = o.bool("hidesWhenSelected") ?? false
        a.accessibilityLabel = o.string("accessibilityLabel")
        if let t = o.options("transitionDelegate") {
            a.transitionDelegate = ScaleTransition(duration: SimDuration(seconds: t.number("duration") ?? 0.15),
                                                   initialScale: t.number("initialScale") ?? 0.8, threshold: t.number("threshold") ?? 0.5)
        } else if o.bool("transitionDelegate") == true {
            a.transitionDelegate = .default
        }
        return SwipeActionBox(stage: stage, action: a, handler: o.ref("handler"))
    }

    static func options(_ o: LuaOptions) -> SwipeOptions {
        var s = SwipeOptions(transitionStyle: o.string("transitionStyle").flatMap(SwipeTransitionStyle.init(rawValue:)) ?? .border)
        if let name = o.string("expansionStyle") {
            s.expansionStyle = preset(name)
        } else if let e = o.options("expansionStyle") {
            s.expansionStyle = expansion(e)
        }
        if let d = o.options("expansionDelegate") {
            s.expansionDelegate = .scaleAndAlpha(ScaleAndAlphaExpansion(
                duration: SimDuration(seconds: d.number("duration") ?? 0.15), scale: d.number("scale") ?? 0.8,
                interButtonDelay: SimDuration(seconds: d.number("interButtonDelay") ?? 0.1)))
        } else if let b = o.bool("expansionDelegate") {
            s.expansionDelegate = b ? .scaleAndAlpha(.default) : .timing(.default)
        }
        s.backgroundColor = o.string("backgroundColor").flatMap(Color.init(hex:))
        s.maximumButtonWidth = o.number("maximumButtonWidth")
        s.minimumButtonWidth = o.number("minimumButtonWidth")
        if let v = o.string("buttonVerticalAlignment").flatMap(SwipeVerticalAlignment.init(rawValue:)) { s.buttonVerticalAlignment = v }
        s.buttonPadding = o.number("buttonPadding")
        s.buttonSpacing = o.number("buttonSpacing")
        return s
    }

    /// What each preset does, described from the engine's own values.
    static var expansionPresetsDoc: String {
        func text(_ e: SwipeExpansionStyle) -> String {
            var parts: [String] = []
            switch e.target {
            case .percentage(let p): parts.append("expands at \(Fmt.number(p * 100))% of the row's width")
            case .edgeInset(let d): parts.append("expands \(Fmt.number(d)) pt from the far edge")
            }
            for t in e.additionalTriggers {
                switch t {
                case .touchThreshold(let x): parts.append("or when the touch passes \(Fmt.number(x * 100))% of the width")
                case .overscroll(let d): parts.append("or on \(Fmt.number(d)) pt of overscroll")
                }
            }
            switch e.completionAnimation {
            case .bounce: parts.append("then bounces back")
            case .fill(let f):
                let fill = "fills (\(Fmt.number(SwipeMachine.fillDuration.seconds)) s)"
                if let auto = f.autoFulFillmentStyle {
                    parts.append("\(fill) and \(auto == .delete ? "deletes the row" : "resets") by itself, the handler \(f.timing == .with ? "with" : "after") the fill")
                } else {
                    parts.append("\(fill), the handler \(f.timing == .with ? "with" : "after") it, then waits for fulfill")
                }
            }
            return parts.joined(separator: " ")
        }
        let presets = ["selection", "destructive", "destructiveAfterFill", "fill"]
        return presets.compactMap { name in preset(name).map { "\(name): " + text($0) } }.joined(separator: "; ") + "."
    }

    static func preset(_ name: String) -> SwipeExpansionStyle? {
        switch name {
        case "selection": return .selection
        case "destructive": return .destructive
        case "destructiveAfterFill": return .destructiveAfterFill
        case "fill": return .fill
        default: return nil
        }
    }

    /// A table expansion style: the preset named by `style` (destructive with its
    /// `automaticallyDelete`/`timing`), then each other key overriding its field. Without a
    /// style, `target` is required.
    static func expansion(_ o: LuaOptions) -> SwipeExpansionStyle? {
        var s: SwipeExpansionStyle
        if let name = o.string("style") {
            if name == "destructive" {
                let timing = o.string("timing").flatMap(SwipeExpansionStyle.HandlerInvocationTiming.init(rawValue:)) ?? .with
                s = .destructive(automaticallyDelete: o.bool("automaticallyDelete") ?? true, timing: timing)
            } else {
                guard let p = preset(name) else { return nil }
                s = p
            }
        } else {
            s = SwipeExpansionStyle(target: .percentage(0.5))
        }
        if let t = o.options("target") {
            if let p = t.number("percentage") { s.target = .percentage(p) }
            if let e = t.number("edgeInset") { s.target = .edgeInset(e) }
        }
        if o.has("triggers") {
            s.additionalTriggers = o.field("triggers") { L, i -> [SwipeExpansionStyle.Trigger] in
                var out: [SwipeExpansionStyle.Trigger] = []
                let n = lua_rawlen(L, i)
                var k: lua_Integer = 1
                while lua_Unsigned(k) <= n {
                    lua_rawgeti(L, i, k)
                    let top = lua_gettop(L)
                    if let v = StageTables.number(L, top, "touchThreshold") { out.append(.touchThreshold(v)) }
                    if let v = StageTables.number(L, top, "overscroll") { out.append(.overscroll(v)) }
                    lua_settop(L, -2)
                    k += 1
                }
                return out
            } ?? []
        }
        if let e = o.bool("elasticOverscroll") { s.elasticOverscroll = e }
        if o.string("completionAnimation") == "bounce" {
            s.completionAnimation = .bounce
        } else if let c = o.options("completionAnimation") {
            let timing = c.string("timing").flatMap(SwipeExpansionStyle.HandlerInvocationTiming.init(rawValue:)) ?? .with
            let fill = c.string("fill") ?? "manual"
            s.completionAnimation = .fill(fill == "manual" ? .manual(timing: timing)
                                          : .automatic(ExpansionFulfillmentStyle(rawValue: fill) ?? .delete, timing: timing))
        }
        if let v = o.number("minimumTargetOverscroll") { s.minimumTargetOverscroll = v }
        if let v = o.number("targetOverscrollElasticity") { s.targetOverscrollElasticity = v }
        return s
    }

    /// Extra checks the types cannot say: a custom style needs a target; a target has one key.
    static func expansionRefusal(_ o: LuaOptions) -> String? {
        if !o.has("style") && !o.has("target") { return "expansionStyle: a custom style needs target = {percentage =} or {edgeInset =} (or style = a preset)" }
        if let t = o.options("target"), t.has("percentage") == t.has("edgeInset") {
            return "expansionStyle.target: exactly one of percentage, edgeInset expected"
        }
        if let n = o.string("style"), n != "destructive", o.has("automaticallyDelete") || o.has("timing") {
            return "expansionStyle: automaticallyDelete and timing go with style = \"destructive\" (use completionAnimation = {fill =, timing =} for others)"
        }
        return nil
    }

    /// Checks and reads an options table at `i` (from the constructor or a callback).
    static func readOptions(_ v: LuaSlot, path: String) -> Result<SwipeOptions, StageReadError> {
        if let m = v.refusal(as: .options(optionsOptions), path: path) { return .failure(StageReadError(m)) }
        guard let o = v.options else { return .success(SwipeOptions()) }
        if let e = o.options("expansionStyle"), let m = expansionRefusal(e) {
            return .failure(StageReadError(path.isEmpty ? m : "\(path).\(m)"))
        }
        return .success(options(o))
    }
}
