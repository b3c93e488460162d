/// The Lua API reference and the editor type definitions, generated from the same declarations
/// the bridge builds its checks from and `help(x)` prints (so they cannot drift apart).
///
/// ```swift
/// let md = APIReference.markdown(modules: lua.installedModules, types: lua.installedTypes)
/// let defs = APIReference.luaDefinitions(modules: lua.installedModules, types: lua.installedTypes)
/// ```
public enum APIReference {
    // MARK: Markdown

    /// A Markdown reference: every module (its functions and properties), then every type.
    public static func markdown(title: String = "Lua API reference", preamble: String = "",
                                modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> String {
        var out = "# \(title)\n\n"
        if !preamble.isEmpty { out += preamble + "\n\n" }
        let modules = modules.sorted { $0.path < $1.path }
        let types = types.sorted { $0.name < $1.name }
        out += "Modules: " + modules.map { "[`\($0.path)`](#\(anchor($0.path)))" }.joined(separator: ", ") + "\n\n"
        out += "Types: " + types.map { "[`\($0.name)`](#\(anchor($0.name)))" }.joined(separator: ", ") + "\n\n"
        for m in modules {
            out += "## \(m.path)\n\n" + m.doc + "\n\n"
            for p in m.properties.sorted(by: { $0.name < $1.name }) { out += property(p, owner: m.path) }
            for f in m.functions.sorted(by: { $0.name < $1.name }) {
                out += function(f, owner: m.path, isMethod: false)
            }
        }
        for t in types {
            out += "## \(t.name)\n\n" + t.doc + "\n\n"
            for p in t.properties.sorted(by: { $0.name < $1.name }) { out += property(p, owner: lowerFirst(t.name)) }
            for f in t.methods.sorted(by: { $0.name < $1.name }) {
                out += function(f, owner: lowerFirst(t.name), isMethod: true)
            }
        }
        return out
    }

    static func function(_ f: LuaFunctionDecl, owner: String, isMethod: Bool) -> String {
        var out = "### `\(APIHelp.signature(f, owner: owner, isMethod: isMethod))`\n\n" + f.doc + "\n\n"
        if !f.params.isEmpty {
            out += "| parameter | type | default | |\n|---|---|---|---|\n"
            for p in f.params {
                out +=
                    "| `\(p.name)` | \(p.type.docName)\(p.optional ? " (optional)" : "") | "
                        + "\(p.defaultValue.flatMap { $0.isEmpty ? nil : "`\($0)`" } ?? "") | \(cell(p.doc)) |\n"
                for o in optionKeys(p.type) ?? [] {
                    out +=
                        "| `\(p.name).\(o.name)` | \(o.type.docName)\(o.required ? " (required)" : "") | "
                            + "\(o.defaultValue.flatMap { $0.isEmpty ? nil : "`\($0)`" } ?? "") | \(cell(o.doc)) |\n"
                }
            }
            out += "\n"
        }
        if !f.returns.isEmpty && f.returns != "nothing" { out += "Returns: \(f.returns).\n\n" }
        if !f.example.isEmpty { out += "```lua\n\(f.example)\n```\n\n" }
        return out
    }

    static func property(_ p: LuaPropertyDecl, owner: String) -> String {
        var out = "### `\(APIHelp.signature(p, owner: owner))`\n\n" + p.doc + "\n\n"
        if !p.example.isEmpty { out += "```lua\n\(p.example)\n```\n\n" }
        return out
    }

    // MARK: LuaLS definitions

    /// A LuaLS `---@meta` definition file (point `workspace.library` at it for completion and
    /// type checking of scripts and specs in editors).
    public static func luaDefinitions(modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> String {
        var out = """
        ---@meta
        -- Understudy's Lua API for editors (LuaLS). Generated from the API registry; do not edit.
        error("this is a definition file for editors, not a module")


        """
        var declaredTables: Set<String> = ["_G"]
        for m in modules.sorted(by: { $0.path < $1.path }) {
            // Every level of a path is a table (stage, stage.clock, ...).
            let parts = m.path.split(separator: ".").map(String.init)
            for i in 1...parts.count {
                let path = parts[0..<i].joined(separator: ".")
                guard !declaredTables.contains(path) else { continue }
                declaredTables.insert(path)
                out += "---@class \(path)\n"
                if path == m.path {
                    for p in m.properties.sorted(by: { $0.name < $1.name }) {
                        out += "---@field \(p.name) \(luaLS(p.type)) \(oneLine(p.doc))\n"
                    }
                }
                out += "\(path) = {}\n\n"
            }
            for f in m.functions.sorted(by: { $0.name < $1.name }) {
                out += functionDefinition(f, receiver: m.path == "_G" ? nil : m.path, separator: ".")
            }
        }
        for t in types.sorted(by: { $0.name < $1.name }) {
            out += comment(t.doc) + "---@class \(t.name)\n"
            for p in t.properties.sorted(by: { $0.name < $1.name }) {
                out += "---@field \(p.name) \(luaLS(p.type)) \(oneLine(p.doc))\n"
            }
            out += "local \(t.name) = {}\n\n"
            for f in t.methods.sorted(by: { $0.name < $1.name }) {
                out += functionDefinition(f, receiver: t.name, separator: ":")
            }
        }
        return out
    }

    static func functionDefinition(_ f: LuaFunctionDecl, receiver: String?, separator: String) -> String {
        var out = comment(f.doc)
        for p in f.params {
            out +=
                "---@param \(p.name)\(p.optional ? "?" : "") "
                    + "\(luaLS(p.type))\(p.doc.isEmpty ? "" : " " + oneLine(p.doc))\n"
        }
        if !f.returns.isEmpty && f.returns != "nothing" { out += "---@return \(luaReturn(f.returns))\n" }
        let name = receiver.map { $0 + separator + f.name } ?? f.name
        out += "function \(name)(\(f.params.map(\.name).joined(separator: ", "))) end\n\n"
        return out
    }

    /// A LuaLS type expression for a declared type.
    public static func luaLS(_ type: LuaType) -> String {
        switch type {
        case .any: return "any"
        case .boolean: return "boolean"
        case .number: return "number"
        case .integer: return "integer"
        case .string: return "string"
        case .table: return "table"
        case .function: return "function"
        case .callback(let c):
            let params = c.params.map { "\($0.name)\($0.optional ? "?" : ""): \(luaLS($0.type))" }.joined(
                separator: ", ")
            // Parenthesized: `fun(): A|B` would read as a union with the function in it.
            return "(fun(" + params + ")" + (c.returns.map { ": " + luaLS($0) } ?? "") + ")"
        case .object(let k): return k.name
        case .options(let keys):
            guard !keys.isEmpty else { return "table" }
            return "{ " + keys.map { "\($0.name)\($0.required ? "" : "?"): \(luaLS($0.type))" }.joined(separator: ", ")
                + " }"
        case .oneOf(let ts): return ts.map(luaLS).joined(separator: "|")
        case .enumeration(let names): return names.map { "\"\($0)\"" }.joined(separator: "|")
        case .nullable(let t): return luaLS(t) + "?"
        case .range: return "number"
        case .list(let t):
            let inner = luaLS(t)
            return (inner.contains("|") ? "(\(inner))" : inner) + "[]"
        case .shape(let s):
            switch s {
            case .point: return "{ x: number, y: number }|number[]"
            case .size: return "{ width: number, height: number }"
            case .rect: return "{ x: number, y: number, width: number, height: number }"
            case .insets: return "{ top: number, left: number, bottom: number, right: number }"
            case .color: return "string"
            }
        case .refined(let t, _): return luaLS(t)
        }
    }

    /// Return descriptions are prose ("number", "string or nil", "Timer"): keep the type words.
    static func luaReturn(_ returns: String) -> String {
        // Two results: the outcome and, when false, the reason.
        if returns == LuaFunctionDecl.outcomeReturns { return "boolean acted\n---@return string? reason" }
        let known: Set<String> = ["number", "integer", "string", "boolean", "table", "function", "nil", "any"]
        let words = returns.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let types = words.filter { known.contains($0) || ($0.first?.isUppercase ?? false) && $0.allSatisfy(\.isLetter) }
        return types.isEmpty ? "any" : types.joined(separator: "|")
    }

    // MARK: Text helpers

    static func optionKeys(_ type: LuaType) -> [LuaOption]? {
        switch type {
        case .options(let keys): return keys
        case .oneOf(let ts): return ts.lazy.compactMap(optionKeys).first
        case .nullable(let t): return optionKeys(t)
        default: return nil
        }
    }

    static func anchor(_ s: String) -> String {
        String(s.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    static func cell(_ s: String) -> String {
        oneLine(s).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func comment(_ doc: String) -> String {
        guard !doc.isEmpty else { return "" }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).map { "--- " + $0 }.joined(separator: "\n")
            + "\n"
    }

    static func lowerFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }
}
