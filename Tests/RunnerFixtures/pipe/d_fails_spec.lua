describe("after the forgers", function()
  it("still reports its own failure", function() assert.are.equal("d", "D") end)
end)
