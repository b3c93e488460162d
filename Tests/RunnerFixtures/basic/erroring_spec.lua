describe("erroring", function()
  it("raises", function()
    error("kaboom")
  end)
  it("indexes nil", function()
    local t = nil
    return t.field
  end)
end)
