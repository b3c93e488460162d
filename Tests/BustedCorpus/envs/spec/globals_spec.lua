-- busted's per-block environments: a global assigned without `local` lives in its block.
FILE_GLOBAL = "file"

describe("globals in it", function()
  it("assigns one", function()
    IN_TEST = 1
    assert.are.equal(1, IN_TEST)
  end)
  it("does not see the previous test's", function()
    assert.is_nil(IN_TEST)
  end)
  it("sees the file's", function()
    assert.are.equal("file", FILE_GLOBAL)
  end)
end)

describe("globals in describe", function()
  IN_DESCRIBE = "outer"
  describe("inner", function()
    it("sees the enclosing describe's", function() assert.are.equal("outer", IN_DESCRIBE) end)
  end)
end)

describe("a sibling describe", function()
  it("does not see the other describe's", function() assert.is_nil(IN_DESCRIBE) end)
end)

describe("globals in hooks", function()
  setup(function() FROM_SETUP = "setup" end)
  before_each(function() FROM_BEFORE = (FROM_BEFORE or 0) + 1 end)
  it("sees setup's", function() assert.are.equal("setup", FROM_SETUP) end)
  it("sees before_each's, which writes into the block", function() assert.are.equal(2, FROM_BEFORE) end)
end)

describe("after the hooks' block", function()
  it("sees none of them", function()
    assert.is_nil(FROM_SETUP)
    assert.is_nil(FROM_BEFORE)
  end)
  it("still has _G for explicit globals", function()
    _G.EXPLICIT = true
    assert.is_true(EXPLICIT)
  end)
  it("and the explicit one stays", function() assert.is_true(EXPLICIT) end)
end)
