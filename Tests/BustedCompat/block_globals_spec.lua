-- Globals in blocks, read as busted's getEnv reads them (busted/environment.lua): the innermost
-- block's value that is true, else the file's level. So a global a block set to false reads as
-- nil (these tests fail under busted, and so here), and a false in a test does not hide the
-- true value of the block around it. Real suites set flags that way in hooks (`called = false`).
describe("a describe body global set to false", function()
  flag = false
  it("reads as nil in its test", function()
    assert.is_false(flag)
  end)
  it("is not a boolean there", function()
    assert.are.equal("nil", type(flag))
  end)
end)

describe("a before_each global set to false", function()
  before_each(function() called = false end)
  it("reads as nil in the test", function()
    assert.is_false(called)
  end)
end)

describe("a test global set to false", function()
  it("reads back as nil", function()
    seen = false
    assert.is_nil(seen)
    seen = 0
    assert.are.equal(0, seen)
  end)
end)

describe("a true value around a false one", function()
  level = "outer"
  it("shows through", function()
    level = false
    assert.are.equal("outer", level)
  end)
end)

-- An __index on _G that raises at level 2 (strict.lua, as ltrie's suite installs it): busted
-- reads _G inside its own environment function, so the message names busted's file, not the
-- spec's line (here, the runner's).
describe("a strict _G", function()
  local saved
  setup(function()
    saved = getmetatable(_G)
    setmetatable(_G, { __index = function(_, name)
      error("variable '" .. tostring(name) .. "' is not declared", 2)
    end })
  end)
  teardown(function() setmetatable(_G, saved) end)
  it("names the environment, not the test, for an undeclared read", function()
    return undeclared_anywhere
  end)
  it("still reads what is declared", function()
    assert.are.equal("table", type(string))
  end)
end)
