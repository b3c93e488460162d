-- CLuaShim's layers, checked by `make test`: `lua5.4 tools/shim-layers.lua [DIR]` (default
-- Sources/CLuaShim; `--graph` also prints every file's dependencies).
--
-- Every C file and header of the shim starts with `// Layer N, name: what it is`, N and name
-- one of LAYERS below (docs/internals/BRIDGE.md, "CLuaShim's layers"). A file depends on another
-- when it names a function or variable the other defines without `static` (directly, or through
-- a header's inline function or macro it uses), and on a header it includes. The check fails,
-- naming the files and the names, when
--   - a file depends on a file of a higher layer (an upward call or include);
--   - files depend on each other in a loop (a cycle, within a layer too);
--   - a file has no layer line, or one naming no layer, or includes a header that is not there.
-- A lower layer that must tell an upper one something takes a function pointer the upper one
-- registers (the hook's clients, us_deadline_hook): storing a pointer names nothing above.
--
-- Exit status 0 when the layering holds, 1 otherwise.

local LAYERS = { "interface", "platform", "host", "hook", "limits", "state", "values", "calls", "libraries" }
local LAYER_OF_NAME = {}
for i, name in ipairs(LAYERS) do LAYER_OF_NAME[name] = i - 1 end

local graph = false
local dir = "Sources/CLuaShim"
for _, a in ipairs(arg) do
  if a == "--graph" then graph = true else dir = a end
end

local problems = {}
local function problem(fmt, ...) problems[#problems + 1] = fmt:format(...) end

local function listFiles()
  local list = {}
  local p = assert(io.popen("cd '" .. dir:gsub("'", "'\\''") .. "' && find . -name '*.[ch]' -type f | LC_ALL=C sort"))
  for line in p:lines() do list[#list + 1] = line:gsub("^%./", "") end
  p:close()
  return list
end

-- The text with comments, string and character literals blanked (newlines kept).
local function strip(text)
  local out, i, n = {}, 1, #text
  while i <= n do
    local c, d = text:sub(i, i), text:sub(i, i + 1)
    if d == "//" then
      local e = text:find("\n", i, true) or n + 1
      out[#out + 1] = (" "):rep(e - i)
      i = e
    elseif d == "/*" then
      local _, e = text:find("*/", i + 2, true)
      e = e or n
      out[#out + 1] = text:sub(i, e):gsub("[^\n]", " ")
      i = e + 1
    elseif c == '"' or c == "'" then
      local j = i + 1
      while j <= n and text:sub(j, j) ~= c do
        if text:sub(j, j) == "\\" then j = j + 1 end
        j = j + 1
      end
      out[#out + 1] = c .. (" "):rep(j - i - 1) .. c
      i = j + 1
    else
      out[#out + 1] = c
      i = i + 1
    end
  end
  return table.concat(out)
end

local function identifiers(text, into)
  into = into or {}
  for id in text:gmatch("[%a_][%w_]*") do into[id] = true end
  return into
end

-- One file: its layer, includes, non-static definitions, the names it uses, and (a header's)
-- inline functions and macros with the names their bodies use.
local function parse(path)
  local f = assert(io.open(dir .. "/" .. path, "r"))
  local raw = f:read("a")
  f:close()
  local info = { path = path, includes = {}, defines = {}, uses = {}, expands = {} }
  local first = raw:match("^([^\n]*)")
  local n, name = first:match("^// Layer (%d+), ([%a ]-):")
  if not n then
    problem("%s: the first line must say its layer: // Layer N, name: what it is", path)
  elseif LAYER_OF_NAME[name] ~= tonumber(n) then
    problem("%s: 'Layer %s, %s' names no layer (they are %s)", path, n, name, (function()
      local l = {}
      for i, v in ipairs(LAYERS) do l[#l + 1] = (i - 1) .. " " .. v end
      return table.concat(l, ", ")
    end)())
  else
    info.layer = tonumber(n)
  end
  -- Preprocessor lines (with their continuations): includes and macros taken out, then blanked.
  local text = strip(raw)
  local lines = {}
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = line end
  local rawLines = {}
  for line in (raw .. "\n"):gmatch("([^\n]*)\n") do rawLines[#rawLines + 1] = line end
  local i = 1
  while i <= #lines do
    if lines[i]:match("^%s*#") then
      local j = i
      while lines[j]:match("\\%s*$") and j < #lines do j = j + 1 end
      local directive = table.concat(lines, " ", i, j):gsub("\\%s*$", ""):gsub("\\ ", " ")
      local inc = rawLines[i]:match('^%s*#%s*include%s*"([^"]+)"')
      if inc then info.includes[#info.includes + 1] = { name = inc, line = i } end
      local macro, body = directive:match("^%s*#%s*define%s+([%a_][%w_]*)(.*)$")
      if macro then
        body = body:gsub("^%b()", "")
        info.expands[macro] = identifiers(body)
        identifiers(body, info.uses)
      end
      for k = i, j do lines[k] = "" end
      i = j + 1
    else
      i = i + 1
    end
  end
  text = table.concat(lines, "\n")
  -- Top-level declarations: what precedes a `{` or `;` at depth 0.
  local depth, start, pos = 0, 1, 1
  local bodyStart, pending
  while true do
    local s = text:find("[{};]", pos)
    if not s then break end
    local c = text:sub(s, s)
    if c == "{" then
      if depth == 0 then
        local decl = text:sub(start, s - 1)
        local head = decl:gsub("%s+$", "")
        if head:sub(-1) == ")" and not head:find("=") then
          -- A function definition: the name before its parameter list, maybe parenthesized.
          local before = head:gsub("%b()$", ""):gsub("%s+$", "")
          local fname = before:match("%(%s*([%a_][%w_]*)%s*%)$") or before:match("([%a_][%w_]*)$")
          local static = decl:find("%f[%w_]static%f[^%w_]") ~= nil
          local inline = decl:find("%f[%w_]inline%f[^%w_]") ~= nil
          pending = { name = fname, static = static, inline = inline }
          bodyStart = s
        else
          pending = nil
        end
      end
      depth = depth + 1
    elseif c == "}" then
      depth = depth - 1
      if depth == 0 then
        if pending and pending.name then
          if not pending.static then info.defines[pending.name] = true end
          if pending.inline and path:match("%.h$") then
            info.expands[pending.name] = identifiers(text:sub(bodyStart, s))
          end
          -- A function's body ends its declaration; a struct's or an initializer's does not.
          start = s + 1
        end
        pending = nil
      end
    else -- ";"
      if depth == 0 then
        local decl = text:sub(start, s - 1):gsub("%b{}", " ")
        local static = decl:find("%f[%w_]static%f[^%w_]") or decl:find("%f[%w_]extern%f[^%w_]")
          or decl:find("%f[%w_]typedef%f[^%w_]")
        local head = decl:match("^(.-)=") or decl
        head = head:gsub("%s+$", "")
        local tag = head:match("^%s*struct%s*[%w_]*%s*$") or head:match("^%s*union%s*[%w_]*%s*$")
          or head:match("^%s*enum%s*[%w_]*%s*$")
        if not static and not tag and head:find("%S") then
          local vname = head:match("%(%s*%*[%s%w_]-([%a_][%w_]*)%s*%)%s*%b()$")
          if not vname and head:sub(-1) ~= ")" then
            vname = head:gsub("%b[]", ""):gsub("%s+$", ""):match("([%a_][%w_]*)$")
          end
          if vname and not head:match("^%s*[%a_][%w_]*%s*%b()%s*$") then info.defines[vname] = true end
        end
        start = s + 1
      end
    end
    pos = s + 1
  end
  identifiers(text, info.uses)
  return info
end

local files, byPath = {}, {}
for _, path in ipairs(listFiles()) do
  local info = parse(path)
  files[#files + 1] = info
  byPath[path] = info
end

-- Headers by the name an #include gives (the shim's own and its include/ folder).
local function resolve(name)
  return byPath[name] or byPath["include/" .. name]
end

-- Which file defines each global name.
local definer = {}
for _, f in ipairs(files) do
  for name in pairs(f.defines) do
    if definer[name] and definer[name] ~= f then
      problem("%s and %s both define %s", definer[name].path, f.path, name)
    end
    definer[name] = f
  end
end

-- Headers a file includes, directly or not.
local function reachableHeaders(f, seen)
  seen = seen or {}
  for _, inc in ipairs(f.includes) do
    local h = resolve(inc.name)
    if h and not seen[h] then
      seen[h] = true
      reachableHeaders(h, seen)
    end
  end
  return seen
end

-- The names a file uses, with those of the header inline functions and macros it uses.
local function expandedUses(f)
  local uses, headers = {}, reachableHeaders(f)
  local expansions = {}
  for h in pairs(headers) do
    for name, body in pairs(h.expands) do expansions[name] = body end
  end
  for name, body in pairs(f.expands) do expansions[name] = body end
  -- A name a header's macro or inline function stands for is that, not the global of that name
  -- (shim_host.h's us_host_of macro is the inline lookup, not host.c's exported function).
  local queue, seen = {}, {}
  for name in pairs(f.uses) do queue[#queue + 1] = name end
  while #queue > 0 do
    local name = table.remove(queue)
    if not seen[name] then
      seen[name] = true
      local body = expansions[name]
      if body and not f.expands[name] then
        for id in pairs(body) do queue[#queue + 1] = id end
      else
        uses[name] = true
        if body then
          for id in pairs(body) do queue[#queue + 1] = id end
        end
      end
    end
  end
  return uses
end

-- Edges: file -> { [other] = { names } } (calls), includes apart.
local edges = {}
for _, f in ipairs(files) do
  local out = {}
  edges[f] = out
  for _, inc in ipairs(f.includes) do
    local h = resolve(inc.name)
    if not h then
      if not inc.name:match("^lua") then problem("%s:%d: includes %s, which is not in %s", f.path, inc.line, inc.name, dir) end
    elseif h ~= f then
      out[h] = out[h] or {}
      out[h]["#include"] = true
    end
  end
  local uses = f.path:match("%.c$") and expandedUses(f) or {}
  if f.path:match("%.h$") then
    for _, body in pairs(f.expands) do
      for id in pairs(body) do uses[id] = true end
    end
  end
  for name in pairs(uses) do
    local g = definer[name]
    -- A header's inline helper may name what its own layer's files define (the header is their
    -- interface); that is not a dependency of the header on them.
    if g and g ~= f and not (f.path:match("%.h$") and g.layer == f.layer) then
      out[g] = out[g] or {}
      out[g][name] = true
    end
  end
end

local function namesOf(set)
  local l = {}
  for k in pairs(set) do l[#l + 1] = k end
  table.sort(l)
  if #l > 4 then l = { l[1], l[2], l[3], ("and %d more"):format(#l - 3) } end
  return table.concat(l, ", ")
end

local function sortedTargets(f)
  local l = {}
  for g in pairs(edges[f]) do l[#l + 1] = g end
  table.sort(l, function(a, b) return a.path < b.path end)
  return l
end

-- Upward dependencies.
for _, f in ipairs(files) do
  for _, g in ipairs(sortedTargets(f)) do
    if f.layer and g.layer and g.layer > f.layer then
      problem("%s (layer %d, %s) depends on %s (layer %d, %s), a higher layer: %s", f.path, f.layer,
        LAYERS[f.layer + 1], g.path, g.layer, LAYERS[g.layer + 1], namesOf(edges[f][g]))
    end
  end
end

-- Cycles: a depth-first search that names each loop it closes once.
local state, stack, reported = {}, {}, {}
local function visit(f)
  state[f] = "open"
  stack[#stack + 1] = f
  for _, g in ipairs(sortedTargets(f)) do
    if state[g] == "open" then
      local loop, from = {}, nil
      for k = #stack, 1, -1 do
        if stack[k] == g then from = k break end
      end
      for k = from, #stack do loop[#loop + 1] = stack[k] end
      local key = {}
      for _, x in ipairs(loop) do key[#key + 1] = x.path end
      table.sort(key)
      key = table.concat(key, " ")
      if not reported[key] then
        reported[key] = true
        local parts = {}
        for k, x in ipairs(loop) do
          local y = loop[k + 1] or g
          parts[#parts + 1] = ("%s -> %s (%s)"):format(x.path, y.path, namesOf(edges[x][y]))
        end
        problem("cycle: %s", table.concat(parts, "; "))
      end
    elseif not state[g] then
      visit(g)
    end
  end
  stack[#stack] = nil
  state[f] = "done"
end
for _, f in ipairs(files) do
  if not state[f] then visit(f) end
end

if graph then
  for _, f in ipairs(files) do
    local parts = {}
    for _, g in ipairs(sortedTargets(f)) do
      parts[#parts + 1] = ("%s (%s)"):format(g.path, namesOf(edges[f][g]))
    end
    print(("%s [%s]: %s"):format(f.path, f.layer and LAYERS[f.layer + 1] or "?", table.concat(parts, "; ")))
  end
end

if #problems > 0 then
  for _, p in ipairs(problems) do print("shim-layers: " .. p) end
  print(("shim-layers: %d problems in %s (docs/internals/BRIDGE.md, \"CLuaShim's layers\")"):format(#problems, dir))
  os.exit(1)
end
print(("shim-layers: %d files of %s in %d layers, no upward dependency, no cycle"):format(#files, dir, #LAYERS))
