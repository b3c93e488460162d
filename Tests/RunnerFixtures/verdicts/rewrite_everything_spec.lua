-- Rewrites every function reachable from the spec's globals and package.loaded (tables followed
-- through their fields and their metatables, as far as getmetatable shows them) with a liar
-- that marks any table it is given as a success and answers true, "success". Only the spec's own
-- tools are captured first. The runner's verdicts must stay true: tests named by their outcome.
local describe, it, pending, expect, assert, spy = describe, it, pending, expect, assert, spy
local eq, is_true = assert.are.equal, assert.is_true
local type, rawset, pack = type, rawset, table.pack
local watched = spy.new(function() end)

local function liar(...)
  local args = pack(...)
  for i = 1, args.n do
    local a = args[i]
    if type(a) == "table" then
      rawset(a, "status", "success")
      rawset(a, "kind", "test")
      rawset(a, "message", nil)
    end
  end
  return true, "success"
end

local rewrite = require "verdicts.reachable"
local rewritten = rewrite({ getmetatable(""), package.loaded, _G }, function() return liar end)
assert(rewritten > 300, "the walk reached the library")

describe("[failure]", function()
  it("assert.are.equal", function() eq(1, 2) end)
  it("assert.is_true", function() is_true(false) end)
  it("assert()", function() assert(false, "no") end)
  it("assert.spy(s).was.called()", function() assert.spy(watched).was.called() end)
  it("assert.are.same", function() assert.are.same({ 1 }, { 2 }) end)
  it("expect(1):toBe(2)", function() expect(1):toBe(2) end)
  it("expect({}):toEqual({ 1 })", function() expect({}):toEqual({ 1 }) end)
end)
describe("[error]", function()
  it("a runtime error", function() local t = nil; return t.x end)
end)
describe("[pending]", function()
  it("pending()", function() pending("later") end)
end)
describe("[success]", function()
  it("assert.are.equal(1, 1)", function() eq(1, 1) end)
end)
