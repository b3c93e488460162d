describe("after the forgers", function()
  it("still passes", function() end)
end)
