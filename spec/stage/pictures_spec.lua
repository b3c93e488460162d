-- stage.render / stage.svg / stage.timelineSvg and the log's text form.

describe("pictures", function()
  it("renders an empty screen with a header and no layers", function()
    stage.reset{ width = 200, height = 100, safeArea = {} }
    assert.are.equal(table.concat({
      "t=0.000  200x100",
      "+----------+",
      "|          |",
      "|          |",
      "|          |",
      "+----------+",
      "(no layers)",
      "",
    }, "\n"), stage.render{ width = 10 })
  end)

  it("draws the keyboard mid-slide", function()
    stage.reset{ width = 200, height = 200, safeArea = {} }
    stage.screen.showKeyboard{ height = 100, duration = 0.2 }
    stage.clock.advance(0.1)   -- half-way on a symmetric ease-in-out: top at 150
    assert.are.equal(150, stage.screen.keyboard.frame.y)
    assert.matches("keyboard#1  keyboard  \"keyboard\"  {x=0, y=150, width=200, height=50}", stage.render{ width = 10 })
  end)

  it("produces SVG documents", function()
    stage.screen.showKeyboard{}
    assert.matches("^<svg xmlns=\"http://www.w3.org/2000/svg\"", stage.svg())
    assert.matches("</svg>\n$", stage.timelineSvg())
  end)

  it("formats the log as trace lines", function()
    stage.clock.after(0.3, function() end)
    stage.clock.advance(1)
    assert.are.equal('[  0.300] clock timer timer="timer#1"\n', stage.log.format())
    assert.are.equal("", stage.log.format{ source = "screen" })
  end)
end)
