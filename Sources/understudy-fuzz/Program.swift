import LuaBridge

/// One generated program: the harness prelude, then one line per top-level step, then the end.
/// Steps are lines so that the shrinker can drop them.
struct Program {
    var seed: UInt64
    var prelude: String
    /// `H.RE`: the re-entrant callbacks the state recipes call (after the prelude, which
    /// defines the `X` they use).
    var reentry: String = ""
    var steps: [String]

    var source: String {
        prelude + reentry + steps.joined(separator: "\n") + "\nH.finish()\n"
    }
}

/// Generates a program of random calls from the catalogue. Each call is a line
/// `X(id, label, mode, thunk, returns)`: the thunk evaluates the callee and its arguments (so a
/// failing argument, such as a method of a stale handle, is caught and checked too), `mode` says
/// how it is called (pcall, inside a coroutine, ...), `returns` what it must return.
final class ProgramGenerator {
    let catalogue: Catalogue
    let options: FuzzOptions
    private var nextID = 0
    private let makers: [Catalogue.Callable]
    let receivers: Receivers
    /// The callables of each type (methods, properties, metamethods), for callbacks that favour
    /// their own objects.
    let ownedBy: [String: [Catalogue.Callable]]

    init(catalogue: Catalogue, options: FuzzOptions) {
        self.catalogue = catalogue
        self.options = options
        self.makers = catalogue.makers
        self.receivers = Receivers(catalogue: catalogue)
        var owned: [String: [Catalogue.Callable]] = [:]
        for c in catalogue.callables {
            switch c.kind {
            case .method(let t), .metamethod(let t), .get(.object(let t)), .set(.object(let t)):
                owned[t, default: []].append(c)
            default: break
            }
        }
        self.ownedBy = owned
    }

    /// Where a program's valid steps start in the catalogue, how many it made, and the stride
    /// between them (`validStep`).
    var validPlace = 0
    var validCount = 0
    /// The focus of `program(seed:focus:)`, as catalogue indices, and where in it the program's
    /// focused steps start.
    var focusIndices: [Int] = []
    var focusPlace = 0
    var validStride: Int {
        let n = max(catalogue.callables.count, 1)
        var s = 61
        while gcd(s, n) != 1 { s += 1 }
        return s
    }

    private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// `focus`: callables (labels) no call of the run has reached yet: every other valid step
    /// calls one of them (in turn), so that what is hard to reach gets many tries rather than a
    /// share. Empty for `--print` and the first program: then a seed alone gives the program.
    func program(seed: UInt64, focus: [String] = []) -> Program {
        var rng = SplitMix(seed: seed)
        nextID = 0
        let labels = Set(focus)
        focusIndices = catalogue.callables.indices.filter { labels.contains(catalogue.callables[$0].label) }
        // A place the seed gives: a callable that fails its first tries (its arguments rarely
        // valid) must not hold the head of the list, seed after seed, while the rest wait.
        var placeRNG = SplitMix(seed: seed ^ 0xF0C5)
        focusPlace = placeRNG.below(max(focusIndices.count, 1))
        // Seed after seed, the valid steps go on where the last seed's left off (about 60 a
        // program at the default 400 steps and share).
        let perProgram = max(1, Int((Double(options.steps) * options.validShare).rounded()))
        validPlace = Int(seed % UInt64(Int32.max)) * perProgram * validStride % max(catalogue.callables.count, 1)
        validCount = 0
        var steps: [String] = []
        // A stream of its own: the table does not shift the steps' choices.
        var reentryRNG = SplitMix(seed: seed ^ 0x5EED_0F_4E_E7)
        let reentry = reentryTable(&reentryRNG)
        for _ in 0..<options.steps {
            if rng.chance(options.worldShare) {
                steps += worldScene(&rng)
            } else if options.reentry && rng.chance(options.reentryShare) {
                steps += reentryScene(&rng)
            } else if rng.chance(options.validShare) {
                steps += validStep(&rng)
            } else {
                steps.append(step(&rng, depth: 0))
            }
        }
        return Program(seed: seed, prelude: Prelude.source(catalogue: catalogue, options: options, seed: seed),
                       reentry: reentry, steps: steps)
    }

    /// Modes at the top level: each catches errors. Callbacks also call directly ("d"), so errors
    /// cross the engine.
    func mode(_ rng: inout SplitMix, depth: Int) -> String {
        var modes = ["p", "p", "p", "l"]
        if options.coroutines { modes += ["c", "w", "cp", "y", "nc"] }
        if depth > 0 { modes += ["d", "d"] }
        return rng.pick(modes)
    }

    func step(_ rng: inout SplitMix, depth: Int) -> String {
        let id = newID()
        let roll = rng.below(100)
        if roll < 4 {
            return rng.pick(["collectgarbage()", "collectgarbage('step', 0)", "collectgarbage('step', 100)",
                             "G()"])
        }
        if roll < 6 && options.metatables { return metatableStep(&rng, id: id, depth: depth) }
        guard !catalogue.byOwner.isEmpty else { return "collectgarbage()" }
        let c = !makers.isEmpty && rng.chance(0.12) ? rng.pick(makers) : rng.pick(rng.pick(catalogue.byOwner))
        let hostility = rng.chance(0.3) ? 0.25 : 0.0
        let values = makeValues()
        var args = c.params.map { values.argument($0.type, &rng, depth: depth, hostility: hostility, doc: $0.doc) }
        if let only = StateRecipes.argumentOverrides[c.label] { args = [rng.pick(only)].filter { !$0.isEmpty } }
        // Missing trailing arguments and extra ones.
        let overridden = StateRecipes.argumentOverrides[c.label] != nil
        if !overridden && !args.isEmpty && rng.chance(0.06) { args.removeLast(rng.below(args.count) + 1) }
        if !overridden && rng.chance(0.05) { args.append(values.hostile(&rng, depth: depth)) }
        let argList = args.isEmpty ? "" : ", " + args.joined(separator: ", ")
        let thunk: String
        switch c.kind {
        case .function(let path):
            thunk = "return \(path).\(c.name)\(argList)"
        case .method(let type):
            let selfExpr = rng.chance(0.05) ? values.hostile(&rng, depth: depth) : "o"
            thunk = "local o = \(values.object(type, &rng)) return o.\(c.name), \(selfExpr)\(argList)"
        case .get(let r):
            thunk = "return H.get, \(receiver(r, values, &rng)), \"\(c.name)\""
        case .set(let r):
            thunk = "return H.set, \(receiver(r, values, &rng)), \"\(c.name)\"\(argList)"
        case .metamethod(let type):
            thunk = "return H.meta, \"\(c.name)\", \(values.object(type, &rng))"
        }
        return "X(\(id), \"\(c.label)\", \"\(mode(&rng, depth: depth))\", function() \(thunk) end, \"\(c.returns)\")"
    }

    private func receiver(_ r: Catalogue.Receiver, _ values: Values, _ rng: inout SplitMix) -> String {
        switch r {
        case .module(let path): return path
        case .object(let type): return values.object(type, &rng)
        }
    }

    /// A field of a host metatable (reached with getmetatable) called with a hostile `self`.
    private func metatableStep(_ rng: inout SplitMix, id: Int, depth: Int) -> String {
        let values = makeValues()
        let target = rng.chance(0.5) && !catalogue.modulePaths.isEmpty
            ? rng.pick(catalogue.modulePaths)
            : (catalogue.types.isEmpty ? "nil" : values.object(rng.pick(catalogue.types).name, &rng))
        let field = rng.pick([
            "__gc", "__index", "__newindex", "__tostring", "__close", "__len", "__eq", "__call", "__name",
        ])
        let arg = values.hostile(&rng, depth: depth)
        return
            "X(\(id), \"getmetatable().\(field)\", \"p\", function() return H.metafield(\(target), \"\(field)\"), "
                + "\(arg), \(values.hostile(&rng, depth: depth)) end, \"\")"
    }

    /// A callback: a few more calls (at most `callbackDepth` deep), then it returns, errors (a
    /// string or an error object) or yields.
    func callback(_ rng: inout SplitMix, depth: Int) -> String {
        var body: [String] = []
        for _ in 0..<rng.below(4) { body.append(step(&rng, depth: depth)) }
        let ending = rng.pick(["", "", "", "e", "t", "y", "r"])
        return "function(...) return H.cb(function(...) \(body.joined(separator: " ")) end, \"\(ending)\", ...) end"
    }

    private func makeValues() -> Values {
        Values(catalogue: catalogue, options: options, callback: { [unowned self] rng, depth in
            self.callback(&rng, depth: depth)
        })
    }
}
