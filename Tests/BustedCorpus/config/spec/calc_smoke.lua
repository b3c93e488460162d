-- Only the `smoke` run picks this file (pattern = "smoke").
local calc = require "calc"
describe("smoke", function()
  it("adds", function() assert.are.equal(2, calc.add(1, 1)) end)
end)
