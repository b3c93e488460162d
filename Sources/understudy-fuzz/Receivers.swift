import LuaBridge

/// Fresh receivers for valid steps, made from the declarations: a type is made by a callable
/// whose declared result holds it, either a module function (`stage.popup`) or a method or
/// property of another type that is made first (a row by `SwipeTable:row`, a bar by
/// `PopupContainer.popupBar`, an action by `ActionController:addAction`). Makers get their
/// required arguments only (declared defaults otherwise, plus `StateRecipes.makerOptions`), and
/// every object on the way is put in one of its `StateRecipes` states and added to the pools.
struct Receivers {
    let catalogue: Catalogue
    /// Per type, the callables that make it from something that can be made, best first (a
    /// step uses one of the best).
    private var makers: [String: [Catalogue.Callable]] = [:]

    init(catalogue: Catalogue) {
        self.catalogue = catalogue
        // The types that can be made: from module functions, then from what those make.
        var makeable = Set<String>()
        func usable(_ c: Catalogue.Callable) -> Bool {
            guard let made = c.makes else { return false }
            switch c.kind {
            case .function, .get(.module): return true
            case .method(let owner), .get(.object(let owner)): return owner != made.type && makeable.contains(owner)
            case .set, .metamethod: return false
            }
        }
        var changed = true
        while changed {
            changed = false
            for c in catalogue.callables where usable(c) && !makeable.contains(c.makes!.type) {
                makeable.insert(c.makes!.type)
                changed = true
            }
        }
        for c in catalogue.callables where usable(c) { makers[c.makes!.type, default: []].append(c) }
        // Declaration order within a rank (a stable sort), so that a seed gives the same program.
        for (t, cs) in makers {
            makers[t] = cs.enumerated().sorted {
                (Receivers.rank($0.element), $0.offset) < (Receivers.rank($1.element), $1.offset)
            }
                .map(\.element)
        }
    }

    /// Constructors first (`stage.popup` rather than `stage.popups.forKey`), then properties
    /// (they cannot fail), then methods; an object maybe nil, then one in a list.
    static func rank(_ c: Catalogue.Callable) -> Int {
        var r: Int
        switch c.kind {
        case .function: r = 0
        case .get: r = 1
        default: r = 2
        }
        switch c.makes?.access {
        case .nullable: r += 3
        case .listed: r += 6
        default: break
        }
        return r
    }

    /// Lua statements that leave a fresh `type` in the local `o` (declared before them), or nil
    /// when nothing declared makes one.
    /// The recipes' re-entrant callbacks (`StateRecipes.reenter`) come from `reenter` (type, the
    /// object to pass first).
    /// `allCallbacks`: every maker option that can re-enter does (else half of them).
    func build(_ type: String, _ rng: inout SplitMix, depth: Int = 0, allCallbacks: Bool = false,
               reenter: (inout SplitMix, String, String?) -> String) -> String? {
        guard let all = makers[type], let best = all.first else { return nil }
        let c = rng.pick(all.filter { Receivers.rank($0) == Receivers.rank(best) })
        var lua = ""
        switch c.kind {
        case .function(let path):
            lua = "o = \(path).\(c.name)(\(arguments(c, &rng, allCallbacks: allCallbacks, reenter: reenter)))"
        case .get(.module(let path)):
            lua = "o = \(path).\(c.name)"
        // Six makers deep at most: a cycle of makers (a host's popups, a popup's host) ends.
        case .method(let owner):
            guard depth < 6,
                let made = build(owner, &rng, depth: depth + 1, allCallbacks: allCallbacks, reenter: reenter)
            else { return nil }
            lua = made + " o = o:\(c.name)(\(arguments(c, &rng, allCallbacks: allCallbacks, reenter: reenter)))"
        case .get(.object(let owner)):
            guard depth < 6,
                let made = build(owner, &rng, depth: depth + 1, allCallbacks: allCallbacks, reenter: reenter)
            else { return nil }
            lua = made + " o = o.\(c.name)"
        case .set, .metamethod:
            return nil
        }
        if c.makes?.access == .listed { lua += " o = o[1]" }
        lua += " H.add(o, 0)"
        if let states = StateRecipes.states[type], case let state = rng.pick(states), !state.isEmpty {
            lua += " do \(StateRecipes.expand(state) { reenter(&rng, $0, $1) }) end"
        }
        return lua
    }

    /// A maker's required arguments (optional ones only to carry `StateRecipes.makerOptions`).
    private func arguments(_ c: Catalogue.Callable, _ rng: inout SplitMix, allCallbacks: Bool,
                           reenter: (inout SplitMix, String, String?) -> String) -> String {
        let values = ValidValues(catalogue: catalogue, minimal: true)
        var overrides: [(key: String, value: String)] = []
        for o in StateRecipes.makerOptions[c.label] ?? [] {
            let reentrant = o.values.filter { $0.contains(StateRecipes.reenterToken) }
            let value = allCallbacks && !reentrant.isEmpty ? rng.pick(reentrant) : rng.pick(o.values)
            overrides.append((o.key, StateRecipes.expand(value) { reenter(&rng, $0, $1) }))
        }
        var args: [String] = []
        for p in c.params {
            if let keys = Receivers.optionKeys(p.type), !overrides.isEmpty {
                args.append(values.options(keys, overrides: overrides, &rng))
            } else if p.optional {
                break
            } else {
                args.append(values.value(p.type, &rng, doc: p.doc))
            }
        }
        return args.joined(separator: ", ")
    }

    static func optionKeys(_ type: LuaType) -> [LuaOption]? {
        switch type {
        case .options(let keys): return keys
        case .nullable(let t): return optionKeys(t)
        default: return nil
        }
    }
}
