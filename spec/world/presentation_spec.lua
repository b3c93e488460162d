-- Sheets present from a view controller: the window's root presents one at a time; a second
-- sheet from the root is refused with UIKit's warning, and presented from the first it stacks.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("sheets over the app", function()
  before_each(function() stage.reset() end)

  it("refuses a second sheet from the root while one is up, with a presentationRefused event carrying UIKit's warning", function()
    h.tabs()
    local first = h.sheet("more")
    first:present()
    stage.clock.advance(1)
    local second = h.sheet("move", { "Archive", "Junk" })
    second:present()
    assert.are.equal("idle", second.state)
    local refused = stage.log.events{ name = "presentationRefused" }
    assert.are.equal(1, #refused)
    assert.are.equal(second.source, refused[1].source)
    assert.are.equal("root", refused[1].presenter)
    assert.are.equal(("Attempt to present %s on root (from root) which is already presenting %s."):format(second.source, first.source),
                     refused[1].warning)
    assert.are.equal(first.source, h.order()[1])
  end)

  it("stacks the second sheet when it is presented from the first", function()
    h.tabs()
    local first = h.sheet("more")
    first:present()
    stage.clock.advance(1)
    local second = h.sheet("move", { "Archive", "Junk" })
    second:present{ from = first }
    assert.are.equal("presenting", second.state)
    stage.clock.advance(1)
    assert.are.equal("presented", second.state)
    assert.are.same({ second.source, first.source }, { h.order()[1], h.order()[2] })
    assert.are.same({}, stage.log.events{ name = "presentationRefused" })
  end)

  it("refuses a sheet from the root while the first one's present animation still runs", function()
    local first = h.sheet("more")
    first:present()
    local second = h.sheet("move")
    second:present()
    assert.are.equal(("Attempt to present %s on root while a presentation is in progress."):format(second.source),
                     stage.log.events{ name = "presentationRefused" }[1].warning)
    assert.are.equal("presenting", first.state)
  end)
end)
