import LuaBridge
import StageKit

// The plain host (docs/VIEWS.md, "Hosts"): `stage.viewHost{}` puts a root view on the screen by
// itself, on top of the window's subviews, so views can be tried without a component around them.

extension ViewContainersAPI {
    static let hostConstructor = LuaFunctionDecl.constructor(
        "viewHost",
        params: [
            LuaParam(
                "options",
                .options([
                    LuaOption("frame", .shape(.rect), required: true, "where the host is on screen; its root fills it"),
                    LuaOption("root", V.anyView, "the root view (it leaves its superview or host)"),
                    LuaOption(
                        "backgroundColor", StageTypes.color,
                        "the host's background (none: a touch where no view takes it goes through)"),
                    ComponentName.option,
                ]))
        ], returns: "ViewHost",
        doc: """
            Makes a plain host and puts it on the screen (on top of the window's subviews, as a popup \
            or a sheet is added): its root view fills its frame, is drawn there and takes the \
            touches that land on it. Its source is "viewHost#n".
            """,
        example: K.host
            + """
                host.root = stage.button{ title = \"Go\" }
                print(host.root.frame.width, host.root.frame.height)   --> 353 300
                """
    ) { call in
        let o = call.options(1)
        let h = ViewHostLayer(
            stage: call.world.stage, frame: o?.field("frame") { $0.rect } ?? .zero, label: ComponentName.read(o))
        h.backgroundColor = o?.field("backgroundColor") { $0.color }
        if let root = o?.field("root", { V.view($0) }) {
            if let m = root.staleMessage(in: call) { return call.argError(1, "option 'root': " + m) }
            h.root = root
        }
        h.show()
        return call.returning(object: h, as: V.hostKey)
    }

    static var hostType: LuaTypeDecl {
        LuaTypeDecl(
            V.hostKey, doc: "A plain host of one root view (docs/VIEWS.md, \"Hosts\").",
            methods: [
                .command(
                    "remove", on: ViewHostLayer.self,
                    doc:
                        "Takes the host off the screen (its views stay in it, out of the window); false when it was "
                            + "not on it.",
                    example: K.host + """
                        host:remove()
                        print(host:remove())   --> false viewHost#1 is not on the stage
                        """
                ) { h, _ in
                    CommandOutcome(acted: h.remove(), otherwise: "\(h.labeledSource) is not on the stage")
                },
                .command(
                    "show", on: ViewHostLayer.self,
                    doc: "Puts the host back on the screen, on top of the window's subviews.",
                    example: K.host + """
                        host:remove()
                        host:show()
                        print(stage.screen.layers()[1].source)   --> viewHost#1
                        """) { h, _ in h.show() },
            ],
            properties: [
                .on(
                    ViewHostLayer.self, "root", .nullable(V.anyView),
                    doc: "The root view (nil: an empty host); it fills the host.",
                    example: K.host + "local v = stage.view()\nhost.root = v\nprint(v.frame.width)   --> 353",
                    get: { h, call in
                        V.push(h.root, call)
                        return 1
                    },
                    set: { h, call in h.root = call.slot(2).isNil ? nil : try V.argument(call, 2) }),
                .on(
                    ViewHostLayer.self, "frame", .shape(.rect), doc: "Where the host is on screen.",
                    example: K.host + """
                        host.frame = { x = 0, y = 100, width = 393, height = 200 }
                        print(host.frame.y)   --> 100
                        """,
                    get: { h, call in call.returning(h.frame) },
                    set: { h, call in h.setFrame(call.slot(2).rect ?? .zero) }),
                .on(
                    ViewHostLayer.self, "backgroundColor", .nullable(StageTypes.color),
                    doc: "The host's background (nil: none).",
                    example: K.host + """
                        host.backgroundColor = \"systemBackground\"
                        print(host.backgroundColor)   --> #ffffff
                        """,
                    get: { h, call in
                        V.pushColor(h.backgroundColor, call)
                        return 1
                    }, set: { h, call in h.backgroundColor = call.slot(2).color }),
                LuaPropertyDecl(
                    "source", .string, doc: "The timeline source, \"viewHost#1\".",
                    example: K.host + "print(host.source)   --> viewHost#1",
                    getter: .swift { call in call.returning(call.object(1, as: ViewHostLayer.self).source) }),
                ComponentName.property(
                    ViewHostLayer.self,
                    example: """
                        local h = stage.viewHost{ frame = { x = 0, y = 0, width = 10, height = 10 }, name = \"panel\" }
                        print(h.name)   --> panel
                        """),
            ], bodies: LuaTypeDecl.describing(ViewHostLayer.self) { "ViewHost(\($0.labeledSource))" })
    }
}
