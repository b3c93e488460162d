-- stage.keepBetweenTests(): the stage is not reset between this file's tests, under
-- `understudy test` and under busted with the understudy.busted helper alike.
stage.keepBetweenTests()

describe("a stage kept between tests", function()
  it("presents a sheet", function()
    assert.are.equal(0, stage.log.count)
    local sheet = stage.actionController{}
    sheet:addAction{ title = "Copy" }
    sheet:present()
    stage.clock.advance(1)
  end)

  it("still has it in the next test", function()
    assert.is_true(stage.log.count > 0)
    assert.are.equal(1, #stage.log.events{ source = "sheet#1", name = "didPresentView" })
  end)
end)
