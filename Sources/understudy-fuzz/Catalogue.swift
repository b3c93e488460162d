import LuaBridge

/// Everything the fuzzer can call, read off the installed API registry: module functions,
/// methods, property getters and setters, and metamethods. Nothing here names a stage function,
/// so a new component's declarations are fuzzed as soon as its area is installed.
struct Catalogue {
    enum Kind {
        /// `path.name(args)`.
        case function(path: String)
        /// `object:name(args)` on an instance of `type`.
        case method(type: String)
        /// `receiver.name`: a module path or an instance of a type.
        case get(receiver: Receiver)
        /// `receiver.name = value`.
        case set(receiver: Receiver)
        /// A metamethod of a type, reached through Lua's operator (`tostring(o)`, `#o`).
        case metamethod(type: String)
    }

    enum Receiver {
        case module(String)
        case object(String)
    }

    struct Callable {
        var kind: Kind
        var name: String
        /// Parameters after `self` (a setter's single parameter is the value).
        var params: [LuaParam]
        /// The declared result, as the harness checks it: "" (unchecked), "-" (nothing) or Lua
        /// type names and type names separated by "|".
        var returns: String
        /// "stage.clock.advance", "Timer:cancel", "Timer.name", "Timer.name=".
        var label: String
        /// The module path or type name it belongs to (steps pick an owner first, then one of
        /// its members, so fifty settings properties do not crowd out the functions).
        var owner: String
        /// The object type its result holds, if any (valid steps build receivers from these).
        var makes: Made? = nil
    }

    /// An object type a callable's result holds: the object itself, maybe nil, or in a list.
    struct Made {
        enum Access: Int { case exact, nullable, listed }
        var type: String
        var access: Access
    }

    /// One userdata type: the member names the harness recognises its instances by.
    struct TypeInfo {
        var name: String
        var methods: [String]
        var properties: [(name: String, type: LuaType)]
    }

    var callables: [Callable] = [] {
        didSet { byOwner = Catalogue.group(callables) }
    }
    /// Callables whose declared result is an object type: steps call them more often so that
    /// every type's pool has instances.
    var makers: [Callable] {
        callables.filter { c in types.contains { c.returns.split(separator: "|").contains(Substring($0.name)) } }
    }
    /// The callables grouped by owner, owners in declaration order.
    private(set) var byOwner: [[Callable]] = []

    static func group(_ cs: [Callable]) -> [[Callable]] {
        var order: [String] = []
        var groups: [String: [Callable]] = [:]
        for c in cs {
            if groups[c.owner] == nil { order.append(c.owner) }
            groups[c.owner, default: []].append(c)
        }
        return order.compactMap { groups[$0] }
    }
    var types: [TypeInfo] = []
    var modulePaths: [String] = []
    /// Module properties (path, name, type): read after every call as an invariant.
    var moduleProperties: [(path: String, name: String, type: LuaType)] = []
    /// Short string literals from docs and examples ("default", "Xmartlabs", "sheet#1"): valid
    /// looking strings and option values.
    var strings: [String] = []

    init(modules: [LuaModuleDecl], types typeDecls: [LuaTypeDecl]) {
        let typeNames = Set(typeDecls.map(\.name))
        for m in modules {
            modulePaths.append(m.path)
            for f in m.functions {
                callables.append(Callable(kind: .function(path: m.path), name: f.name, params: f.params,
                                          returns: Catalogue.returns(f.returns, types: typeNames),
                                          label: "\(m.path).\(f.name)", owner: m.path,
                                          makes: Catalogue.made(f.returns, types: typeNames)))
                harvest(f.doc + " " + f.example + f.params.map(\.doc).joined(separator: " "))
                for p in f.params { harvestOptions(p.type) }
            }
            for p in m.properties {
                moduleProperties.append((m.path, p.name, p.type))
                addProperty(p, receiver: .module(m.path), owner: m.path, separator: ".")
            }
        }
        for t in typeDecls {
            types.append(TypeInfo(name: t.name, methods: t.methods.map(\.name),
                                  properties: t.properties.map { ($0.name, $0.type) }))
            for f in t.methods {
                callables.append(Callable(kind: .method(type: t.name), name: f.name, params: f.params,
                                          returns: Catalogue.returns(f.returns, types: typeNames),
                                          label: "\(t.name):\(f.name)", owner: t.name,
                                          makes: Catalogue.made(f.returns, types: typeNames)))
                harvest(f.doc + " " + f.example)
                for p in f.params { harvestOptions(p.type) }
            }
            for p in t.properties { addProperty(p, receiver: .object(t.name), owner: t.name, separator: ".") }
            for mm in t.metamethods.keys.sorted() {
                callables.append(Callable(kind: .metamethod(type: t.name), name: mm, params: [],
                        returns: mm == "__tostring" ? "string" : "", label: "\(t.name).\(mm)", owner: t.name))
            }
        }
        // Recognise the most specific type first: a type whose members are a subset of another's
        // would otherwise claim its instances.
        types.sort {
            ($0.methods.count + $0.properties.count, $1.name) > ($1.methods.count + $1.properties.count, $0.name)
        }
        var seen = Set<String>()
        strings = strings.filter { seen.insert($0).inserted }.sorted()
    }

    private mutating func addProperty(_ p: LuaPropertyDecl, receiver: Receiver, owner: String, separator: String) {
        // Strict: a getter returns nil only where its type is nullable (`.nullable`, or `.any`).
        callables.append(Callable(kind: .get(receiver: receiver), name: p.name, params: [],
                                  returns: Catalogue.returns(of: p.type), label: "\(owner)\(separator)\(p.name)",
                                  owner: owner, makes: Catalogue.made(p.type)))
        if p.set != nil {
            callables.append(
                Callable(
                    kind: .set(receiver: receiver), name: p.name, params: [LuaParam("value", p.type, p.doc)],
                                      returns: "-", label: "\(owner)\(separator)\(p.name)=", owner: owner))
        }
        harvest(p.doc + " " + p.example)
        harvestOptions(p.type)
    }

    private mutating func harvestOptions(_ type: LuaType) {
        switch type {
        case .options(let keys):
            for k in keys {
                strings.append(k.name)
                harvest(k.doc + " " + (k.defaultValue ?? ""))
                harvestOptions(k.type)
            }
        case .oneOf(let ts): for t in ts { harvestOptions(t) }
        case .enumeration(let names): strings.append(contentsOf: names)
        case .nullable(let t), .list(let t), .refined(let t, _): harvestOptions(t)
        default: break
        }
    }

    /// Quoted literals of up to 40 characters.
    private mutating func harvest(_ text: String) { strings += Catalogue.quoted(in: text) }

    static func quoted(in text: String) -> [String] {
        var strings: [String] = []
        var current: [Character] = []
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q {
                    if current.count <= 40 && !current.contains("\\") { strings.append(String(current)) }
                    current = []
                    quote = nil
                } else if c == "\n" {
                    current = []
                    quote = nil
                } else {
                    current.append(c)
                }
            } else if c == "\"" || c == "'" {
                quote = c
            }
        }
        return strings
    }

    /// A declared return ("number or nil", "Timer", "nothing") as the harness's check string.
    static func returns(_ declared: String, types: Set<String>) -> String {
        if declared == "nothing" { return "-" }
        // A command: true, or false and a reason (LuaFunctionDecl.outcomeReturns).
        if declared == LuaFunctionDecl.outcomeReturns { return "outcome" }
        var out: [String] = []
        // Words apart by spaces or commas ("View, Label or nil"), as APIReference.luaReturn reads them.
        for part in declared.split(whereSeparator: { $0 == " " || $0 == "," }) where part != "or" {
            let word = String(part)
            switch word {
            case "nil", "number", "string", "boolean", "table", "function", "integer": out.append(word)
            default:
                guard types.contains(word) else { return "" }   // prose: not checked
                out.append(word)
            }
        }
        return out.joined(separator: "|")
    }

    /// The object a declared return holds: "Popup", "Popup or nil", "list of Popup".
    static func made(_ declared: String, types: Set<String>) -> Made? {
        let words = declared.split(separator: " ").map(String.init)
        if words.count == 1, types.contains(words[0]) { return Made(type: words[0], access: .exact) }
        if words.count == 3, words[1] == "or", words[2] == "nil", types.contains(words[0]) {
            return Made(type: words[0], access: .nullable)
        }
        if words.count == 3, words[0] == "list", words[1] == "of", types.contains(words[2]) {
            return Made(type: words[2], access: .listed)
        }
        return nil
    }

    /// The object a property of this type holds.
    static func made(_ type: LuaType) -> Made? {
        switch type {
        case .object(let k): return Made(type: k.name, access: .exact)
        case .nullable(.object(let k)): return Made(type: k.name, access: .nullable)
        case .list(.object(let k)): return Made(type: k.name, access: .listed)
        default: return nil
        }
    }

    /// The check string for a value of a declared parameter or property type.
    static func returns(of type: LuaType) -> String {
        switch type {
        case .any: return ""
        case .boolean: return "boolean"
        case .number: return "number"
        case .integer: return "integer"
        case .string: return "string"
        case .table, .options: return "table"
        case .function, .callback: return "function"
        case .object(let k): return k.name
        case .oneOf(let ts):
            let parts = ts.map { returns(of: $0) }
            return parts.contains("") ? "" : parts.joined(separator: "|")
        case .enumeration: return "string"
        case .nullable(let t):
            let inner = returns(of: t)
            return inner.isEmpty ? "" : inner + "|nil"
        case .range: return "number"
        case .list: return "table"
        case .shape(let s): return s == .color ? "string" : "table"
        case .refined(let t, _): return returns(of: t)
        }
    }
}
