-- A file that raises while loading, after registering one test.
describe("registered", function()
  it("never runs", function() end)
end)
error("the file itself is broken")
