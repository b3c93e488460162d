-- How the API exposes the sheet's layout (xlactioncontroller.md "Layout", "Dynamics", "Styles"): `contentHeight` and `frameOf` in
-- screen coordinates, bottom-aligned on the screen's safe area, following the screen, the
-- settings and the constructor's heights. The numbers of each style (row heights, margins,
-- gaps, headers) are the engine's: ActionSheetLayoutTests.exampleSheetsOfSpecNine owns them.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function frames(sheet)
  local out = {}
  for i = 1, #sheet.actions do out[i] = sheet:frameOf(i) end
  return out
end

local function bottom(f) return f.y + f.height end

--- The screen's bottom safe edge.
local function safeBottom() return stage.screen.height - stage.screen.safeArea.bottom end

--- Rows i..j follow each other with no gap and no overlap.
local function stacked(fs, i, j)
  for k = i, j - 1 do assert.are.equal(bottom(fs[k]), fs[k + 1].y, "row " .. k) end
end

local function rowsHeight(fs)
  local sum = 0
  for _, f in ipairs(fs) do sum = sum + f.height end
  return sum
end

describe("action sheet layout", function()
  -- Item sizes (ActionController.swift:465-486) placed by the content inset (664-682).
  it("default: full-width rows stacked up from the bottom safe area, contentHeight their sum", function()
    local sheet = h.shown(h.example("default"))
    local fs = frames(sheet)
    assert.are.equal(3, #fs)
    for _, f in ipairs(fs) do
      assert.are.same({ x = 0, width = stage.screen.width }, { x = f.x, width = f.width })
      assert.is_true(f.height > 0)
    end
    stacked(fs, 1, 3)
    assert.are.equal(safeBottom(), bottom(fs[3]))
    assert.are.equal(rowsHeight(fs), sheet.contentHeight)
  end)

  it("contentHeight is known before present and stays the same once shown", function()
    for _, style in ipairs{ "default", "skype", "tweetbot", "twitter", "youtube", "periscope", "spotify" } do
      stage.reset()
      local sheet = h.example(style)
      local before = sheet.contentHeight
      assert.is_true(before > 0, style)
      h.shown(sheet)
      assert.are.equal(before, sheet.contentHeight, style)
    end
  end)

  it("tweetbot: rows inside equal margins, a gap between its sections, once the springs settle", function()
    local sheet = h.shown(h.example("tweetbot"))
    stage.clock.advance(2)   -- the rows fly in on springs; let them settle
    local fs = frames(sheet)
    for _, f in ipairs(fs) do
      assert.is_true(f.x > 0)
      assert.are.equal(stage.screen.width - f.x, f.x + f.width)
    end
    stacked(fs, 1, 4)
    assert.is_true(fs[5].y > bottom(fs[4]))
    assert.is_true(bottom(fs[5]) < safeBottom())   -- the section's bottom inset
  end)

  it("twitter: the header sits above the rows, inside contentHeight", function()
    local sheet = h.shown(h.example("twitter"))
    local fs = frames(sheet)
    stacked(fs, 1, 2)
    assert.are.equal(safeBottom(), bottom(fs[2]))
    local top = safeBottom() - sheet.contentHeight
    assert.is_true(fs[1].y - top > 0)   -- the header's height
    assert.are.equal(sheet.contentHeight, fs[1].y - top + rowsHeight(fs))
  end)

  it("youtube: rows overlap, the last still ends on the safe area", function()
    local sheet = h.shown(h.example("youtube"))
    local fs = frames(sheet)
    for k = 1, 3 do assert.is_true(fs[k + 1].y < bottom(fs[k]), "row " .. k) end
    assert.are.equal(safeBottom(), bottom(fs[4]))
    assert.is_true(sheet.contentHeight < rowsHeight(fs))
  end)

  it("periscope: a text-fit header, a band between the sections", function()
    local sheet = h.shown(h.example("periscope"))
    local f1, f2 = sheet:frameOf(1), sheet:frameOf(2)
    assert.is_true(f2.y > bottom(f1))
    assert.is_true(h.near(safeBottom(), bottom(f2)))
    assert.is_true(safeBottom() - sheet.contentHeight < f1.y)   -- the header above
  end)

  -- ActionController.swift:194-198: addSection takes any Section; 475-486: a section header
  -- shows only for a section with data. Periscope.swift:56-61: a PeriscopeSection's data is set
  -- (the 5-pt band, 105); a plain Section has none: its rows follow at the section inset (-0.5).
  -- A section's data (ActionController.swift:32-35) sizes its header (479-483).
  it("periscope: a plain section added by addSection has no band", function()
    local gaps = {}
    for _, plain in ipairs({ false, true }) do
      stage.reset()
      local sheet = stage.actionController{ style = "periscope", header = "Block?" }
      sheet:addAction("Block user")
      local section = sheet:addSection{ plain = plain }
      sheet:addAction{ title = "Cancel", style = "cancel" }
      if plain then assert.is_nil(section.data) else assert.are.equal("", section.data) end
      h.shown(sheet)
      gaps[#gaps + 1] = sheet:frameOf(2).y - bottom(sheet:frameOf(1))
    end
    assert.are.same({ 4.5, -0.5 }, gaps)
  end)

  -- ActionController.swift:648-650: hasHeader() needs header data and a header spec; the base
  -- class has no spec, so its header data is kept and nothing shows (475-478 size it 0).
  -- headerData is kept (ActionController.swift:97-100).
  it("default: a header without a header view is kept and not shown", function()
    local sheet = stage.actionController{ header = "Accounts" }
    sheet:addAction("A")
    assert.are.equal("Accounts", sheet.header.title)
    assert.are.equal(60, sheet.contentHeight)
    h.shown(sheet)
    assert.are.equal(safeBottom(), bottom(sheet:frameOf(1)))
  end)

  -- No font of the library follows Dynamic Type: the cells' fonts are fixed sizes
  -- (Resource/ActionCell.xib: system 15 and 18; the examples' xibs likewise), the cell heights are
  -- constants, and Periscope.swift:106-114 sizes its header with systemFont(ofSize: 17).
  it("Dynamic Type changes no sheet: fixed fonts, fixed heights, periscope's header too", function()
    local function measure()
      local long = "Are you sure you want to block this user? They will not be able to follow you."
      local p = stage.actionController{ style = "periscope", header = long }
      p:addAction("Block user")
      local d = stage.actionController{ style = "twitter", header = "Accounts" }
      d:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs" }
      return { p.contentHeight, d.contentHeight }
    end
    local large = measure()
    stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    assert.are.same(large, measure())
  end)

  it("spotify: the rows run down behind the cancel bar", function()
    local sheet = h.shown(h.example("spotify"))
    local fs = frames(sheet)
    stacked(fs, 1, 5)
    assert.are.equal(safeBottom(), bottom(fs[5]))
    assert.is_true(sheet.settings.cancelView.showCancel)   -- covering the last row: interaction_spec
  end)

  it("a cancel bar adds its height unless rows hide behind it", function()
    local sheet = h.sheet({ "A", "B" }, { settings = { cancelView = { showCancel = true } } })
    local bar = sheet.settings.cancelView.height
    h.shown(sheet)
    local fs = frames(sheet)
    assert.are.equal(rowsHeight(fs) + bar, sheet.contentHeight)
    -- Rows end on top of the bar.
    assert.are.equal(safeBottom() - bar, bottom(fs[2]))
  end)

  it("a sheet taller than the screen starts under the top safe area and runs off the bottom", function()
    local titles = {}
    for i = 1, 20 do titles[i] = "Action " .. i end
    local sheet = h.shown(h.sheet(titles))
    local fs = frames(sheet)
    assert.are.equal(rowsHeight(fs), sheet.contentHeight)
    assert.is_true(fs[1].y > stage.screen.safeArea.top)
    stacked(fs, 1, 20)
    assert.is_true(fs[20].y > stage.screen.height)
  end)

  it("follows the screen's size and safe area", function()
    stage.reset{ width = 375, height = 667, safeArea = { top = 20, bottom = 0 } }
    local f = h.shown(h.example("skype")):frameOf(4)
    assert.are.same({ x = 0, width = 375 }, { x = f.x, width = f.width })
    assert.are.equal(667, bottom(f))
  end)

  it("heights can be overridden like a subclass's specs", function()
    local sheet = stage.actionController{ cellHeight = 44, headerHeight = 30, header = "Title" }
    sheet:addAction("A")
    sheet:addAction("B")
    assert.are.equal(30 + 88, sheet.contentHeight)
    h.shown(sheet)
    assert.are.same({ 44, 44 }, { sheet:frameOf(1).height, sheet:frameOf(2).height })
  end)

  it("an action without a title has a 0×0 row", function()
    local sheet = stage.actionController()
    sheet:addAction("A")
    sheet:addAction{ style = "cancel" }
    h.shown(sheet)
    assert.are.equal(sheet:frameOf(1).height, sheet.contentHeight)
    assert.are.same({ 0, 0 }, { sheet:frameOf(2).width, sheet:frameOf(2).height })
  end)
end)
