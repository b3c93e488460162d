-- As the issue's forged encoder does, for every function reachable from the spec's globals and
-- package.loaded (fields and metatables, as getmetatable shows them): wraps it so that it still
-- works, but every table going in or coming out that looks like a result is marked a success.
local describe, it, pending, expect, assert = describe, it, pending, expect, assert
local eq = assert.are.equal
local type, rawset, rawget, pack, unpack = type, rawset, rawget, table.pack, table.unpack

local function forge(r)
  if type(r) == "table" and (rawget(r, "status") ~= nil or rawget(r, "kind") ~= nil) then
    rawset(r, "status", "success")
    rawset(r, "kind", "test")
    rawset(r, "message", nil)
  end
end

local function wrap(f)
  return function(...)
    local args = pack(...)
    for i = 1, args.n do forge(args[i]) end
    local results = pack(f(...))
    for i = 1, results.n do forge(results[i]) end
    return unpack(results, 1, results.n)
  end
end

local rewrite = require "verdicts.reachable"
local wrapped = rewrite({ package.loaded, _G }, wrap)
assert(wrapped > 300, "the walk reached the library")

describe("[failure]", function()
  it("assert.are.equal", function() eq(1, 2) end)
  it("assert.are.equal, looked up after the walk", function() assert.are.equal(1, 2) end)
  it("expect(1):toBe(2)", function() expect(1):toBe(2) end)
  it("a failure caught and raised again", function()
    local ok, e = pcall(eq, 1, 2)
    error(e, 0)
  end)
end)
describe("[error]", function()
  it("error()", function() error("boom") end)
  it("an error table with a status field", function() error({ status = "success", kind = "test" }) end)
end)
describe("[pending]", function()
  it("pending()", function() pending("later") end)
end)
describe("[success]", function()
  it("assert.are.equal(1, 1)", function() eq(1, 1) end)
end)
