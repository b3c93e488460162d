-- Content height and row frames of every style on the default screen (393×852, safe area 59/34),
-- spec §4, §8 and §9.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function frames(sheet)
  local out = {}
  for i = 1, #sheet.actions do out[i] = sheet:frameOf(i) end
  return out
end

describe("action sheet layout", function()
  it("default: rows of 60 bottom-aligned on the bottom safe area", function()
    local sheet = h.shown(h.example("default"))
    assert.are.equal(180, sheet.contentHeight)
    assert.are.same({
      { x = 0, y = 638, width = 393, height = 60 },
      { x = 0, y = 698, width = 393, height = 60 },
      { x = 0, y = 758, width = 393, height = 60 },
    }, frames(sheet))
  end)

  it("skype: 4 × 60 = 240", function()
    local sheet = h.shown(h.example("skype"))
    assert.are.equal(240, sheet.contentHeight)
    local ys = {}
    for i, f in ipairs(frames(sheet)) do ys[i] = f.y end
    assert.are.same({ 578, 638, 698, 758 }, ys)
  end)

  it("tweetbot: 5 × 50 + 2 × (0 + 6) + 6 = 268, 12-pt margins, a 6-pt gap between sections", function()
    local sheet = h.example("tweetbot")
    assert.are.equal(268, sheet.contentHeight)
    h.shown(sheet)
    stage.clock.advance(2)   -- the rows fly in on springs; let them settle
    assert.are.same({
      { x = 12, y = 550, width = 369, height = 50 },
      { x = 12, y = 600, width = 369, height = 50 },
      { x = 12, y = 650, width = 369, height = 50 },
      { x = 12, y = 700, width = 369, height = 50 },
      { x = 12, y = 756, width = 369, height = 50 },
    }, frames(sheet))
  end)

  it("twitter: header 45 + 2 × 56 = 157", function()
    local sheet = h.shown(h.example("twitter"))
    assert.are.equal(157, sheet.contentHeight)
    assert.are.same({
      { x = 0, y = 706, width = 393, height = 56 },
      { x = 0, y = 762, width = 393, height = 56 },
    }, frames(sheet))
  end)

  it("youtube: 4 × 46 − 3 × 0.5 = 182.5 (rows overlap by half a point)", function()
    local sheet = h.shown(h.example("youtube"))
    assert.are.equal(182.5, sheet.contentHeight)
    local ys = {}
    for i, f in ipairs(frames(sheet)) do ys[i] = f.y end
    assert.are.same({ 635.5, 681, 726.5, 772 }, ys)
  end)

  it("periscope: text-fit header + (−0.5 + 60) + (5 − 0.5 + 60)", function()
    local sheet = h.shown(h.example("periscope"))
    -- One line of 17-pt text (1.2 × 17) + 20 = 40.4.
    local header = 17 * 1.2 + 20
    assert.is_true(h.near(header + 124, sheet.contentHeight))
    local f1, f2 = sheet:frameOf(1), sheet:frameOf(2)
    assert.is_true(h.near(852 - 34 - 124 - 0.5, f1.y))
    assert.is_true(h.near(818 - 60, f2.y))
    assert.are.equal(60, f2.height)
  end)

  it("spotify: 84 + 5 × 60 = 384; the cancel bar covers the last row", function()
    local sheet = h.shown(h.example("spotify"))
    assert.are.equal(384, sheet.contentHeight)
    local ys = {}
    for i, f in ipairs(frames(sheet)) do ys[i] = f.y end
    assert.are.same({ 518, 578, 638, 698, 758 }, ys)
  end)

  it("a cancel bar adds its height unless rows hide behind it", function()
    local sheet = h.sheet({ "A", "B" }, { settings = { cancelView = { showCancel = true } } })
    assert.are.equal(180, sheet.contentHeight)
    h.shown(sheet)
    -- Rows end on top of the bar (852 − 34 − 60).
    assert.are.equal(758, sheet:frameOf("B").y + sheet:frameOf("B").height)
  end)

  it("a sheet taller than the screen starts 30 pt under the top safe area", function()
    local titles = {}
    for i = 1, 20 do titles[i] = "Action " .. i end
    local sheet = h.shown(h.sheet(titles))
    assert.are.equal(1200, sheet.contentHeight)
    assert.are.equal(59 + 30, sheet:frameOf(1).y)
    assert.are.equal(89 + 19 * 60, sheet:frameOf(20).y)
  end)

  it("follows the screen's size and safe area", function()
    stage.reset{ width = 375, height = 667, safeArea = { top = 20, bottom = 0 } }
    local sheet = h.shown(h.example("skype"))
    assert.are.same({ x = 0, y = 667 - 60, width = 375, height = 60 }, sheet:frameOf(4))
  end)

  it("heights can be overridden like a subclass's specs", function()
    local sheet = stage.actionController{ cellHeight = 44, headerHeight = 30, header = "Title" }
    sheet:addAction("A")
    sheet:addAction("B")
    assert.are.equal(30 + 88, sheet.contentHeight)
  end)

  it("an action without a title has a 0×0 row", function()
    local sheet = stage.actionController()
    sheet:addAction("A")
    sheet:addAction{ style = "cancel" }
    assert.are.equal(60, sheet.contentHeight)
    h.shown(sheet)
    assert.are.equal(0, sheet:frameOf(2).height)
  end)
end)
