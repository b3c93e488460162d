-- Errors outside tests, as real suites make them: a describe body calling a DSL function busted
-- does not have (beholder.lua's `before`), a block needing a module that is not installed
-- (luamqtt's copas connector), and failing hooks: setup, teardown (named), lazy_setup,
-- before_each and after_each (reported under their test here, listed as busted lists them in
-- -o gtest).
describe("a block written for another runner", function()
  it("is registered before the error", function() end)
  before(function() end)
end)

describe("#copas a block needing a missing module", function()
  local missing = require "no_such_module_here"
  it("never registers", function() assert.is_table(missing) end)
end)

describe("a failing setup", function()
  setup(function()
    error("setup broke")
  end)
  it("is skipped", function() end)
end)

describe("a failing named teardown", function()
  it("passes", function() end)
  teardown("closes the connection", function() error("teardown broke") end)
end)

describe("a failing lazy_setup", function()
  lazy_setup(function() error({ code = 7 }) end)
  it("is skipped", function() end)
end)

describe("a failing before_each", function()
  before_each(function() error("before_each broke") end)
  it("is not run", function() end)
end)

describe("a failing after_each", function()
  after_each(function() error("after_each broke") end)
  it("passes itself", function() end)
end)

describe("after them", function()
  it("still runs", function() assert.are.equal(2, 1 + 1) end)
end)
