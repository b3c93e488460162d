local work = require "work"

describe("CPU-bound project code", function()
  it("hashes 1 MB", function()
    assert.is_number(work.hash(string.rep("abcdefgh", 1 << 17)))
  end)
  it("builds and sums 200,000 pairs", function()
    assert.are.equal(3 * 200000 * 200001 // 2, work.tables(200000))
  end)
end)
