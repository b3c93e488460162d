import LuaBridge
import StageKit

// The swipe area's value declarations (SwipeCellKit's SwipeAction and SwipeOptions as Lua
// tables), each key declared once with how it writes the engine value (`LuaOptionField`). The
// constructors' options are checked by the trampoline; what a delegate callback *returns* is
// checked against the same declarations (`LuaSlot.refusal(as:)`), so a returned table and a
// constructor argument give the same messages.

/// A swipe action made by `stage.swipeAction{...}` (or from a plain table an editActions
/// callback returned): the engine value, its Lua handler, and the last perform (what
/// `action:fulfill` completes, as the library's action keeps its completion handler).
final class SwipeActionBox: StageBound {
    let stage: Stage
    var action: SwipeAction
    var handler: LuaRef?
    var performed: SwipeActionRef?

    init(stage: Stage, action: SwipeAction, handler: LuaRef?) {
        self.stage = stage
        self.action = action
        self.handler = handler
    }

    var handleName: String { "swipeAction '\(action.title ?? action.image ?? "")'" }
}

enum SwipeValues {
    typealias Field<Model> = LuaOptionField<Model>
    typealias Timing = SwipeExpansionStyle.HandlerInvocationTiming

    static let color = LuaType.shape(.color)
    static let width = LuaType.range(LuaRange(min: 0))
    static let fraction = LuaType.range(LuaRange(min: 0, max: 1))
    /// A color or "clear" (the library's `.clear`, which counts as no background color).
    static let background = LuaType.refined(.string, LuaRefinement("color or \"clear\"") { v in
        v.string == "clear" ? nil : v.refusal(as: .shape(.color))
    })

    static let transitionFields: LuaOptionFields<ScaleTransition> = [
        Field("duration", StageTypes.seconds, default: "0.15", "the scale animation's duration") { $0.duration = SimDuration(seconds: $1.number ?? 0.15) },
        Field("initialScale", width, default: "0.8", "the scale of a button less than `threshold` visible") { $0.initialScale = $1.number ?? 0.8 },
        Field("threshold", fraction, default: "0.5", "the visible fraction at which a button scales up") { $0.threshold = $1.number ?? 0.5 },
    ]

    static let actionFields: LuaOptionFields<SwipeActionBox> = [
        Field("title", .string, "the button's title") { $0.action.title = $1.string },
        Field("image", .string, "an image name (no bitmap: drawn by name; give imageSize for layout)") { $0.action.image = $1.string },
        Field("highlightedImage", .string, "the image while highlighted (default: image)") { $0.action.highlightedImage = $1.string },
        Field("imageSize", .shape(.size), "the image's size for layout (default: none)") { $0.action.imageSize = $1.size },
        Field("style", .enumeration(SwipeActionStyle.allCases.map(\.rawValue)), default: "\"default\"",
              "\"default\" or \"destructive\" (the default background; VoiceOver's destructive custom action deletes the row)") {
            $0.action.style = $1.enumCase() ?? .default
        },
        Field("fontSize", .range(LuaRange(min: 0, minExclusive: true)), default: "15", "the title's font size") { $0.action.fontSize = $1.number },
        Field("textColor", color, default: "\"#FFFFFF\"", "title and tint color") { $0.action.textColor = $1.color },
        Field("highlightedTextColor", color, default: "textColor", "title color while highlighted") { $0.action.highlightedTextColor = $1.color },
        Field("backgroundColor", background, default: "systemRed (destructive) or systemGray3",
              "the button's color, or \"clear\" (no background color: the expansion then scales and fades the others)") {
            $0.action.background = $1.string == "clear" ? .clear : $1.color.map { .color($0) }
        },
        Field("backgroundEffect", .string, "a visual effect's name (\"blur\"): like \"clear\" for the expansion") { $0.action.background = $1.string.map { .effect($0) } },
        Field("highlightedBackgroundColor", color, default: "10 % black over the background", "color while highlighted") {
            $0.action.highlightedBackgroundColor = $1.color
        },
        Field("identifier", .string, "the app's identifier for the action") { $0.action.identifier = $1.string },
        Field("hidesWhenSelected", .boolean, default: "false", "a tap closes the row before the handler runs") { $0.action.hidesWhenSelected = $1.truthy },
        Field("accessibilityLabel", .string, "the VoiceOver name (default: title, else image)") { $0.action.accessibilityLabel = $1.string },
        Field("transitionDelegate", .oneOf([.boolean, .options(transitionFields.options)]), default: "none",
              "true for ScaleTransition.default, or {duration =, initialScale =, threshold =}") {
            $0.action.transitionDelegate = $1.boolean == false ? nil : transitionFields.read($1, from: .default) ?? .default
        },
        Field("handler", .function, "handler(action, row, {section =, row =}) when performed; a fill waits for action:fulfill(\"delete\"|\"reset\")") {
            $0.handler = $1.ref
        },
    ]

    static let presets: [(name: String, style: SwipeExpansionStyle)] = [
        ("selection", .selection), ("destructive", .destructive), ("destructiveAfterFill", .destructiveAfterFill), ("fill", .fill),
    ]

    static func preset(_ name: String) -> SwipeExpansionStyle? { presets.first { $0.name == name }?.style }

    static let targetFields: LuaOptionFields<SwipeExpansionStyle.Target> = [
        Field("percentage", .range(LuaRange(min: 0)), "a fraction of the row width") { $0 = .percentage($1.number ?? 0) },
        Field("edgeInset", .range(LuaRange()), "the row width minus this") { $0 = .edgeInset($1.number ?? 0) },
    ]

    static let triggerFields: LuaOptionFields<[SwipeExpansionStyle.Trigger]> = [
        Field("touchThreshold", fraction, "the finger passes this fraction of the width") { $0.append(.touchThreshold($1.number ?? 0)) },
        Field("overscroll", width, "the row is dragged this far past fully open") { $0.append(.overscroll($1.number ?? 0)) },
    ]

    static let fillFields: LuaOptionFields<SwipeExpansionStyle.FillOptions> = [
        Field("fill", .enumeration(["delete", "reset", "manual"]), required: true,
              "automatic fulfillment (\"delete\", \"reset\") or \"manual\" (action:fulfill)") { $0.autoFulFillmentStyle = $1.enumCase() },
        Field("timing", .enumeration(Timing.allCases.map(\.rawValue)), default: "\"with\"",
              "handler with the fill or after it") { $0.timing = $1.enumCase() ?? .with },
    ]

    /// A table expansion style: the preset named by `style` (destructive with its
    /// `automaticallyDelete`/`timing`), then each other key overriding its field. Without a
    /// style, `target` is required (`expansionRefusal`).
    static let expansionFields: LuaOptionFields<SwipeExpansionStyle> = [
        Field("style", .enumeration(presets.map(\.name)), "start from this preset (the other keys change it)") { $0 = $1.string.flatMap(preset) ?? $0 },
        Field("automaticallyDelete", .boolean, default: "true", "destructive only: false waits for action:fulfill") {
            $0 = .destructive(automaticallyDelete: $1.truthy, timing: $0.fillOptions?.timing ?? .with)
        },
        Field("timing", .enumeration(Timing.allCases.map(\.rawValue)),
              "destructive only: handler \"with\" the fill (default) or \"after\" it") {
            $0 = .destructive(automaticallyDelete: $0.fillOptions?.autoFulFillmentStyle != nil, timing: $1.enumCase() ?? .with)
        },
        Field("target", .options(targetFields.options), "where the row expands (one of percentage, edgeInset); required without style") {
            $0.target = targetFields.read($1, from: $0.target) ?? $0.target
        },
        Field("triggers", .list(.options(triggerFields.options)), "additional triggers, each {touchThreshold =} or {overscroll =}") {
            $0.additionalTriggers = $1.elements { triggerFields.read($0, from: []) }.flatMap { $0 }
        },
        Field("elasticOverscroll", .boolean, default: "false", "buttons stretch past fully open") { $0.elasticOverscroll = $1.truthy },
        Field("completionAnimation", .oneOf([.enumeration(["bounce"]), .options(fillFields.options)]), default: "\"bounce\"", "\"bounce\" or {fill =, timing =}") {
            $0.completionAnimation = fillFields.read($1, from: .manual(timing: .with)).map { .fill($0) } ?? .bounce
        },
        Field("minimumTargetOverscroll", width, default: "20", "the target is at least fully open + this") { $0.minimumTargetOverscroll = $1.number ?? 20 },
        Field("targetOverscrollElasticity", fraction, default: "0.2", "how much of the travel past the target the row follows") {
            $0.targetOverscrollElasticity = $1.number ?? 0.2
        },
    ]

    static let delegateFields: LuaOptionFields<ScaleAndAlphaExpansion> = [
        Field("duration", StageTypes.seconds, default: "0.15", "each button's scale/alpha animation") { $0.duration = SimDuration(seconds: $1.number ?? 0.15) },
        Field("scale", width, default: "0.8", "the other buttons' scale while expanded") { $0.scale = $1.number ?? 0.8 },
        Field("interButtonDelay", StageTypes.seconds, default: "0.1", "delay between buttons") { $0.interButtonDelay = SimDuration(seconds: $1.number ?? 0.1) },
    ]

    static let optionsFields: LuaOptionFields<SwipeOptions> = [
        Field("transitionStyle", .enumeration(SwipeTransitionStyle.allCases.map(\.rawValue)), default: "\"border\"",
              "\"border\", \"drag\" or \"reveal\"") { $0.transitionStyle = $1.enumCase() ?? .border },
        Field("expansionStyle", .oneOf([.enumeration(presets.map(\.name)), .options(expansionFields.options)]), default: "none",
              "\"selection\", \"destructive\", \"destructiveAfterFill\", \"fill\", { style = \"destructive\", automaticallyDelete = false }, or a custom {target =, triggers =, ...}. "
              + expansionPresetsDoc) {
            $0.expansionStyle = $1.string.flatMap(preset) ?? expansionFields.read($1, from: SwipeExpansionStyle(target: .percentage(0.5)))
        },
        Field("expansionDelegate", .oneOf([.boolean, .options(delegateFields.options)]),
              default: "ScaleAndAlphaExpansion when the expanding action has no background color",
              "true/{duration =, scale =, interButtonDelay =}: ScaleAndAlphaExpansion; false: a plain relayout") {
            $0.expansionDelegate = $1.boolean.map { $0 ? .scaleAndAlpha(.default) : .timing(.default) } ?? delegateFields.read($1, from: .default).map { .scaleAndAlpha($0) }
        },
        Field("backgroundColor", color, default: "systemGray5", "shown in gaps (elastic overscroll)") { $0.backgroundColor = $1.color },
        Field("maximumButtonWidth", width, default: "(width - 30) / count", "0: unlimited") { $0.maximumButtonWidth = $1.number },
        Field("minimumButtonWidth", width, default: "min(maximum, 74)", "the narrowest button") { $0.minimumButtonWidth = $1.number },
        Field("buttonVerticalAlignment", .enumeration(SwipeVerticalAlignment.allCases.map(\.rawValue)),
              default: "\"centerFirstBaseline\"", "\"centerFirstBaseline\" or \"center\"") {
            $0.buttonVerticalAlignment = $1.enumCase() ?? $0.buttonVerticalAlignment
        },
        Field("buttonPadding", width, default: "8", "padding inside each button") { $0.buttonPadding = $1.number },
        Field("buttonSpacing", width, default: "8", "between image and title") { $0.buttonSpacing = $1.number },
    ]

    // MARK: Reading checked values

    static func action(_ o: LuaOptions, stage: Stage) -> SwipeActionBox {
        actionFields.read(o, from: SwipeActionBox(stage: stage, action: SwipeAction(title: nil), handler: nil))
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
                let handler = "the handler \(f.timing == .with ? "with" : "after")"
                if let auto = f.autoFulFillmentStyle {
                    parts.append("\(fill) and \(auto == .delete ? "deletes the row" : "resets") by itself, \(handler) the fill")
                } else {
                    parts.append("\(fill), \(handler) it, then waits for fulfill")
                }
            }
            return parts.joined(separator: " ")
        }
        return presets.map { "\($0.name): " + text($0.style) }.joined(separator: "; ") + "."
    }

    /// Extra checks the types cannot say: a custom style needs a target; a target has one key.
    static func expansionRefusal(_ o: LuaOptions) -> String? {
        if !o.has("style") && !o.has("target") { return "expansionStyle: a custom style needs target = {percentage =} or {edgeInset =} (or style = a preset)" }
        if o.field("target", { t in t.options.map { $0.has("percentage") == $0.has("edgeInset") } }) == true {
            return "expansionStyle.target: exactly one of percentage, edgeInset expected"
        }
        if let n = o.string("style"), n != "destructive", o.has("automaticallyDelete") || o.has("timing") {
            return "expansionStyle: automaticallyDelete and timing go with style = \"destructive\" (use completionAnimation = {fill =, timing =} for others)"
        }
        return nil
    }

    /// Checks and reads an options table (the constructor's `editActionsOptions` or a callback's
    /// result); a refusal's message starts with `path`.
    static func readOptions(_ v: LuaSlot, path: String) throws(StageReadError) -> SwipeOptions {
        let refusal = v.refusal(as: .options(optionsFields.options), path: path)
            ?? v.options?.field("expansionStyle") { $0.options.flatMap(expansionRefusal) }.map { path.isEmpty ? $0 : "\(path).\($0)" }
        if let refusal { throw StageReadError(refusal) }
        return optionsFields.read(v, from: SwipeOptions()) ?? SwipeOptions()
    }
}
