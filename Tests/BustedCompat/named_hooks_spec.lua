-- Hooks take a name first, as busted's (`teardown("checks", fn)`, curried `setup "name" (fn)`);
-- a failing named setup or teardown is reported by its name.
local order = {}

describe("named hooks", function()
  setup "prepares" (function() order[#order + 1] = "setup" end)
  before_each("resets", function() order[#order + 1] = "before_each" end)
  after_each "cleans" (function() order[#order + 1] = "after_each" end)

  it("runs them", function()
    assert.are.same({ "setup", "before_each" }, order)
  end)

  teardown("checks the order", function()
    assert.are.same({ "setup", "before_each", "after_each" }, order)
  end)
end)

describe("a named teardown that fails", function()
  it("passes", function() end)
  teardown("fails on purpose", function() error("teardown failed") end)
end)

describe("a named setup that fails", function()
  setup("fails on purpose", function() error("setup failed") end)
  it("does not run", function() end)
end)
