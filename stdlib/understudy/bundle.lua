-- The searcher for the modules understudy bundles under other projects' names: luassert, say and
-- busted (`luassert.*`, `say.*`, `busted.*`), backed by understudy's own test library.
--
-- The rule: the project's own modules win over the bundled ones, and the bundled ones win over
-- installed copies. So a bundled name is looked up first along package.path *without* the
-- entries that point into an installation tree (a template containing `/share/lua/` or
-- `/lib/lua/`, where Debian, LuaRocks and `make install` put modules, or an absolute one outside
-- the current directory); a file found there is the project's and is loaded. Otherwise the
-- bundled module is used, and a name in those namespaces that is not bundled fails as not found
-- instead of loading an installed copy (which would mix two implementations).
--
-- The searcher sits right after package.preload's, before the package.path and cpath searchers.
local M = {}

local NAMESPACES = { luassert = true, say = true, busted = true }

local function bundledName(name)
  local root = name:match "^([^.]+)"
  return root ~= nil and NAMESPACES[root] == true
end
M.bundledName = bundledName

--- package.path without the entries that point into an installation tree.
local function projectPath(path, cwd)
  local kept = {}
  for template in path:gmatch "[^;]+" do
    local installed = template:find("/share/lua/", 1, true) or template:find("/lib/lua/", 1, true)
    if not installed and template:sub(1, 1) == "/" then
      installed = cwd == nil or cwd == "" or template:sub(1, #cwd + 1) ~= cwd .. "/"
    end
    if not installed then kept[#kept + 1] = template end
  end
  return table.concat(kept, ";")
end
M.projectPath = projectPath

local bundled = {} -- name -> loader, from install

--- Installs the searcher. `loaders` maps bundled names to their loaders; `cwd` is the directory
--- the project lives in (absolute).
function M.install(loaders, cwd)
  bundled = loaders
  M.cwd = cwd -- the absolute directory relative paths start from (busted.fixtures)
  M.loaders = loaders -- a test worker's seal puts loaders of its views here (understudy/test/seal.lua)
  local searchers = package.searchers
  if type(searchers) ~= "table" then return end
  local function searcher(name)
    if type(name) ~= "string" or not bundledName(name) then return nil end
    local path = type(package.path) == "string" and projectPath(package.path, cwd) or ""
    local file, tried = package.searchpath(name, path)
    if file then
      local chunk, err = loadfile(file)
      if not chunk then
        error(("error loading module '%s' from file '%s':\n\t%s"):format(name, file, err), 0)
      end
      return chunk, file
    end
    local loader = loaders[name] or loaders[(name:gsub("%.init$", ""))]
    if loader then return loader, ":bundled:" .. name end
    -- Not bundled: stop here, so a later searcher cannot load an installed copy.
    error(("module '%s' not found:\n\tno field package.preload['%s']%s\n\t"
      .. "(understudy bundles luassert, say and busted; installed copies of their modules are not used)")
      :format(name, name, tried and ("\n\t" .. tried:gsub("^%s+", "")) or ""), 0)
  end
  table.insert(searchers, math.min(2, #searchers + 1), searcher)
end

-- The modules busted 2.1 has loaded by the time a spec file runs (those understudy bundles), so
-- `require "say"` in a spec gives luassert's say as under busted, and only a spec that clears
-- package.loaded.say first reaches a project's own say.
M.BUSTED_LOADED = {
  "say", "luassert.util", "luassert.namespaces", "luassert.state", "luassert.assert",
  "luassert.languages.en", "luassert.assertions", "luassert.modifiers", "luassert.array",
  "luassert.match", "luassert.matchers.core", "luassert.matchers.composite", "luassert.matchers",
  "luassert.formatters", "luassert", "luassert.spy", "luassert.stub", "luassert.mock", "busted",
  "busted.compatibility", "busted.status", "busted.core", "busted.fixtures", "busted.runner",
}

-- Those whose loading changes something a spec can see without requiring them (luassert's
-- init sets assert._COPYRIGHT and friends; its English language sets say's namespace).
local LOADED_AT_ONCE = { ["luassert"] = true, ["luassert.languages.en"] = true }

--- Puts those modules from the bundle (never from the project's or an installed copy, as busted
--- loads them before the project's lpath applies) into package.loaded. Most load when first
--- read (package.loaded's __index: `require`, a spec reading package.loaded, `pairs` over it),
--- as most files never use them; one assigned first (even nil, to clear it) is not loaded.
function M.preloadLikeBusted()
  local loaded = package.loaded
  local waiting = {}
  local function load(name)
    waiting[name] = nil
    local value = bundled[name](name, ":bundled:" .. name)
    if rawget(loaded, name) == nil then rawset(loaded, name, value == nil and true or value) end
    return rawget(loaded, name)
  end
  for _, name in ipairs(M.BUSTED_LOADED) do
    if rawget(loaded, name) == nil and bundled[name] then waiting[name] = true end
  end
  -- Lazily only on a package.loaded of its own (no metatable a host or helper set).
  local lazy = getmetatable(loaded) == nil
  for _, name in ipairs(M.BUSTED_LOADED) do
    if waiting[name] and (LOADED_AT_ONCE[name] or not lazy) then load(name) end
  end
  if not lazy or next(waiting) == nil then return end
  setmetatable(loaded, {
    __index = function(_, name)
      if waiting[name] then return load(name) end
    end,
    __newindex = function(t, name, value)
      waiting[name] = nil
      rawset(t, name, value)
    end,
    __pairs = function(t)
      for _, name in ipairs(M.BUSTED_LOADED) do
        if waiting[name] then load(name) end
      end
      return next, t, nil
    end,
  })
end

-- The other modules busted 2.1.1 has loaded by then: its dependencies (Penlight, lua-term,
-- luasystem, lua_cliargs, LuaFileSystem, mediator_lua), in the order busted starts loading them
-- (a module's own requires come first: term/cursor.lua needs term/init.lua started), and what
-- its output handler loads.
M.BUSTED_DEPENDENCIES = {
  "pl.path", "pl.utils", "pl.compat", "lfs", "pl.tablex", "pl.types", "term", "term.core",
  "term.colors", "term.cursor", "pl.pretty", "pl.lexer", "pl.stringx", "system", "system.core",
  "mediator", "cliargs.core", "cliargs.utils.disect", "cliargs.utils.split", "cliargs.utils.lookup",
  "cliargs.utils.filter", "cliargs.utils.shallow_copy", "cliargs.printer", "cliargs.utils.wordwrap",
  "cliargs.constants", "cliargs.config_loader", "cliargs.utils.trim", "cliargs.parser",
  "cliargs.utils.disect_argument", "pl.Map", "pl.class", "pl.dir",
}
M.OUTPUT_DEPENDENCIES = { json = { "dkjson" }, junit = { "pl.xml" } }

--- `busted-modules` (opt-in): requires those modules for the output `output` (an
--- `understudy test -o` name), along package.path and package.cpath as they are before the
--- project's lpath applies, where busted finds its own. So a spec's `require "pl.utils"` gets
--- busted's copy, not the project's. A module that is not installed is an error.
function M.preloadBustedDependencies(output)
  local names = { table.unpack(M.BUSTED_DEPENDENCIES) }
  for _, name in ipairs(M.OUTPUT_DEPENDENCIES[output] or {}) do names[#names + 1] = name end
  for _, name in ipairs(names) do
    if package.loaded[name] == nil then
      local ok, err = pcall(require, name) -- (called from C: the message names no line here)
      if not ok then error(err, 0) end
    end
  end
end

return M
