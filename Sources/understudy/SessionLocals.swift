import CLua
import CLuaShim
import LuaBridge

/// Top-level `local`s that outlive the input that declared them, in the terminal REPL (lua.c,
/// and piped `-i`, forget them at the end of each input).
///
/// How: each session local is one real Lua variable (an upvalue cell), kept alive by a tiny
/// holder closure. An input that declares or mentions session locals is compiled as
///
///     local __understudy_ran__, sheet, x = ...; return function(...) <input, rewritten>
///     end
///
/// (the prefix on the input's first line, so line numbers hold) where each top-level
/// `local a, b = e` became `__understudy_ran__[k]=true a, b = e` (and `local function f` became
/// `... function f`). The inner function's upvalue for each existing session local is then joined
/// (`lua_upvaluejoin`) to that local's cell, so earlier closures and later inputs share one
/// variable; a new local's cell gets a holder once its statement ran. Globals, `_ENV` and `...`
/// are untouched: the input reads globals through its own `_ENV` as in lua.c.
///
/// ```swift
/// let locals = SessionLocals(lua: lua)
/// if let run = locals.prepare(code) { /* run the function on top */ locals.finish(run) }
/// ```
final class SessionLocals {
    static let flagsName = "__understudy_ran__"

    let lua: LuaState
    var L: OpaquePointer { lua.L }
    /// name -> holder closure whose upvalue 1 is the variable.
    private var holders: [String: LuaRef] = [:]
    /// `<const>` session locals: name -> value (read-only in later inputs).
    private var constants: [String: LuaRef] = [:]
    /// `function() local v; return function() return v end end`: makes holders.
    private let makeHolder: LuaRef?

    init(lua: LuaState) {
        self.lua = lua
        let L = lua.L
        let code = "return function() local v; return function() return v end end"
        if us_load(L, code, code.utf8.count, "=(understudy)", "t") == LUA_OK, us_pcall(L, 0, 1, 0) == LUA_OK {
            makeHolder = LuaRef(L, index: -1)
        } else {
            makeHolder = nil
        }
        lua_settop(L, -2)
    }

    /// The names of the session's locals (for tests and completion).
    var names: [String] { (Array(holders.keys) + Array(constants.keys)).sorted() }

    /// Pushes the value of session local `name` onto `L` and returns true; false (nothing
    /// pushed) when there is no such local. Reads the holder's upvalue: nothing runs.
    func push(_ name: String, onto L: OpaquePointer) -> Bool {
        if let constant = constants[name] { return constant.push(onto: L) }
        guard let holder = holders[name], holder.push(onto: L) else { return false }
        guard lua_getupvalue(L, -1, 1) != nil else {
            lua_settop(L, -2)
            return false
        }
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)
        return true
    }

    struct CompileError: Error { var message: String }

    /// What an input declared, for `finish`.
    struct Run {
        var inner: LuaRef
        /// The `__understudy_ran__` table (nil when the input declares nothing).
        var flags: LuaRef?
        var declared: [Plan.Declaration]
        var upvalues: [String: Int32]
    }

    /// How an input is rewritten.
    struct Plan: Equatable {
        struct Declaration: Equatable {
            var name: String
            var statement: Int  // 1-based, the index into __understudy_ran__
            var isConst: Bool
        }
        var text: [UInt8]
        var declared: [Declaration]
        /// The wrapper's locals after the flags table, in order.
        var prefix: [String]
    }

    /// The rewritten input, or nil when it neither declares a top-level local nor mentions a
    /// session local (it then runs exactly as typed). `<close>` locals and `local _ENV` stay
    /// ordinary locals of their input.
    static func plan(_ code: [UInt8], sessionLocals: Set<String>, constants: Set<String>) -> Plan? {
        let scan = LuaChunkScanner(code)
        var edits: [(start: Int, end: Int, text: String)] = []
        var declared: [Plan.Declaration] = []
        var statement = 0
        for local in scan.topLevelLocals {
            if local.names.contains(where: { $0.text == "_ENV" || $0.text == flagsName }) { continue }
            if local.attributes.contains(where: { $0.name != "const" }) { continue }
            statement += 1
            let isConst = !local.attributes.isEmpty
            edits.append((local.keyword.start, local.keyword.end, "\(flagsName)[\(statement)]=true"))
            for attribute in local.attributes {
                // Only the newlines stay, so the lines after keep their numbers.
                let newlines = code[attribute.start..<attribute.end].filter { $0 == 0x0a }
                edits.append((attribute.start, attribute.end, String(decoding: newlines, as: UTF8.self)))
            }
            if !local.hasValues, let last = local.names.last {
                // `local a, b <const>`: the insertion goes after the attribute, if any.
                let end = local.attributes.last.map { max($0.end, last.end) } ?? last.end
                edits.append((end, end, " = nil"))
            }
            for name in local.names {
                // Only the last declaration of a name in the input decides whether it is const.
                declared.removeAll { $0.name == name.text }
                declared.append(Plan.Declaration(name: name.text, statement: statement, isConst: isConst))
            }
        }
        let mentioned = scan.names.intersection(sessionLocals.union(constants)).subtracting(declared.map(\.name))
        guard !declared.isEmpty || !mentioned.isEmpty else { return nil }
        var text = code
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            text.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        var prefixNames: [String] = []
        for d in declared where !prefixNames.contains(d.name) { prefixNames.append(d.name) }
        let others = mentioned.sorted()
        prefixNames += others
        let list = [flagsName] + prefixNames.map { name in
            others.contains(name) && constants.contains(name) ? name + " <const>" : name
        }
        let prefix = "local " + list.joined(separator: ", ") + " = ...; return function(...) "
        return Plan(text: Array(prefix.utf8) + text + Array("\nend".utf8), declared: declared, prefix: prefixNames)
    }

    /// Replaces the compiled input on top of the stack by its session form (see the type's
    /// comment). Nil, leaving the stack as it was, when the input needs none or it cannot be
    /// built (too many locals, say): the input then runs as lua.c runs it.
    /// Throws the compile error the session form has and the input alone has not: assigning a
    /// `<const>` session local.
    func prepare(_ code: [UInt8]) throws(CompileError) -> Run? {
        guard makeHolder != nil, let plan = SessionLocals.plan(code, sessionLocals: Set(holders.keys),
                                                            constants: Set(constants.keys)) else { return nil }
        let top = lua_gettop(L)
        let status = plan.text.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { us_load(L, $0.baseAddress, $0.count, "=stdin", "t") }
        }
        if status != LUA_OK, let message = LuaStack(L).string(at: -1),
            message.contains("attempt to assign to const variable")
        {
            // `c = 1` after `local c <const> = 42`: Lua's own compile error, as if one chunk.
            lua_settop(L, top)
            throw CompileError(message: message)
        }
        guard status == LUA_OK, lua_checkstack(L, Int32(plan.prefix.count) + 4) != 0 else {
            lua_settop(L, top)
            return nil
        }
        lua_createtable(L, 0, 0)
        for name in plan.prefix {
            if holders[name] != nil {
                lua_pushnil(L)  // joined below
            } else if let value = constants[name] {
                value.push(onto: L)
            } else {
                us_pushglobaltable(L)
                LuaStack(L).push(name)
                lua_rawget(L, -2)
                lua_rotate(L, -2, 1)
                lua_settop(L, -2)
            }
        }
        guard us_pcall(L, Int32(plan.prefix.count) + 1, 1, 0) == LUA_OK, lua_type(L, -1) == LUA_TFUNCTION else {
            lua_settop(L, top)
            return nil
        }
        let inner = lua_gettop(L)
        var upvalues: [String: Int32] = [:]
        var flags: LuaRef?
        var n: Int32 = 1
        while let name = lua_getupvalue(L, inner, n) {
            let text = String(cString: name)
            upvalues[text] = n
            if text == SessionLocals.flagsName { flags = LuaRef(L, index: -1) }
            lua_settop(L, -2)
            n += 1
        }
        for name in plan.prefix {
            guard let holder = holders[name], let index = upvalues[name], holder.push(onto: L) else { continue }
            lua_upvaluejoin(L, inner, index, -1, 1)
            lua_settop(L, -2)
        }
        // The session form replaces the input as typed.
        lua_copy(L, inner, top)
        lua_settop(L, top)
        return Run(inner: LuaRef(L, index: top), flags: flags, declared: plan.declared, upvalues: upvalues)
    }

    /// After the input ran (to the end or to an error): the locals whose statements ran join the
    /// session.
    func finish(_ run: Run) {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard run.inner.push(onto: L), let f = run.flags, f.push(onto: L) else { return }
        let inner = top + 1, flags = top + 2
        for d in run.declared {
            lua_rawgeti(L, flags, lua_Integer(d.statement))
            let ran = lua_toboolean(L, -1) != 0
            lua_settop(L, -2)
            guard ran, let index = run.upvalues[d.name] else { continue }
            if d.isConst {
                _ = lua_getupvalue(L, inner, index)
                constants[d.name] = LuaRef(L, index: -1)
                lua_settop(L, -2)
                holders[d.name] = nil
            } else {
                constants[d.name] = nil
                guard holders[d.name] == nil, let makeHolder, makeHolder.push(onto: L) else { continue }
                guard us_pcall(L, 0, 1, 0) == LUA_OK else { lua_settop(L, -2); continue }
                lua_upvaluejoin(L, -1, 1, inner, index)
                holders[d.name] = LuaRef(L, index: -1)
                lua_settop(L, -2)
            }
        }
    }
}
