import LuaBridge
import StageKit

// The view kinds' own parts (docs/VIEWS.md): labels, buttons, image views, switches, scroll and
// stack views, and the plain host; what every view has is ViewAPI's.

enum ViewKindsAPI {
    typealias V = ViewAPI
    static let styles = LuaType.enumeration(TextStyleMetrics.Style.allCases.map(\.rawValue))

    static let label: [ViewField<Label>] = [
        ViewField(\.text, "text", "the text", example: "local l = stage.label{ text = \"Hi\" }\nl.text = \"Hello\"\nprint(l.text)   --> Hello"),
        ViewField("style", .nullable(styles), """
            UIKit's text style (UIFont.preferredFont(forTextStyle:)): its size at the text size \
            when set (\"body\" by default; nil after fontSize is written)
            """, example: "local l = stage.label{ text = \"What's new\", style = \"title2\" }\nprint(l.style, l.fontSize)   --> title2 22.0",
                  push: { l, call in V.pushString(l.textStyle?.rawValue, call) },
                  write: { l, s in if let st = s.enumCase(TextStyleMetrics.Style.self) { l.setTextStyle(st) } }),
        ViewField("fontSize", StageTypes.nonNegative, "the font's point size now; writing one gives a fixed font (no style)",
                  example: "local l = stage.label{ text = \"Hi\" }\nl.fontSize = 13\nprint(l.fontSize, l.style)   --> 13.0 nil",
                  push: { l, call in call.stack.push(l.fontSize) }, write: { l, s in l.setFontSize(s.number ?? 0) }),
        ViewField(\.adjustsFontForContentSizeCategory, "adjustsFontForContentSizeCategory",
                  "the font follows the text size (false: it keeps the size it had when its style was set)",
                  example: "local l = stage.label{ text = \"Hi\", adjustsFontForContentSizeCategory = true }\nstage.screen.setTraits{ contentSizeCategory = \"extraExtraExtraLarge\" }\nprint(l.fontSize)   --> 23.0"),
        ViewField(\.textColor, "textColor", "the text's color (label)", example: "local l = stage.label{ text = \"Hi\", textColor = \"secondaryLabel\" }\nprint(l.textColor)   --> #3c3c4399"),
        ViewField("textAlignment", .enumeration(Label.Alignment.allCases.map(\.rawValue)), "\"natural\" (left here), \"left\", \"center\" or \"right\"",
                  example: "local l = stage.label{ text = \"Hi\", textAlignment = \"center\" }\nprint(l.textAlignment)   --> center",
                  push: { l, call in call.stack.push(l.textAlignment.rawValue) },
                  write: { l, s in l.textAlignment = s.enumCase(Label.Alignment.self) ?? .natural }),
        ViewField("numberOfLines", .range(LuaRange(min: 0, max: 1_000_000)), "UIKit's numberOfLines (1; 0: as many as the width needs)",
                  example: "local l = stage.label{ text = \"one two three\", numberOfLines = 0, width = 60 }\nprint(l:fittingSize().height)   --> 61.2",
                  push: { l, call in call.stack.push(l.numberOfLines) },
                  write: { l, s in l.numberOfLines = Int(clamping: (s.number ?? 1).rounded(.down), to: 0...1_000_000, nan: 1) }),
    ]

    static let button: [ViewField<Button>] = [
        ViewField("title", .nullable(.string), "the title", example: "local b = stage.button{ title = \"Continue\" }\nprint(b.title)   --> Continue",
                  push: { b, call in V.pushString(b.title, call) }, write: { b, s in b.title = s.string }),
        ViewField("image", .nullable(.string), "an SF Symbol's name (UIImage(systemName:)), drawn with the project's glyphs",
                  example: "local b = stage.button{ image = \"ellipsis\" }\nprint(b.image, b:fittingSize().width)   --> ellipsis 44.4",
                  push: { b, call in V.pushString(b.image, call) }, write: { b, s in b.image = s.string }),
        ViewField("style", styles, "the title's text style (\"body\"; it follows the text size)",
                  example: "local b = stage.button{ title = \"Go\", style = \"headline\" }\nprint(b.style)   --> headline",
                  push: { b, call in call.stack.push(b.textStyle.rawValue) },
                  write: { b, s in b.textStyle = s.enumCase(TextStyleMetrics.Style.self) ?? .body }),
    ]

    static let control: [ViewField<Control>] = [
        ViewField(\.isEnabled, "enabled", "a disabled control takes no touch: it goes on to what lies behind it",
                  example: "local b = stage.button{ title = \"Go\", enabled = false }\nprint(b.enabled)   --> false"),
        ViewField("accessibilityLabel", .nullable(.string), "what VoiceOver reads (a button's default: its title, else its image name)",
                  example: "local b = stage.button{ image = \"play.fill\", accessibilityLabel = \"Play\" }\nprint(b.accessibilityLabel)   --> Play",
                  push: { c, call in V.pushString(c.accessibilityLabel, call) }, write: { c, s in c.accessibilityLabel = s.string }),
        ViewField("action", .nullable(.fn(("control", .any))), "action(control), run on touch-up inside (a switch's after it toggled)",
                  example: "local b = stage.button{ title = \"Go\", action = function(b) print(b.title) end }\nprint(type(b.action))   --> function",
                  push: { c, call in if (c.actionRef as? LuaRef)?.push(onto: call.L) != true { call.stack.pushNil() } },
                  writing: { c, s, world in setAction(c, s.ref, world) }),
    ]

    static let `switch`: [ViewField<Switch>] = [
        ViewField(\.isOn, "on", "UISwitch's isOn (setting it sends nothing, as setOn(_:animated:) does not)",
                  example: "local s = stage.switch{ on = true }\nprint(s.on)   --> true"),
        ViewField("onTintColor", .nullable(StageTypes.color), "the track's color when on (nil: the system green)",
                  example: "local s = stage.switch{ onTintColor = \"systemBlue\" }\nprint(s.onTintColor)   --> #007aff",
                  push: { s, call in V.pushColor(s.onTintColor, call) }, write: { s, v in s.onTintColor = v.color }),
    ]

    static let image: [ViewField<ImageView>] = [
        ViewField("image", .nullable(.string), "an SF Symbol's name (UIImage(systemName:)): the project's glyph, a neutral one for a name it does not know",
                  example: "local i = stage.imageView{ image = \"play.fill\" }\nprint(i.image, i:fittingSize().width)   --> play.fill 20.4",
                  push: { i, call in V.pushString(i.image.flatMap { if case .symbol(let n) = $0 { n } else { nil } }, call) },
                  write: { i, s in i.image = s.string.map { .symbol($0) } }),
        ViewField("imageNamed", .nullable(.string), "a named image (UIImage(named:)): a placeholder tile with its name; give the view a size",
                  example: "local i = stage.imageView{ imageNamed = \"cover\", width = 300, height = 300 }\nprint(i.imageNamed, i.image)   --> cover nil",
                  push: { i, call in V.pushString(i.image.flatMap { if case .named(let n) = $0 { n } else { nil } }, call) },
                  write: { i, s in i.image = s.string.map { .named($0) } }),
        ViewField(\.pointSize, "pointSize", "the symbol's point size (the body style's at the text size it was made at)",
                  type: StageTypes.nonNegative, example: "local i = stage.imageView{ image = \"heart\", pointSize = 34 }\nprint(i:fittingSize().height)   --> 40.8"),
    ]

    static let scroll: [ViewField<ScrollView>] = [
        ViewField("contentSize", .shape(.size), "the scrolled content's size (unset: its subviews' extent)",
                  example: "local sv = stage.scrollView{ width = 320, height = 400, contentSize = { width = 320, height = 2000 } }\nprint(sv.contentSize.height)   --> 2000",
                  push: { s, call in s.contentSize.push(to: call.stack) }, write: { s, v in if let z = v.size { s.contentSize = z } }),
        ViewField("contentOffset", .shape(.point), "the bounds' origin: how far the content is scrolled (not clamped, as UIKit's setter is not)",
                  example: "local sv = stage.scrollView{ width = 320, height = 400 }\nsv.contentOffset = { x = 0, y = 120 }\nprint(sv.contentOffset.y)   --> 120",
                  push: { s, call in s.contentOffset.push(to: call.stack) }, write: { s, v in if let p = v.point { s.contentOffset = p } }),
        ViewField(\.isScrollEnabled, "scrollEnabled", "UIKit's isScrollEnabled: a pan on the content scrolls it",
                  example: "local sv = stage.scrollView{ width = 320, height = 400, scrollEnabled = false }\nprint(sv.scrollEnabled)   --> false"),
    ]

    static let stack: [ViewField<StackView>] = [
        enumField(\.axis, "axis", "\"horizontal\" (UIKit's default) or \"vertical\"", "local s = stage.stackView{ axis = \"vertical\" }\nprint(s.axis)   --> vertical"),
        enumField(\.distribution, "distribution", "\"fill\", \"fillEqually\", \"fillProportionally\", \"equalSpacing\" or \"equalCentering\"",
                  "local s = stage.stackView{ distribution = \"fillEqually\" }\nprint(s.distribution)   --> fillEqually"),
        enumField(\.alignment, "alignment", "\"fill\", \"leading\"/\"top\", \"center\" or \"trailing\"/\"bottom\"",
                  "local s = stage.stackView{ alignment = \"center\" }\nprint(s.alignment)   --> center"),
        ViewField(\.spacing, "spacing", "the space between arranged views (0)", type: StageTypes.finite,
                  example: "local s = stage.stackView{ spacing = 8 }\nprint(s.spacing)   --> 8.0"),
        ViewField("layoutMargins", .shape(.insets), "UIView's layoutMargins (8 on each side), used with layoutMarginsRelativeArrangement",
                  example: "local s = stage.stackView{ layoutMargins = { top = 16, left = 20, bottom = 16, right = 20 } }\nprint(s.layoutMargins.left)   --> 20",
                  push: { s, call in s.layoutMargins.push(to: call.stack) },
                  write: { s, v in if let o = v.options { s.layoutMargins = EdgeInsets(top: o.number("top") ?? 0, left: o.number("left") ?? 0,
                                                                                     bottom: o.number("bottom") ?? 0, right: o.number("right") ?? 0) } }),
        ViewField(\.isLayoutMarginsRelativeArrangement, "layoutMarginsRelativeArrangement", "arrange inside the layout margins (false)",
                  example: "local s = stage.stackView{ layoutMarginsRelativeArrangement = true }\nprint(s:fittingSize().width)   --> 16"),
    ]

    static func enumField<E: RawRepresentable & CaseIterable & Sendable>(_ path: ReferenceWritableKeyPath<StackView, E> & Sendable, _ name: String,
                                                                         _ doc: String, _ example: String) -> ViewField<StackView> where E.RawValue == String {
        ViewField(name, .enumeration(E.allCases.map(\.rawValue)), doc, example: example, push: { s, call in call.stack.push(s[keyPath: path].rawValue) },
                  write: { s, v in if let e = v.enumCase(E.self) { s[keyPath: path] = e } })
    }

    /// Sets a control's action from a Lua function (nil removes it).
    static func setAction(_ c: Control, _ fn: LuaRef?, _ world: StageWorld) {
        c.actionRef = fn
        guard let fn else { return c.action = nil }
        let name = c.labeledSource
        c.action = { control in
            try world.invoke(fn, as: "action of \(name)") { call in
                V.push(control, call)
                return 1
            }
        }
    }
}
