import LuaBridge
import StageKit

// The view kinds as Lua types and their constructors (docs/VIEWS.md); the fields they are
// made of are in ViewAPI.swift (every view's) and ViewKindsAPI.swift (each kind's).

extension ViewKindsAPI {
    static let host = "local host = stage.viewHost{ frame = { x = 20, y = 200, width = 353, height = 300 } }\n"

    static let controlMethods: [LuaFunctionDecl] = [
        .method("tap", on: Control.self, returns: CommandOutcome.luaReturns, { c, call in call.input { try call.world.stage.tap(c) } }, doc: """
            Taps the control through the screen at the centre of the part of it that shows: the \
            screen's hit test must reach it (touch-up inside: its action; a switch toggles \
            first). Raises (an error, not false) when it cannot be reached: not in the window, \
            hidden (or a superview), off screen or clipped away, covered. A disabled control \
            does nothing (false and why): the tap goes on to what lies behind it.
            """, example: host + "local b = stage.button{ title = \"Continue\", action = function(b) print(\"tapped \" .. b.title) end }\nhost.root = b\nb:tap()   --> tapped Continue"),
        .method("press", on: Control.self, params: [LuaParam("options", .options([
            LuaOption("duration", StageTypes.seconds, default: "0.5", "how long the finger stays down (the clock advances by it)"),
        ]), optional: true)], returns: CommandOutcome.luaReturns, { c, call in
            call.input {
                let stage = call.world.stage, d = try SimDuration.validated(seconds: call.options(2)?.number("duration") ?? 0.5)
                let outcome = try stage.press(c, holding: d)
                try stage.clock.advance(by: d)
                return outcome
            }
        }, doc: """
            Holds a finger on the control (checked as tap is), highlighted while the clock \
            advances by `duration`, then lifts it inside: its action runs then.
            """, example: host + "local b = stage.button{ title = \"Go\" }\nhost.root = b\nstage.clock.after(0.2, function() print(b.highlighted) end)\nb:press{ duration = 0.5 }   --> true\nprint(b.highlighted)   --> false"),
    ]

    static let highlighted: LuaPropertyDecl = .value(Control.self, "highlighted", .boolean, { $0.isHighlighted },
        doc: "UIKit's isHighlighted: a finger is down on it, inside (see press).", example: "print(stage.button{ title = \"Go\" }.highlighted)   --> false")

    static func decl(_ key: LuaTypeKey, _ doc: String, _ methods: [LuaFunctionDecl] = [], _ properties: [LuaPropertyDecl] = []) -> LuaTypeDecl {
        LuaTypeDecl(key, doc: doc, methods: V.methods + methods, properties: V.properties + properties,
                    bodies: LuaTypeDecl.describing(View.self) { $0.summary })
    }

    static var types: [LuaTypeDecl] {
        [decl(V.viewKey, "A plain view (UIView): a rectangle with subviews, drawn with its background; it takes touches."),
         decl(V.labelKey, "A label (UILabel): text in a text style's font; it takes no touch.", [], label.properties()),
         decl(V.buttonKey, "A button (UIButton, system): a title and/or an SF Symbol; its action runs on touch-up inside.",
              controlMethods, button.properties() + control.properties() + [highlighted]),
         decl(V.imageKey, "An image view (UIImageView): an SF Symbol or a named image; it takes no touch.", [], image.properties()),
         decl(V.switchKey, "A switch (UISwitch, 51 × 31): a tap toggles it and runs its action.",
              controlMethods, `switch`.properties() + control.properties() + [highlighted]),
         decl(V.scrollKey, "A scroll view (UIScrollView): its subviews move with its contentOffset and are clipped to it.",
              scrollMethods, scroll.properties() + [maximumOffset]),
         decl(V.stackKey, "A stack view (UIStackView): it lays out its arranged subviews along its axis.",
              stackMethods, stack.properties() + [arranged]),
         hostType]
    }

    // MARK: Scroll and stack views

    static let scrollSample = "local sv = stage.scrollView{ width = 320, height = 400, contentSize = { width = 320, height = 2000 } }\n"

    static let maximumOffset: LuaPropertyDecl = .value(ScrollView.self, "maximumContentOffset", .shape(.point), { $0.maximumContentOffset },
        doc: "The largest offset on each axis (contentSize − bounds, at least 0).", example: scrollSample + "print(sv.maximumContentOffset.y)   --> 1600")

    static let scrollMethods: [LuaFunctionDecl] = [
        .method("scrollRectToVisible", on: ScrollView.self, params: [LuaParam("rect", .shape(.rect), "in the content's coordinates")],
                returns: "table", { s, call in call.returning(s.scrollRectToVisible(call.slot(2).rect ?? .zero)) },
                doc: "UIKit's scrollRectToVisible (not animated): the least scroll that shows the rectangle, within the scrollable range; returns the new offset.",
                example: scrollSample + "print(sv:scrollRectToVisible{ x = 0, y = 900, width = 10, height = 44 }.y)   --> 544"),
        .method("scrollToVisible", on: ScrollView.self, params: [LuaParam("view", V.anyView, "a view inside the scroll view")], returns: "boolean", { s, call in
            call.returning(s.scrollToVisible(try V.argument(call, 2)))
        }, doc: "Scrolls the least that shows the view (a descendant); false when it is not inside this scroll view.",
           example: scrollSample + "local b = stage.button{ title = \"Far\", y = 1500 }\nsv:addSubview(b)\nprint(sv:scrollToVisible(b), sv.contentOffset.y)   --> true 1134.4"),
    ]

    static let stackSample = "local s = stage.stackView{ axis = \"vertical\", spacing = 8 }\n"

    static let arranged: LuaPropertyDecl = .on(StackView.self, "arrangedSubviews", .list(V.anyView), doc: "The arranged subviews, in order.",
        example: stackSample + "s:addArrangedSubview(stage.label{ text = \"A\" })\nprint(#s.arrangedSubviews)   --> 1",
        get: { s, call in V.returning(s.arrangedSubviews, call) })

    static let stackMethods: [LuaFunctionDecl] = [
        .method("addArrangedSubview", on: StackView.self, params: [LuaParam("view", V.anyView, "arranged last (and a subview on top)")], { s, call in
            try s.addArrangedSubview(try V.argument(call, 2))
            return 0
        }, doc: "UIKit's addArrangedSubview.", example: stackSample + "s:addArrangedSubview(stage.label{ text = \"A\" })\ns:addArrangedSubview(stage.label{ text = \"B\" })\nprint(s:fittingSize().height)   --> 48.8"),
        .method("insertArrangedSubview", on: StackView.self, params: [LuaParam("view", V.anyView, "the view"), LuaParam("index", StageTypes.index, "its 1-based place")],
                { s, call in
            try s.insertArrangedSubview(try V.argument(call, 2), at: call.index(3))
            return 0
        }, doc: "UIKit's insertArrangedSubview(_:at:).", example: stackSample + "s:addArrangedSubview(stage.label{ text = \"B\" })\nlocal a = stage.label{ text = \"A\" }\ns:insertArrangedSubview(a, 1)\nprint(s.arrangedSubviews[1] == a)   --> true"),
        .method("removeArrangedSubview", on: StackView.self, params: [LuaParam("view", V.anyView, "an arranged subview")], { s, call in
            s.removeArrangedSubview(try V.argument(call, 2))
            return 0
        }, doc: "UIKit's removeArrangedSubview: no longer arranged, still a subview (as UIKit leaves it).",
           example: stackSample + "local a = stage.label{ text = \"A\" }\ns:addArrangedSubview(a)\ns:removeArrangedSubview(a)\nprint(#s.arrangedSubviews, #s.subviews)   --> 0 1"),
    ]

    // MARK: Constructors

    static let constructors: [LuaFunctionDecl] = [
        .constructor("view", params: [V.options([])], returns: "View", doc: "Makes a plain view (UIView): a rectangle with subviews, clear unless given a backgroundColor.",
                     example: "local v = stage.view{ frame = { x = 0, y = 0, width = 300, height = 200 }, backgroundColor = \"systemBackground\" }\nprint(v.kind, v.source)   --> view view#1") { call in
            make(call) { s, name in View(stage: s, label: name) }
        },
        .constructor("label", params: [V.options(label.options())], returns: "Label", doc: """
            Makes a label (UILabel): text in a text style's font, sized to fit unless given a width \
            (and numberOfLines 0 wraps to it). It takes no touch.
            """, example: "local l = stage.label{ text = \"What's new\", style = \"title2\" }\nprint(l.frame.width, l.frame.height)   --> 121 26.4") { call in
            make(call, label) { s, name in Label(stage: s, label: name) }
        },
        .constructor("button", params: [V.options(button.options() + control.options())], returns: "Button", doc: """
            Makes a button (UIButton, system type with a configuration): a title and/or an SF \
            Symbol image in the tint color; `action(button)` runs on touch-up inside, through the \
            screen (`b:tap()`, or stage.screen.tap at it), logging `button#n touchUpInside` with \
            its title.
            """, example: "local b = stage.button{ title = \"Continue\", action = function() end }\nprint(b.frame.width, b.frame.height)   --> 98.8 34.4") { call in
            make(call, button, control) { s, name in Button(stage: s, label: name) }
        },
        .constructor("imageView", params: [V.options(image.options())], returns: "ImageView", doc: """
            Makes an image view (UIImageView): an SF Symbol by name, drawn with the project's \
            glyphs, or a named image (a placeholder tile). It takes no touch.
            """, example: "local i = stage.imageView{ image = \"heart.fill\" }\nprint(i.image)   --> heart.fill") { call in
            make(call, image) { s, name in ImageView(stage: s, label: name) }
        },
        .constructor("switch", params: [V.options(`switch`.options() + control.options())], returns: "Switch", doc: """
            Makes a switch (UISwitch, 51 × 31): a tap toggles it, logs `switch#n valueChanged` \
            and runs `action(switch)`.
            """, example: "local s = stage.switch{ on = true }\nprint(s.frame.width, s.frame.height, s.on)   --> 51 31 true") { call in
            make(call, `switch`, control) { s, name in Switch(stage: s, label: name) }
        },
        .constructor("scrollView", params: [V.options(scroll.options())], returns: "ScrollView", doc: """
            Makes a scroll view (UIScrollView): its subviews move with its contentOffset and are \
            clipped to its bounds; a pan on them scrolls it.
            """, example: scrollSample + "print(sv.clipsToBounds)   --> true") { call in
            make(call, scroll) { s, name in ScrollView(stage: s, label: name) }
        },
        .constructor("stackView", params: [V.options(stack.options() + [
            LuaOption("arrangedSubviews", .list(V.anyView), "views to arrange, in order"),
        ])], returns: "StackView", doc: """
            Makes a stack view (UIStackView): it lays out its arranged subviews along its axis \
            from their fitting sizes, and sizes itself from them unless given a size.
            """, example: "local s = stage.stackView{ axis = \"vertical\", spacing = 8, arrangedSubviews = { stage.label{ text = \"A\" }, stage.button{ title = \"B\" } } }\nprint(s.frame.height)   --> 62.8") { call in
            make(call, stack) { s, name in StackView(stage: s, label: name) } then: { s in
                for v in call.options(1)?.list("arrangedSubviews", { V.view($0) }) ?? [] { try s.addArrangedSubview(v) }
            }
        },
    ] + [hostConstructor]

    /// `ViewAPI.make` with the kind's fields (and a control's), then `then`.
    static func make<T: View>(_ call: LuaCall, _ own: [ViewField<T>] = [], _ controls: [ViewField<Control>] = [],
                              _ body: (Stage, String?) -> T, then: (T) throws -> Void = { _ in }) -> Int32 {
        do {
            return try V.make(call, own) { stage, o, name in
                let v = body(stage, name)
                if let c = v as? Control { controls.apply(o, to: c, call.world) }
                return v
            } then: { try then($0) }
        } catch {
            return call.fail(error)
        }
    }
}
