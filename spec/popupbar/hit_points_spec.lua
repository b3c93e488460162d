-- A tap the engine makes for the script (tapTab, tapBar, ...) lands on a point inside its target:
-- never rounded onto a neighbour or off the screen (UIKit's touch locations are fractional). When
-- no such point exists, the refusal says why (covered by what, off screen), never a wrong reason.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function titles(n)
  local t = {}
  for i = 1, n do t[i] = "Tab " .. i end
  return t
end

local function lastTap()
  return stage.log.events{ source = "screen", last = 1 }[1]
end

describe("semantic taps aim inside their target", function()
  it("taps each of 1,000 tabs narrower than a point, inside that tab", function()
    local n = 1000
    local c = stage.tabBarController{ tabs = titles(n) }
    c:presentPopupBar{ content = h.song, animated = false }
    local w = stage.screen.width / n        -- the tab bar spans the screen
    assert.is_true(w < 1)
    local failed = {}
    for i = 1, n do
      local ok, e = pcall(c.tapTab, c, i)
      local tap = lastTap()
      if not ok then
        failed[#failed + 1] = i .. ": " .. tostring(e)
      elseif c.selectedTab ~= i or tap.name ~= "tap" or tap.layer ~= "bar#1"
          or not (tap.x >= (i - 1) * w and tap.x < i * w) or tap.y >= stage.screen.height then
        failed[#failed + 1] = i .. ": selected " .. c.selectedTab .. ", tapped at (" .. tap.x .. ", " .. tap.y .. ")"
      end
    end
    assert.are.same({}, failed)
  end)

  it("taps the last tab inside the screen, and the first", function()
    local c = stage.tabBarController{ tabs = titles(7) }
    c:presentPopupBar{ content = h.song, animated = false }
    c:tapTab(7)
    assert.are.equal(7, c.selectedTab)
    assert.is_true(lastTap().x < stage.screen.width)
    c:tapTab(1)
    assert.are.equal(1, c.selectedTab)
    assert.is_true(lastTap().x >= 0)
  end)

  it("refuses a tab whose bar is still below the screen, saying so", function()
    local c = stage.tabBarController{ tabs = titles(2) }
    c:presentPopupBar{ content = h.song, animated = false }
    c:setBottomBarHidden(true, false)
    assert.are.equal("cannot tap tab 2 ('Tab 2') of bar#1: the tab bar is not on screen", h.err(function() c:tapTab(2) end))
    c:setBottomBarHidden(false, true)      -- slides back in from below the screen
    local before = #stage.log.events{ source = "screen" }
    assert.matches("^cannot tap tab 2 %('Tab 2'%) of bar#1: it lies at {.*}, off the screen$", h.err(function() c:tapTab(2) end))
    assert.are.equal(before, #stage.log.events{ source = "screen" })   -- no tap below the screen
    assert.are.equal(1, c.selectedTab)
    stage.clock.advance(0.05)              -- partly in: its visible part takes the tap
    c:tapTab(2)
    assert.are.equal(2, c.selectedTab)
    assert.is_true(lastTap().y < stage.screen.height)
  end)

  it("names what covers a tab", function()
    local c = stage.tabBarController{ tabs = titles(2) }
    c:presentPopupBar{ content = h.song, animated = false }
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet:present()
    stage.clock.advance(1)
    assert.matches("^cannot tap tab 2 %('Tab 2'%) of bar#1: %([%d.]+, [%d.]+%) is covered by sheet#1$", h.err(function() c:tapTab(2) end))
  end)

  it("taps the bar at a point inside it", function()
    local c = h.presented()
    c.popupBar:tap()
    local tap = lastTap()
    local f = c.popupBar.frame
    assert.are.equal("bar#1", tap.layer)
    assert.is_true(tap.x >= f.x and tap.x < f.x + f.width and tap.y >= f.y and tap.y < f.y + f.height)
  end)
end)
