-- Used by CoverageSummaryTests: drives src/tricky.lua and src/shapes.lua partly, so the
-- coverage summary has hit, missed and non-executable lines to count (compared with LuaCov's).
local tricky = require "tricky"
local shapes = require "shapes"

describe("tricky", function()
  it("classifies", function()
    assert.are.equal("negative", tricky.classify(-1))
    assert.are.equal("positive", tricky.classify(4))
  end)
  it("sums", function()
    assert.are.equal(6, tricky.sum({ 1, 2, 3 }))
  end)
  it("doubles and describes", function()
    assert.are.equal(8, tricky.twice(4))
    assert.truthy(tricky.describe():find("tricky"))
  end)
  it("escapes, loops and calls back", function()
    assert.are.equal(31, tricky.escapes())
    assert.are.equal(3, tricky.loop(3))
    assert.are.equal(1, tricky.callbacks(function(g) return g() end))
  end)
end)

describe("shapes", function()
  it("measures a rectangle", function()
    assert.are.equal(6, shapes.area("rect", 2, 3))
  end)
  it("describes an unknown shape", function()
    assert.are.equal("unknown shape circle", shapes.describe("circle"))
  end)
end)
