-- Every handle from before `stage.reset` prints as stale (issue 20): `tostring` names the handle
-- and says so, instead of describing the old state as if it were live.

describe("a handle from a previous stage", function()
  it("prints as stale, whatever its type", function()
    local tbl = stage.tableView{ rows = 3 }
    local sheet = stage.actionController()
    local handles = {
      tbl, tbl:row(1), sheet, sheet:addAction("Delete"), stage.popup{ content = { width = 100, height = 50 } },
      stage.tabBarController(), stage.clock.after(1, function() end), stage.swipeAction{ title = "Archive" },
    }
    local live = {}
    for i, h in ipairs(handles) do
      live[i] = tostring(h)
      assert.is_nil(live[i]:find("stale", 1, true))
    end
    stage.reset()
    for i, h in ipairs(handles) do
      local name = live[i]:match("^(%w+)%(")
      assert.matches("^" .. name .. "%(.+, stale%)$", tostring(h))
    end
    assert.are.equal("SwipeTable(table#1, stale)", tostring(tbl))
  end)
end)
