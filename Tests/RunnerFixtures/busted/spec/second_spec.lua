-- Used by BustedOptionsTests: LUA_INIT, arg, per-file seeds, coverage of ./src modules.
local hashy = require "hashy"

describe("options", function()
  it("sees LUA_INIT", function() assert.are.equal("ran", INIT_RAN) end)
  it("gets arg[1...] from the command line", function() assert.are.equal("spec", arg[#arg]) end)
  it("mixes", function() assert.are.equal(hashy.mix(10), hashy.mix(10)) end)
  it("prints its first random number", function() print("random " .. math.random(1, 1 << 40)) end)
end)
