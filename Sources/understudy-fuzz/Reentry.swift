import LuaBridge

/// Callbacks that re-enter the API: a handler, a delegate method, a completion, `editActions`, a
/// popup's or the bar delegate's callback that, while the engine is inside the operation that
/// called it, makes more calls: valid ones (mostly on the objects it was given or its owner's
/// type), random hostile ones, `stage.reset`, forced collections, all in every call mode
/// (coroutines included, and directly, so that errors cross the engine). Then it returns a valid
/// value of its declared result.
///
/// Valid calls get them as their function arguments (`ValidValues.callback`), the state recipes
/// where they say `StateRecipes.reenter` (a fresh one each time), and the swipe recipe's action
/// handlers, which are fixed Lua, one of the program's table `H.RE[T]` (`H.reenter`). The
/// harness's `H.re` runs them within the program's callback budget and depth, so a
/// self-rearming chain ends.
extension ProgramGenerator {
    /// The types a callback given to `c` most likely belongs to: the receiver's, the made one's.
    func favouredTypes(of c: Catalogue.Callable) -> [String] {
        var out: [String] = []
        switch c.kind {
        case .method(let t), .get(.object(let t)), .set(.object(let t)), .metamethod(let t): out.append(t)
        default: break
        }
        if let m = c.makes?.type { out.append(m) }
        return out
    }

    /// `H.re(function(...) <calls> end, function() return <result> end)`.
    func reentrantCallback(_ cb: LuaCallback, favoured: [String], _ rng: inout SplitMix, depth: Int) -> String {
        var types = favoured
        for p in cb.params { if let t = ProgramGenerator.objectType(p.type) { types.append(t) } }
        let body = reentrantBody(favouring: types, &rng, depth: depth)
        var result = "nil"
        if let r = cb.returns {
            var values = ValidValues(catalogue: catalogue)
            if depth < options.callbackDepth {
                values.callback = { [unowned self] rng, inner in
                    self.reentrantCallback(inner, favoured: types, &rng, depth: depth + 1)
                }
            }
            result = "function() return \(values.value(r, &rng)) end"
        }
        return "H.re(function(...) \(body) end, \(result))"
    }

    /// One to three calls: mostly valid ones on `types` (the callback's own objects through
    /// `H.arg`) or on anything, some random hostile ones, a reset or a forced collection.
    func reentrantBody(favouring types: [String], _ rng: inout SplitMix, depth: Int) -> String {
        var lines: [String] = []
        for _ in 0..<(1 + rng.below(3)) {
            let roll = rng.below(100)
            if roll < 6 {
                lines.append(rng.pick(["G()", "collectgarbage('step', 0)", "collectgarbage('step', 100)"]))
            } else if roll < 12, let reset = cleanStageCall() {
                lines.append(reset)
            } else if roll < 30 {
                lines.append(step(&rng, depth: depth))
            } else if let c = reentrantCallable(favouring: types, &rng) {
                lines.append(validCall(c, receiver: receiverInCallback(c), &rng, depth: depth))
            }
        }
        return lines.joined(separator: " ")
    }

    /// A callable of one of `types` or of their parts (the object types their properties hold: a
    /// container's bar and content) 80% of the time (when there is one; a method or setter, what
    /// changes state, three times in four), else any.
    private func reentrantCallable(favouring types: [String], _ rng: inout SplitMix) -> Catalogue.Callable? {
        var withParts = types
        for t in types {
            guard let info = catalogue.types.first(where: { $0.name == t }) else { continue }
            for p in info.properties {
                if let m = Catalogue.made(p.type), !withParts.contains(m.type) { withParts.append(m.type) }
            }
        }
        let owned = withParts.flatMap { ownedBy[$0] ?? [] }
        let changing = owned.filter {
            switch $0.kind {
            case .method, .set: return true
            default: return false
            }
        }
        if !changing.isEmpty && rng.chance(0.6) { return rng.pick(changing) }
        if !owned.isEmpty && rng.chance(0.5) { return rng.pick(owned) }
        return catalogue.callables.isEmpty ? nil : rng.pick(catalogue.callables)
    }

    /// The receiver of a call made inside a callback: the callback's argument of that type, else
    /// a live pooled one (`H.arg`); a module for a module's property.
    private func receiverInCallback(_ c: Catalogue.Callable) -> String {
        switch c.kind {
        case .function: return ""
        case .get(.module(let path)), .set(.module(let path)): return path
        case .method(let t), .metamethod(let t), .get(.object(let t)), .set(.object(let t)):
            return "H.arg\(Values.luaQuoted(t))"
        }
    }

    /// A re-entry scene: a component whose recipe gives it callbacks (a sheet's handlers, a
    /// table's delegate and actions, a popup's callbacks, a bar's delegate and completion), made
    /// with all of them re-entrant, then one to four valid calls of its own, each followed by an
    /// advance of the clock that fires what they scheduled.
    func reentryScene(_ rng: inout SplitMix) -> [String] {
        let types = StateRecipes.reentrantTypes.filter { ownedBy[$0] != nil && !options.quietTypes.contains($0) }
        guard !types.isEmpty else { return [] }
        let type = rng.pick(types)
        guard let made = receivers.build(type, &rng, allCallbacks: true, reenter: { [unowned self] rng, type, object in
            self.recipeCallback(type, object: object, &rng)
        }) else { return [] }
        var lines: [String] = []
        if rng.chance(StateRecipes.cleanChance), let clean = cleanStageCall() { lines.append(clean) }
        lines.append(call(id: newID(), label: "prepare \(type)", mode: "p",
                          thunk: "H.slot = nil local o \(made) H.slot = o return H.nop", returns: ""))
        let advance = catalogue.callables.first { $0.label == StateRecipes.sceneAdvance }
        for _ in 0..<(1 + rng.below(4)) {
            if let c = ownedBy[type].map({ rng.pick($0) }) {
                lines.append(validCall(c, receiver: "H.slot", &rng, depth: 0))
            }
            if let a = advance, case .function(let path) = a.kind {
                lines.append(call(id: newID(), label: a.label, mode: "p",
                        thunk: "return \(path).\(a.name), \(rng.pick(StateRecipes.sceneSteps))", returns: a.returns))
            }
        }
        return lines
    }

    /// A state recipe's callback for `type` (`StateRecipes.reenter`), given `object` first.
    func recipeCallback(_ type: String, object: String?, _ rng: inout SplitMix) -> String {
        guard options.reentry && !options.quietTypes.contains(type) else { return "H.rec" }
        let f = "H.re(function(...) \(reentrantBody(favouring: [type], &rng, depth: 1)) end)"
        return object.map { "H.with(\($0), \(f))" } ?? f
    }

    /// `H.RE`, the re-entrant callbacks fixed recipe Lua uses (`H.reenter`): four per type.
    func reentryTable(_ rng: inout SplitMix) -> String {
        guard options.reentry else { return "H.RE = {}\n" }
        var lines = ["H.RE = {}"]
        for t in catalogue.types.map(\.name).sorted() where !options.quietTypes.contains(t) {
            let fs = (0..<4).map { _ in
                "H.re(function(...) \(reentrantBody(favouring: [t], &rng, depth: 1)) end)"
            }
            lines.append("H.RE[\(Values.luaQuoted(t))] = { \(fs.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func objectType(_ type: LuaType) -> String? {
        switch type {
        case .object(let k): return k.name
        case .nullable(let t), .refined(let t, _): return objectType(t)
        default: return nil
        }
    }
}
