-- Matches the default pattern _spec, but the default run excludes _wip.
describe("work in progress", function()
  it("is not run", function() error("excluded file ran") end)
end)
