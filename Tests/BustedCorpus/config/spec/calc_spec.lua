local calc = require "calc"

describe("calc from lib/", function()
  it("adds", function() assert.are.equal(5, calc.add(2, 3)) end)
  it("divides", function() assert.are.equal(2, calc.div(4, 2)) end)
  it("refuses zero", function() assert.has_error(function() calc.div(1, 0) end) end)
  it("sees the helper's global", function() assert.are.equal("yes", HELPER_LOADED) end)
end)
