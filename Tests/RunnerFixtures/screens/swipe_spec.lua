-- A failing stage test shows the screen where it failed and the timeline with the swipe's
-- samples as one line; a failing test that never touched the stage shows neither.
describe("screens", function()
  it("a swipe left open fails", function()
    local t = stage.tableView{ rows = { "Mail from Tim", "Mail from Craig" },
      editActions = function() return { stage.swipeAction{ title = "Trash", style = "destructive" } } end }
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("closed", t:row(1).state)
  end)

  it("a plain failure has no screen", function()
    assert.are.equal(1, 2)
  end)

  it("passes", function() end)
end)
