-- The run report's fixture (ReportPageTests): a stage test that passes (a swipe: its samples
-- are one entry of the event list), one that fails after a sheet was presented and tapped (its
-- film's instants are counted independently by instants.lua), and a snapshot that does not
-- match the stored one.
describe("report", function()
  it("swipes a row open", function()
    local t = stage.tableView{ rows = { "Mail from Tim", "Mail from Craig" },
      editActions = function() return { stage.swipeAction{ title = "Trash", style = "destructive" } } end }
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    expect(t:row(1).state):toBe("right")
  end)

  it("a sheet that should stay fails", function()
    local sheet = stage.actionController{ style = "skype" }
    sheet:addAction{ title = "Copy link" }
    sheet:addAction{ title = "Cancel", style = "cancel" }
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Copy link")
    stage.clock.advance(1)
    expect(sheet.state):toBe("presented")
  end)

  it("matches the stored picture", function()
    local sheet = stage.actionController{ style = "periscope" }
    sheet:addAction{ title = "Report" }
    sheet:addAction{ title = "Block", style = "destructive" }
    sheet:present()
    stage.clock.advance(1)
    expect(stage.render{ width = 30, crop = true }):toMatchSnapshot()
  end)
end)
