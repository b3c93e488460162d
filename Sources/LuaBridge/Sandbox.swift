import CLua
import CLuaShim
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension LuaState {
    /// Confines the scripts this state runs: they keep the pure libraries (base, string, table,
    /// math, utf8, coroutine, `os.clock`/`date`/`time`/`difftime`) and the stdlib, but
    ///  - `io`, `os.execute`, `os.exit`, `os.remove`, `os.rename`, `os.getenv`, `os.tmpname`,
    ///    `os.setlocale` (process-wide), `package.loadlib` and `debug` (except `debug.traceback`)
    ///    raise "os.execute is not available in the sandbox" (and so on) when used;
    ///  - `loadfile`, `dofile`, `require` and `package.searchpath` see only files inside
    ///    `scriptDirectory`, never stdin. A path is checked lexically (`..` resolved as text) and
    ///    then by its real path (symbolic links), and a refused path gets the same answer as a
    ///    missing one ("cannot open x (no such file in the script directory)", "no file 'x'"), so
    ///    nothing outside can be probed;
    ///  - everything compiles as text: `load`, `loadfile`, `dofile` and `require` use mode "t"
    ///    whatever mode is asked, and so do `us_load`/`us_loadfile` (the host's own loads of the
    ///    main chunk, `-e`, stdin, `LUA_INIT`), so a binary chunk gets Lua's own
    ///    "attempt to load a binary chunk (mode is 't')";
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
                    impl: .c(sandboxResolve), context: nil)
        pushBinding(name: "readable", params: [LuaParam("path", .string)], impl: .c(sandboxReadable), context: nil)
        try protectedCall(arguments: 3, results: 0)
        host.pointee.text_only = 1
    }

    /// The sandbox itself, in Lua: wrappers keep the original functions in upvalues only.
    static let sandboxSource = #"""
    local root, resolve, readable = ...
    local error, type, select, setmetatable, tostring = error, type, select, setmetatable, tostring
    local rawloadfile, rawload, pack, unpack = loadfile, load, table.pack, table.unpack
    local format, find, sub, gmatch = string.format, string.find, string.sub, string.gmatch

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
    for _, name in ipairs { "execute", "exit", "remove", "rename", "getenv", "tmpname", "setlocale" } do
      os[name] = unavailable("os." .. name)
    end
    debug = blocked("debug", { traceback = debug.traceback })
    package.loaded.debug = debug
    package.loadlib = unavailable("package.loadlib")

    -- luaL_checkstring / luaL_optstring for the wrappers' own arguments.
    -- `level` 1 is the wrapper's caller (default).
    local function checkstring(v, i, fname, default, level)
      if v == nil and default ~= nil then return default end
      if type(v) == "number" then return tostring(v) end
      if type(v) ~= "string" then
        error(format("bad argument #%d to '%s' (string expected, got %s)", i, fname,
                     v == nil and "no value" or type(v)), 2 + (level or 1))
      end
      return v
    end

    -- The name to open for `path` if it lies inside the script directory, else nil and a
    -- message that is the same for a missing file and for a refused one.
    local function inside(path, what)
      if type(path) == "number" then path = tostring(path) end
      if type(path) ~= "string" then
        error(format("bad argument #1 to '%s' (string expected, got %s)", what, type(path)), 3)
      end
      local open = resolve(path, root)
      if open == true then return path end
      if open then return open end
      return nil, format("%s: cannot open %s (no such file in the script directory)", what, path)
    end

    -- The mode argument is checked as Lua checks it, then ignored: the sandbox compiles text only.
    local function checkmode(mode, i, fname)
      if mode ~= nil then checkstring(mode, i, fname, nil, 2) end
    end

    loadfile = function(...)
      local filename, mode = ...
      checkmode(mode, 2, "loadfile")
      if filename == nil then return nil, "loadfile from standard input is not available in the sandbox" end
      local file, why = inside(filename, "loadfile")
      if not file then return nil, why end
      if select("#", ...) >= 3 then return rawloadfile(file, "t", (select(3, ...))) end
      return rawloadfile(file, "t")
    end

    dofile = function(filename)
      if filename == nil then error("dofile from standard input is not available in the sandbox", 2) end
      local file, why = inside(filename, "dofile")
      if not file then error(why, 2) end
      local f, err = rawloadfile(file, "t")
      if not f then error(err, 0) end
      return f()
    end

    load = function(...)
      local args = pack(...)
      checkmode(args[3], 3, "load")
      args[3] = "t"
      if args.n < 3 then args.n = 3 end
      return rawload(unpack(args, 1, args.n))
    end

    -- Replaces every plain occurrence of `old` in `s` (luaL_gsub).
    local function replace(s, old, new)
      local out, i = {}, 1
      while true do
        local j = find(s, old, i, true)
        if not j then break end
        out[#out + 1] = sub(s, i, j - 1)
        out[#out + 1] = new
        i = j + #old
      end
      out[#out + 1] = sub(s, i)
      return table.concat(out)
    end

    -- package.searchpath (loadlib.c's searchpath), where a file outside the script directory is
    -- "no file", exactly like a missing one.
    local function searchpath(name, path, sep, rep)
      name = checkstring(name, 1, "searchpath")
      path = checkstring(path, 2, "searchpath")
      sep = checkstring(sep, 3, "searchpath", ".")
      rep = checkstring(rep, 4, "searchpath", "/")
      if sep ~= "" and find(name, sep, 1, true) then name = replace(name, sep, rep) end
      local list = replace(path, "?", name)
      for file in gmatch(list, "[^;]+") do
        local open = resolve(file, root)
        if open == true then open = file end
        if open and readable(open) then return file end
      end
      return nil, "no file '" .. replace(list, ";", "'\n\tno file '") .. "'"
    end
    package.searchpath = searchpath

    local path = (root == "/" and "" or root) .. "/?.lua;" .. (root == "/" and "" or root) .. "/?/init.lua"
    local function script_directory(name)
      local file, err = searchpath(name, path)
      if not file then return err end
      local open, why = inside(file, format("module '%s'", name))
      if not open then error(why, 0) end
      local chunk, msg = rawloadfile(open, "t")
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

/// A Lua string argument's bytes up to its first NUL (what the C library will see as the name).
private func pathBytes(_ L: OpaquePointer, _ index: Int32) -> [CChar] {
    var length = 0
    guard let raw = lua_tolstring(L, index, &length) else { return [] }
    return Array(UnsafeBufferPointer(start: raw, count: length).prefix { $0 != 0 })
}

/// `resolve(path, root)`: whether `path` names something inside `root`. Returns true when `path`
/// can be opened as it is, the normalized absolute path to open instead when it has `..`
/// components, or nil. The check is lexical first (so `..` through a directory outside, which
/// exists or not, never touches it), then by real path (symbolic links inside that lead out).
private func sandboxResolve(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?) -> Int32 {
    let call = LuaCall(L, ctx)
    let path = pathBytes(L, 1)
    let root = pathBytes(L, 2)
    guard !path.isEmpty, let lexical = SandboxPath.normalize(path), SandboxPath.isInside(lexical, root) else {
        return call.returningNil()
    }
    let real: [CChar]? = (lexical + [0]).withUnsafeBufferPointer { buf in
        guard let r = realpath(buf.baseAddress, nil) else { return nil }
        defer { free(r) }
        return Array(UnsafeBufferPointer(start: r, count: strlen(r)))
    }
    guard let real, SandboxPath.isInside(real, root) else { return call.returningNil() }
    if !SandboxPath.hasParentComponent(path) { return call.returning(true) }
    lexical.withUnsafeBufferPointer { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
    return 1
}

/// `readable(path)`: loadlib.c's `readable` (the file opens for reading).
private func sandboxReadable(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?) -> Int32 {
    let call = LuaCall(L, ctx)
    let path = pathBytes(L, 1) + [0]
    let file = path.withUnsafeBufferPointer { fopen($0.baseAddress, "r") }
    if let file { fclose(file) }
    return call.returning(file != nil)
}

/// Paths as bytes, compared and normalized without touching the file system.
enum SandboxPath {
    static let slash = CChar(UInt8(ascii: "/"))
    static let dot = CChar(UInt8(ascii: "."))

    /// The absolute path with `.`, `..` and repeated slashes resolved as text (relative paths
    /// start at the current directory); nil when the current directory is unknown.
    static func normalize(_ path: [CChar]) -> [CChar]? {
        var full = path
        if path.first != slash {
            guard let cwd = getcwd(nil, 0) else { return nil }
            defer { free(cwd) }
            full = Array(UnsafeBufferPointer(start: cwd, count: strlen(cwd))) + [slash] + path
        }
        var parts: [ArraySlice<CChar>] = []
        for part in full.split(separator: slash, omittingEmptySubsequences: true) {
            if part.elementsEqual([dot]) { continue }
            if part.elementsEqual([dot, dot]) {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        var out: [CChar] = []
        for part in parts { out.append(slash); out.append(contentsOf: part) }
        return out.isEmpty ? [slash] : out
    }

    /// `path` (absolute, normalized) is `root` or below it.
    static func isInside(_ path: [CChar], _ root: [CChar]) -> Bool {
        if root == [slash] { return path.first == slash }
        return path == root || (path.count > root.count && path.starts(with: root) && path[root.count] == slash)
    }

    static func hasParentComponent(_ path: [CChar]) -> Bool {
        path.split(separator: slash).contains { $0.elementsEqual([dot, dot]) }
    }
}
