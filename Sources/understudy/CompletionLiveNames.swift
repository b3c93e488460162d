import CLua
import CLuaShim
import LuaBridge

/// Names Tab offers inside a string where the API takes the name of something that exists now:
///
/// | where | names |
/// |---|---|
/// | `sheet:tap("`, `sheet:frameOf("` | the sheet's action titles |
/// | `tbl:tapAction(row, "` | the titles of the open row's revealed buttons |
/// | `tabs:tapTab("` | the tab bar's titles |
/// | `tabs.popupBar:tapButton("` | the shown bar buttons' names (title, else image: what VoiceOver reads) |
/// | `stage.popups.forKey("`, `removeForKey("` | the registered popups' identifiers |
/// | `stage.host("`, `stage.popups.queue("`, `invalidate("`, `parent = "` | host names |
/// | `stage.popups.queue(host, "`, `groupId = "`, `popup.groupId = "` | popup groups |
/// | `stage.log.events{ source = "`, `{ source = { "` | the sources and component names of the last events |
/// | `stage.log.print{ name = "`, `names = { "`, `exclude = { "` | the names of the last events |
/// | `help("` | the names `help` takes: modules, their members, types, `Type:method` |
///
/// They are read through the host's property getters and its read-only listing functions
/// (`stage.popups.all`, `SwipeTable:row`, `SwipeRow:buttonFrames`: none logs an event or runs
/// a callback), found as registry bindings so a user's replacement is never called.
/// `SwipeRow:performAccessibilityAction` gets none: listing its names asks the app's delegate.
enum CompletionLiveNames {
    case actionTitles
    case swipeButtonTitles
    case tabTitles
    case barButtonNames
    case popupIdentifiers
    case hostNames
    case popupGroups
    case logSources
    case eventNames
    case helpTopics

    /// How many names are read at most (a sheet with thousands of actions stays instant).
    static let limit = 500
    /// How many of the latest events the log filters' names come from (a long log stays instant).
    static let recentEvents = 2000

    static func forCall(owner: String, function: String, argument: Int) -> CompletionLiveNames? {
        switch (owner, function, argument) {
        case ("ActionController", "tap", 0), ("ActionController", "frameOf", 0): return .actionTitles
        case ("SwipeTable", "tapAction", 1): return .swipeButtonTitles
        case ("PopupContainer", "tapTab", 0): return .tabTitles
        case ("PopupBar", "tapButton", 0): return .barButtonNames
        case ("stage.popups", "forKey", 0), ("stage.popups", "removeForKey", 0): return .popupIdentifiers
        case ("stage", "host", 0), ("stage.popups", "queue", 0), ("stage.popups", "invalidate", 0): return .hostNames
        case ("stage.popups", "queue", 1): return .popupGroups
        case ("_G", "help", 0): return .helpTopics
        default: return nil
        }
    }

    /// A key of `stage.log`'s filter (`events`, `format`, `print`), or of a list in it.
    static func forLogFilter(_ key: String, inList: Bool) -> CompletionLiveNames? {
        switch (key, inList) {
        case ("source", _): return .logSources
        case ("name", false), ("names", true), ("exclude", true): return .eventNames
        default: return nil
        }
    }

    /// An option key or a property that names a host or a group.
    static func forKey(_ key: String) -> CompletionLiveNames? {
        switch key {
        case "parent": return .hostNames
        case "groupId": return .popupGroups
        default: return nil
        }
    }
}

extension Completion {
    func liveNames(at site: ValueSite) -> [String] {
        switch site {
        case .argument(let path, let index):
            guard let c = callee(path),
                let kind = CompletionLiveNames.forCall(owner: c.owner, function: c.decl.name, argument: index - c.shift)
            else { return [] }
            return liveNames(kind, receiver: c.receiver)
        case .field(.argument(let path, let index), let key) where isLogFilter(path, index):
            return CompletionLiveNames.forLogFilter(key, inList: false).map { liveNames($0, receiver: nil) } ?? []
        case .element(.field(.argument(let path, let index), let key)) where isLogFilter(path, index):
            return CompletionLiveNames.forLogFilter(key, inList: true).map { liveNames($0, receiver: nil) } ?? []
        case .field(let parent, let key):
            guard let kind = CompletionLiveNames.forKey(key),
                type(of: parent)?.optionKeysForCompletion?.contains(where: { $0.name == key }) == true
            else { return [] }
            return liveNames(kind, receiver: nil)
        case .property(let path):
            guard case .field(let key)? = path.steps.last, key == "groupId", propertyType(path) != nil else {
                return []
            }
            return liveNames(.popupGroups, receiver: nil)
        case .element:
            return []
        }
    }

    /// The filter table of `stage.log.events`, `format` or `print`.
    private func isLogFilter(_ path: AccessPath, _ index: Int) -> Bool {
        guard let c = callee(path) else { return false }
        return c.owner == "stage.log" && index - c.shift == 0 && ["events", "format", "print"].contains(c.decl.name)
    }

    private func liveNames(_ kind: CompletionLiveNames, receiver: Int32?) -> [String] {
        guard lua_checkstack(L, 30) != 0 else { return [] }
        switch kind {
        case .actionTitles:
            guard let sheet = receiver, index(sheet, "actions"), lua_type(L, -1) == LUA_TTABLE else { return [] }
            return strings(ofList: lua_gettop(L), field: "title")
        case .swipeButtonTitles:
            guard let table = receiver, index(table, "openRow"), lua_isinteger(L, -1) != 0 else { return [] }
            let row = lua_gettop(L)
            guard pushMethod(of: table, "row") else { return [] }
            lua_pushvalue(L, table)
            lua_pushvalue(L, row)
            guard us_pcall(L, 2, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TUSERDATA else { return [] }
            let handle = lua_gettop(L)
            guard pushMethod(of: handle, "buttonFrames") else { return [] }
            lua_pushvalue(L, handle)
            guard us_pcall(L, 1, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TTABLE else { return [] }
            return strings(ofList: lua_gettop(L), field: "title")
        case .tabTitles:
            guard let tabs = receiver, index(tabs, "tabTitles"), lua_type(L, -1) == LUA_TTABLE else { return [] }
            let list = lua_gettop(L)
            var titles: [String] = []
            while titles.count < CompletionLiveNames.limit,
                  lua_rawgeti(L, list, lua_Integer(titles.count + 1)) == LUA_TSTRING,
                  let title = LuaStack(L).string(at: -1) {
                titles.append(title)
                lua_settop(L, list)
            }
            return titles
        case .barButtonNames:
            guard let bar = receiver, index(bar, "accessibilityElements"), lua_type(L, -1) == LUA_TTABLE else {
                return []
            }
            let list = lua_gettop(L)
            var names: [String] = []
            var k: lua_Integer = 1
            while names.count < CompletionLiveNames.limit, lua_checkstack(L, 4) != 0,
                  lua_rawgeti(L, list, k) == LUA_TTABLE {
                let element = lua_gettop(L)
                if index(element, "role"), LuaStack(L).string(at: -1)?.hasSuffix("Button") == true,
                   index(element, "label"), let name = LuaStack(L).string(at: -1) { names.append(name) }
                lua_settop(L, list)
                k += 1
            }
            return names
        case .logSources:
            return recentEventStrings(["source", "label"])
        case .eventNames:
            return recentEventStrings(["name"])
        case .popupIdentifiers:
            return popupStrings("identifier").filter { !$0.isEmpty }
        case .hostNames:
            return ["window"] + popupStrings("host")
        case .popupGroups:
            return popupStrings("groupId")
        case .helpTopics:
            var names: [String] = []
            for m in lua.installedModules where m.path != "_G" {
                names.append(m.path)
                names += (m.functions.map(\.name) + m.properties.map(\.name)).map { m.path + "." + $0 }
            }
            for t in lua.installedTypes {
                names.append(t.name)
                names += t.methods.map { t.name + ":" + $0.name } + t.properties.map { t.name + "." + $0.name }
            }
            return names
        }
    }

    /// Pushes a method of the object at `v`, if it is the registry's binding.
    private func pushMethod(of v: Int32, _ name: String) -> Bool {
        guard index(v, name), lua_type(L, -1) == LUA_TFUNCTION,
              case .function(let decl, _, true)? = lua.apiTopic(ofValueAt: -1), decl.name == name else { return false }
        return true
    }

    /// A field of every registered popup (`stage.popups.all()`).
    private func popupStrings(_ field: String) -> [String] {
        guard case .value(let f)? = resolve(AccessPath(root: .name("stage"), steps: [.field("popups"), .field("all")])),
              lua_type(L, f) == LUA_TFUNCTION,
            case .function(let decl, "stage.popups", false)? = lua.apiTopic(ofValueAt: f), decl.name == "all"
        else { return [] }
        lua_pushvalue(L, f)
        guard us_pcall(L, 0, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TTABLE else { return [] }
        return strings(ofList: lua_gettop(L), field: field)
    }

    /// The distinct strings of these fields of the latest events (`stage.log.events{ last = }`).
    private func recentEventStrings(_ fields: [String]) -> [String] {
        guard case .value(let f)? = resolve(AccessPath(root: .name("stage"), steps: [.field("log"), .field("events")])),
              lua_type(L, f) == LUA_TFUNCTION,
              case .function(let decl, "stage.log", false)? = lua.apiTopic(ofValueAt: f), decl.name == "events"
        else { return [] }
        lua_pushvalue(L, f)
        lua_createtable(L, 0, 1)
        lua_pushinteger(L, lua_Integer(CompletionLiveNames.recentEvents))
        lua_setfield(L, -2, "last")
        guard us_pcall(L, 1, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TTABLE else { return [] }
        let list = lua_gettop(L)
        var seen = Set<String>(), out: [String] = []
        for field in fields {
            let found = strings(ofList: list, field: field, limit: CompletionLiveNames.recentEvents)
            for s in found where seen.insert(s).inserted { out.append(s) }
        }
        return out
    }

    /// The string `field` of each object or table in the list at `list`.
    private func strings(ofList list: Int32, field: String, limit: Int = CompletionLiveNames.limit) -> [String] {
        var out: [String] = []
        var k: lua_Integer = 1
        while out.count < limit, lua_checkstack(L, 4) != 0 {
            guard lua_rawgeti(L, list, k) != LUA_TNIL else { break }
            let item = lua_gettop(L)
            if index(item, field), lua_type(L, -1) == LUA_TSTRING, let s = LuaStack(L).string(at: -1) { out.append(s) }
            lua_settop(L, item - 1)
            k += 1
        }
        return out
    }
}
