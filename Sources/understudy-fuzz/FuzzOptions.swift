/// What the generator may produce. Each switch turns off one class of hostile input, so the rest
/// can be checked while a known bug of that class is being fixed.
struct FuzzOptions {
    /// Top-level steps per program (callbacks add more calls).
    var steps = 400
    /// The share of top-level steps that are valid by construction (`ValidSteps.swift`); the
    /// rest are random and hostile as before.
    var validShare = 0.15
    /// Wrap calls in coroutines (`coroutine.create/resume/wrap`, yields, nested coroutines).
    var coroutines = true
    /// Deepest table nesting generated (deep tables overflow recursive copies).
    var maxTableDepth = 60_000
    /// Tables of shared subtables and many references to one big string (copies that amplify).
    var amplify = true
    /// Reach the host's metatables with `getmetatable` and call their fields with hostile `self`.
    var metatables = true
    /// Callbacks given to valid calls and to the state recipes re-enter the API (`Reentry.swift`).
    var reentry = true
    /// Check the world's invariants after every top-level call (`WorldInvariants.swift`).
    var worldInvariants = true
    /// The share of top-level steps that are world scenes (`WorldScenes.swift`).
    var worldShare = 0.05
    /// The share of top-level steps that are re-entry scenes (`Reentry.swift`): a component made
    /// with every callback re-entrant, driven by valid calls and the clock.
    var reentryShare = 0.1
    /// Types whose callbacks do not re-enter (`--no-reentry-from`): the callbacks given to their
    /// makers, methods and recipes stay `H.rec`, and no scene makes them. For a known
    /// re-entrancy bug being fixed elsewhere, so that long runs check the rest.
    var quietTypes: Set<String> = []
    /// Callbacks nested in callbacks, at most this deep.
    var callbackDepth = 2
    /// Calls callbacks may make per program before they turn into no-ops (a callback that
    /// re-arms itself would otherwise run forever).
    var callbackBudget = 4_000
    /// The same within one top-level step: a step whose callbacks each redo work over what the
    /// step made (render the whole timeline, pop again) is quadratic by the generator's own
    /// making, not a cliff of the engine's.
    var stepCallbackBudget = 400
    /// A top-level step taking more CPU seconds than this is reported (`FUZZ-SLOW`).
    var slowStep = 5.0
}
