-- Modules busted loaded for itself: under busted a spec's `require "pl.utils"` gets the
-- installed Penlight busted already loaded, not the project's src/pl/utils.lua. understudy gives
-- the same with `busted-modules = true` in .busted (or --busted-modules); without it a spec
-- gets what its package.path finds (the project's copy here), as plain Lua would.
local atStart = package.loaded["pl.utils"]

describe("Penlight, as busted loaded it", function()
  it("pl.utils is already loaded when the file starts", function()
    assert.is_table(atStart)
    assert.are.equal(atStart, require "pl.utils")
  end)

  it("is the installed copy, not the project's", function()
    local utils = require "pl.utils"
    assert.is_nil(utils.project)
    assert.is_function(utils.split)
  end)

  it("reaches the project's own modules too", function()
    local words = require "words"
    assert.are.equal(atStart, words.penlight())
    assert.are.same({ "a", "b" }, words.split("a,b"))
    assert.are.equal("Hello World", words.title("hello world"))
  end)

  it("a Penlight module busted did not load is found on the project's path", function()
    assert.is_true(require("pl.List").project)
  end)

  it("busted's other dependencies are loaded too", function()
    for _, name in ipairs { "pl.tablex", "pl.path", "pl.pretty", "mediator", "term", "system", "lfs" } do
      assert.is_not_nil(package.loaded[name], name)
    end
  end)

  it("a fresh require after clearing it finds the project's copy, as under busted", function()
    package.loaded["pl.utils"] = nil
    assert.is_true(require("pl.utils").project)
  end)
end)
