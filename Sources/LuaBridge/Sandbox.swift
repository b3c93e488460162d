import CLua
import CLuaShim
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension LuaState {
    /// Confines the scripts this state runs: they keep the pure libraries (base, string, table,
    /// math, utf8, coroutine, `os.clock`/`date`/`time`/`difftime`) and the stdlib, but
    ///  - `io`, `os.execute`, `os.exit`, `os.remove`, `os.rename`, `os.getenv`, `os.tmpname`,
    ///    `package.loadlib` and `debug` (except `debug.traceback`) raise
    ///    "os.execute is not available in the sandbox" (and so on) when used;
    ///  - `loadfile` and `dofile` open only files inside `scriptDirectory` (paths are resolved
    ///    with realpath, so `..` and symbolic links that lead out are refused), never stdin;
    ///  - `load` (and `loadfile`) compile text only: binary chunks are refused;
    ///  - `require` finds `package.preload` (the embedded stdlib) and Lua files in
    ///    `scriptDirectory`, nothing else (no C modules, no LUA_PATH).
    /// Call it after the libraries, the stdlib and the API are installed.
    ///
    /// ```swift
    /// try lua.applySandbox(scriptDirectory: "/home/me/scenarios")
    /// try lua.run("os.execute('ls')")   // error: os.execute is not available in the sandbox
    /// ```
    public func applySandbox(scriptDirectory: String) throws(LuaError) {
        guard let real = realpath(scriptDirectory, nil) else {
            throw LuaError(kind: .runtime, message: "sandbox: cannot resolve the script directory '\(scriptDirectory)'")
        }
        let root = String(cString: real)
        free(real)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try load(LuaState.sandboxSource, chunkName: "=sandbox", mode: "t")
        LuaStack(L).push(root)
        pushBinding(name: "resolve", params: [LuaParam("path", .string), LuaParam("root", .string)],
                    impl: sandboxResolve, context: nil)
        try protectedCall(arguments: 2, results: 0)
    }

    /// The sandbox itself, in Lua: wrappers keep the original functions in upvalues only.
    static let sandboxSource = #"""
    local root, resolve = ...
    local error, type, select, setmetatable, tostring = error, type, select, setmetatable, tostring
    local rawloadfile, rawload, pack, unpack = loadfile, load, table.pack, table.unpack
    local format = string.format

    local function unavailable(name)
      return function() error(name .. " is not available in the sandbox", 2) end
    end

    -- A library whose every field says it is unavailable (io, the rest of debug).
    local function blocked(name, kept)
      local t = kept or {}
      return setmetatable(t, {
        __index = function(_, k)
          error(name .. "." .. tostring(k) .. " is not available in the sandbox", 2)
        end,
        __metatable = false,
      })
    end

    io = blocked("io")
    package.loaded.io = io
    for _, name in ipairs { "execute", "exit", "remove", "rename", "getenv", "tmpname" } do
      os[name] = unavailable("os." .. name)
    end
    debug = blocked("debug", { traceback = debug.traceback })
    package.loaded.debug = debug
    package.loadlib = unavailable("package.loadlib")

    local function inside(path, what)
      if type(path) == "number" then path = tostring(path) end
      if type(path) ~= "string" then
        error(format("bad argument #1 to '%s' (string expected, got %s)", what, type(path)), 3)
      end
      local real, why = resolve(path, root)
      if real then return real end
      return nil, what .. ": " .. why
    end

    local function text_mode(mode)
      if mode ~= nil and type(mode) == "string" and not mode:find("t", 1, true) then
        return nil, "binary chunks are not allowed in the sandbox"
      end
      return "t"
    end

    loadfile = function(...)
      local filename, mode = ...
      if filename == nil then return nil, "loadfile from standard input is not available in the sandbox" end
      local ok, why = inside(filename, "loadfile")
      if not ok then return nil, why end
      local m, merr = text_mode(mode)
      if not m then return nil, merr end
      if select("#", ...) >= 3 then return rawloadfile(filename, m, (select(3, ...))) end
      return rawloadfile(filename, m)
    end

    dofile = function(filename)
      if filename == nil then error("dofile from standard input is not available in the sandbox", 2) end
      local ok, why = inside(filename, "dofile")
      if not ok then error(why, 2) end
      local f, err = rawloadfile(filename, "t")
      if not f then error(err, 0) end
      return f()
    end

    load = function(...)
      local args = pack(...)
      if type(args[1]) == "string" and args[1]:byte(1) == 27 then
        return nil, "binary chunks are not allowed in the sandbox"
      end
      local m, merr = text_mode(args[3])
      if not m then return nil, merr end
      args[3] = m
      if args.n < 3 then args.n = 3 end
      return rawload(unpack(args, 1, args.n))
    end

    local path = (root == "/" and "" or root) .. "/?.lua;" .. (root == "/" and "" or root) .. "/?/init.lua"
    local searchpath = package.searchpath
    local function script_directory(name)
      local file, err = searchpath(name, path)
      if not file then return err end
      local ok, why = inside(file, format("module '%s'", name))
      if not ok then error(why, 0) end
      local chunk, msg = rawloadfile(file, "t")
      if not chunk then
        error(format("error loading module '%s' from file '%s':\n\t%s", name, file, msg), 0)
      end
      return chunk, file
    end
    package.searchers = { package.searchers[1], script_directory }
    package.path = path
    package.cpath = ""
    """#
}

/// `resolve(path, root)`: the real path of `path` if it lies inside `root`, else nil and why.
private func sandboxResolve(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?) -> Int32 {
    let call = LuaCall(L, ctx)
    let path = call.string(1)
    let root = call.string(2)
    guard let real = realpath(path, nil) else {
        let reason = String(cString: strerror(errno))
        lua_pushnil(L)
        call.stack.push("cannot open \(path): \(reason)")
        return 2
    }
    let resolved = String(cString: real)
    free(real)
    if resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/") {
        return call.returning(resolved)
    }
    lua_pushnil(L)
    call.stack.push("'\(path)' is outside the script directory '\(root)' (sandbox)")
    return 2
}
