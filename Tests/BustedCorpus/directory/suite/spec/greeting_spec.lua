-- Runs from suite/ (the `.busted` above names it): busted's default lpath ./src/?.lua finds
-- src/greeting.lua, and relative paths are the suite's.
local greeting = require "greeting"

describe("a suite in the directory .busted names", function()
  it("finds its module along ./src", function()
    assert.are.equal("hello you", greeting.hello("you"))
  end)

  it("runs in that directory", function()
    assert.is_truthy(io.open("spec/greeting_spec.lua"))
  end)

  it("fails where busted fails", function()
    assert.are.equal("hello me", greeting.hello("you"))
  end)
end)
