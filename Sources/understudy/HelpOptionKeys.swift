import LuaBridge

/// `help("editActions")`: a name that is no function, method or property but an option key
/// (of a constructor's table, at any depth) lists where it is one, with its type and doc, so a
/// newcomer who tried `tbl.editActions = f` ("SwipeTable has no field 'editActions'") learns
/// that it is given to `stage.tableView{}`. Only when the registry has no entry of that name.
///
/// ```
/// > help("editActions")
/// 'editActions' is an option key, given in the table of these calls:
///   option 'editActions' of stage.tableView: function
///         editActions(row, orientation, {section =, row =}) -> list of SwipeAction ...
/// ```
enum HelpOptionKeys {
    struct Use {
        var place: String
        var option: LuaOption
        /// What the call returns ("SwipeTable"): an object without the field made by it.
        var returns: String
    }

    /// Every option key named `name` (the last part of a dotted path: "SwipeTable.editActions"
    /// asks for "editActions"), in declaration order, each place once.
    static func uses(of name: String, modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> [Use] {
        let key = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
        var out: [Use] = []
        func visit(_ type: LuaType, _ owner: String, _ path: String, _ returns: String, depth: Int) {
            guard depth < 8 else { return }
            switch LuaState.unrefined(type) {
            case .nullable(let t), .list(let t): visit(t, owner, path, returns, depth: depth + 1)
            case .oneOf(let ts): for t in ts { visit(t, owner, path, returns, depth: depth + 1) }
            case .options(let keys):
                for k in keys {
                    let p = path.isEmpty ? k.name : path + "." + k.name
                    if k.name == key, !out.contains(where: { $0.place == "option '\(p)' of \(owner)" }) {
                        out.append(Use(place: "option '\(p)' of \(owner)", option: k, returns: returns))
                    }
                    visit(k.type, owner, p, returns, depth: depth + 1)
                }
            default: break
            }
        }
        for m in modules {
            let prefix = m.path == "_G" ? "" : m.path + "."
            for f in m.functions { for p in f.params { visit(p.type, prefix + f.name, "", f.returns, depth: 0) } }
        }
        for t in types {
            for f in t.methods {
                for p in f.params { visit(p.type, t.name + ":" + f.name, "", f.returns, depth: 0) }
            }
        }
        return out
    }

    /// The text for `uses` (not empty): each place with the key's type, then its doc.
    static func text(_ name: String, _ uses: [Use]) -> String {
        let key = name.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? name
        var out = "'\(key)' is an option key, given in the table of \(uses.count == 1 ? "this call" : "these calls"):\n"
        for u in uses {
            var head = "  \(u.place): \(u.option.type.docName)"
            if let d = u.option.defaultValue, !d.isEmpty { head += " = \(d)" }
            out += head + "\n"
            if !u.option.doc.isEmpty { out += wrap(u.option.doc, indent: "        ") }
        }
        let owner = uses[0].place.split(separator: " ").last.map(String.init) ?? ""
        return out + "help(\"\(owner)\") shows the call with all its options.\n"
    }

    /// The line the REPL adds under "SwipeTable has no field 'editActions'" (an assignment or a
    /// read of a key that the constructor of that type takes as an option), or nil:
    /// `'editActions' is an option of stage.tableView{}, given when it is made: help("editActions")`.
    static func hint(forError message: String, modules: [LuaModuleDecl], types: [LuaTypeDecl]) -> String? {
        guard let marker = message.firstRange(of: " has no field '") else { return nil }
        let type = String(message[..<marker.lowerBound].reversed().prefix { $0.isLetter }.reversed())
        let key = String(message[marker.upperBound...].prefix { $0 != "'" })
        guard !type.isEmpty, !key.isEmpty else { return nil }
        // A top-level key of a call that makes that type: stage.tableView for a SwipeTable.
        let made = uses(of: key, modules: modules, types: types).filter {
            $0.returns == type && $0.place.hasPrefix("option '\(key)' of ")
        }
        guard let owner = made.first.map({ $0.place.dropFirst("option '\(key)' of ".count) }) else { return nil }
        return "'\(key)' is an option of \(owner){}, given when it is made: help(\"\(key)\")"
    }

    /// Word-wraps at APIHelp's width.
    private static func wrap(_ text: String, indent: String) -> String {
        var out = "", line = indent
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.count > indent.count && line.count + 1 + word.count > APIHelp.width {
                out += line + "\n"
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        return out + line + "\n"
    }
}
