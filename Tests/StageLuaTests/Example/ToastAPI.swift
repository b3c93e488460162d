import ExampleComponent
import LuaBridge
import StageKit
@testable import StageLua

// The example's binding (docs/ARCHITECTURE.md, "How to add a component", step 3): the toast's
// part of `stage`, declared with the kit. Help, docs, editor types, argument checks and the
// conformance probes all come from this declaration; the manifest (ToastManifest.swift) says
// where it is and what it adds.

extension Toast: StageBound { public var handleName: String { labeledSource } }

enum ToastAPI {
    static let toastKey = LuaTypeKey("Toast")

    static var registry: APIRegistry {
        APIRegistry(
            modules: [LuaModuleDecl(path: "stage", doc: "Toasts (the worked example): stage.toast{...}.",
                                    functions: [constructor])],
            types: [toastType])
    }

    static let sample = "local t = stage.toast{ text = \"Saved\" }\n"

    static let constructor = LuaFunctionDecl.constructor(
        "toast",
        params: [LuaParam("options", .options([
            LuaOption("text", .string, required: true, "the banner's text"),
            LuaOption("stay", StageTypes.seconds, default: "3", "seconds the banner stays up"),
            LuaOption("slide", StageTypes.seconds, default: "0.2", "seconds each slide takes"),
            LuaOption("onHide", .fn(("toast", .object(toastKey))), "onHide(toast), called after didHide"),
            ComponentName.option,
        ]))],
        returns: "Toast",
        doc: """
            Makes a toast: `show()` slides it in under the top safe area, it stays `stay` \
            seconds, then slides out; a tap hides it early. Its timeline source is "toast#n"; it \
            logs willShow, didShow, willHide and didHide.
            """,
        example: """
            local t = stage.toast{ text = "Saved", stay = 2 }
            t:show()
            stage.clock.advance(2.5)
            print(t.state)   --> gone
            """
    ) { call in
        let o = call.options(1), world = call.world
        do {
            let toast = try Toast(stage: world.stage, text: o?.string("text") ?? "",
                                  stay: try SimDuration.validated(seconds: o?.number("stay") ?? 3),
                                  slide: try SimDuration.validated(seconds: o?.number("slide") ?? 0.2),
                                  label: ComponentName.read(o))
            toast.onHide = o?.ref("onHide").map { fn in
                { toast in try world.invoke(fn, as: "onHide of \(toast.labeledSource)") { c in
                    c.push(object: toast, as: toastKey)
                    return 1
                } }
            }
            return call.returning(object: toast, as: toastKey)
        } catch {
            return call.fail(error)
        }
    }

    static var toastType: LuaTypeDecl {
        LuaTypeDecl(toastKey, doc: """
            A toast (the worked example of docs/ARCHITECTURE.md). `state` is "idle", "showing", \
            "shown", "hiding" or "gone".
            """, methods: [
            .command("show", on: Toast.self, doc: "Slides the toast in. An error once it was shown.",
                     example: sample + "t:show()\nstage.clock.advance(0.2)\nprint(t.state)   --> shown") { t, _ in
                try t.show()
            },
            .method("tap", on: Toast.self, returns: CommandOutcome.luaReturns, doc: """
                Taps the banner through the screen: the slide-out starts. Raises (an error, not \
                false) when the banner cannot be touched (not shown, covered).
                """, example: sample + "t:show()\nstage.clock.advance(1)\nt:tap()\nprint(t.state)   --> hiding") { t, call in
                call.input { try t.tap() }
            },
        ], properties: [
            .value(Toast.self, "state", .enumeration(["idle", "showing", "shown", "hiding", "gone"]),
                   doc: "Where the toast is.", example: sample + "print(t.state)   --> idle") { "\($0.state)" },
            .value(Toast.self, "text", .string, doc: "The banner's text.",
                   example: sample + "print(t.text)   --> Saved") { $0.text },
            .value(Toast.self, "frame", .shape(.rect), doc: "The banner's frame on screen now (animated).",
                   example: sample + "t:show()\nstage.clock.advance(0.2)\nprint(t.frame.y)   --> 67") {
                $0.frame(at: $0.stage.now)
            },
            LuaPropertyDecl("source", .string, doc: "The timeline source, \"toast#1\".",
                            example: sample + "print(t.source)   --> toast#1",
                            getter: .swift { call in call.returning(call.object(1, as: Toast.self).source) }),
            ComponentName.property(Toast.self, example: """
                local t = stage.toast{ text = "Saved", name = "saved" }
                print(t.name, t.source)   --> saved toast#1
                """),
        ], bodies: LuaTypeDecl.describing(Toast.self) { "Toast(\($0.labeledSource), \($0.state))" })
    }
}
