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
    var action = SwipeAction(title: nil)
    var handler: LuaRef?, performed: SwipeActionRef?

    init(stage: Stage) { self.stage = stage }

    var handleName: String { "swipeAction '\(action.title ?? action.image ?? "")'" }

    /// The engine action, its handler calling the Lua one with (action, row, path).
    func engineAction(of source: String, world: StageWorld) -> SwipeAction {
        var a = action
        a.handler = { [self, handler] ref, path in
            performed = ref
            let me = LuaObjectValue(self, as: SwipeAPI.actionKey)
            if let handler {
                try world.invoke(
                    handler, as: "handler of \(source) '\(action.title ?? "")'", luaArguments(me, path.index + 1, path))
            }
        }
        return a
    }
}

enum SwipeValues {
    typealias Field<Model> = LuaOptionField<Model>

    static let width = LuaType.range(LuaRange(min: 0))
    static let fraction = LuaType.range(LuaRange(min: 0, max: 1))
    /// A color or "clear" (the library's `.clear`, which counts as no background color).
    static let background = LuaType.refined(
        .string, LuaRefinement("color or \"clear\"") { v in v.refusal(as: StageTypes.color) })

    static let transitionFields: LuaOptionFields<ScaleTransition> = [
        Field(
            "duration", StageTypes.seconds, default: "0.15", { $0.duration = SimDuration(seconds: $1.number ?? 0.15) },
              "the scale animation's duration"),
        Field(
            "initialScale", width, default: "0.8", { $0.initialScale = $1.number ?? 0.8 },
            "the scale of a button less than `threshold` visible"),
        Field(
            "threshold", fraction, default: "0.5", { $0.threshold = $1.number ?? 0.5 },
            "the visible fraction at which a button scales up"),
    ]

    static let actionFields: LuaOptionFields<SwipeActionBox> = [
        Field("title", .string, { $0.action.title = $1.string }, "the button's title"),
        Field(
            "image", .string, { $0.action.image = $1.string },
            "an image name (no bitmap: drawn by name; give imageSize for layout)"),
        Field(
            "highlightedImage", .string, { $0.action.highlightedImage = $1.string },
            "the image while highlighted (default: image)"),
        Field(
            "imageSize", .shape(.size), { $0.action.imageSize = $1.size }, "the image's size for layout (default: none)"
        ),
        .cases("style", \.action.style, default: .default,
            "\"default\" or \"destructive\" (the default background; a tap deletes nothing by itself: the handler's "
                + "action:fulfill(\"delete\") does, or a destructive expansion style for the first action; "
                + "VoiceOver's destructive custom action deletes the row)"
        ),
        Field(
            "fontSize", .range(LuaRange(min: 0, minExclusive: true)), default: "15", { $0.action.fontSize = $1.number },
            "the title's font size"),
        Field(
            "textColor", StageTypes.color, default: "\"#FFFFFF\"", { $0.action.textColor = $1.color },
            "title and tint color"),
        Field(
            "highlightedTextColor", StageTypes.color, default: "textColor",
            { $0.action.highlightedTextColor = $1.color }, "title color while highlighted"),
        Field("backgroundColor", background, default: "systemRed (destructive) or systemGray3",
              { $0.action.background = $1.string == "clear" ? .clear : $1.color.map { .color($0) } },
              "the button's color, or \"clear\" (no background color: the expansion then scales and fades the others)"),
        Field("backgroundEffect", .string, { $0.action.background = $1.string.map { .effect($0) } },
              "a visual effect's name (\"blur\"): like \"clear\" for the expansion"),
        Field(
            "highlightedBackgroundColor", StageTypes.color, default: "10 % black over the background",
            { $0.action.highlightedBackgroundColor = $1.color },
              "color while highlighted"),
        Field("identifier", .string, { $0.action.identifier = $1.string }, "the app's identifier for the action"),
        Field(
            "hidesWhenSelected", .boolean, default: "false", { $0.action.hidesWhenSelected = $1.truthy },
            "a tap closes the row before the handler runs"),
        Field(
            "accessibilityLabel", .string, { $0.action.accessibilityLabel = $1.string },
            "the VoiceOver name (default: title, else image)"),
        Field("transitionDelegate", .oneOf([.boolean, .options(transitionFields.options)]), default: "none",
            {
                $0.action.transitionDelegate =
                    $1.boolean == false ? nil : transitionFields.read($1, from: .default) ?? .default
            },
              "true for ScaleTransition.default, or {duration =, initialScale =, threshold =}"),
        Field(
            "handler", .fn(("action", .object(SwipeAPI.actionKey)), SwipeAPI.row, SwipeAPI.path),
            { $0.handler = $1.ref },
            "handler(action, row, {section =, row =}) when performed; a fill waits for "
                + "action:fulfill(\"delete\"|\"reset\")"
        ),
    ]

    /// A SwipeAction's box, or a new one from a checked action table (nil for any other value).
    static func action(_ v: LuaSlot, stage: Stage) -> SwipeActionBox? {
        v.object(SwipeAPI.actionKey, as: SwipeActionBox.self)
            ?? actionFields.read(v, from: SwipeActionBox(stage: stage))
    }

    static let presets: [(name: String, style: SwipeExpansionStyle)] =
        [
            ("selection", .selection), ("destructive", .destructive), ("destructiveAfterFill", .destructiveAfterFill),
            ("fill", .fill),
        ]

    static func preset(_ name: String) -> SwipeExpansionStyle? { presets.first { $0.name == name }?.style }

    static let targetFields: LuaOptionFields<SwipeExpansionStyle.Target> = [
        Field(
            "percentage", .range(LuaRange(min: 0)), { $0 = .percentage($1.number ?? 0) }, "a fraction of the row "
                + "width"),
        Field("edgeInset", .range(LuaRange()), { $0 = .edgeInset($1.number ?? 0) }, "the row width minus this"),
    ]

    static let triggerFields: LuaOptionFields<[SwipeExpansionStyle.Trigger]> = [
        Field(
            "touchThreshold", fraction, { $0.append(.touchThreshold($1.number ?? 0)) },
            "the finger passes this fraction of the width"),
        Field(
            "overscroll", width, { $0.append(.overscroll($1.number ?? 0)) },
            "the row is dragged this far past fully open"),
    ]

    static let fillFields: LuaOptionFields<SwipeExpansionStyle.FillOptions> = [
        Field(
            "fill", .enumeration(["delete", "reset", "manual"]), required: true,
            { $0.autoFulFillmentStyle = $1.enumCase() },
              "automatic fulfillment (\"delete\", \"reset\") or \"manual\" (action:fulfill)"),
        .cases("timing", \.timing, default: .with, "handler with the fill or after it"),
    ]

    /// A table expansion style: the preset named by `style` (destructive with its
    /// `automaticallyDelete`/`timing`), then each other key overriding its field. Without a
    /// style, `target` is required (`expansionRefusal`).
    static let expansionFields: LuaOptionFields<SwipeExpansionStyle> = [
        Field(
            "style", .enumeration(presets.map(\.name)), { $0 = $1.string.flatMap(preset) ?? $0 },
            "start from this preset (the other keys change it)"),
        Field(
            "automaticallyDelete", .boolean, default: "true",
            { $0 = .destructive(automaticallyDelete: $1.truthy, timing: $0.fillOptions?.timing ?? .with) },
              "destructive only: false waits for action:fulfill"),
        Field("timing", .cases(SwipeExpansionStyle.HandlerInvocationTiming.self),
            {
                $0 = .destructive(
                    automaticallyDelete: $0.fillOptions?.autoFulFillmentStyle != nil, timing: $1.enumCase() ?? .with)
            },
              "destructive only: handler \"with\" the fill (default) or \"after\" it"),
        Field(
            "target", .options(targetFields.options),
            { $0.target = targetFields.read($1, from: $0.target) ?? $0.target },
              "where the row expands (one of percentage, edgeInset); required without style"),
        Field(
            "triggers", .list(.options(triggerFields.options)),
            { $0.additionalTriggers = $1.elements { triggerFields.read($0, from: []) }.flatMap { $0 } },
              "additional triggers, each {touchThreshold =} or {overscroll =}"),
        Field(
            "elasticOverscroll", .boolean, default: "false", { $0.elasticOverscroll = $1.truthy },
            "buttons stretch past fully open"),
        Field(
            "completionAnimation", .oneOf([.enumeration(["bounce"]), .options(fillFields.options)]),
            default: "\"bounce\"",
            { $0.completionAnimation = fillFields.read($1, from: .manual(timing: .with)).map { .fill($0) } ?? .bounce },
              "\"bounce\" or {fill =, timing =}"),
        Field(
            "minimumTargetOverscroll", width, default: "20", { $0.minimumTargetOverscroll = $1.number ?? 20 },
            "the target is at least fully open + this"),
        Field(
            "targetOverscrollElasticity", fraction, default: "0.2",
            { $0.targetOverscrollElasticity = $1.number ?? 0.2 },
              "how much of the travel past the target the row follows"),
    ]

    static let delegateFields: LuaOptionFields<ScaleAndAlphaExpansion> = [
        Field(
            "duration", StageTypes.seconds, default: "0.15", { $0.duration = SimDuration(seconds: $1.number ?? 0.15) },
              "each button's scale/alpha animation"),
        Field(
            "scale", width, default: "0.8", { $0.scale = $1.number ?? 0.8 }, "the other buttons' scale while expanded"),
        Field(
            "interButtonDelay", StageTypes.seconds, default: "0.1",
            { $0.interButtonDelay = SimDuration(seconds: $1.number ?? 0.1) },
              "delay between buttons"),
    ]

    static let optionsFields: LuaOptionFields<SwipeOptions> = [
        .cases("transitionStyle", \.transitionStyle, default: .border, "\"border\", \"drag\" or \"reveal\""),
        Field(
            "expansionStyle", .oneOf([.enumeration(presets.map(\.name)), .options(expansionFields.options)]),
            default: "none",
            {
                $0.expansionStyle =
                    $1.string.flatMap(preset)
                    ?? expansionFields.read($1, from: SwipeExpansionStyle(target: .percentage(0.5)))
            },
            "\"selection\", \"destructive\", \"destructiveAfterFill\", \"fill\", { style = \"destructive\", "
                + "automaticallyDelete = false }, or a custom {target =, triggers =, ...}. \(expansionPresetsDoc)"
        ),
        Field("expansionDelegate", .oneOf([.boolean, .options(delegateFields.options)]),
              default: "ScaleAndAlphaExpansion when the expanding action has no background color",
              { $0.expansionDelegate = $1.boolean.map { $0 ? .scaleAndAlpha(.default) : .timing(.default) }
                    ?? delegateFields.read($1, from: .default).map { .scaleAndAlpha($0) } },
              "true/{duration =, scale =, interButtonDelay =}: ScaleAndAlphaExpansion; false: a plain relayout"),
        Field(
            "backgroundColor", StageTypes.color, default: "systemGray5", { $0.backgroundColor = $1.color },
            "shown in gaps (elastic overscroll)"),
        Field(
            "maximumButtonWidth", width, default: "(width - 30) / count", { $0.maximumButtonWidth = $1.number },
            "0: unlimited"),
        Field(
            "minimumButtonWidth", width, default: "min(maximum, 74)", { $0.minimumButtonWidth = $1.number },
            "the narrowest button"),
        .cases(
            "buttonVerticalAlignment", \.buttonVerticalAlignment, default: .centerFirstBaseline,
            "\"centerFirstBaseline\" or \"center\""),
        Field("buttonPadding", width, default: "8", { $0.buttonPadding = $1.number }, "padding inside each button"),
        Field("buttonSpacing", width, default: "8", { $0.buttonSpacing = $1.number }, "between image and title"),
    ]

    /// An options table (SwipeOptions).
    static let optionsType = LuaType.options(optionsFields.options)

    /// The options of a checked options table (nil for any other value).
    static func options(_ v: LuaSlot) -> SwipeOptions? { optionsFields.read(v, from: SwipeOptions()) }

    // MARK: Reading checked values

    /// What each preset does, described from the engine's own values.
    static var expansionPresetsDoc: String {
        presets.map { "\($0.name): \($0.style.summary)" }.joined(separator: "; ") + "."
    }

    /// Extra checks the types cannot say: a custom style needs a target; a target has one key.
    static func expansionRefusal(_ o: LuaOptions) -> String? {
        let rules = [
            (!o.has("style") && !o.has("target"),
             "expansionStyle: a custom style needs target = {percentage =} or {edgeInset =} (or style = a preset)"),
            (o.field("target", { t in t.options.map { $0.has("percentage") == $0.has("edgeInset") } }) == true,
             "expansionStyle.target: exactly one of percentage, edgeInset expected"),
            ((o.string("style") ?? "destructive") != "destructive" && (o.has("automaticallyDelete") || o.has("timing")),
                "expansionStyle: automaticallyDelete and timing go with style = \"destructive\" (use "
                    + "completionAnimation = {fill =, timing =} for others)"
            ),
        ]
        return rules.first { $0.0 }?.1
    }

    /// Why an options table of `optionsType` (the constructor's `editActionsOptions` or a callback's
    /// result) is refused by the checks its type cannot say; nil when it is a good one (or not a
    /// table).
    static func optionsRefusal(_ v: LuaSlot) -> String? {
        v.options?.field("expansionStyle") { $0.options.flatMap(expansionRefusal) }
    }
}
