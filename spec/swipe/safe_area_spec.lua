-- Tables lay their rows out inside the safe area (UIScrollView's adjusted content inset): the
-- contract from Lua. The inset values are read from the stage (stage.screen.safeArea) rather
-- than repeated; SwipeSafeAreaTests has the pure layout numbers.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- Every <text> drawn in the table's group of the SVG: its y.
local function textYs(svg, source)
  local group = svg:match('<g data%-source="' .. source .. '">(.-)</g>')
  local ys = {}
  for y in group:gmatch('<text [^>]-y="([%d.%-]+)"') do ys[#ys + 1] = tonumber(y) end
  return ys
end

local function overlapsTop(r, top) return r.height > 0 and r.y < top end

describe("swipe tables and the safe area", function()
  before_each(function() stage.reset() end)

  -- UIKit's safe area, the one the actions view reads (SwipeActionsView.swift 40-44).
  it("a default table starts below the top inset and reports UIKit's insets", function()
    local safe = stage.screen.safeArea
    assert.are.equal(59, safe.top)                  -- the default screen, for the record
    local t = stage.tableView{ rows = 3 }
    assert.are.same({ top = safe.top, left = 0, bottom = safe.bottom, right = 0 }, t.safeAreaInsets)
    assert.are.same(t.safeAreaInsets, t.adjustedContentInset)
    assert.are.equal("automatic", t.contentInsetAdjustmentBehavior)
    assert.are.equal(safe.top, t:rowFrame(1).y)
    assert.are.equal(safe.top + 44, t:rowFrame(2).y)
    assert.are.equal(0, t.scrollOffset)
    assert.are.same({ x = 0, y = -safe.top }, t.contentOffset)
  end)

  it("at rest no row, label or button lies under the status bar", function()
    local top, bar = stage.screen.safeArea.top, stage.screen.statusBarFrame
    assert.is_true(bar.y + bar.height <= top)         -- the inset covers the status bar (54 of 59)
    local t = stage.tableView{ rows = 5, rowHeight = 76, editActions = function(_, o)
      if o == "right" then return { { title = "Delete", style = "destructive" }, { title = "Flag" }, { title = "More" } } end
    end }
    t:showSwipe(1, "right", { animated = false })
    for i = 1, t.rowCount do assert.is_false(overlapsTop(t:rowFrame(i), top), "row " .. i) end
    for _, b in ipairs(t:row(1):buttonFrames()) do
      assert.is_false(overlapsTop(b.frame, top), b.title)
      assert.is_false(overlapsTop(b.visible, top), b.title)
      assert.is_false(overlapsTop(b.wrapper, top), b.title)
    end
    local ys = textYs(stage.svg(), "table#1")
    assert.is_true(#ys >= 8)                         -- 5 titles and 3 buttons
    for _, y in ipairs(ys) do assert.is_true(y >= top, "a label at y = " .. y) end
    -- A touch in the inset above row 1 lands on the table but on no row.
    stage.screen.tap(100, top / 2)
    assert.are.equal(0, #stage.log.events{ source = "table#1", name = "didSelectRow" })
  end)

  it("'never' puts the rows back at the frame's top, as an option or set later", function()
    local t = stage.tableView{ rows = 3, contentInsetAdjustmentBehavior = "never" }
    assert.are.equal(0, t:rowFrame(1).y)
    assert.are.same({ top = 0, left = 0, bottom = 0, right = 0 }, t.adjustedContentInset)
    assert.are.equal(59, t.safeAreaInsets.top)      -- the safe area is still there
    t.contentInsetAdjustmentBehavior = "automatic"
    assert.are.equal(stage.screen.safeArea.top, t:rowFrame(1).y)
    t.contentInsetAdjustmentBehavior = "never"
    assert.are.equal(0, t:rowFrame(1).y)
    -- UIKit's "always" is not modeled (docs/SWIPE.md): refused, the table unchanged.
    assert.matches('"always" is not one of "automatic", "scrollableAxes", "never"',
                   h.message(function() t.contentInsetAdjustmentBehavior = "always" end), 1, true)
    assert.are.equal("never", t.contentInsetAdjustmentBehavior)
  end)

  it("with 20 rows the last one scrolls above the bottom inset and takes a tap", function()
    local safe, screen = stage.screen.safeArea, stage.screen
    local selected
    local t = stage.tableView{ rows = 20, didSelectRow = function(row) selected = row end }
    -- The range grows by both insets: 20 × 44 + 59 + 34 − 852.
    local max = 20 * 44 + safe.top + safe.bottom - screen.height
    assert.are.equal(max, t:scroll(100000))
    assert.are.equal(max, t.scrollOffset)
    assert.are.equal(max - safe.top, t.contentOffset.y)
    local last = t:rowFrame(20)
    assert.are.equal(screen.height - safe.bottom, last.y + last.height)
    t:tapRow(20)
    assert.are.equal(20, selected)
    assert.are.equal(0, t:scroll(-100000))
    -- Without the adjustment the last row stops at the screen's bottom edge.
    t.contentInsetAdjustmentBehavior = "never"
    t:scroll(100000)
    last = t:rowFrame(20)
    assert.are.equal(screen.height, last.y + last.height)
  end)

  -- UIScrollView's offset; a scroll hides the open row (SwipeTableViewCell.swift 161-165).
  it("scroll offsets stay 0-based: tbl:scroll(dy) moves the rows by dy", function()
    local t = stage.tableView{ rows = 100 }
    local y1 = t:rowFrame(1).y
    assert.are.equal(88, t:scroll(88))
    assert.are.equal(y1 - 88, t:rowFrame(1).y)
    assert.are.equal(88 - t.adjustedContentInset.top, t.contentOffset.y)
    -- A change of behavior keeps the offset (clamped to the new range).
    t.contentInsetAdjustmentBehavior = "never"
    assert.are.equal(88, t.scrollOffset)
    assert.are.equal(-88, t:rowFrame(1).y)
  end)

  it("only the part of the frame under the insets counts", function()
    local safe = stage.screen.safeArea
    local below = stage.tableView{ rows = 3, frame = { x = 0, y = 100, width = 393, height = 400 } }
    assert.are.same({ top = 0, left = 0, bottom = 0, right = 0 }, below.adjustedContentInset)
    assert.are.equal(100, below:rowFrame(1).y)
    local straddling = stage.tableView{ rows = 3, frame = { x = 0, y = 30, width = 393, height = 800 } }
    assert.are.equal(safe.top - 30, straddling.adjustedContentInset.top)
    assert.are.equal(30 + 800 - (stage.screen.height - safe.bottom), straddling.adjustedContentInset.bottom)
    assert.are.equal(safe.top, straddling:rowFrame(1).y)
    -- The helpers' 667-pt frame reaches the top inset only.
    local t = h.table()
    assert.are.same({ top = safe.top, left = 0, bottom = 0, right = 0 }, t.adjustedContentInset)
  end)

  it("the screen's own safe area is the one used", function()
    stage.reset{ device = "iPhone SE" }
    assert.are.equal(stage.screen.safeArea.top, stage.tableView{ rows = 3 }:rowFrame(1).y)
    assert.are.equal(20, stage.screen.safeArea.top)
    stage.reset{ width = 375, height = 667, safeArea = { top = 20, bottom = 0 } }
    local t = stage.tableView{ rows = 3 }
    assert.are.equal(20, t:rowFrame(1).y)
    stage.reset{ width = 375, height = 667, safeArea = { top = 0, bottom = 0 } }
    assert.are.equal(0, stage.tableView{ rows = 3 }:rowFrame(1).y)
  end)

  it("collections: adjusted only while they can scroll, as UICollectionView (alwaysBounceVertical false)", function()
    local top = stage.screen.safeArea.top
    local c = stage.collectionView{ rows = 3 }
    assert.is_false(c.alwaysBounceVertical)
    assert.are.equal(0, c:rowFrame(1).y)             -- 132 pt of rows fit: no scrolling, no inset
    c.alwaysBounceVertical = true
    assert.are.equal(top, c:rowFrame(1).y)
    local tall = stage.collectionView{ rows = 30 }    -- 1,320 pt: scrolls, so adjusted
    assert.are.equal(top, tall:rowFrame(1).y)
    local scrollable = stage.collectionView{ rows = 3, contentInsetAdjustmentBehavior = "scrollableAxes", alwaysBounceVertical = true }
    assert.are.equal(top, scrollable:rowFrame(1).y)
    -- A table that does not bounce behaves the same way.
    assert.are.equal(0, stage.tableView{ rows = 3, alwaysBounceVertical = false }:rowFrame(1).y)
  end)

  -- SwipeController.swift 203-213 and SwipeActionsView.swift 181-187: visibleRect insets the
  -- wrappers (the actions' colored backgrounds) and so the buttons inside them; the actions
  -- view's own color shows in the rest of the row.
  -- The actions view's own color (SwipeActionsView.swift 116-124) behind the wrappers.
  it("visibleRect is in the table's frame coordinates: the inset counts", function()
    local top = stage.screen.safeArea.top
    -- The frame's top 97 pt: row 1 (59-135) shows its top 38 pt, so the buttons shrink to them.
    local t = h.table{ extra = { visibleRect = { x = 0, y = 0, width = 375, height = top + 38 } } }
    t:showSwipe(1, "right", { animated = false })
    for _, b in ipairs(t:row(1):buttonFrames()) do
      assert.are.equal(top, b.frame.y)
      assert.are.equal(38, b.frame.height)
      assert.are.equal(top, b.wrapper.y)
      assert.are.equal(38, b.wrapper.height)
    end
    -- Behind them the actions view's own color (systemGray5) fills the row: below them it shows.
    local svg = stage.svg()
    assert.truthy(svg:find('<rect x="153" y="' .. top .. '" width="222" height="76" fill="#E5E5EA"/>', 1, true))
    assert.truthy(svg:find('<rect x="301" y="' .. top .. '" width="74" height="38" fill="#FF3B30"/>', 1, true))
  end)

  -- SwipeActionsView.swift:40-44: the safe-area margin on the actions' side (the table view's
  -- inset there); 65-67: the open width P adds it. A landscape iPhone 15 made at reset (852 × 393,
  -- 59 pt on each side): the row opens to the buttons plus 59 pt, on either side.
  it("in landscape the open width adds the safe-area margin on the actions' side", function()
    stage.reset{ width = 852, height = 393, safeArea = { top = 0, left = 59, bottom = 21, right = 59 } }
    local t = h.table{ extra = { frame = { x = 0, y = 0, width = 852, height = 393 } } }
    assert.are.same({ top = 0, left = 59, bottom = 21, right = 59 }, t.safeAreaInsets)
    t:showSwipe(1, "right", { animated = false })
    local width = t:row(1):buttonFrames()[1].frame.width
    assert.are.equal(-(3 * width + 59), t:row(1).swipeOffset)
    t:showSwipe(2, "left", { animated = false })
    assert.are.equal(t:row(2):buttonFrames()[1].frame.width + 59, t:row(2).swipeOffset)
  end)
end)
