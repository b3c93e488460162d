import LuaBridge
import StageKit

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
            if parts.count == 1 {
                direct[parts[0], default: []] += options
            } else {
                nested[parts[0], default: []].append((parts[1], options))
            }
        }
        return order.map { LuaOption($0, .options(direct[$0, default: []] + tree(nested[$0, default: []]))) }
    }
}
