-- Shard fixture (ReportMergeTests): popups, one passing and one failing, both filmed.
describe("alerts", function()
  it("pops a rating prompt", function()
    local p = stage.popup{ name = "rate", content = { width = 280, height = 160 } }
    p:pop()
    stage.clock.advance(1)
    expect(p.state):toBe("shown")
  end)

  it("a prompt that should be gone fails", function()
    local p = stage.popup{ name = "news", content = { width = 280, height = 160 } }
    p:pop()
    stage.clock.advance(1)
    expect(p.state):toBe("idle")
  end)
end)
