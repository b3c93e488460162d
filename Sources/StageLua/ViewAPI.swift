import LuaBridge
import StageKit

// The views (docs/VIEWS.md): UIKit-shaped views any host can hold, their constructors
// (`stage.view{}`, `stage.label{}`, `stage.button{}`, `stage.imageView{}`, `stage.switch{}`,
// `stage.scrollView{}`, `stage.stackView{}`) and the plain host (`stage.viewHost{}`). Each view
// kind is a Lua type; what every view has (its frame, hierarchy, flags) is declared once here
// and given to each, what a kind adds in ViewKindsAPI.swift. A property is one declaration: the
// constructors' option and the property, with its check, doc and example (`ViewField`).

extension View: StageBound { public var handleName: String { labeledSource } }
extension ViewHostLayer: StageBound { public var handleName: String { labeledSource } }

/// A property of a view kind, declared once: the constructors' option and the property.
struct ViewField<T: View>: Sendable {
    let field: LuaField<T, StageWorld>
    let example: String
    /// Also readable and writable on the object (false: an option of the constructor only).
    var isProperty = true

    init(
        _ name: String, _ type: LuaType, _ doc: String, example: String, push: @escaping @Sendable (T, LuaCall) -> Void,
        write: @escaping @Sendable (T, LuaSlot) -> Void
    ) {
        self.init(name, type, doc, example: example, push: push, writing: { v, slot, _ in write(v, slot) })
    }

    /// A field whose write needs the world (a callback it keeps).
    init(
        _ name: String, _ type: LuaType, _ doc: String, example: String, push: @escaping @Sendable (T, LuaCall) -> Void,
        writing write: @escaping @Sendable (T, LuaSlot, StageWorld) -> Void
    ) {
        field = LuaField(
            name: name, type: type, doc: doc, push: push, write: { v, slot, world in write(v, slot, world) })
        self.example = example
    }

    /// A field at `path` whose Lua value is the `SettingValue`'s.
    init<V: SettingValue>(
        _ path: ReferenceWritableKeyPath<T, V> & Sendable, _ name: String, _ doc: String,
        type: LuaType? = nil, example: String
    ) {
        self.init(
            name, type ?? V.luaType, doc, example: example, push: { v, call in v[keyPath: path].push(call) },
            write: { v, slot in v[keyPath: path] = V.read(slot) })
    }

    var property: LuaPropertyDecl {
        let f = field
        return .on(
            T.self, f.name, f.type, doc: f.doc, example: example,
            get: { v, call in
                f.push(v, call)
                return 1
            },
            set: { v, call in
                var m = v
                f.write(&m, call.slot(2), call.world)
            })
    }
}

extension Array {
    /// The constructor's options and the object's properties of a list of fields.
    func options<T>() -> [LuaOption] where Element == ViewField<T> { map(\.field.option) }
    func properties<T>() -> [LuaPropertyDecl] where Element == ViewField<T> { filter(\.isProperty).map(\.property) }

    /// Writes every field present in `o` into `view`.
    func apply<T>(_ o: LuaOptions?, to view: T, _ world: StageWorld) where Element == ViewField<T> {
        guard let o else { return }
        var v = view
        map(\.field).apply(o, to: &v, world)
    }
}

enum ViewAPI {
    static let viewKey = LuaTypeKey("View"), labelKey = LuaTypeKey("Label"), buttonKey = LuaTypeKey("Button")
    static let imageKey = LuaTypeKey("ImageView"), switchKey = LuaTypeKey("Switch"),
        scrollKey = LuaTypeKey("ScrollView")
    static let stackKey = LuaTypeKey("StackView"), hostKey = LuaTypeKey("ViewHost")
    static let keys = [viewKey, labelKey, buttonKey, imageKey, switchKey, scrollKey, stackKey]
    /// Any view, whatever its kind.
    static let anyView = LuaType.oneOf(keys.map { .object($0) })
    /// A declared return of any view or nil ("View, Label, ... or nil"): a hit can be any kind.
    static let anyViewOrNil = keys.map(\.name).joined(separator: ", ") + " or nil"

    /// The Lua type of a view's kind.
    static func key(of v: View) -> LuaTypeKey {
        switch v {
        case is Label: return labelKey
        case is Button: return buttonKey
        case is ImageView: return imageKey
        case is Switch: return switchKey
        case is ScrollView: return scrollKey
        case is StackView: return stackKey
        default: return viewKey
        }
    }

    /// The view at `slot` (any kind), nil for anything else.
    static func view(_ slot: LuaSlot) -> View? {
        for k in keys { if let v = slot.object(k, as: View.self) { return v } }
        return nil
    }

    static func push(_ v: View?, _ call: LuaCall) {
        if let v { call.push(object: v, as: key(of: v)) } else { call.stack.pushNil() }
    }

    static func pushString(_ s: String?, _ call: LuaCall) {
        if let s { call.stack.push(s) } else { call.stack.pushNil() }
    }

    static func pushColor(_ c: Color?, _ call: LuaCall) {
        if let c { call.stack.push(c.hex) } else { call.stack.pushNil() }
    }

    static func returning(_ views: [View], _ call: LuaCall) -> Int32 { call.returningList(views) { push($0, call) } }

    /// The view argument `i`, refused by name when it belongs to a previous stage.
    static func argument(_ call: LuaCall, _ i: Int32) throws -> View {
        guard let v = view(call.slot(i)) else { throw ViewError.badHost("a view expected") }
        guard v.staleMessage(in: call) == nil else { throw ViewError.stageReset(v.labeledSource) }
        return v
    }

    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(
                    path: "stage", doc: "Views (UIKit's): stage.view{...}, stage.label{...}, ...; see docs/VIEWS.md.",
                    functions: ViewKindsAPI.constructors)
            ],
            types: ViewKindsAPI.types)
    }

    // MARK: What every view has

    static let sample = "local v = stage.view{ frame = { x = 0, y = 0, width = 200, height = 100 } }\n"

    static let fields: [ViewField<View>] = [
        ViewField(
            "frame", .shape(.rect),
            """
            the frame in the superview's coordinates; setting it fixes the view's size (a stack \
            view still sets its arranged subviews')
            """,
            example: sample
                + """
                    v.frame = { x = 10, y = 20, width = 100, height = 44 }
                    print(v.frame.y, v.frame.height)   --> 20 44
                    """,
            push: { v, call in v.frame.push(to: call.stack) }, write: { v, s in if let r = s.rect { v.setFrame(r) } }),
        ViewField(
            \.isHidden, "hidden", "UIKit's isHidden: not drawn, not hit; a stack view gives it no room",
            example: sample + "v.hidden = true\nprint(v.hidden)   --> true"),
        ViewField(
            \.alpha, "alpha", "UIKit's alpha (drawn at it; below 0.01 not hit)", type: StageTypes.finite,
            example: sample + "v.alpha = 0.5\nprint(v.alpha)   --> 0.5"),
        ViewField(
            \.isUserInteractionEnabled, "userInteractionEnabled",
            """
            UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch \
            (false by default for labels and image views)
            """, example: "print(stage.label{ text = \"Hi\" }.userInteractionEnabled)   --> false"),
        ViewField(
            \.clipsToBounds, "clipsToBounds", "draw subviews only inside the bounds (a scroll view does by default)",
            example: sample + "v.clipsToBounds = true\nprint(v.clipsToBounds)   --> true"),
        ViewField(
            "backgroundColor", .nullable(StageTypes.color), "the background color (nil: none, clear)",
            example: sample + "v.backgroundColor = \"systemGray6\"\nprint(v.backgroundColor)   --> #f2f2f7",
            push: { v, call in pushColor(v.backgroundColor, call) }, write: { v, s in v.backgroundColor = s.color }),
        ViewField(
            \.cornerRadius, "cornerRadius", "layer.cornerRadius (drawn; touches still use the rectangle)",
            type: StageTypes.nonNegative,
            example: sample + """
                v.cornerRadius = 12
                print(v.cornerRadius)   --> 12.0
                """),
        ViewField(
            "tintColor", .nullable(StageTypes.color),
            "UIKit's tintColor (nil: the superview's, the system blue at the top)",
            example: """
                local b = stage.button{ title = \"Go\", tintColor = \"systemRed\" }
                print(b.tintColor)   --> #ff3b30
                """,
            push: { v, call in pushColor(v.tintColor, call) }, write: { v, s in v.tintColor = s.color }),
    ]

    /// Options of every constructor that are not properties.
    static let creation: LuaOptionFields<View> = [
        LuaOptionField(
            "width", StageTypes.nonNegative, { v, s in v.setFixedSize(width: s.number, height: v.fixedHeight) },
            "a fixed width (else the view fits its content)"),
        LuaOptionField(
            "height", StageTypes.nonNegative, { v, s in v.setFixedSize(width: v.fixedWidth, height: s.number) },
            "a fixed height (else the view fits its content)"),
        LuaOptionField(
            "x", StageTypes.finite, { v, s in v.setOrigin(Point(x: s.number ?? 0, y: v.frame.y)) }, "the frame's x"),
        LuaOptionField(
            "y", StageTypes.finite, { v, s in v.setOrigin(Point(x: v.frame.x, y: s.number ?? 0)) }, "the frame's y"),
    ]

    /// Every view constructor's options, the kind's own after the common ones.
    static func options(_ own: [LuaOption]) -> LuaParam {
        LuaParam(
            "options",
            .options(
                fields.options() + creation.options + own + [
                    LuaOption("subviews", .list(anyView), "views to add, in order (the last on top)"),
                    ComponentName.option,
                ]), optional: true)
    }

    /// Makes a view of a kind: the common options, the kind's own, then its subviews.
    static func make<T: View>(
        _ call: LuaCall, _ own: [ViewField<T>], _ body: (Stage, LuaOptions?, String?) -> T,
        then: (T) throws -> Void
    ) throws -> Int32 {
        let o = call.options(1)
        let v = body(call.world.stage, o, ComponentName.read(o))
        fields.apply(o, to: v, call.world)
        var base: View = v
        if let o { creation.apply(o, to: &base) }
        own.apply(o, to: v, call.world)
        for s in o?.list("subviews", { view($0) }) ?? [] { try v.addSubview(s) }
        try then(v)
        return call.returning(object: v, as: key(of: v))
    }

    static let properties: [LuaPropertyDecl] =
        fields.properties() + [
            .value(
                View.self, "bounds", .shape(.rect),
                doc: "The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).",
                example: sample + "print(v.bounds.width, v.bounds.height)   --> 200 100") { $0.bounds },
            .on(
                View.self, "superview", .nullable(anyView), doc: "The superview, nil for a root.",
                example: sample + """
                    local l = stage.label{ text = \"Hi\" }
                    v:addSubview(l)
                    print(l.superview == v)   --> true
                    """,
                get: { v, call in
                    push(v.superview, call)
                    return 1
                }),
            .on(
                View.self, "subviews", .list(anyView), doc: "The subviews, back to front.",
                example: sample + "v:addSubview(stage.label{ text = \"Hi\" })\nprint(#v.subviews)   --> 1",
                get: { v, call in returning(v.subviews, call) }),
            .value(
                View.self, "screenFrame", .shape(.rect),
                doc: """
                    The frame on screen now (its host's place and scale, its superviews' offsets), nil \
                    while no host shows its tree.
                    """,
                example: sample
                    + """
                        print(v.screenFrame)   --> nil
                        stage.viewHost{ frame = { x = 20, y = 100, width = 300, height = 200 }, root = v }
                        print(v.screenFrame.x, v.screenFrame.y)   --> 20 100
                        """) { $0.screenFrame()?.frame },
            .value(
                View.self, "kind", .string,
                doc:
                    "The kind: \"view\", \"label\", \"button\", \"imageView\", \"switch\", \"scrollView\", "
                        + "\"stackView\".",
                example: "print(stage.switch().kind)   --> switch") { $0.kind },
            LuaPropertyDecl(
                "source", .string, doc: "The timeline source, \"button#1\".",
                example: "print(stage.button{ title = \"Go\" }.source)   --> button#1",
                getter: .swift { call in call.returning(call.object(1, as: View.self).source) }),
            ComponentName.property(
                View.self,
                example: """
                    local b = stage.button{ title = \"Go\", name = \"go\" }
                    print(b.name, b.source)   --> go button#1
                    """),
        ]

    static let methods: [LuaFunctionDecl] = [
        .method(
            "addSubview", on: View.self,
            params: [LuaParam("view", anyView, "the view to add on top (it leaves its old superview or host)")],
            doc:
                "UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.",
            example: sample + """
                local l = stage.label{ text = \"Hi\" }
                v:addSubview(l)
                print(#v.subviews, l.superview == v)   --> 1 true
                """) { v, call in
                try v.addSubview(try argument(call, 2))
                return 0
            },
        .method(
            "insertSubview", on: View.self,
            params: [
                LuaParam("view", anyView, "the view to insert"),
                LuaParam("index", StageTypes.index, "its 1-based place, 1 at the back"),
            ], doc: "UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.",
            example: sample + """
                v:addSubview(stage.label{ text = \"B\" })
                local a = stage.label{ text = \"A\" }
                v:insertSubview(a, 1)
                print(v.subviews[1] == a)   --> true
                """) { v, call in
                try v.insertSubview(try argument(call, 2), at: call.index(3))
                return 0
            },
        .method(
            "removeFromSuperview", on: View.self, doc: "UIKit's removeFromSuperview (a root leaves its host).",
            example: sample + """
                local l = stage.label{ text = \"Hi\" }
                v:addSubview(l)
                l:removeFromSuperview()
                print(#v.subviews)   --> 0
                """) { v, _ in
                v.removeFromSuperview()
                return 0
            },
        .method(
            "bringSubviewToFront", on: View.self, params: [LuaParam("view", anyView, "one of its subviews")],
            doc: "UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).",
            example: sample + """
                local a, b = stage.view(), stage.view()
                v:addSubview(a)
                v:addSubview(b)
                v:bringSubviewToFront(a)
                print(v.subviews[2] == a)   --> true
                """) { v, call in
                v.bringSubviewToFront(try argument(call, 2))
                return 0
            },
        .method(
            "hitTest", on: View.self,
            params: [
                LuaParam("x", StageTypes.finite, "in the view's bounds coordinates"),
                LuaParam("y", StageTypes.finite, ""),
            ],
            returns: anyViewOrNil,
            doc: """
                UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, \
                interaction off, alpha below 0.01 and points outside a view's bounds reach none of \
                its subviews), or nil.
                """,
            example: sample
                + """
                    local b = stage.button{ title = \"Go\", x = 10, y = 10 }
                    v:addSubview(b)
                    print(v:hitTest(20, 20) == b, v:hitTest(190, 90) == v)   --> true true
                    """) { v, call in
                push(v.hitTest(Point(x: call.number(2), y: call.number(3))), call)
                return 1
            },
        .method(
            "fittingSize", on: View.self,
            params: [LuaParam("width", StageTypes.nonNegative, optional: true, "the width text may wrap to")],
            returns: "table",
            doc:
                "The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the "
                    + "engine's text model).",
            example: """
                local l = stage.label{ text = \"Hello\" }
                local s = l:fittingSize()
                print(s.width, s.height)   --> 46.75 20.4
                """) { v, call in call.returning(v.fittingSize(width: call.optNumber(2))) },
    ]
}
