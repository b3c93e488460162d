-- An expose inside an insulate: its globals and package.loaded entries survive the insulate and
-- its global is visible outside it, as busted keeps them (before: rolled back). The last test
-- fails on purpose, so both runners print a failure to compare.
insulate("an insulate", function()
  expose("an expose inside it", function()
    exposedGlobal = "set by expose"
    package.loaded.exposedModule = { name = "exposed" }
    it("sets things", function() assert.are.equal("set by expose", exposedGlobal) end)
  end)
  it("sees the expose's global in the insulate", function()
    assert.are.equal("set by expose", exposedGlobal)
  end)
end)

describe("after the insulate", function()
  it("still sees the exposed global", function()
    assert.are.equal("set by expose", exposedGlobal)
  end)
  it("still sees the exposed module", function()
    assert.are.same({ name = "exposed" }, package.loaded.exposedModule)
  end)
end)

describe("a failure to compare", function()
  it("reads the exposed global", function()
    assert.are.equal("something else", exposedGlobal)
  end)
end)
