describe("a project module named say", function()
  it("is the project's, not the bundled one", function()
    -- busted has loaded its own say already; a fresh require searches package.path, where
    -- ./src/?.lua (busted's default lpath) finds the project's.
    package.loaded.say = nil
    local say = require "say"
    assert.is_true(say.project)
    assert.are.equal("hello you", say.greet("you"))
  end)
end)
