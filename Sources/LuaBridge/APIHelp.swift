/// Documentation text generated from the API registry: what the REPL's `help(x)` prints, and
/// the building blocks (signatures, option lists) for other generators such as the API
/// reference. Pure functions of the declarations: no Lua state needed.
///
/// ```swift
/// print(APIHelp.text(for: .function(advance, owner: "stage.clock", isMethod: false)))
/// // stage.clock.advance(seconds: number) -> number
/// //
/// //   Moves time forward ...
/// ```
public enum APIHelp {
    /// Column at which doc paragraphs wrap.
    public static let width = 88

    // MARK: Signatures

    /// `name: type`, `name?: type` when optional, `name: type = default` with a default.
    public static func parameter(_ p: LuaParam) -> String {
        if let d = p.defaultValue, !d.isEmpty { return "\(p.name): \(p.type.docName) = \(d)" }
        return p.optional ? "\(p.name)?: \(p.type.docName)" : "\(p.name): \(p.type.docName)"
    }

    /// `stage.clock.advance(seconds: number) -> number`, `Counter:add(options: table)`.
    public static func signature(_ f: LuaFunctionDecl, owner: String, isMethod: Bool) -> String {
        let params = f.params.map(parameter).joined(separator: ", ")
        var s = owner.isEmpty ? f.name : owner + (isMethod ? ":" : ".") + f.name
        s += "(\(params))"
        if !f.returns.isEmpty && f.returns != "nothing" { s += " -> " + f.returns }
        return s
    }

    /// `stage.screen.width: number (read-only)`.
    public static func signature(_ p: LuaPropertyDecl, owner: String) -> String {
        let name = owner.isEmpty ? p.name : owner + "." + p.name
        return "\(name): \(p.type.docName)" + (p.set == nil ? " (read-only)" : "")
    }

    /// The first sentence of a doc paragraph (for one-line summaries).
    public static func summary(_ doc: String) -> String {
        let text = doc.split(whereSeparator: { $0 == "\n" }).joined(separator: " ")
        if let end = text.firstRange(of: ". ") { return String(text[..<end.lowerBound]) + "." }
        return text
    }

    // MARK: Whole topics

    /// The full help text of a topic.
    public static func text(for topic: APITopic) -> String {
        switch topic {
        case .module(let m): return text(for: m)
        case .type(let t): return text(for: t)
        case .function(let f, let owner, let isMethod): return text(for: f, owner: owner, isMethod: isMethod)
        case .property(let p, let owner, _): return text(for: p, owner: owner)
        }
    }

    /// A function or method: signature, doc, parameters, option keys, returns, example.
    public static func text(for f: LuaFunctionDecl, owner: String, isMethod: Bool) -> String {
        var out = signature(f, owner: owner, isMethod: isMethod) + "\n"
        out += paragraph(f.doc)
        let documented = f.params.filter { !$0.doc.isEmpty }
        if !documented.isEmpty {
            out += "\n  Parameters:\n"
            out += table(documented.map { (parameter($0), $0.doc) }, indent: "    ")
        }
        for p in f.params {
            guard let keys = optionKeys(p.type), !keys.isEmpty else { continue }
            out += p.name == "options" ? "\n  Options:\n" : "\n  Options of \(p.name):\n"
            out += table(keys.map { k in
                var left = "\(k.name): \(k.type.docName)"
                if let d = k.defaultValue, !d.isEmpty { left += " = \(d)" }
                return (left, k.doc)
            }, indent: "    ")
        }
        if !f.returns.isEmpty && f.returns != "nothing" { out += "\n  Returns: \(f.returns)\n" }
        out += example(f.example)
        return out
    }

    /// A property: signature, doc, example.
    public static func text(for p: LuaPropertyDecl, owner: String) -> String {
        signature(p, owner: owner) + "\n" + paragraph(p.doc) + example(p.example)
    }

    /// A module: its doc, then one line per function and property.
    public static func text(for m: LuaModuleDecl) -> String {
        var out = "\(m.path) (module)\n" + paragraph(m.doc)
        if !m.functions.isEmpty {
            out += "\n  Functions:\n"
            out += table(m.functions.map { (signature($0, owner: m.path, isMethod: false), summary($0.doc)) },
                         indent: "    ")
        }
        if !m.properties.isEmpty {
            out += "\n  Properties:\n"
            out += table(m.properties.map { (signature($0, owner: m.path), summary($0.doc)) }, indent: "    ")
        }
        return out
    }

    /// A userdata type: its doc, then one line per method and property.
    public static func text(for t: LuaTypeDecl) -> String {
        var out = "\(t.name) (type)\n" + paragraph(t.doc)
        let receiver = lowerFirst(t.name)
        if !t.methods.isEmpty {
            out += "\n  Methods:\n"
            out += table(t.methods.map { (signature($0, owner: receiver, isMethod: true), summary($0.doc)) },
                         indent: "    ")
        }
        if !t.properties.isEmpty {
            out += "\n  Properties:\n"
            out += table(t.properties.map { (signature($0, owner: receiver), summary($0.doc)) }, indent: "    ")
        }
        return out
    }

    /// `help()`: every module and type with its one-line summary.
    public static func overview(modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> String {
        guard !modules.isEmpty || !types.isEmpty else { return "No documented modules are installed.\n" }
        var out = ""
        if !modules.isEmpty {
            out += "Modules:\n"
            out += table(modules.sorted { $0.path < $1.path }.map { ($0.path, summary($0.doc)) }, indent: "  ")
        }
        if !types.isEmpty {
            out += (out.isEmpty ? "" : "\n") + "Types:\n"
            out += table(types.sorted { $0.name < $1.name }.map { ($0.name, summary($0.doc)) }, indent: "  ")
        }
        return out
    }

    // MARK: Searches

    /// What `help("name")` prints for a search (see `APISearch.search`): the entry's help, the
    /// candidates with one line each, or the enumerations a value belongs to.
    public static func text(for search: APISearch, query: String) -> String {
        switch search {
        case .found(let e, nil):
            return text(for: e.topic)
        case .found(let e, let asked?):
            return "help: nothing is named '\(asked)'; did you mean \(e.name)?\n\n" + text(for: e.topic)
        case .candidates(let es, let near):
            let head = near ? "help: nothing is named '\(query)'; did you mean one of these?\n"
                : "'\(APISearch.memberName(query) ?? query)' names \(es.count) entries:\n"
            return head + table(es.map { (line(for: $0), summary(doc(of: $0.topic))) }, indent: "  ")
                + "help(\"\(es[0].name)\") shows one of them.\n"
        case .enumValue(let value, let uses):
            var out =
                "\"\(value)\" is a value of \(uses.count == 1 ? "an enumeration" : "\(uses.count) enumerations"):\n"
            for u in uses {
                out +=
                    "  " + u.place + "\n" + wrap(u.values.map { "\"\($0)\"" }.joined(separator: ", "), indent: "    ")
                    + "\n"
            }
            return out
        case .nothing:
            return "help: nothing is documented under the name '\(query)' (help() lists what is)\n"
        }
    }

    /// The one-line form of an entry: its signature.
    static func line(for e: APIEntry) -> String {
        switch e.topic {
        case .module(let m): return m.path + " (module)"
        case .type(let t): return t.name + " (type)"
        case .function(let f, let owner, let isMethod): return signature(f, owner: owner, isMethod: isMethod)
        case .property(let p, let owner, _): return signature(p, owner: owner)
        }
    }

    static func doc(of topic: APITopic) -> String {
        switch topic {
        case .module(let m): return m.doc
        case .type(let t): return t.doc
        case .function(let f, _, _): return f.doc
        case .property(let p, _, _): return p.doc
        }
    }

    // MARK: Layout

    private static func optionKeys(_ type: LuaType) -> [LuaOption]? {
        switch type {
        case .options(let keys): return keys
        case .oneOf(let types):
            for t in types { if let keys = optionKeys(t) { return keys } }
            return nil
        default: return nil
        }
    }

    private static func lowerFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }

    /// A doc paragraph, indented and wrapped, after a blank line.
    static func paragraph(_ doc: String) -> String {
        guard !doc.isEmpty else { return "" }
        return "\n" + wrap(doc, indent: "  ") + "\n"
    }

    private static func example(_ code: String) -> String {
        guard !code.isEmpty else { return "" }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return "\n  Example:\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// Two columns: names padded to the widest, then the text wrapped beside them. A name too
    /// wide for the column gets its text on the following lines, indented further.
    private static func table(_ rows: [(String, String)], indent: String) -> String {
        let column = min(rows.map(\.0.count).max() ?? 0, 32)
        var out = ""
        for (left, right) in rows {
            if right.isEmpty {
                out += indent + left + "\n"
            } else if left.count > column {
                out += indent + left + "\n" + wrap(right, indent: indent + "      ") + "\n"
            } else {
                let hanging = indent + String(repeating: " ", count: column + 2)
                let text = wrap(right, indent: hanging)
                out += indent + left + String(repeating: " ", count: column - left.count + 2)
                    + text.dropFirst(hanging.count) + "\n"
            }
        }
        return out
    }

    /// Word-wraps `text` at `width`, each line starting with `indent`; blank lines separate
    /// paragraphs and are kept.
    static func wrap(_ text: String, indent: String) -> String {
        var lines: [String] = []
        for para in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = indent
            for word in para.split(separator: " ") {
                if line.count > indent.count && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line == indent ? "" : line)
        }
        return lines.joined(separator: "\n")
    }
}
