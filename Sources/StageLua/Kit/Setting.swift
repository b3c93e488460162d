import LuaBridge
import StageKit

// Settings as data: a component declares each setting once (name, key path, doc, optional
// check); the kit derives from it the group's property (getter, setter with its checks, the
// frozen-after-present rule through the owner's `updateSettings`), the constructor's
// `settings = {...}` option and the docs, whose defaults are read from the engine's own
// default value (so they cannot drift). The Lua type is the value type's (`SettingValue`).

// The bindings' one field mechanism is LuaBridge's `LuaField`: an action sheet setting's write
// gets the library's default group, a popup property's the popup policy, an option key's
// nothing. `Setting` and `PopupField` are two kinds; the builders below make fields from key
// paths of `SettingValue`s.

/// One setting of group `G`; a write gets the library's default group.
typealias Setting<G> = LuaField<G, G>

extension LuaField {
    /// A field of value type `V`: pushed, written as Lua source and printed as `V` is; a write
    /// stores what `read` makes of the checked value (given the model before the write and the
    /// context). `points`: a length, pushed as an integer when whole, like every coordinate of
    /// the API. `type` refines the value type's (a range, seconds).
    init<V: SettingValue>(_ path: WritableKeyPath<Model, V> & Sendable, _ name: String, _ doc: String,
                          points: Bool = false, type: LuaType? = nil,
                          read: @escaping @Sendable (LuaSlot, Model, Context) -> V) {
        self.init(name: name, type: type ?? V.luaType, doc: doc,
                  push: { g, call in
                if points, let d = g[keyPath: path] as? Double {
                    call.push(points: d)
                } else {
                    g[keyPath: path].push(call)
                }
                  },
                  write: { g, v, context in g[keyPath: path] = read(v, g, context) },
                  literal: { g in g[keyPath: path].literal },
                  printed: { g in
                      if points, let d = g[keyPath: path] as? Double { return Fmt.number(d) }
                      return g[keyPath: path].printed
                  })
    }
}

extension LuaField where Context == Model {
    /// A setting: a write gets the library's default group (an optional takes `true` for the
    /// field's default there).
    init<V: SettingValue>(_ path: WritableKeyPath<Model, V> & Sendable, _ name: String, _ doc: String,
                          points: Bool = false, type: LuaType? = nil) {
        self.init(path, name, doc, points: points, type: type) { v, _, defaults in
            V.read(v, default: defaults[keyPath: path])
        }
    }
}

/// What every settings group of an owner gives, whatever its value type: a list of them serves
