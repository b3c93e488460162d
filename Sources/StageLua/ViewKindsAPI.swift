import LuaBridge
import StageKit

// The view kinds' own parts (docs/VIEWS.md): labels, buttons, image views, switches, scroll and
// stack views, and the plain host; what every view has is ViewAPI's.

enum ViewKindsAPI {
    typealias V = ViewAPI
    static let styles = LuaType.enumeration(TextStyleMetrics.Style.allCases.map(\.rawValue))

    static let label: [ViewField<Label>] = [
        ViewField(
            \.text, "text", "the text",
            example: """
                local l = stage.label{ text = \"Hi\" }
                l.text = \"Hello\"
                print(l.text)   --> Hello
                """),
        ViewField(
            "style", .nullable(styles),
            """
            UIKit's text style (UIFont.preferredFont(forTextStyle:)): its size at the text size \
            when set (\"body\" by default; nil after fontSize is written)
            """,
            example:
                """
                    local l = stage.label{ text = \"What's new\", style = \"title2\" }
                    print(l.style, l.fontSize)   --> title2 22.0
                    """,
            push: { l, call in V.pushString(l.textStyle?.rawValue, call) },
            write: { l, s in if let st = s.enumCase(TextStyleMetrics.Style.self) { l.setTextStyle(st) } }),
        ViewField(
            "fontSize", StageTypes.nonNegative, "the font's point size now; writing one gives a fixed font (no style)",
            example: """
                local l = stage.label{ text = \"Hi\" }
                l.fontSize = 13
                print(l.fontSize, l.style)   --> 13.0 nil
                """,
            push: { l, call in call.stack.push(l.fontSize) }, write: { l, s in l.setFontSize(s.number ?? 0) }),
        ViewField(
            \.adjustsFontForContentSizeCategory, "adjustsFontForContentSizeCategory",
            "the font follows the text size (false: it keeps the size it had when its style was set)",
            example: """
                local l = stage.label{ text = \"Hi\", adjustsFontForContentSizeCategory = true }
                stage.screen.setTraits{ contentSizeCategory = \"extraExtraExtraLarge\" }
                print(l.fontSize)   --> 23.0
                """),
        ViewField(
            \.textColor, "textColor", "the text's color (label)",
            example: """
                local l = stage.label{ text = \"Hi\", textColor = \"secondaryLabel\" }
                print(l.textColor)   --> #3c3c4399
                """),
        ViewField(
            "textAlignment", .enumeration(Label.Alignment.allCases.map(\.rawValue)),
            "\"natural\" (left here), \"left\", \"center\" or \"right\"",
            example: """
                local l = stage.label{ text = \"Hi\", textAlignment = \"center\" }
                print(l.textAlignment)   --> center
                """,
            push: { l, call in call.stack.push(l.textAlignment.rawValue) },
            write: { l, s in l.textAlignment = s.enumCase(Label.Alignment.self) ?? .natural }),
        ViewField(
            "numberOfLines", .range(LuaRange(min: 0, max: 1_000_000)),
            "UIKit's numberOfLines (1; 0: as many as the width needs)",
            example: """
                local l = stage.label{ text = \"one two three\", numberOfLines = 0, width = 60 }
                print(l:fittingSize().height)   --> 61.2
                """,
            push: { l, call in call.stack.push(l.numberOfLines) },
            write: { l, s in l.numberOfLines = Int(clamping: (s.number ?? 1).rounded(.down), to: 0...1_000_000, nan: 1)
            }),
    ]

    static let button: [ViewField<Button>] = [
        ViewField(
            "title", .nullable(.string), "the title",
            example: """
                local b = stage.button{ title = \"Continue\" }
                print(b.title)   --> Continue
                """,
            push: { b, call in V.pushString(b.title, call) }, write: { b, s in b.title = s.string }),
        ViewField(
            "image", .nullable(.string), "an SF Symbol's name (UIImage(systemName:)), drawn with the project's glyphs",
            example: """
                local b = stage.button{ image = \"ellipsis\" }
                print(b.image, b:fittingSize().width)   --> ellipsis 44.4
                """,
            push: { b, call in V.pushString(b.image, call) }, write: { b, s in b.image = s.string }),
        ViewField(
            "style", styles, "the title's text style (\"body\"; it follows the text size)",
            example: """
                local b = stage.button{ title = \"Go\", style = \"headline\" }
                print(b.style)   --> headline
                """,
            push: { b, call in call.stack.push(b.textStyle.rawValue) },
            write: { b, s in b.textStyle = s.enumCase(TextStyleMetrics.Style.self) ?? .body }),
    ]

    static let control: [ViewField<Control>] = [
        ViewField(
            \.isEnabled, "enabled", "a disabled control takes no touch: it goes on to what lies behind it",
            example: "local b = stage.button{ title = \"Go\", enabled = false }\nprint(b.enabled)   --> false"),
        ViewField(
            "accessibilityLabel", .nullable(.string),
            "what VoiceOver reads (a button's default: its title, else its image name)",
            example: """
                local b = stage.button{ image = \"play.fill\", accessibilityLabel = \"Play\" }
                print(b.accessibilityLabel)   --> Play
                """,
            push: { c, call in V.pushString(c.accessibilityLabel, call) },
            write: { c, s in c.accessibilityLabel = s.string }),
        ViewField(
            "action", .nullable(.fn(("control", .any))),
            "action(control), run on touch-up inside (a switch's after it toggled)",
            example: """
                local b = stage.button{ title = \"Go\", action = function(b) print(b.title) end }
                print(type(b.action))   --> function
                """,
            push: { c, call in if (c.actionRef as? LuaRef)?.push(onto: call.L) != true { call.stack.pushNil() } },
            writing: { c, s, world in setAction(c, s.ref, world) }),
    ]

    static let `switch`: [ViewField<Switch>] = [
        ViewField(
            \.isOn, "on", "UISwitch's isOn (setting it sends nothing, as setOn(_:animated:) does not)",
            example: "local s = stage.switch{ on = true }\nprint(s.on)   --> true"),
        ViewField(
            "onTintColor", .nullable(StageTypes.color), "the track's color when on (nil: the system green)",
            example: "local s = stage.switch{ onTintColor = \"systemBlue\" }\nprint(s.onTintColor)   --> #007aff",
            push: { s, call in V.pushColor(s.onTintColor, call) }, write: { s, v in s.onTintColor = v.color }),
    ]

    static let image: [ViewField<ImageView>] = [
        ViewField(
            "image", .nullable(.string),
            "an SF Symbol's name (UIImage(systemName:)): the project's glyph, a neutral one for a name it "
                + "does not know",
            example: """
                local i = stage.imageView{ image = \"play.fill\" }
                print(i.image, i:fittingSize().width)   --> play.fill 20.4
                """,
            push: { i, call in V.pushString(i.image.flatMap { if case .symbol(let n) = $0 { n } else { nil } }, call) },
            write: { i, s in i.image = s.string.map { .symbol($0) } }),
        ViewField(
            "imageNamed", .nullable(.string),
            "a named image (UIImage(named:)): a placeholder tile with its name; give the view a size",
            example: """
                local i = stage.imageView{ imageNamed = \"cover\", width = 300, height = 300 }
                print(i.imageNamed, i.image)   --> cover nil
                """,
            push: { i, call in V.pushString(i.image.flatMap { if case .named(let n) = $0 { n } else { nil } }, call) },
            write: { i, s in i.image = s.string.map { .named($0) } }),
        ViewField(
            \.pointSize, "pointSize", "the symbol's point size (the body style's at the text size it was made at)",
            type: StageTypes.nonNegative,
            example: """
                local i = stage.imageView{ image = \"heart\", pointSize = 34 }
                print(i:fittingSize().height)   --> 40.8
                """),
    ]

    /// Sets a control's action from a Lua function (nil removes it).
    static func setAction(_ c: Control, _ fn: LuaRef?, _ world: StageWorld) {
        c.actionRef = fn
        guard let fn else {
            c.action = nil
            return
        }
        let name = c.labeledSource
        c.action = { control in
            try world.invoke(fn, as: "action of \(name)") { call in
                V.push(control, call)
                return 1
            }
        }
    }
}
