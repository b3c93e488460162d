-- stage.keepBetweenTests(): one world for the rest of the file.
stage.keepBetweenTests()

describe("a kept stage", function()
  it("advances the clock", function()
    stage.clock.advance(1.5)
    assert.are.equal(1.5, stage.clock.now())
  end)

  it("still has the time of the test before", function()
    assert.are.equal(1.5, stage.clock.now())
  end)
end)
