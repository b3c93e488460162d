-- luassert.util.deepcopy as luassert 1.9.0 copies: values deep, keys as they are (a table key is
-- the same table in the copy), spies kept, metatables shared unless deepmt. Before: keys were
-- copied too, so a copy could not be indexed by the original's table keys.
local util = require "luassert.util"

describe("luassert.util.deepcopy", function()
  it("keeps table keys as they are", function()
    local key = { "k" }
    local copy = util.deepcopy({ [key] = { 1 } })
    assert.are.same({ 1 }, copy[key])
  end)

  it("copies values", function()
    local inner = { 1 }
    local copy = util.deepcopy({ inner = inner })
    assert.are_not.equal(inner, copy.inner)
    assert.are.same(inner, copy.inner)
  end)

  it("keeps spies", function()
    local s = spy.new(function() end)
    assert.are.equal(s, util.deepcopy({ s = s }).s)
  end)

  it("shares the metatable, or copies it with deepmt", function()
    local mt = { __index = { x = 1 } }
    local t = setmetatable({}, mt)
    assert.are.equal(mt, getmetatable(util.deepcopy(t)))
    local deep = getmetatable(util.deepcopy(t, true))
    assert.are_not.equal(mt, deep)
    assert.are.same(mt, deep)
  end)

  it("a table key missing from the copy fails", function()
    local key = {}
    local copy = util.deepcopy({ [key] = true })
    assert.is_nil(copy[key])
  end)
end)
