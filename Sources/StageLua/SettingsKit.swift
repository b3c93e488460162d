import LuaBridge
import StageKit

// Settings as data: a component declares each setting once (name, key path, doc, optional
// check); the kit derives from it the group's property (getter, setter with its checks, the
// frozen-after-present rule through the owner's `updateSettings`), the constructor's
// `settings = {...}` option and the docs, whose defaults are read from the engine's own
// default value (so they cannot drift). The Lua type is the value type's (`SettingValue`).

/// An engine object with settings that Lua reads and writes by group.
protocol SettingsOwner: StageBound {
    associatedtype Settings: Sendable
    var settings: Settings { get }
    /// Applies `change`, or throws once the settings are frozen.
    func updateSettings(_ change: (inout Settings) -> Void) throws
}

/// A settings group of one owner (`sheet.settings.behavior`): a key path into its settings.
final class SettingsGroup<Owner: SettingsOwner, Group>: StageBound {
    let owner: Owner
    let path: WritableKeyPath<Owner.Settings, Group>
    /// "settings.animation.present", for messages.
    let name: String

    init(_ owner: Owner, _ path: WritableKeyPath<Owner.Settings, Group>, _ name: String) {
        self.owner = owner
        self.path = path
        self.name = name
    }

    var stage: Stage { owner.stage }
    var handleName: String { "\(owner.handleName) \(name)" }
    var value: Group { owner.settings[keyPath: path] }
}

/// A settings value as Lua reads and writes it. Its `luaType` is what the trampoline and the
/// docs use; `read` gets a value that passed it (type and content), so it cannot fail.
protocol SettingValue {
    static var luaType: LuaType { get }
    func push(_ call: LuaCall)
    static func read(_ v: LuaSlot) -> Self
    /// `read`, knowing the library's default for the field (optionals take `true` for it).
    static func read(_ v: LuaSlot, default: Self) -> Self
    /// How the docs write the value (`0.7`, `"Cancel"`, `{width = 0.9, height = 0.9}`).
    var literal: String { get }
    /// What `print` shows once it is pushed (nil for a table).
    var printed: String? { get }
}

extension SettingValue {
    static func read(_ v: LuaSlot, default: Self) -> Self { read(v) }
    var printed: String? { literal }
}

extension Bool: SettingValue {
    static var luaType: LuaType { .boolean }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Bool { v.truthy }
    var literal: String { self ? "true" : "false" }
}

extension Double: SettingValue {
    static var luaType: LuaType { .range(LuaRange()) }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Double { v.number ?? 0 }
    var literal: String { Fmt.number(self) }
    /// Lua prints a float with a whole value as "1.0".
    var printed: String? { self == rounded() && abs(self) < 1e15 ? Fmt.number(self) + ".0" : Fmt.number(self) }
}

extension String: SettingValue {
    static var luaType: LuaType { .string }
    func push(_ call: LuaCall) { call.stack.push(self) }
    static func read(_ v: LuaSlot) -> String { v.string ?? "" }
    var literal: String { "\"\(self)\"" }
    var printed: String? { self }
}

extension Color: SettingValue {
    static var luaType: LuaType { .shape(.color) }
    func push(_ call: LuaCall) { call.stack.push(hex) }
    static func read(_ v: LuaSlot) -> Color { v.color ?? .black }
    var literal: String { "\"\(hex)\"" }
    var printed: String? { hex }
}

extension Size: SettingValue {
    static var luaType: LuaType { .shape(.size) }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Size { v.size ?? Size(width: 0, height: 0) }
    var literal: String { "{width = \(Fmt.number(width)), height = \(Fmt.number(height))}" }
    var printed: String? { nil }
}

/// Enumerations travel as their Lua names, `names` in order (a read falls back to the first,
/// though the declared type lets no other name through). A case-iterable type lists its cases;
/// a string-backed one is named by its raw value.
protocol NamedSetting: SettingValue, Sendable {
    static var names: [(String, Self)] { get }
    var name: String { get }
}

extension NamedSetting {
    static var luaType: LuaType { .enumeration(names.map(\.0)) }
    func push(_ call: LuaCall) { call.stack.push(name) }
    static func read(_ v: LuaSlot) -> Self { names.first { $0.0 == v.string }?.1 ?? names[0].1 }
    var literal: String { "\"\(name)\"" }
    var printed: String? { name }
}

extension NamedSetting where Self: CaseIterable {
    static var names: [(String, Self)] { allCases.map { ($0.name, $0) } }
}

extension NamedSetting where Self: RawRepresentable, RawValue == String {
    var name: String { rawValue }
}

/// The library's optionals: nil or false means "none" (`scale = false` turns scaling off),
/// true means the library's default (`scale = true` is 0.9 × 0.9 again).
extension Optional: SettingValue where Wrapped: SettingValue {
    // Nullable: the getter gives nil for "none", and a setter takes nil as false.
    static var luaType: LuaType { .nullable(.oneOf([Wrapped.luaType, .boolean])) }
    func push(_ call: LuaCall) {
        if let self { self.push(call) } else { call.stack.pushNil() }
    }
    static func read(_ v: LuaSlot) -> Wrapped? {
        v.isNil || v.kind == .boolean ? nil : Wrapped.read(v)
    }
    static func read(_ v: LuaSlot, default: Wrapped?) -> Wrapped? {
        v.boolean == true ? `default` : read(v)
    }
    var literal: String { self?.literal ?? "nil" }
    var printed: String? { self.map { $0.printed } ?? "nil" }
}

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
                      if points, let d = g[keyPath: path] as? Double { call.push(points: d) } else { g[keyPath: path].push(call) }
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
        self.init(path, name, doc, points: points, type: type) { v, _, defaults in V.read(v, default: defaults[keyPath: path]) }
    }
}

/// What every settings group of an owner gives, whatever its value type: a list of them serves
/// the constructor's option tree, its application and the types.
protocol SettingsGroupDeclaring<Owner>: Sendable {
    associatedtype Owner: SettingsOwner
    var key: LuaTypeKey { get }
    var typeDecl: LuaTypeDecl { get }
    /// The group's options at each of its places ("animation.present").
    var optionPlaces: [(String, [LuaOption])] { get }
    func apply(_ root: LuaOptions, to settings: inout Owner.Settings)
}

/// A group of settings: its Lua type and where it sits in the owner's settings (a group type
/// may sit at several places: `animation.present` and `animation.dismiss`).
struct SettingsGroupDecl<Owner: SettingsOwner, G>: SettingsGroupDeclaring {
    let key: LuaTypeKey
    let doc: String
    /// Dotted names under `settings` ("animation.present") with their key paths.
    let places: [(name: String, path: WritableKeyPath<Owner.Settings, G> & Sendable)]
    let settings: [Setting<G>]
    /// The library's defaults.
    let defaults: Owner.Settings
    /// A Lua expression for an owner, for the examples ("stage.actionController()").
    let sample: String
    /// Properties for subgroups (animation.present) beside the settings.
    var extra: [LuaPropertyDecl] = []

    typealias Group = SettingsGroup<Owner, G>

    /// The documented default: the engine's, at each place ("\"easeOut\" (present), ...").
    func defaultText(_ s: Setting<G>) -> String {
        let values = places.map { s.literal(defaults[keyPath: $0.path]) }
        if Set(values).count <= 1 { return values.first ?? "" }
        return zip(values, places).map { "\($0) (\($1.name.split(separator: ".").last ?? ""))" }.joined(separator: ", ")
    }

    var typeDecl: LuaTypeDecl {
        LuaTypeDecl(key, doc: doc, properties: settings.map(property) + extra)
    }

    func property(_ s: Setting<G>) -> LuaPropertyDecl {
        let place = places.first?.name ?? ""
        let shown = places.first.flatMap { s.printed(defaults[keyPath: $0.path]) }.map { "   --> \($0)" } ?? ""
        var p = LuaPropertyDecl.on(Group.self, s.name, s.type, doc: "\(s.doc) (default \(defaultText(s))).",
                                   example: "print(\(sample).settings.\(place).\(s.name))\(shown)",
                                   get: { g, call in s.push(g.value, call); return 1 },
                                   set: { g, call in
            let value = call.slot(2)
            if let m = value.refusal(as: s.type) { throw StageReadError("bad value for \(g.name).\(s.name) (\(m))") }
            let defaults = self.defaults[keyPath: g.path]
            try g.owner.updateSettings { s.write(&$0[keyPath: g.path], value, defaults) }
        })
        p.setterChecksContent = true
        return p
    }

    var options: [LuaOption] {
        settings.map { LuaOption($0.name, $0.type, default: defaultText($0), $0.doc) }
    }

    var optionPlaces: [(String, [LuaOption])] { places.map { ($0.name, options) } }

    /// Applies the constructor's option tables (already checked by the trampoline).
    func apply(_ root: LuaOptions, to settings: inout Owner.Settings) {
        for place in places {
            var table: LuaOptions? = root
            for part in place.name.split(separator: ".") { table = table?.options(String(part)) }
            guard let table else { continue }
            self.settings.apply(table, to: &settings[keyPath: place.path], defaults[keyPath: place.path])
        }
    }
}

extension LuaOption {
    /// The nested option tree of groups named by dotted paths ("animation.present").
    static func tree(_ groups: [(String, [LuaOption])]) -> [LuaOption] {
        var order: [String] = []
        var direct: [String: [LuaOption]] = [:]
        var nested: [String: [(String, [LuaOption])]] = [:]
        for (path, options) in groups {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            if !order.contains(parts[0]) { order.append(parts[0]) }
            if parts.count == 1 { direct[parts[0], default: []] += options } else { nested[parts[0], default: []].append((parts[1], options)) }
        }
        return order.map { LuaOption($0, .options(direct[$0, default: []] + tree(nested[$0, default: []]))) }
    }
}
