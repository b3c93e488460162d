-- Tags (from ./arguments) that select none of the tests: busted runs nothing and exits 0
-- (before, understudy exited 1). A test that ran would fail.
describe("untagged", function()
  it("is not selected", function() error("not selected") end)
  it("is not selected either #other", function() error("not selected") end)
end)
