-- `require "understudy"`: the same table in the understudy program and in a stock lua5.4 with the
-- Lua module (LuaModuleTests runs this directory under busted with understudy.busted too).
local understudy = require "understudy"

describe("require 'understudy'", function()
  it("gives the stage and expect, which are also globals, and the version", function()
    assert.are.equal(stage, understudy.stage)
    assert.are.equal("function", type(understudy.expect))
    assert.are.equal("function", type(expect))
    assert.matches("^%d+%.%d+%.%d+$", understudy.version)
  end)

  it("gives the same table again once package.loaded forgets it (busted's insulate)", function()
    package.loaded.understudy = nil
    assert.are.equal(understudy, require "understudy")
    assert.are.equal(understudy.stage, stage)
  end)

  it("drives the stage deterministically", function()
    local sheet = understudy.stage.actionController{}
    sheet:addAction{ title = "Copy" }
    sheet:present()
    stage.clock.advance(1)
    expect(stage.log):toHaveEvents{ { source = "sheet#1", name = "didPresentView" } }
  end)

  it("starts each test on a fresh stage (ids begin again)", function()
    assert.are.equal(0, stage.log.count)
    local sheet = stage.actionController{}
    sheet:present()
    stage.clock.advance(1)
    expect(stage.log):toHaveEvents{ { source = "sheet#1", name = "didPresentView" } }
  end)
end)
