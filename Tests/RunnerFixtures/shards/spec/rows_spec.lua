-- Shard fixture (ReportMergeTests): swipes, one passing and one failing.
describe("rows", function()
  local function table()
    return stage.tableView{ rows = { "Mail 1", "Mail 2" },
      editActions = function() return { stage.swipeAction{ title = "Trash", style = "destructive" } } end }
  end

  it("swipes a row open", function()
    local t = table()
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    expect(t:row(1).state):toBe("right")
  end)

  it("a row that should stay closed fails", function()
    local t = table()
    t:swipe(2, { dx = -220 })
    stage.clock.advance(1)
    expect(t:row(2).state):toBe("center")
  end)
end)
