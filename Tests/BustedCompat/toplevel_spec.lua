-- Tests and hooks at the top level of a file, outside any describe.
local n = 0
before_each(function() n = n + 1 end)

it("top-level test", function() assert.are.equal(1, n) end)
it("second top-level test", function() assert.are.equal(2, n) end)

describe("and a describe", function()
  it("sees the top-level hook", function() assert.are.equal(3, n) end)
end)

pending("top-level pending")
