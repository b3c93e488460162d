import LuaBridge

/// UIKit's names where the API has its own: a newcomer who types `tabs.selectedIndex`
/// ("PopupContainer has no field 'selectedIndex'") or `help("selectedIndex")` is pointed to
/// `PopupContainer.selectedTab`, whose doc says it is "UITabBarController's selectedIndex". The
/// names come from the docs themselves (`UIxxx's name`), so a property or method documented
/// with its UIKit counterpart is found by that name with no list to keep.
///
/// ```
/// > help("selectedIndex")
/// help: 'selectedIndex' is UIKit's name (UITabBarController's selectedIndex); here it is PopupContainer.selectedTab
/// ```
enum HelpUIKitNames {
    struct Use {
        /// "PopupContainer.selectedTab" or "SwipeTable:selectRow".
        var entry: String
        /// The type that has it ("PopupContainer").
        var type: String
        /// The doc's phrase: "UITabBarController's selectedIndex".
        var uikit: String
        /// " (UITabBarController's selectedIndex)", or "" where the doc says only "UIKit's".
        var owner: String { uikit.hasPrefix("UIKit's ") ? "" : " (\(uikit))" }
    }

    /// Every property and method whose doc names `name` as a UIKit class's member, when the entry's
    /// own name differs (`UITableView's deleteRows` on `SwipeTable:deleteRows` says nothing new).
    static func uses(of name: String, types: [LuaTypeDecl]) -> [Use] {
        guard name.count >= 3, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
        var out: [Use] = []
        for t in types {
            let members = t.properties.map { (t.name + "." + $0.name, $0.name, $0.doc) }
                + t.methods.map { (t.name + ":" + $0.name, $0.name, $0.doc) }
            for (entry, own, doc) in members where own != name {
                guard let phrase = uikitPhrase(naming: name, in: doc) else { continue }
                out.append(Use(entry: entry, type: t.name, uikit: phrase))
            }
        }
        return out
    }

    /// The text of `help(name)` for `uses` (not empty): where each is, then the first one's help.
    static func text(_ name: String, _ uses: [Use], lua: LuaState) -> String {
        var out = ""
        for u in uses { out += "help: '\(name)' is UIKit's name\(u.owner); here it is \(u.entry)\n" }
        if let topic = lua.apiTopic(named: uses[0].entry) { out += "\n" + APIHelp.text(for: topic) }
        return out
    }

    /// The line the REPL adds under "PopupContainer has no field 'selectedIndex'" when that type
    /// documents one of its own members as UIKit's member of that name, or nil:
    /// `'selectedIndex' is UIKit's name (UITabBarController's selectedIndex); here it is
    /// PopupContainer.selectedTab: help("PopupContainer.selectedTab")`.
    static func hint(forError message: String, types: [LuaTypeDecl]) -> String? {
        guard let marker = message.firstRange(of: " has no field '") else { return nil }
        let type = String(message[..<marker.lowerBound].reversed().prefix { $0.isLetter }.reversed())
        let key = String(message[marker.upperBound...].prefix { $0 != "'" })
        guard let u = uses(of: key, types: types).first(where: { $0.type == type }) else { return nil }
        return "'\(key)' is UIKit's name\(u.owner); here it is \(u.entry): help(\"\(u.entry)\")"
    }

    /// "UITabBarController's selectedIndex" when `doc` says so of `name` (a whole word after a
    /// possessive of a word that starts with "UI"), else nil.
    private static func uikitPhrase(naming name: String, in doc: String) -> String? {
        var rest = doc[...]
        while let r = rest.firstRange(of: "'s " + name) {
            let after = rest[r.upperBound...].first
            let owner = rest[..<r.lowerBound].reversed().prefix { $0.isLetter }.reversed()
            if !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false), owner.starts(with: "UI") {
                return String(owner) + "'s " + name
            }
            rest = rest[r.upperBound...]
        }
        return nil
    }
}
