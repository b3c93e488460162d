-- The action-sheet scenario scripts run to the end (smoke test; run from the repository root).
describe("action sheet scripts", function()
  local function run(path)
    local out = {}
    local saved = print
    -- _G: a plain `print =` would only set this test's own global (busted's block environments).
    _G.print = function(...) out[#out + 1] = table.concat({ ... }, "\t") end
    local ok, err = pcall(dofile, path)
    _G.print = saved
    assert(ok, err)
    return table.concat(out, "\n")
  end

  it("scripts/actionsheets.lua shows every style, its handler and its timeline", function()
    local out = run("scripts/actionsheets.lua")
    for _, style in ipairs{ "skype", "tweetbot", "twitter", "youtube", "periscope", "spotify" } do
      assert.matches("=== " .. style .. " ===", out, 1, true)
    end
    assert.matches('handler("Start radio") at t = 1.700', out, 1, true)
    assert.matches("covered by the cancel bar", out, 1, true)
  end)

  it("scripts/tour.lua has its action-sheet part", function()
    local out = run("scripts/tour.lua")
    assert.matches("switched to Xmartlabs at t = 1.2", out, 1, true)
    assert.matches("its section (2) has no rows on screen yet", out, 1, true)
    assert.matches("2 rows left; row 2 is now \"Mail 3\"", out, 1, true)
    assert.matches("login over the ad: ad is suspended with 1.5 s left", out, 1, true)
    assert.matches("popup bar: open at t = 1.0", out, 1, true)
  end)

  it("scripts/mail.lua swipes, deletes and prints the timeline", function()
    local out = run("scripts/mail.lua")
    assert.matches("Read: Tim Cook is now read", out, 1, true)
    assert.matches("4 mails left; Jony's row moved up to index 3", out, 1, true)
    assert.matches('table#1 deleteRow row=3 via="deleteRows"', out, 1, true)
  end)

  it("scripts/music.lua plays, opens, closes, swaps and dismisses", function()
    local out = run("scripts/music.lua")
    assert.matches("after 200 pt: open", out, 1, true)
    assert.matches("didClose at t = 43.81", out, 1, true)
    assert.matches("dismissed at t = 44.55", out, 1, true)
  end)

  it("scripts/launch_popups.lua runs under both policies side by side", function()
    local out = run("scripts/launch_popups.lua")
    assert.matches("login shown; ad is suspended", out, 1, true)
    assert.matches("willDismiss reason=\"cover\"", out, 1, true)
    assert.matches(" 9.50  ad countdown finished", out, 1, true)
  end)

  it("scripts/app.lua meets all four components in one app", function()
    local out = run("scripts/app.lua")
    assert.matches('cannot swipe row 2: %(.-%) is covered by popup#1 "rate"', out)
    assert.matches("More on Craig's mail (row 2) at t = 2.20: the sheet comes up", out, 1, true)
    assert.matches('cannot tap the popup bar of bar#2 "tabs": %(.-%) is covered by sheet#1 "more"', out)
    assert.matches('popup#2 "toast" > sheet#1 "more" > bar#2 "tabs" > bar#1 "inbox nav" > table#1 "inbox"', out, 1, true)
    assert.matches("Mark as Unread: Craig's mail is now unread (t = 4.40)", out, 1, true)
    assert.matches("the player is open", out, 1, true)
  end)
end)
