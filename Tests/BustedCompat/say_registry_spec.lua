-- say's registry is the live one, as under busted: what `set` writes is read back through
-- `_registry` and the namespace fields (say's own spec reads s._registry.en.key).
local s = require "say"

describe("say's registry", function()
  it("shows what set wrote", function()
    s:set("compat.herp", "derp")
    assert.are.equal("derp", s._registry.en["compat.herp"])
    assert.are.equal("derp", s.en["compat.herp"])
    assert.are.equal("derp", s("compat.herp"))
  end)

  it("is the table luassert's messages live in", function()
    assert.is_string(s._registry.en["assertion.same.positive"])
  end)

  it("takes a namespace and falls back", function()
    s:set_namespace("fr")
    s:set("compat.only_en", nil)
    assert.is_table(s._registry.fr)
    assert.are.equal("derp", s("compat.herp"))
    s:set_namespace("en")
  end)
end)
