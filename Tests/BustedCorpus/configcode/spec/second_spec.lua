-- A second file sees what .busted did too (busted ran it once, in its process; here each file's
-- state runs it).
it("uses the assertion and the global from a second file", function()
  assert.is_not.even(7)
  assert.is_truthy(CONFIGURED:find("busted", 1, true))
end)

describe("a module that raises while it loads", function()
  it("shows busted's traceback with -v", function()
    require "configcode.broken"
  end)
end)
