-- The test runner's own copy of the test library, out of the spec's reach.
--
-- A test worker runs this before any of the spec's code (before LUA_INIT too), while the globals
-- are still the standard ones. It loads every module of the test library (the runner, luassert,
-- expect, snapshots, the worker's protocol) into a private module table, each with a private
-- environment: a copy of the globals and of the standard library tables as they are now. So the
-- code that runs assertions, classifies errors and reports records calls `error`, `pcall`,
-- `table.insert`, `string.format`... as Lua shipped them, whatever the spec later assigns,
-- stubs or spies, and none of those modules is in the spec's `package.loaded`.
--
-- The spec sees *views* (`publish`): for each module a copy of its table (functions shared,
-- data copied), so rewriting a field of a view changes the view only; objects whose identity
-- matters (the `assert` object, spies, matchers, failures) are shared, and their metatables are
-- locked (`getmetatable` gives a view of the class: locked.lua). The functions that drive a run (`runner.runFile`,
-- `worker.run`, `snapshot.begin`...) are in no view. With the `debug` library a spec can still
-- reach anything (docs/TESTING.md, "What a spec can influence").
--
--   local require, publish = seal(chunks)  -- chunks: module name -> function loading its main chunk
--   require("understudy.test.worker").run(options, emit)
local next, type, pairs, ipairs = next, type, pairs, ipairs
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable
local setupvalue = debug.setupvalue
local realRequire, globals, package = require, _G, package
local find = string.find

local LIBRARIES = { "string", "table", "math", "os", "io", "coroutine", "utf8", "debug" }

-- What a view of these modules keeps; other modules' views keep every field.
local PUBLIC = {
  ["understudy.test.runner"] = { keepBetweenTests = true, running = true, busted = true, dsl = true },
  ["understudy.test.worker"] = { encode = true, escape = true, truncate = true, maxField = true },
  ["understudy.test.snapshot"] = { pathFor = true, render = true },
}

-- Modules whose view copies the module table only: its data is shared, by identity. say's
-- registry is the messages every assertion reads, which a spec may change as under busted
-- (`say:set`); say's own spec reads it back as `s._registry.en.key` and `s.en.key`.
local SHARED_DATA = { ["understudy.test.say"] = true, say = true }

local function copy(t)
  local c = {}
  for k, v in next, t do c[k] = v end
  return c
end

--- A private environment: the globals now, with copies of the library tables.
local function environment()
  local env = copy(globals)
  for _, name in ipairs(LIBRARIES) do
    if type(globals[name]) == "table" then env[name] = copy(globals[name]) end
  end
  env._G = globals -- the spec's globals, for code that means them (insulate, the stage)
  env.package = package
  return env
end

return function(chunks)
  local env = environment()
  local loaded = {}
  local sharedData = {} -- module tables whose fields and __index results are not viewed
  local function require(name)
    local m = loaded[name]
    if m ~= nil then return m end
    local load = chunks[name]
    if load == nil then return realRequire(name) end
    local chunk = load()
    setupvalue(chunk, 1, env)
    m = chunk(name, ":sealed:" .. name)
    if loaded[name] ~= nil then return loaded[name] end
    if m == nil then m = true end
    loaded[name] = m
    if SHARED_DATA[name] and type(m) == "table" then sharedData[m] = true end
    return m
  end
  env.require = require

  -- Views ---------------------------------------------------------------------------------------
  local views = {}
  local function view(v, keep)
    if type(v) ~= "table" then return v end
    local deep = sharedData[v] == nil
    local mt = getmetatable(v)
    -- An object of the library (its class locked) or the assert object: shared, by identity.
    if mt ~= nil and mt.__metatable ~= nil then return v end
    local seen = views[v]
    if seen then return seen end
    local c = {}
    views[v] = c
    for k, x in next, v do
      if keep == nil or keep[k] then c[k] = deep and view(x) or x end
    end
    if mt ~= nil then
      local m = copy(mt)
      local index = m.__index
      -- (a module whose data is shared gives what its __index gives as it is)
      if deep and type(index) == "table" then
        m.__index = view(index)
      elseif deep and type(index) == "function" then
        -- A module that reads through to another (`require "busted"`'s fields are the DSL's):
        -- what it gives is viewed too, so `require("busted").spy` is the spec's `spy`.
        m.__index = function(t, k) return view(index(t, k)) end
      end
      setmetatable(c, m)
    end
    return c
  end

  local function viewOf(name)
    return view(require(name), PUBLIC[name])
  end

  --- Puts the views behind `require`: package.preload for understudy.test's modules, the bundle
  --- searcher's table for luassert's, say's and busted's (so the bundle's `preloadLikeBusted`
  --- loads views too); `understudy.pretty` stays the spec's own. Returns `view`, for the DSL's
  --- globals.
  local function publish()
    local bundle = package.loaded["understudy.bundle"]
    for name in pairs(chunks) do
      local function loader() return viewOf(name) end
      if find(name, "^understudy%.test%.") then
        package.preload[name] = loader
      elseif type(bundle) == "table" and type(bundle.loaders) == "table" and bundle.bundledName(name) then
        bundle.loaders[name] = loader
      end
    end
    return view
  end

  return require, publish
end
