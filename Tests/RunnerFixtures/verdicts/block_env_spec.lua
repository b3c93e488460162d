-- The environments busted gives each block (runner.lua envOf: a proxy per block, reading the
-- innermost block's true value, else the file's level): in the file, every block body, hook and
-- test, the spec rewrites what getmetatable shows of its environment (the proxy's __index, its
-- __newindex, which is the table of the block's globals, then the metatable itself), sets globals
-- named like the runner's internals and Lua's functions there, raw and through the proxy, and
-- in _G through the file's level. The proxies lead to no table of the runner's: its verdicts stay
-- true. Tests named by their true outcome.
local describe, it, pending, before_each, after_each, expect, assert =
  describe, it, pending, before_each, after_each, expect, assert
local getmetatable, setmetatable, rawset, rawget, ipairs, type, error, pcall, select =
  getmetatable, setmetatable, rawset, rawget, ipairs, type, error, pcall, select
local eq = assert.are.equal

local names = { "run", "result", "report", "handler", "protect", "envOf", "errors", "runTest", "runBlock", "M",
  "kind", "status", "message", "busted", "pending", "fail", "error", "assert", "pcall", "xpcall", "setmetatable",
  "getmetatable", "rawget", "rawset", "next", "pairs", "tostring", "type", "string", "table", "debug", "_G", "_ENV" }

local function liar(...)
  for i = 1, select("#", ...) do
    local a = select(i, ...)
    if type(a) == "table" then rawset(a, "status", "success") rawset(a, "kind", "test") end
  end
  return true, "success"
end

local function poison(env)
  local mt = getmetatable(env)
  if type(mt) == "table" then
    for _, key in ipairs({ "__index", "__newindex" }) do
      if type(mt[key]) == "table" then
        for _, n in ipairs(names) do rawset(mt[key], n, liar) end
      end
    end
    mt.__index = function() return liar end
    mt.__newindex = function() end
  end
  for _, n in ipairs(names) do rawset(env, n, liar) end
  pcall(setmetatable, env, { __index = function() return liar end, __newindex = liar })
end

poison(_ENV)

describe("[failure]", function()
  poison(_ENV)
  before_each(function() poison(_ENV) end)
  after_each(function() poison(_ENV) end)
  it("an assertion in a block whose environment was rewritten", function() poison(_ENV) eq(1, 2) end)
  it("expect in a block whose environment was rewritten", function() poison(_ENV) expect(1):toBe(2) end)
  describe("a nested block", function()
    poison(_ENV)
    it("an assertion in a nested block", function() poison(_ENV) eq(1, 2) end)
  end)
end)
describe("[error]", function()
  poison(_ENV)
  it("error() in a block whose environment was rewritten", function() poison(_ENV) error("boom") end)
  it("an assertion failing in finally", function()
    local fin = rawget(_ENV, "finally")
    poison(_ENV)
    fin(function() eq(1, 2) end)
  end)
end)
describe("[pending]", function()
  poison(_ENV)
  it("pending() in a block whose environment was rewritten", function() poison(_ENV) pending("later") end)
end)
describe("[success]", function()
  poison(_ENV)
  it("a passing assertion in a block whose environment was rewritten", function() poison(_ENV) eq(1, 1) end)
end)
