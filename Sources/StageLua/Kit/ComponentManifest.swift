import LuaBridge
import StageKit

/// One component of `stage`, declared once in its manifest file: what it adds under `stage`, its
/// declarations, the files of its binding (the budget), its user page, a live instance of each
/// of its types (the conformance probes), and the fuzzer's recipes for it. The registry (`StageAPI.components`),
/// tools/binding-budget.lua, the docs and
/// help checks, the conformance probes and the fuzzer all read it; nothing else lists components.
///
/// ```swift
/// static let manifest = ComponentManifest(
///     name: "toast", stageNames: ["toast"], registry: { ToastAPI.registry },
///     bindingFiles: ["ToastAPI.swift", "ToastManifest.swift"], docsPage: "docs/ARCHITECTURE.md",
///     samples: ComponentSamples(setup: "S.toast = stage.toast{ text = 'Hi' }", [ToastAPI.toastKey: "S.toast"]))
/// ```
public struct ComponentManifest: Sendable {
    /// How docs and reports name it ("action sheet").
    public let name: String
    /// Other words people use for it: the library's name ("XLActionController") and the
    /// docs' ("mini-player"); `help` finds the component by each.
    public let aliases: [String]
    /// What it adds under `stage`, installed when a script first reads one of them
    /// (`DeferredRegistry`; `ComponentAreaTests` checks them against the registry).
    public let stageNames: [String]
    /// Its declarations, built when first needed.
    public let registry: @Sendable () -> APIRegistry
    /// Its binding's files in Sources/StageLua (or beside the manifest, for the example): the
    /// budget counts them together.
    public let bindingFiles: [String]
    /// The user page that explains it (a test checks that it exists).
    public let docsPage: String
    /// A live instance of each of its userdata types, for the conformance probes.
    public let samples: ComponentSamples
    /// How the fuzzer puts its objects into the states its valid calls need.
    public let fuzz: ComponentFuzzRecipe
    /// The options it adds to `stage.reset{}` (the popups' `popupPolicy`), and the setting they
    /// give the new stage (`Stage.set`): nil when every one is its default.
    public let resetOptions: [LuaOption]
    public let resetSetting: @Sendable (LuaOptions?) -> (any StageSetting)?

    public init(
        name: String, aliases: [String] = [], stageNames: [String],
                registry: @escaping @Sendable () -> APIRegistry, bindingFiles: [String],
                docsPage: String, samples: ComponentSamples, fuzz: ComponentFuzzRecipe = ComponentFuzzRecipe(),
                resetOptions: [LuaOption] = [],
                resetSetting: @escaping @Sendable (LuaOptions?) -> (any StageSetting)? = { _ in nil }) {
        self.name = name
        self.aliases = aliases
        self.stageNames = stageNames
        self.registry = registry
        self.bindingFiles = bindingFiles
        self.docsPage = docsPage
        self.samples = samples
        self.fuzz = fuzz
        self.resetOptions = resetOptions
        self.resetSetting = resetSetting
    }

    /// The deferred area `StageAPI` installs.
    public var area: DeferredRegistry { DeferredRegistry(path: "stage", names: stageNames, registry: registry) }
}

/// Live instances of a component's userdata types for the conformance probes: `setup` is Lua
/// that stores them in the global table `S`, and `expressions` reads each type's sample.
///
/// ```swift
/// ComponentSamples(setup: "S.sheet = stage.actionController{}", [ActionSheetAPI.sheetKey: "S.sheet"])
/// ```
public struct ComponentSamples: Sendable {
    public let setup: String
    public let expressions: [LuaTypeKey: String]

    public init(setup: String, _ expressions: [LuaTypeKey: String]) {
        self.setup = setup
        self.expressions = expressions
    }
}

/// What the fuzzer cannot derive from a component's declarations: option values its makers need
/// (what a callback returns, rows to swipe; "nil" leaves the key out), per type the states a
/// fresh instance can be put in (Lua statements on `o`; "" leaves it as made), and Lua the
/// recipes use (functions on the fuzzer's harness table `H`: `H.rec` records a call, `H.rand(n)`
/// picks 1...n, `H.reenter(type, ...)` calls into the API; `H.MAKE[type]` makes a fresh object
/// where a valid step finds no live one). A callback that re-enters the API is written
/// `reenter(Type)` or `reenter(Type, object)`; the fuzzer expands it.
///
/// ```swift
/// ComponentFuzzRecipe(makerOptions: ["stage.popup": [("content", ["{ width = 200, height = 120 }"])]],
///                     states: ["Popup": ["", "o:pop() stage.clock.advance(1)"]])
/// ```
public struct ComponentFuzzRecipe: Sendable {
    public let makerOptions: [String: [(key: String, values: [String])]]
    public let states: [String: [String]]
    public let lua: String
    /// Per callable label, the only arguments (Lua expressions, one list each) it gets: a name
    /// the states give (a bar button's title) that random strings would never hit.
    public let arguments: [String: [String]]

    public init(
        makerOptions: [String: [(key: String, values: [String])]] = [:], states: [String: [String]] = [:],
        lua: String = "", arguments: [String: [String]] = [:]
    ) {
        self.makerOptions = makerOptions
        self.states = states
        self.lua = lua
        self.arguments = arguments
    }

    /// A callback that re-enters the API favouring `type`'s callables, called with `object`
    /// first when given (a Lua expression): a token the fuzzer replaces with a fresh callback.
    public static func reenter(_ type: String, _ object: String? = nil) -> String {
        "\(reenterToken)\(type)\(object.map { "," + $0 } ?? ""))"
    }
    public static let reenterToken = "REENTER("

    /// Callback options that re-enter the API half the time.
    public static func reentering(_ keys: [String], _ type: String) -> [(key: String, values: [String])] {
        keys.map { ($0, ["nil", reenter(type)]) }
    }
}
