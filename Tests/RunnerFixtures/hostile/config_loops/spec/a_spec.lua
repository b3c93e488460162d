describe("a suite", function()
  it("runs", function() assert.is_true(true) end)
end)
