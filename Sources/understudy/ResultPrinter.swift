import CLua
import CLuaShim
import LuaBridge

/// Prints the values an interactive chunk returned. Without a terminal it is lua.c's `l_print`
/// (the global `print`, so a user's own `print` is honored); in a terminal each value goes
/// through `understudy.pretty` (strings of several lines raw, as lua.c; a call's handles as
/// their one-line summary, in a table it returned too) and `_` keeps the first one.
///
/// ```swift
/// printer.printResults(from: base + 1)   // the chunk's results are on the stack above base
/// ```
struct ResultPrinter {
    let lua: LuaState
    /// `require("understudy.pretty").format`, when pretty printing.
    let format: LuaRef?

    init(lua: LuaState, pretty: Bool) {
        self.lua = lua
        format = pretty ? ResultPrinter.loadFormat(lua) : nil
    }

    private static func loadFormat(_ lua: LuaState) -> LuaRef? {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        us_pushglobaltable(L)
        guard RawAccess.field(L, -1, "require") == LUA_TFUNCTION else { return nil }
        LuaStack(L).push("understudy.pretty")
        guard (try? lua.protectedCall(arguments: 1, results: 1)) != nil,
              lua_type(L, -1) == LUA_TTABLE,
              RawAccess.field(L, -1, "display") == LUA_TFUNCTION else { return nil }
        return LuaRef(L, index: -1)
    }

    /// Prints the values from stack index `first` to the top (nothing when there are none) and
    /// leaves the stack as it was. `briefly`: the values a call returned, where a handle shows as
    /// its one-line summary (`Action(1, 'Share')`); typing the handle alone shows its properties.
    func printResults(from first: Int32, briefly: Bool = false) {
        let L = lua.L
        let n = lua_gettop(L) - first + 1
        guard n > 0 else { return }
        if let format {
            prettyPrint(first: first, count: n, format: format, briefly: briefly)
        } else {
            plainPrint(first: first, count: n)
        }
    }

    /// lua.c's `l_print`.
    private func plainPrint(first: Int32, count: Int32) {
        let L = lua.L
        guard lua_checkstack(L, 21) != 0 else {
            StandardStreams.message(nil, "too many results to print")
            return
        }
        us_pushglobaltable(L)
        LuaStack(L).push("print")
        let status = us_pcall_gettable(L, -2)
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)  // the globals table
        if status == LUA_OK {
            lua_rotate(L, first, 1)
            if us_pcall(L, count, 0, 0) == LUA_OK { return }
        }
        let message = LuaStack(L).string(at: -1) ?? "(null)"
        StandardStreams.message(nil, "error calling 'print' (\(message))")
    }

    private func prettyPrint(first: Int32, count: Int32, format: LuaRef, briefly: Bool) {
        let L = lua.L
        // `_` keeps the first result for the next line.
        us_pushglobaltable(L)
        lua_pushvalue(L, first)
        RawAccess.setField(L, -2, "_")
        lua_settop(L, -2)
        var texts: [String] = []
        for i in first..<(first + count) {
            // A string of several lines (a picture from stage.render) prints raw, as lua.c
            // prints it; a one-line string keeps the quoted form that shows it is a string.
            if lua_type(L, i) == LUA_TSTRING, let text = LuaStack(L).string(at: i), text.contains("\n") {
                texts.append(text)
                continue
            }
            if briefly, lua_type(L, i) == LUA_TUSERDATA {
                texts.append(lua.tostring(at: i))
                continue
            }
            format.push(onto: L)
            lua_pushvalue(L, i)
            // A call's table of handles (`stage.popups.all()`) lists them one line each.
            if briefly { LuaTableValue(["brief": true]).push(to: LuaStack(L)) }
            do {
                try lua.protectedCall(arguments: briefly ? 2 : 1, results: 1)
                texts.append(LuaStack(L).string(at: -1) ?? lua.tostring(at: -1))
                lua_settop(L, -2)
            } catch {
                texts.append(lua.tostring(at: i))
            }
        }
        StandardStreams.output(texts.joined(separator: "\t") + "\n")
    }
}
