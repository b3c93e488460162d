local c = dofile("src/c.lua")
describe("c", function()
  it("reads c", function() assert.are.equal("c", c.name) end)
end)
