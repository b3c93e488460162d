-- Tagged names (#tag), plain tests, a nested pending, and nested context names.
describe("tagged #slow", function()
  it("one", function() end)
  it("two #fast", function() end)
end)

describe("untagged", function()
  it("three", function() end)
  it("four #fast", function() assert.are.same({ 1 }, { 1 }) end)
  describe("nested", function()
    pending("five #fast")
  end)
end)
