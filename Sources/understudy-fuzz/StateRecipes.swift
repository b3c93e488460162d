import StageLua

/// The states valid steps prepare receivers in, where the declarations cannot say them: a sheet
/// must be presented before `tap`, a row open before `tapAction`, a bar presented before
/// `PopupBar:tap`; `editActions` must return actions. Each component says its own in its
/// manifest (`ComponentManifest.fuzz`); this gathers them. Everything else about a receiver
/// (which callable makes it, with which arguments) comes from the registry (`Receivers`); a type
/// without states is used as its maker returns it.
enum StateRecipes {
    /// The callable that empties the stage, run (without arguments) before this share of valid
    /// steps: a popup's backdrop or a sheet left on the screen takes the taps meant for a fresh
    /// table or bar below it.
    static let cleanStage = "stage.reset"
    static let cleanChance = 0.3

    /// The types whose recipes give them callbacks (`reenter`): the re-entry scenes' subjects.
    static var reentrantTypes: [String] {
        var out = Set<String>()
        for (t, states) in states where states.contains(where: { $0.contains(reenterToken) }) { out.insert(t) }
        // Through their makers' options: the type a token names.
        for value in makerOptions.values.flatMap({ $0.flatMap(\.values) }) {
            if let r = value.firstRange(of: reenterToken) {
                out.insert(String(value[r.upperBound...].prefix { $0 != "," && $0 != ")" }))
            }
        }
        return out.sorted()
    }
    /// How far a re-entry scene advances the clock after each call (seconds).
    static let sceneAdvance = "stage.clock.advance"
    static let sceneSteps = ["0.05", "0.1", "0.3", "0.5", "1", "2"]

    /// The only arguments some callables get, random steps and valid ones alike: a limit the
    /// fuzzer set would stop its own program (`understudy.limits{ time = 0.5 }`), so these lower
    /// nothing that matters, give the limits back, are refused (above the program's), or are
    /// read raw through raising metamethods. The components add theirs (`fuzz.arguments`: a name
    /// the recipes' states give, among wrong ones).
    static let argumentOverrides: [String: [String]] = StageAPI.components.reduce(into: [
        "understudy.limits": [
            "", "nil", "{}", "{ memory = false, time = false }", "{ time = false }", "{ memory = false }",
            "{ memory = 0, time = 0 }", "{ memory = 2^40 }", "{ time = 1e6 }", "{ memory = 'lots' }", "{ time = -1 }",
            "{ memory = true }", "{ time = 0/0 }", "{ memory = '1G' }", "{ time = 29, scope = H.nop }",
            "{ scope = H.nop }", "H.trap()", "H.trapped{ time = false }", "H.trapped{ memory = false, scope = H.nop }",
            "{ memory = H.trap() }", "{ scope = H.trap() }", "42", "'x'",
        ],
    ]) { all, c in all.merge(c.fuzz.arguments) { a, b in a + b } }

    /// Option keys a receiver's maker gets besides its required ones, each one of the Lua
    /// expressions given ("nil" leaves it out): every component's `fuzz.makerOptions`.
    static let makerOptions: [String: [(key: String, values: [String])]] =
        StageAPI.components.reduce(into: [:]) { all, c in all.merge(c.fuzz.makerOptions) { a, _ in a } }

    static func reenter(_ type: String, _ object: String? = nil) -> String { ComponentFuzzRecipe.reenter(type, object) }
    static var reenterToken: String { ComponentFuzzRecipe.reenterToken }

    /// `text` with each `reenter` token replaced by `make(type, object)`.
    static func expand(_ text: String, _ make: (String, String?) -> String) -> String {
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: reenterToken), let close = rest[r.upperBound...].firstIndex(of: ")") {
            out += rest[..<r.lowerBound]
            let parts = rest[r.upperBound..<close].split(separator: ",").map(String.init)
            out += make(parts[0], parts.count > 1 ? parts[1] : nil)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Per type, the states a fresh instance `o` can be put in (Lua statements; "" leaves it as
    /// made): every component's `fuzz.states`. A step picks one at random, so each state is
    /// reached often. Receivers have three actions, rows or tabs at least: `ValidValues` makes
    /// "1-based" indices 1...3.
    static let states: [String: [String]] =
        StageAPI.components.reduce(into: [:]) { all, c in all.merge(c.fuzz.states) { a, b in a + b } }

    /// The strings the recipes quote: titles of actions, rows and tabs that valid steps name.
    static let strings: [String] = {
        var text = lua + states.keys.sorted().flatMap { states[$0]! }.joined(separator: " ")
        for key in makerOptions.keys.sorted() { text += makerOptions[key]!.flatMap(\.values).joined(separator: " ") }
        var seen = Set<String>()
        return Catalogue.quoted(in: text).filter { seen.insert($0).inserted }
    }()

    /// Lua the recipes use, added to the harness.
    static let lua = StageAPI.components.map(\.fuzz.lua).filter { !$0.isEmpty }.joined(separator: "\n")
}
