-- Stubs every global and library function the test library calls (luassert's stub, which keeps
-- the stub for the rest of the file, as busted 2.1 does), then fails an assertion: each failure
-- must still be reported. busted on Lua 5.4 reports each of these as a failure too.
local names = {
  "error", "assert", "pcall", "xpcall", "tostring", "tonumber", "type", "pairs", "ipairs", "next",
  "select", "setmetatable", "getmetatable", "rawget", "rawset", "rawequal", "rawlen", "require",
  "load", "loadfile",
  "table.insert", "table.remove", "table.concat", "table.unpack", "table.pack", "table.sort",
  "string.format", "string.rep", "string.sub", "string.gsub", "string.find", "string.match",
  "string.gmatch", "string.lower", "string.byte", "string.char", "string.upper",
  "math.floor", "math.min", "math.max", "math.type", "math.huge",
  "debug.getinfo", "debug.traceback", "debug.getmetatable", "debug.setmetatable", "debug.sethook",
  "debug.getupvalue", "debug.setupvalue",
  "coroutine.wrap", "coroutine.resume", "coroutine.yield", "coroutine.running",
  "os.clock", "os.time", "os.getenv", "io.open", "io.write",
}

local function parts(name)
  local lib, key = name:match("^(%a+)%.(%a+)$")
  if lib then return _G[lib], key end
  return _G, name
end

-- Captured before anything is stubbed: the spec's own tools keep working.
local describe, it, ipairs, stub, assert, expect = describe, it, ipairs, stub, assert, expect
local eq = assert.are.equal

describe("[failure]", function()
  for _, name in ipairs(names) do
    local t, key = parts(name)
    it("assert.are.equal with " .. name .. " stubbed", function()
      if type(t[key]) == "function" then stub(t, key) else t[key] = nil end
      eq(1, 2)
    end)
  end
  it("expect with everything stubbed", function() expect(1):toBe(2) end)
  it("assert() with everything stubbed", function() assert(false, "no") end)
  it("assert.is_true with everything stubbed", function() assert.is_true(false) end)
  it("assert.has_error with everything stubbed", function() assert.has_error(function() end) end)
  it("snapshot mismatch with everything stubbed", function() expect("new"):toMatchSnapshot() end)
end)
