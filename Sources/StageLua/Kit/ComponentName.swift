import LuaBridge
import StageKit

/// `name = "rate"`: the name a script gives a component, declared once here so that every
/// constructor's option and every object's `name` property say the same thing (and help, the
/// docs, the types and the fuzzer pick them up from the declarations). The engine keeps the
/// name on the stage's timeline (`TimelineSource`, `SourceLabels`): events carry it as `label`,
/// and traces, pictures and messages show the source as `popup#1 "rate"`.
///
/// ```swift
/// LuaFunctionDecl("popup", params: [LuaParam("options", .options([ComponentName.option, ...]))], ...)
/// let p = manager.makePopup(c, label: ComponentName.read(o))
/// ComponentName.property(Popup.self, example: "local p = stage.popup{ name = \"rate\" }\nprint(p.name)   --> rate")
/// ```
enum ComponentName {
    /// The constructor option: any string (checked as every string option is).
    static let option = LuaOption("name", .string, """
        a name for it: its events carry it as `label`, traces, pictures and messages show the \
        source as `popup#1 "rate"`, and source filters (stage.log, toHaveEvents) accept it
        """)

    /// The name given in a constructor's options, if any.
    static func read(_ options: LuaOptions?) -> String? { options?.string("name") }

    /// The object's `name`: read-only, because the timeline has already recorded events under
    /// it (a new name would make one component look like two); readable after `stage.reset` too,
    /// as `source` is, since old logs are still searched by it.
    static func property<T: StageBound & TimelineSource>(_ type: T.Type, example: String) -> LuaPropertyDecl {
        LuaPropertyDecl("name", .nullable(.string), doc: """
            The name given by the constructor's `name` option (nil when none); its events carry \
            it as `label`. Read-only: set it when creating the object.
            """, example: example, getter: .swift { call in
                guard let label = call.object(1, as: T.self).label else { return call.returningNil() }
                return call.returning(label)
            })
    }
}
