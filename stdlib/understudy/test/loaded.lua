-- Which files a spec file loads, for `understudy test --watch`: the Lua file each `require`
-- finds along package.path, and each file `dofile` or `loadfile` is given, reported once each
-- as `{ kind = "loaded", path = ... }` (the path as it was written or found: the supervisor
-- makes it absolute). A module required by a module runs in the same state, so the list of one
-- spec file is its whole closure. Only the watch mode installs this (runner.runFile's `loaded`).
--
--   require("understudy.test.loaded").install(report)   -- before the helper and the spec
local M = {}

local type, rawset, rawget, tostring, table = type, rawset, rawget, tostring, table

--- Adds a searcher that notes the file package.path's searcher is about to find, and wraps
--- `dofile` and `loadfile` in the spec's globals. The searcher finds nothing itself (it returns
--- nothing, which `require` skips without a word), so the real searcher's results, messages and
--- errors are unchanged; the wrappers note the path, then tail-call the original.
function M.install(report)
  local seen = {}
  local function note(path)
    if type(path) == "string" and not seen[path] then
      seen[path] = true
      report({ kind = "loaded", path = path })
    end
  end
  local pkg = package
  local searchers = type(pkg) == "table" and rawget(pkg, "searchers")
  local searchpath = type(pkg) == "table" and rawget(pkg, "searchpath")
  local n = type(searchers) == "table" and #searchers or 0
  if n >= 3 and type(searchpath) == "function" then
    -- {preload, [understudy's bundle,] Lua, C, Croot}: just before the Lua one, third from the
    -- end (as us_install_module_cache finds it), so a preloaded or bundled module is not looked
    -- for on disk. A module that fails to compile is noted too: fixing it reruns the spec.
    table.insert(searchers, n - 2, function(name)
      local path = rawget(pkg, "path")
      if type(name) == "string" and type(path) == "string" then note((searchpath(name, path))) end
    end)
  end
  local dofile, loadfile, error = dofile, loadfile, error
  -- A name that is neither a string nor a number is refused here, at the caller's line, as
  -- dofile and loadfile would (dofile() with no name reads standard input: nothing to note).
  local function named(filename, fname)
    local t = type(filename)
    if filename ~= nil and t ~= "string" and t ~= "number" then
      error("bad argument #1 to '" .. fname .. "' (string expected, got " .. t .. ")", 3)
    end
    if filename ~= nil then note(tostring(filename)) end
  end
  rawset(_G, "dofile", function(filename, ...)
    named(filename, "dofile")
    return dofile(filename, ...)
  end)
  rawset(_G, "loadfile", function(filename, ...)
    named(filename, "loadfile")
    return loadfile(filename, ...)
  end)
end

return M
