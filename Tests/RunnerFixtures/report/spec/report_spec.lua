-- The run report's fixture (ReportPageTests): a stage test that passes, one that fails after a
-- swipe, and a snapshot that does not match the stored one.
describe("report", function()
  it("presents and dismisses a sheet", function()
    local sheet = stage.actionController{ style = "skype" }
    sheet:addAction{ title = "Copy link" }
    sheet:addAction{ title = "Cancel", style = "cancel" }
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Copy link")
    stage.clock.advance(1)
    expect(sheet.state):toBe("dismissed")
  end)

  it("a swipe left open fails", function()
    local t = stage.tableView{ rows = { "Mail from Tim", "Mail from Craig" },
      editActions = function() return { stage.swipeAction{ title = "Trash", style = "destructive" } } end }
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("closed", t:row(1).state)
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
