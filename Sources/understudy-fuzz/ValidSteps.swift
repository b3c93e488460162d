/// Valid-by-construction steps: a call of any callable (uniformly, so that each gets its share)
/// with arguments its declarations accept (`ValidValues`), on a receiver made fresh and put in a
/// state (`Receivers`, `StateRecipes`), sometimes after emptying the stage. Random steps rarely
/// reach a callable's success path (a presented sheet with actions, a table with open rows); these
/// do, and their objects stay in the pools for the random steps after them. A valid step is up to
/// three lines, each an ordinary checked call the shrinker can drop:
///
///     X(7, "stage.reset", "p", function() return stage.reset end, "-")
///     X(8, "prepare SwipeTable", "p", function() H.slot = nil local o o = stage.tableView{ ... } ... H.slot = o
/// return H.nop end, "")
///     X(9, "SwipeTable:tapAction", "c", function() local o = H.slot return o.tapAction, o, 1, 2 end, "-")
extension ProgramGenerator {
    func validStep(_ rng: inout SplitMix) -> [String] {
        guard !catalogue.callables.isEmpty else { return [] }
        // Stratified rather than drawn: consecutive valid steps, and consecutive seeds, walk the
        // catalogue (a stride coprime with its size from a place the seed gives), so a short run
        // calls every callable about as often; a drawn one left some out by chance.
        let n = catalogue.callables.count
        let c = !focusIndices.isEmpty && validCount % 4 != 0
            ? catalogue.callables[focusIndices[(focusPlace + validCount) % focusIndices.count]]
            : catalogue.callables[(validPlace + validCount * validStride) % n]
        validCount += 1
        var lines: [String] = []
        if rng.chance(StateRecipes.cleanChance), let clean = cleanStageCall() {
            lines.append(clean)
        }
        var receiver = ""
        switch c.kind {
        case .function: break
        case .get(.module(let path)), .set(.module(let path)): receiver = path
        case .method(let type), .metamethod(let type), .get(.object(let type)), .set(.object(let type)):
            // Mostly a fresh receiver in a prepared state; sometimes a live one from the pool, in
            // whatever state random steps left it.
            if rng.chance(0.8), let made = receivers.build(type, &rng, reenter: { [unowned self] rng, type, object in
                self.recipeCallback(type, object: object, &rng)
            }) {
                lines.append(call(id: newID(), label: "prepare \(type)", mode: "p",
                                  thunk: "H.slot = nil local o \(made) H.slot = o return H.nop", returns: ""))
                receiver = "H.slot"
            } else {
                receiver = "H.live\(Values.luaQuoted(type))"
            }
        }
        lines.append(validCall(c, receiver: receiver, &rng, depth: 0))
        return lines
    }

    /// `stage.reset` (StateRecipes.cleanStage) as a checked call, if the catalogue has it.
    func cleanStageCall() -> String? {
        guard let clean = catalogue.callables.first(where: { $0.label == StateRecipes.cleanStage }),
              case .function(let path) = clean.kind else { return nil }
        return call(
            id: newID(), label: clean.label, mode: "p", thunk: "return \(path).\(clean.name)", returns: clean.returns)
    }

    /// One call of `c` with valid arguments on `receiver` (a Lua expression for its object or
    /// module; unused for a module function). Function arguments are re-entrant callbacks
    /// (`Reentry.swift`) up to `options.callbackDepth` deep, else `H.rec`.
    func validCall(_ c: Catalogue.Callable, receiver: String, _ rng: inout SplitMix, depth: Int) -> String {
        var values = ValidValues(catalogue: catalogue)
        let favoured = favouredTypes(of: c)
        if options.reentry && depth < options.callbackDepth && options.quietTypes.isDisjoint(with: favoured) {
            values.callback = { [unowned self] rng, cb in
                self.reentrantCallback(cb, favoured: favoured, &rng, depth: depth + 1)
            }
        }
        var args: [String] = []
        for p in c.params {
            // Optional parameters come last: leave out a random tail of them.
            if p.optional && rng.chance(0.4) { break }
            args.append(values.value(p.type, &rng, doc: p.doc))
        }
        if let only = StateRecipes.argumentOverrides[c.label] { args = [rng.pick(only)].filter { !$0.isEmpty } }
        let argList = args.map { ", " + $0 }.joined()
        let thunk: String
        switch c.kind {
        case .function(let path): thunk = "return \(path).\(c.name)\(argList)"
        case .method: thunk = "local o = \(receiver) return o.\(c.name), o\(argList)"
        case .get: thunk = "return H.get, \(receiver), \"\(c.name)\""
        case .set: thunk = "return H.set, \(receiver), \"\(c.name)\"\(argList)"
        case .metamethod: thunk = "return H.meta, \"\(c.name)\", \(receiver)"
        }
        return call(id: newID(), label: c.label, mode: mode(&rng, depth: depth), thunk: thunk, returns: c.returns)
    }

    func call(id: Int, label: String, mode: String, thunk: String, returns: String) -> String {
        "X(\(id), \"\(label)\", \"\(mode)\", function() \(thunk) end, \"\(returns)\")"
    }
}
