-- busted's --sort (from ./arguments): each block's tests run sorted by name, so the last one
-- sees "a" before "b". understudy accepts --sort but runs tests in file order (a known
-- difference, BustedCorpusTests.known).
local order = {}
describe("sorted by name", function()
  it("b runs second", function() order[#order + 1] = "b" end)
  it("a runs first", function() order[#order + 1] = "a" end)
  it("c runs last and saw a, then b", function() assert.are.same({ "a", "b" }, order) end)
end)
