-- Shard fixture (ReportMergeTests): a sheet that passes and a pending test.
describe("menus", function()
  it("presents a share sheet", function()
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Share" }
    sheet:present()
    stage.clock.advance(1)
    expect(sheet.state):toBe("presented")
  end)

  pending("a menu with icons")
end)
