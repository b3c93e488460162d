import LuaBridge
import StageLua

/// The words people use for things, as the README and the docs use them: `help("action sheet")`,
/// `help("swipe actions")`, `help("tab bar controller")` found nothing (a name with a space is
/// no entry's). A component's name (its manifest's: "action sheet", "popup bar", "popups") leads
/// to what it adds under `stage`; otherwise a name that reads as one function or type once case,
/// spaces, hyphens and a plural's "s" are put aside ("swipe actions": stage.swipeAction).
///
/// ```
/// > help("action sheet")
/// help: 'action sheet' is the action sheet component (docs/ACTIONSHEETS.md): stage.actionController
/// ```
enum HelpComponentNames {
    /// "actionsheet" for "Action Sheets", "tabbarcontroller" for "tab-bar controller".
    static func folded(_ name: String) -> String {
        let letters = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        return letters.count > 3 && letters.hasSuffix("s") ? String(letters.dropLast()) : letters
    }

    /// The section `help()` ends with: each component by the name the docs use, what it adds
    /// under `stage` and its page, so a newcomer sees what there is to make.
    static func overview(lua: LuaState, components: [ComponentManifest] = StageAPI.components) -> String {
        let rows = components.map { c in
            (c.name, c.stageNames.map { "stage." + $0 }.filter { lua.apiTopic(named: $0) != nil }, c.docsPage)
        }.filter { !$0.1.isEmpty }
        guard !rows.isEmpty else { return "" }
        let width = rows.map(\.0.count).max() ?? 0
        var out = "\nComponents (help(\"\(rows[0].0)\") documents one):\n"
        let indent = String(repeating: " ", count: width + 4)
        for (name, entries, page) in rows {
            // Wrapped at help's width between entries, continued under the first.
            var line = "  " + name + String(repeating: " ", count: width - name.count + 2) + page + ":"
            for (i, e) in entries.enumerated() {
                let word = " " + e + (i < entries.count - 1 ? "," : "")
                if line.count + word.count > APIHelp.width, line.count > indent.count {
                    out += line + "\n"
                    line = indent + word.dropFirst()
                } else {
                    line += word
                }
            }
            out += line + "\n"
        }
        return out
    }

    /// The text of `help(name)` when `name` folds to a component's name or to exactly one
    /// function of a module or type of the API, else nil.
    static func text(_ name: String, lua: LuaState, components: [ComponentManifest] = StageAPI.components) -> String? {
        let key = folded(name)
        guard !key.isEmpty else { return nil }
        if let c = components.first(where: { ([$0.name] + $0.aliases).contains { folded($0) == key } }) {
            let entries = c.stageNames.map { "stage." + $0 }.filter { lua.apiTopic(named: $0) != nil }
            guard let first = entries.first, let topic = lua.apiTopic(named: first) else { return nil }
            return "help: '\(name)' is the \(c.name) component (\(c.docsPage)): "
                + entries.joined(separator: ", ") + "\n\n" + APIHelp.text(for: topic)
        }
        // A function first: stage.swipeAction makes the SwipeAction that folds the same.
        var functions: [String] = []
        for m in lua.installedModules where m.path != "_G" {
            let prefix = m.path + "."
            functions += m.functions.filter { folded($0.name) == key }.map { prefix + $0.name }
        }
        let types = lua.installedTypes.map(\.name).filter { folded($0) == key }
        let found = functions.count == 1 ? functions : functions.isEmpty ? types : []
        guard found.count == 1, let topic = lua.apiTopic(named: found[0]) else { return nil }
        return "help: '\(name)' is \(found[0])\n\n" + APIHelp.text(for: topic)
    }
}
