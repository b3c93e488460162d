-- understudy's bundled luassert, say and busted: the project's own modules win, installed copies
-- (/usr/share/lua/...) are never used. Run from Tests/RunnerFixtures/bundle.
local PUBLIC = {
  "luassert", "luassert.assert", "luassert.assertions", "luassert.state", "luassert.util",
  "luassert.formatters", "luassert.formatters.binarystring", "luassert.namespaces",
  "luassert.modifiers", "luassert.array", "luassert.match", "luassert.matchers",
  "luassert.matchers.core", "luassert.matchers.composite", "luassert.languages.en",
  "luassert.spy", "luassert.stub", "luassert.mock", "luassert.compatibility",
  "busted", "busted.compatibility", -- (say: this project has its own, see above)
}

describe("bundled modules", function()
  it("say is luassert's, already loaded as under busted", function()
    assert.are.equal("Say 1.3", require("say")._VERSION)
  end)

  it("a fresh require of say finds the project's", function()
    package.loaded.say = nil
    assert.is_true(require("say").project)
  end)

  it("a vendored luassert submodule is the project's", function()
    assert.is_true(require("luassert.extra").vendored)
  end)

  it("every public module loads from the bundle, even with installed copies first on the path", function()
    package.path = "/usr/share/lua/5.4/?.lua;/usr/share/lua/5.4/?/init.lua;" .. package.path
    for _, name in ipairs(PUBLIC) do
      package.loaded[name] = nil
      local value, where = require(name)
      assert.truthy(value, name)
      assert.are.equal(":bundled:" .. name, where)
    end
  end)

  it("the submodules share one engine", function()
    assert.are.equal(require "luassert", require "luassert.assert")
    assert.are.equal(assert, require "luassert")
    assert.are.equal(spy, require "luassert.spy")
    assert.is_table(require("luassert.namespaces").assertion.same)
    assert.is_true(require("luassert.util").deepcompare({ 1, { 2 } }, { 1, { 2 } }))
  end)

  it("a module of those namespaces that is not bundled is not taken from an installed copy", function()
    local ok, err = pcall(require, "busted.core")
    assert.is_false(ok)
    assert.truthy(err:find("installed copies", 1, true))
    assert.is_nil(package.loaded["busted.core"])
  end)
end)
