-- understudy's bundled luassert, say and busted: the project's own modules win, installed copies
-- (/usr/share/lua/...) are never used. Run from Tests/RunnerFixtures/bundle.
local PUBLIC = {
  "luassert", "luassert.assert", "luassert.assertions", "luassert.state", "luassert.util",
  "luassert.formatters", "luassert.formatters.binarystring", "luassert.namespaces",
  "luassert.modifiers", "luassert.array", "luassert.match", "luassert.matchers",
  "luassert.matchers.core", "luassert.matchers.composite", "luassert.languages.en",
  "luassert.spy", "luassert.stub", "luassert.mock", "luassert.compatibility",
  "busted", "busted.compatibility", "busted.core", "busted.status", "busted.fixtures",
  -- (say: this project has its own, see above)
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
    local ok, err = pcall(require, "busted.context")
    assert.is_false(ok)
    assert.truthy(err:find("installed copies", 1, true))
    assert.is_nil(package.loaded["busted.context"])
  end)

  it("busted.core refuses, by name, what only builds a busted runner", function()
    local instance = require("busted.core")()
    for _, name in ipairs { "register", "execute", "context", "executors", "api", "export", "safe" } do
      local ok, err = pcall(function() return instance[name] end)
      assert.is_false(ok, name)
      assert.are.equal("bundle_spec.lua:" .. debug.getinfo(1, "l").currentline - 2
        .. ": busted.core: '" .. name .. "' is not supported: it builds a busted runner, and understudy runs specs"
        .. " with its own (an instance has fail, pending, status, version, publish, subscribe, unsubscribe,"
        .. " bindfenv, gettime, monotime, sleep; run busted for the rest)", (string.gsub(err, "^.*/", "")))
    end
    assert.is_nil(instance.skipAll) -- a plain field busted's runner sets: nil, as on a fresh instance
  end)
end)
