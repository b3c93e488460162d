import LuaBridge
import StageKit

// The views that hold others (docs/VIEWS.md): scroll views, stack views and the plain host, a
// component of their own beside the views (ViewAPI.swift), whose common fields and helpers they use.

enum ViewContainersAPI {
    typealias V = ViewAPI
    typealias K = ViewKindsAPI

    static var registry: APIRegistry {
        APIRegistry(
            modules: [
                LuaModuleDecl(
                    path: "stage", doc: "Scroll views, stack views and the plain host; see docs/VIEWS.md.",
                    functions: constructors)
            ],
            types: [
                K.decl(
                    V.scrollKey,
                    "A scroll view (UIScrollView): its subviews move with its contentOffset and are clipped to it.",
                    scrollMethods, scroll.properties() + [maximumOffset]),
                K.decl(
                    V.stackKey, "A stack view (UIStackView): it lays out its arranged subviews along its axis.",
                    stackMethods, stack.properties() + [arranged]),
                hostType,
            ])
    }

    static let scroll: [ViewField<ScrollView>] = [
        ViewField(
            "contentSize", .shape(.size), "the scrolled content's size (unset: its subviews' extent)",
            example: """
                local sv = stage.scrollView{ width = 320, height = 400, contentSize = { width = 320, height = 2000 } }
                print(sv.contentSize.height)   --> 2000
                """,
            push: { s, call in s.contentSize.push(to: call.stack) },
            write: { s, v in if let z = v.size { s.contentSize = z } }),
        ViewField(
            "contentOffset", .shape(.point),
            "the bounds' origin: how far the content is scrolled (not clamped, as UIKit's setter is not)",
            example: """
                local sv = stage.scrollView{ width = 320, height = 400 }
                sv.contentOffset = { x = 0, y = 120 }
                print(sv.contentOffset.y)   --> 120
                """,
            push: { s, call in s.contentOffset.push(to: call.stack) },
            write: { s, v in if let p = v.point { s.contentOffset = p } }),
        ViewField(
            \.isScrollEnabled, "scrollEnabled", "UIKit's isScrollEnabled: a pan on the content scrolls it",
            example: """
                local sv = stage.scrollView{ width = 320, height = 400, scrollEnabled = false }
                print(sv.scrollEnabled)   --> false
                """),
    ]

    static let stack: [ViewField<StackView>] = [
        enumField(
            \.axis, "axis", "\"horizontal\" (UIKit's default) or \"vertical\"",
            """
            local s = stage.stackView{ axis = \"vertical\" }
            print(s.axis)   --> vertical
            """),
        enumField(
            \.distribution, "distribution",
            "\"fill\", \"fillEqually\", \"fillProportionally\", \"equalSpacing\" or \"equalCentering\"",
            """
            local s = stage.stackView{ distribution = \"fillEqually\" }
            print(s.distribution)   --> fillEqually
            """),
        enumField(
            \.alignment, "alignment", "\"fill\", \"leading\"/\"top\", \"center\" or \"trailing\"/\"bottom\"",
            "local s = stage.stackView{ alignment = \"center\" }\nprint(s.alignment)   --> center"),
        ViewField(
            \.spacing, "spacing", "the space between arranged views (0)", type: StageTypes.finite,
            example: "local s = stage.stackView{ spacing = 8 }\nprint(s.spacing)   --> 8.0"),
        ViewField(
            "layoutMargins", .shape(.insets),
            "UIView's layoutMargins (8 on each side), used with layoutMarginsRelativeArrangement",
            example: """
                local s = stage.stackView{ layoutMargins = { top = 16, left = 20, bottom = 16, right = 20 } }
                print(s.layoutMargins.left)   --> 20
                """,
            push: { s, call in s.layoutMargins.push(to: call.stack) },
            write: { s, v in
                if let o = v.options {
                    s.layoutMargins = EdgeInsets(
                        top: o.number("top") ?? 0, left: o.number("left") ?? 0,
                        bottom: o.number("bottom") ?? 0, right: o.number("right") ?? 0)
                }
            }),
        ViewField(
            \.isLayoutMarginsRelativeArrangement, "layoutMarginsRelativeArrangement",
            "arrange inside the layout margins (false)",
            example: """
                local s = stage.stackView{ layoutMarginsRelativeArrangement = true }
                print(s:fittingSize().width)   --> 16
                """),
    ]

    static func enumField<E: RawRepresentable & CaseIterable & Sendable>(
        _ path: ReferenceWritableKeyPath<StackView, E> & Sendable, _ name: String,
        _ doc: String, _ example: String
    ) -> ViewField<StackView> where E.RawValue == String {
        ViewField(
            name, .enumeration(E.allCases.map(\.rawValue)), doc, example: example,
            push: { s, call in call.stack.push(s[keyPath: path].rawValue) },
            write: { s, v in if let e = v.enumCase(E.self) { s[keyPath: path] = e } })
    }

    // MARK: Scroll and stack views

    static let scrollSample = """
        local sv = stage.scrollView{ width = 320, height = 400, contentSize = { width = 320, height = 2000 } }

        """

    static let maximumOffset: LuaPropertyDecl = .value(
        ScrollView.self, "maximumContentOffset", .shape(.point),
        doc: "The largest offset on each axis (contentSize − bounds, at least 0).",
        example: scrollSample + "print(sv.maximumContentOffset.y)   --> 1600") { $0.maximumContentOffset }

    static let scrollMethods: [LuaFunctionDecl] = [
        .method(
            "scrollRectToVisible", on: ScrollView.self,
            params: [LuaParam("rect", .shape(.rect), "in the content's coordinates")],
            returns: "table",
            doc:
                "UIKit's scrollRectToVisible (not animated): the least scroll that shows the rectangle, within "
                    + "the scrollable range; returns the new offset.",
            example: scrollSample
                + "print(sv:scrollRectToVisible{ x = 0, y = 900, width = 10, height = 44 }.y)   --> 544"
        ) { s, call in call.returning(s.scrollRectToVisible(call.slot(2).rect ?? .zero)) },
        .method(
            "scrollToVisible", on: ScrollView.self,
            params: [LuaParam("view", V.anyView, "a view inside the scroll view")], returns: "boolean",
            doc: "Scrolls the least that shows the view (a descendant); false when it is not inside this scroll view.",
            example: scrollSample + """
                local b = stage.button{ title = \"Far\", y = 1500 }
                sv:addSubview(b)
                print(sv:scrollToVisible(b), sv.contentOffset.y)   --> true 1134.4
                """) { s, call in
                call.returning(s.scrollToVisible(try V.argument(call, 2)))
            },
    ]

    static let stackSample = "local s = stage.stackView{ axis = \"vertical\", spacing = 8 }\n"

    static let arranged: LuaPropertyDecl = .on(
        StackView.self, "arrangedSubviews", .list(V.anyView), doc: "The arranged subviews, in order.",
        example: stackSample + "s:addArrangedSubview(stage.label{ text = \"A\" })\nprint(#s.arrangedSubviews)   --> 1",
        get: { s, call in V.returning(s.arrangedSubviews, call) })

    static let stackMethods: [LuaFunctionDecl] = [
        .method(
            "addArrangedSubview", on: StackView.self,
            params: [LuaParam("view", V.anyView, "arranged last (and a subview on top)")],
            doc: "UIKit's addArrangedSubview.",
            example: stackSample + """
                s:addArrangedSubview(stage.label{ text = \"A\" })
                s:addArrangedSubview(stage.label{ text = \"B\" })
                print(s:fittingSize().height)   --> 48.8
                """) { s, call in
                try s.addArrangedSubview(try V.argument(call, 2))
                return 0
            },
        .method(
            "insertArrangedSubview", on: StackView.self,
            params: [
                LuaParam("view", V.anyView, "the view"), LuaParam("index", StageTypes.index, "its 1-based place"),
            ], doc: "UIKit's insertArrangedSubview(_:at:).",
            example: stackSample + """
                s:addArrangedSubview(stage.label{ text = \"B\" })
                local a = stage.label{ text = \"A\" }
                s:insertArrangedSubview(a, 1)
                print(s.arrangedSubviews[1] == a)   --> true
                """) { s, call in
                try s.insertArrangedSubview(try V.argument(call, 2), at: call.index(3))
                return 0
            },
        .method(
            "removeArrangedSubview", on: StackView.self, params: [LuaParam("view", V.anyView, "an arranged subview")],
            doc: "UIKit's removeArrangedSubview: no longer arranged, still a subview (as UIKit leaves it).",
            example: stackSample + """
                local a = stage.label{ text = \"A\" }
                s:addArrangedSubview(a)
                s:removeArrangedSubview(a)
                print(#s.arrangedSubviews, #s.subviews)   --> 0 1
                """) { s, call in
                s.removeArrangedSubview(try V.argument(call, 2))
                return 0
            },
    ]

    // MARK: Constructors

    static let constructors: [LuaFunctionDecl] = [
            .constructor(
                "scrollView", params: [V.options(scroll.options())], returns: "ScrollView",
                doc: """
                    Makes a scroll view (UIScrollView): its subviews move with its contentOffset and are \
                    clipped to its bounds; a pan on them scrolls it.
                    """, example: scrollSample + "print(sv.clipsToBounds)   --> true"
            ) { call in
                K.make(call, scroll) { s, name in ScrollView(stage: s, label: name) }
            },
            .constructor(
                "stackView",
                params: [
                    V.options(
                        stack.options() + [
                            LuaOption("arrangedSubviews", .list(V.anyView), "views to arrange, in order")
                        ])
                ], returns: "StackView",
                doc: """
                    Makes a stack view (UIStackView): it lays out its arranged subviews along its axis \
                    from their fitting sizes, and sizes itself from them unless given a size.
                    """,
                example:
                    """
                        local s = stage.stackView{ axis = \"vertical\", spacing = 8,
                            arrangedSubviews = { stage.label{ text = \"A\" }, stage.button{ title = \"B\" } } }
                        print(s.frame.height)   --> 62.8
                        """
            ) { call in
                K.make(call, stack) { s, name in
                    StackView(stage: s, label: name)
                } then: { s in
                    for v in call.options(1)?.list("arrangedSubviews", { V.view($0) }) ?? [] {
                        try s.addArrangedSubview(v)
                    }
                }
            },
        hostConstructor,
    ]
}
