-- Shard fixture (ReportMergeTests): a sheet test that fails (a film and an SVG attachment) and
-- one that passes.
describe("sheets", function()
  it("a sheet that should be gone fails", function()
    local sheet = stage.actionController{ style = "skype" }
    sheet:addAction{ title = "Copy link" }
    sheet:present()
    stage.clock.advance(1)
    expect(sheet.state):toBe("dismissed")
  end)

  it("dismisses on tap", function()
    local sheet = stage.actionController{ style = "skype" }
    sheet:addAction{ title = "Copy link" }
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Copy link")
    stage.clock.advance(1)
    expect(sheet.state):toBe("dismissed")
  end)
end)
