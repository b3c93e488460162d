-- Hook order across nested describes, setup/teardown, lazy_setup, and failing hooks.
local order = {}
local function note(s) order[#order + 1] = s end

describe("hooks", function()
  setup(function() note("setup") end)
  teardown(function() note("teardown") end)
  before_each(function() note("before outer") end)
  after_each(function() note("after outer") end)

  it("first", function() note("first") end)

  describe("inner", function()
    lazy_setup(function() note("lazy inner") end)
    lazy_teardown(function() note("lazy teardown inner") end)
    before_each(function() note("before inner") end)
    after_each(function() note("after inner") end)

    it("second", function() note("second") end)
    it("third", function() note("third") end)
  end)
end)

describe("hook order", function()
  it("was as busted runs it", function()
    assert.are.same({
      "setup",
      "before outer", "first", "after outer",
      "lazy inner",
      "before outer", "before inner", "second", "after inner", "after outer",
      "before outer", "before inner", "third", "after inner", "after outer",
      "lazy teardown inner",
      "teardown",
    }, order)
  end)
end)

describe("a failing before_each", function()
  before_each(function() error("before_each broke") end)
  it("is not run", function() error("not reached") end)
  it("is not run either", function() end)
end)

describe("a failing after_each", function()
  after_each(function() error("after_each broke") end)
  it("still passes itself", function() end)
end)

describe("a failing setup", function()
  setup(function() error("setup broke") end)
  it("is skipped", function() end)
  it("is skipped too", function() end)
end)

describe("a failing lazy_setup", function()
  lazy_setup(function() error("lazy broke") end)
  it("is skipped", function() end)
  it("is skipped too", function() end)
end)

describe("a failing teardown", function()
  teardown(function() error("teardown broke") end)
  it("passes", function() end)
end)

describe("an assertion in a hook", function()
  before_each(function() assert.are.equal(1, 2) end)
  it("counts as an error, not a failure", function() end)
end)

describe("an erroring describe body", function()
  it("is registered before the error", function() end)
  error("describe body broke")
end)

describe("after the broken describe", function()
  it("still runs", function() assert.is_true(true) end)
end)
