-- Shared examples: tests defined here, reported here (file and line) by both runners. busted
-- gives the DSL and assert to spec files only, so a module requires them.
local busted = require "busted"
local describe, it = busted.describe, busted.it
local assert = require "luassert"

return function(make)
  describe("a stack", function()
    it("starts empty", function()
      assert.are.equal(0, #make())
    end)
    it("keeps what is pushed", function()
      local s = make()
      s[#s + 1] = "x"
      assert.are.equal("y", s[1])
    end)
  end)
end
