-- Cropped pictures (stage.render{ crop = ... }, stage.svg{ crop = ... }) and picture snapshots
-- (expect(stage):toMatchSnapshot(options)), for each component.
local function rows(picture)
  local n = 0
  for line in picture:gmatch("[^\n]+") do if line:sub(1, 1) == "|" then n = n + 1 end end
  return n
end

local scenes = {
  sheet = function()
    local s = stage.actionController{ style = "youtube" }
    s:addAction("Share...")
    s:addAction{ title = "Cancel", style = "cancel" }
    s:present()
  end,
  table = function() stage.tableView{ rows = { "Mail 1", "Mail 2" }, rowHeight = 60 } end,
  popup = function() stage.popup{ content = { width = 200, height = 80, name = "toast" }, hemStyle = "top" }:pop() end,
  popupBar = function()
    stage.tabBarController{ tabs = { "Library", "Radio" } }:presentPopupBar{ content = { title = "Song", image = "cover" } }
  end,
}

-- In a fixed order: the tests run as they are written (pairs' order changes from run to run).
local names = {}
for name in pairs(scenes) do names[#names + 1] = name end
table.sort(names)

describe("cropped pictures", function()
  for _, name in ipairs(names) do
    local build = scenes[name]
    it("of a " .. name .. " show only where it is", function()
      build()
      stage.clock.advance(1)
      local full, cropped = stage.render(), stage.render{ crop = true }
      assert.are.equal(52, rows(full))
      assert.is_true(rows(cropped) < 30, cropped)
      assert.matches("showing {x=", cropped, 1, true)
      assert.are.equal(stage.render{ crop = "content" }, cropped)
      assert.are.equal(full, stage.render{ crop = false })
      local svg = stage.svg{ crop = true }
      assert.is_nil(svg:find("clipPath", 1, true))        -- no device outline when cropped
      assert.is_not_nil(stage.svg():find("clipPath", 1, true))
    end)
  end

  it("of an explicit rect", function()
    scenes.sheet()
    stage.clock.advance(1)
    local p = stage.render{ crop = { x = 0, y = 700, width = 393, height = 100 }, width = 40 }
    assert.matches("^t=1%.000  393x852  showing {x=0, y=" , p)
    assert.is_true(rows(p) <= 14, p)
  end)

  it("of a handle: a sheet over a full-screen table, a row, a popup bar, an action", function()
    local tabs = stage.tabBarController{ tabs = { "Inbox", "Music" } }
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    local tbl = stage.tableView{ rows = 30, parent = tabs,
      editActions = function() return { stage.swipeAction{ title = "Delete", style = "destructive" } } end }
    tbl:showSwipe(3, "right", { animated = false })
    -- The table fills the screen: cropping to what is drawn crops nothing worth it.
    assert.is_true(rows(stage.render{ crop = true }) > 45)
    -- A row: its band across the table, the revealed button included.
    local f = tbl:rowFrame(3)
    local row = stage.render{ crop = tbl:row(3) }
    assert.matches(("showing {x=0, y=%d, width=393, height=%d}"):format(f.y, f.height), row, 1, true)
    assert.matches("Delete", row, 1, true)
    assert.is_true(rows(row) <= 4, row)
    local bar = tabs.popupBar.frame
    assert.matches(("showing {x=%d, y=%d, width=%d, height=%d}"):format(bar.x, bar.y, bar.width, bar.height),
      stage.render{ crop = tabs.popupBar }, 1, true)
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet:addAction("Delete")
    sheet:present()
    stage.clock.advance(1)
    -- A sheet: what it draws (its rows, not its dimming backdrop), with the 8-pt margin.
    local top = sheet:frameOf(1).y
    local p = stage.render{ crop = sheet }
    assert.matches(("showing {x=0, y=%d,"):format(top - 8), p, 1, true)
    assert.matches("Edit", p, 1, true)
    assert.is_true(rows(p) < 12, p)
    local d = sheet:frameOf("Delete")
    assert.matches(("showing {x=0, y=%d, width=393, height=%d}"):format(d.y, d.height), stage.render{ crop = sheet.actions[2] }, 1, true)
    assert.is_nil(stage.svg{ crop = sheet }:find("clipPath", 1, true))
    expect(stage):toMatchSnapshot("row", { crop = tbl:row(3) })
  end)

  it("names the region asked for, whatever the grid's cells", function()
    stage.tableView{ rows = 30 }
    -- A cell is 393 / 48 wide and twice that tall (16.375 pt): 243 is no cell edge.
    local p = stage.render{ crop = { x = 0, y = 243, width = 393, height = 49 } }
    assert.matches("showing {x=0, y=243, width=393, height=49}", p, 1, true)
    assert.are.equal(3, rows(p))   -- the cells a box at that frame covers (rows 15 to 17)
  end)

  it("refuses a handle that cannot be pictured", function()
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    stage.reset()
    local ok, err = pcall(stage.render, { crop = sheet })
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'render' (option 'crop': sheet#1 belongs to a previous stage", err, 1, true)
    local tbl = stage.tableView{ rows = 3 }
    local row = tbl:row(2)
    tbl:deleteRow(2)
    ok, err = pcall(stage.svg, { crop = row })
    assert.is_false(ok)
    assert.matches("option 'crop'", err, 1, true)
  end)

  it("refuses a bad crop, naming the option", function()
    local ok, err = pcall(stage.render, { crop = 3 })
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'render' (option 'crop'", err, 1, true)
    ok, err = pcall(stage.svg, { crop = "all" })
    assert.is_false(ok)
    assert.matches("option 'crop'", err, 1, true)
    ok, err = pcall(stage.svg, { safeAreas = true })
    assert.is_false(ok)
    assert.matches("unknown option 'safeAreas' (did you mean 'safeArea'?); valid options: crop, device, safeArea", err, 1, true)
  end)

  it("draws the safe-area guide only when asked", function()
    assert.is_nil(stage.svg():find("stroke-dasharray", 1, true))
    assert.is_not_nil(stage.svg{ safeArea = true }:find("stroke-dasharray", 1, true))
    assert.is_nil(stage.svg{ device = false }:find("status bar", 1, true))
  end)
end)

describe("picture snapshots", function()
  it("store the stage's cropped picture", function()
    scenes.popupBar()
    stage.clock.advance(1)
    expect(stage):toMatchSnapshot{ crop = true }
    expect(stage):toMatchSnapshot("narrow", { crop = true, width = 30 })
  end)

  it("refuse picture options on anything but the stage", function()
    local ok, err = pcall(function() expect("text"):toMatchSnapshot("x", { crop = true }) end)
    assert.is_false(ok)
    assert.matches("apply to the stage", tostring(err), 1, true)
  end)
end)
