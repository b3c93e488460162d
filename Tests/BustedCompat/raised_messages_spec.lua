-- Messages without a position get the place they were raised, as busted's rewriteMessage gives
-- them (a library's `error(msg, 0)` reads `spec/x.lua:5: msg`), and an assertion that fails in a
-- test's `finally` is an error, not a failure (only a test's body fails, in busted).
local lib = {}
function lib.refuse() error("refused without a position", 0) end

describe("messages without a position", function()
  it("from the test itself", function()
    error("level zero", 0)
  end)
  it("from library code", function()
    lib.refuse()
  end)
  it("with a position on a later line only", function()
    error("first line\nelsewhere.lua:3: second line", 0)
  end)
  it("with a position already", function()
    error("kept.lua:9: as it is", 0)
  end)
  it("in a hook-free pcall, caught", function()
    local ok, e = pcall(error, "caught", 0)
    assert.is_false(ok)
    assert.are.equal("caught", e)
  end)
end)

describe("an assertion in finally", function()
  it("after a passing body is an error", function()
    finally(function() assert.are.equal(1, 2) end)
  end)
  it("raising an error after a passing body is an error", function()
    finally(function() error("finally broke", 0) end)
  end)
  it("that holds leaves the test passing", function()
    finally(function() assert.is_true(true) end)
  end)
end)
