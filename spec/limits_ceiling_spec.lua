-- understudy.limits under `understudy test`: a spec may lower the runner's limits, never raise
-- them (the runner's --memory-limit, 1G per file by default, and --timeout, 30 s per test).
local understudy = require "understudy"

describe("understudy.limits under the runner", function()
  it("refuses a memory cap above the runner's", function()
    local ok, e = pcall(understudy.limits, { memory = "2G" })
    assert.is_false(ok)
    assert.are.equal("understudy.limits: memory 2G is above this program's limit (1G); it can only be lowered", e)
  end)

  it("refuses a time limit above the runner's", function()
    local ok, e = pcall(understudy.limits, { time = 60 })
    assert.is_false(ok)
    assert.are.equal("understudy.limits: time 60 s is above this program's limit (30 s); it can only be lowered", e)
  end)

  it("lowers them, and false gives the runner's back", function()
    assert.are.equal(256 * 1024 * 1024, understudy.limits{ memory = "256M" }.memory)
    assert.are.equal(1024 * 1024 * 1024, understudy.limits{ memory = false }.memory)
    assert.are.equal(5, understudy.limits{ time = 5 }.time)
    assert.are.equal(30, understudy.limits{ time = false }.time)
  end)
end)
