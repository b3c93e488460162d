describe("plain", function()
  it("loads nothing", function() assert.is_true(true) end)
end)
