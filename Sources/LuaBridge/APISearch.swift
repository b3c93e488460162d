/// Finding documentation from what people type: `help("counter:inc")`, `help("inc")`,
/// `help("stage.clock.advanc")`, `help("linear")` (an enumeration value). Pure functions of the installed
/// declarations; the caller resolves names only it can see (a variable holding an object).
///
/// ```swift
/// switch APISearch.search("tap", modules: lua.installedModules, types: lua.installedTypes) {
/// case .found(let entry): print(APIHelp.text(for: entry.topic))
/// default: ...
/// }
/// ```
public enum APISearch {
    /// The one entry the query names (exactly, or as the only near spelling: `suggested`).
    case found(APIEntry, suggestedFor: String?)
    /// Several entries fit (every entry named "tap"), or the query is near several names.
    case candidates([APIEntry], near: Bool)
    /// The query is a value of one or more enumerations.
    case enumValue(String, [APIEnumUse])
    case nothing

    /// Every documented entry, modules and types first, members after their owner.
    public static func entries(modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> [APIEntry] {
        var out: [APIEntry] = []
        for m in modules where m.path != "_G" {
            out.append(APIEntry(name: m.path, topic: .module(m)))
        }
        for m in modules {
            let prefix = m.path == "_G" ? "" : m.path + "."
            for f in m.functions {
                out.append(
                    APIEntry(
                        name: prefix + f.name, topic: .function(f, owner: m.path == "_G" ? "" : m.path, isMethod: false)
                    ))
            }
            for p in m.properties {
                out.append(APIEntry(name: prefix + p.name, topic: .property(p, owner: m.path, ofType: false)))
            }
        }
        for t in types {
            out.append(APIEntry(name: t.name, topic: .type(t)))
            for f in t.methods {
                out.append(APIEntry(name: t.name + ":" + f.name, topic: .function(f, owner: t.name, isMethod: true)))
            }
            for p in t.properties {
                out.append(APIEntry(name: t.name + "." + p.name, topic: .property(p, owner: t.name, ofType: true)))
            }
        }
        return out
    }

    /// Looks `query` up: an exact name; `Owner:member` or `Owner.member` where Owner is a module
    /// path, a type name in any case ("counter:inc"), or a name `resolve` maps to one
    /// (a variable holding an object: "c" -> "Counter"), else any owner; a bare
    /// member name across the API; an enumeration value; then the nearest spellings.
    public static func search(_ query: String, modules: [LuaModuleDecl], types: [LuaTypeDecl],
                              resolve: (String) -> String? = { _ in nil }) -> APISearch {
        let all = entries(modules: modules, types: types)
        if let e = all.first(where: { $0.name == query }) { return .found(e, suggestedFor: nil) }
        var members = all.filter { memberName($0.name) != nil }
        if let sep = query.lastIndex(where: { $0 == "." || $0 == ":" }) {
            let prefix = String(query[..<sep])
            let member = String(query[query.index(after: sep)...])
            if let owner = owner(prefix, modules: modules, types: types, resolve: resolve) {
                let own = members.filter { ownerName($0.name) == owner }
                if let e = own.first(where: { memberName($0.name) == member }) { return .found(e, suggestedFor: nil) }
                // A near member of the right owner ("stage.clock.advanc").
                if let near = nearestEntries(member, own, key: { memberName($0.name) ?? $0.name }), !near.isEmpty {
                    return near.count == 1 ? .found(near[0], suggestedFor: query) : .candidates(near, near: true)
                }
                members = own.isEmpty ? members : own
            }
            let named = all.filter { memberName($0.name) == member }
            if named.count == 1 { return .found(named[0], suggestedFor: nil) }
            if !named.isEmpty { return .candidates(named, near: false) }
        } else {
            if let t = types.first(where: { $0.name.lowercased() == query.lowercased() }) {
                return .found(APIEntry(name: t.name, topic: .type(t)), suggestedFor: nil)
            }
            let named = members.filter { memberName($0.name) == query }
            if named.count == 1 { return .found(named[0], suggestedFor: nil) }
            if !named.isEmpty { return .candidates(named, near: false) }
            let uses = enumUses(of: query, modules: modules, types: types)
            if !uses.isEmpty { return .enumValue(query, uses) }
        }
        // Spelling: the whole name first, then the last part alone.
        if let near = nearestEntries(query, all, key: \.name), !near.isEmpty {
            return near.count == 1 ? .found(near[0], suggestedFor: query) : .candidates(near, near: true)
        }
        let last = query.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? query
        if let near = nearestEntries(last, members, key: { memberName($0.name) ?? $0.name }), !near.isEmpty {
            return near.count == 1 ? .found(near[0], suggestedFor: query) : .candidates(near, near: true)
        }
        return .nothing
    }

    /// Every enumeration (of a parameter, an option key at any depth, a property) that has
    /// `value` among its values.
    public static func enumUses(of value: String, modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> [APIEnumUse] {
        var uses: [APIEnumUse] = []
        // `path` is the option key path inside the argument ("editActionsOptions.expansionStyle").
        func visit(_ type: LuaType, _ owner: String, _ path: String) {
            switch type {
            case .enumeration(let names):
                let place = path.isEmpty ? owner : "option '\(path)' of \(owner)"
                if names.contains(value), !uses.contains(where: { $0.place == place }) {
                    uses.append(APIEnumUse(place: place, values: names))
                }
            case .nullable(let t), .list(let t), .refined(let t, _): visit(t, owner, path)
            case .oneOf(let ts): for t in ts { visit(t, owner, path) }
            case .options(let keys): for k in keys { visit(k.type, owner, path.isEmpty ? k.name : path + "." + k.name) }
            default: break
            }
        }
        func visit(_ f: LuaFunctionDecl, _ owner: String) {
            for p in f.params {
                if case .options = LuaState.unrefined(p.type) { visit(p.type, owner + f.name, "") } else {
                    visit(p.type, "parameter '\(p.name)' of \(owner + f.name)", "")
                }
            }
        }
        for m in modules {
            let prefix = m.path == "_G" ? "" : m.path + "."
            for f in m.functions { visit(f, prefix) }
            for p in m.properties { visit(p.type, prefix + p.name, "") }
        }
        for t in types {
            for f in t.methods { visit(f, t.name + ":") }
            for p in t.properties { visit(p.type, t.name + "." + p.name, "") }
        }
        return uses
    }

    /// The canonical owner a prefix names: a module path, a type name in any case, or what the
    /// caller resolves it to.
    static func owner(_ prefix: String, modules: [LuaModuleDecl], types: [LuaTypeDecl],
                      resolve: (String) -> String?) -> String? {
        if modules.contains(where: { $0.path == prefix }) { return prefix }
        if let t = types.first(where: { $0.name.lowercased() == prefix.lowercased() }) { return t.name }
        return resolve(prefix)
    }

    /// "advance" of "stage.clock.advance", "inc" of "Counter:inc"; nil for owners.
    static func memberName(_ name: String) -> String? {
        guard let sep = name.lastIndex(where: { $0 == "." || $0 == ":" }) else { return nil }
        return String(name[name.index(after: sep)...])
    }

    static func ownerName(_ name: String) -> String? {
        guard let sep = name.lastIndex(where: { $0 == "." || $0 == ":" }) else { return nil }
        return String(name[..<sep])
    }

    /// The entries whose key is nearest to `query` as a typo, all of those at the smallest
    /// distance in the rule's order (`NearestName`: by key, then as listed); nil when none is near.
    static func nearestEntries(_ query: String, _ entries: [APIEntry], key: (APIEntry) -> String) -> [APIEntry]? {
        let near = NearestName.all(query, among: entries, key: key)
        return near.isEmpty ? nil : near
    }
}
