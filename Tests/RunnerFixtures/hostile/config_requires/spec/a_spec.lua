describe("a suite", function()
  it("runs", function() assert.is_odd(1) end)
end)
