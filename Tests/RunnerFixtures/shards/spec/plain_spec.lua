-- Shard fixture (ReportMergeTests): tests that never touch the stage (no film), one failing and
-- one raising an error.
describe("plain", function()
  it("adds", function() assert.are.equal(4, 2 + 2) end)
  it("subtracts wrongly", function() assert.are.equal(1, 3 - 1) end)
  it("raises", function() error("boom", 0) end)
end)
