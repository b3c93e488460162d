import LuaBridge
import StageKit

// The view kinds as Lua types and their constructors (docs/VIEWS.md); the fields they are
// made of are in ViewAPI.swift (every view's) and ViewKindsAPI.swift (each kind's).

extension ViewKindsAPI {
    static let host = "local host = stage.viewHost{ frame = { x = 20, y = 200, width = 353, height = 300 } }\n"

    static let controlMethods: [LuaFunctionDecl] = [
        .method(
            "tap", on: Control.self, returns: CommandOutcome.luaReturns,
            doc: """
                Taps the control through the screen at the centre of the part of it that shows: the \
                screen's hit test must reach it (touch-up inside: its action; a switch toggles \
                first). Raises (an error, not false) when it cannot be reached: not in the window, \
                hidden (or a superview), off screen or clipped away, covered. A disabled control \
                does nothing (false and why): the tap goes on to what lies behind it.
                """,
            example: host
                + """
                    local b = stage.button{ title = \"Continue\",
                      action = function(b) print(\"tapped \" .. b.title) end }
                    host.root = b
                    b:tap()   --> tapped Continue
                    """) { c, call in call.input { try call.world.stage.tap(c) } },
        .method(
            "press", on: Control.self,
            params: [
                LuaParam(
                    "options",
                    .options([
                        LuaOption(
                            "duration", StageTypes.seconds, default: "0.5",
                            "how long the finger stays down (the clock advances by it)")
                    ]), optional: true)
            ], returns: CommandOutcome.luaReturns,
            doc: """
                Holds a finger on the control (checked as tap is), highlighted while the clock \
                advances by `duration`, then lifts it inside: its action runs then.
                """,
            example: host
                + """
                    local b = stage.button{ title = \"Go\" }
                    host.root = b
                    stage.clock.after(0.2, function() print(b.highlighted) end)
                    b:press{ duration = 0.5 }   --> true
                    print(b.highlighted)   --> false
                    """) { c, call in
                call.input {
                    let stage = call.world.stage
                    let d = try SimDuration.validated(seconds: call.options(2)?.number("duration") ?? 0.5)
                    let outcome = try stage.press(c, holding: d)
                    try stage.clock.advance(by: d)
                    return outcome
                }
            },
    ]

    static let highlighted: LuaPropertyDecl = .value(
        Control.self, "highlighted", .boolean,
        doc: "UIKit's isHighlighted: a finger is down on it, inside (see press).",
        example: "print(stage.button{ title = \"Go\" }.highlighted)   --> false") { $0.isHighlighted }

    static func decl(
        _ key: LuaTypeKey, _ doc: String, _ methods: [LuaFunctionDecl] = [], _ properties: [LuaPropertyDecl] = []
    ) -> LuaTypeDecl {
        LuaTypeDecl(
            key, doc: doc, methods: V.methods + methods, properties: V.properties + properties,
            bodies: LuaTypeDecl.describing(View.self) { $0.summary })
    }

    static var types: [LuaTypeDecl] {
        [
            decl(
                V.viewKey,
                "A plain view (UIView): a rectangle with subviews, drawn with its background; it takes touches."),
            decl(
                V.labelKey, "A label (UILabel): text in a text style's font; it takes no touch.", [], label.properties()
            ),
            decl(
                V.buttonKey,
                "A button (UIButton, system): a title and/or an SF Symbol; its action runs on touch-up inside.",
                controlMethods, button.properties() + control.properties() + [highlighted]),
            decl(
                V.imageKey, "An image view (UIImageView): an SF Symbol or a named image; it takes no touch.", [],
                image.properties()),
            decl(
                V.switchKey, "A switch (UISwitch, 51 × 31): a tap toggles it and runs its action.",
                controlMethods, `switch`.properties() + control.properties() + [highlighted]),
        ]
    }

    // MARK: Constructors

    static let constructors: [LuaFunctionDecl] =
        [
            .constructor(
                "view", params: [V.options([])], returns: "View",
                doc: "Makes a plain view (UIView): a rectangle with subviews, clear unless given a backgroundColor.",
                example: """
                    local v = stage.view{ frame = { x = 0, y = 0, width = 300, height = 200 },
                                       backgroundColor = \"systemBackground\" }
                    print(v.kind, v.source)   --> view view#1
                    """
            ) { call in
                make(call) { s, name in View(stage: s, label: name) }
            },
            .constructor(
                "label", params: [V.options(label.options())], returns: "Label",
                doc: """
                    Makes a label (UILabel): text in a text style's font, sized to fit unless given a width \
                    (and numberOfLines 0 wraps to it). It takes no touch.
                    """,
                example:
                    """
                        local l = stage.label{ text = \"What's new\", style = \"title2\" }
                        print(l.frame.width, l.frame.height)   --> 121 26.4
                        """
            ) { call in
                make(call, label) { s, name in Label(stage: s, label: name) }
            },
            .constructor(
                "button", params: [V.options(button.options() + control.options())], returns: "Button",
                doc: """
                    Makes a button (UIButton, system type with a configuration): a title and/or an SF \
                    Symbol image in the tint color; `action(button)` runs on touch-up inside, through the \
                    screen (`b:tap()`, or stage.screen.tap at it), logging `button#n touchUpInside` with \
                    its title.
                    """,
                example:
                    """
                        local b = stage.button{ title = \"Continue\", action = function() end }
                        print(b.frame.width, b.frame.height)   --> 98.8 34.4
                        """
            ) { call in
                make(call, button, control) { s, name in Button(stage: s, label: name) }
            },
            .constructor(
                "imageView", params: [V.options(image.options())], returns: "ImageView",
                doc: """
                    Makes an image view (UIImageView): an SF Symbol by name, drawn with the project's \
                    glyphs, or a named image (a placeholder tile). It takes no touch.
                    """, example: "local i = stage.imageView{ image = \"heart.fill\" }\nprint(i.image)   --> heart.fill"
            ) { call in
                make(call, image) { s, name in ImageView(stage: s, label: name) }
            },
            .constructor(
                "switch", params: [V.options(`switch`.options() + control.options())], returns: "Switch",
                doc: """
                    Makes a switch (UISwitch, 51 × 31): a tap toggles it, logs `switch#n valueChanged` \
                    and runs `action(switch)`.
                    """,
                example:
                    "local s = stage.switch{ on = true }\nprint(s.frame.width, s.frame.height, s.on)   --> 51 31 true"
            ) { call in
                make(call, `switch`, control) { s, name in Switch(stage: s, label: name) }
            },
        ]

    /// `ViewAPI.make` with the kind's fields (and a control's), then `then`.
    static func make<T: View>(
        _ call: LuaCall, _ own: [ViewField<T>] = [], _ controls: [ViewField<Control>] = [],
        _ body: (Stage, String?) -> T, then: (T) throws -> Void = { _ in }
    ) -> Int32 {
        do {
            return try V.make(call, own) { stage, o, name in
                let v = body(stage, name)
                if let c = v as? Control { controls.apply(o, to: c, call.world) }
                return v
            } then: {
                try then($0)
            }
        } catch {
            return call.fail(error)
        }
    }
}
