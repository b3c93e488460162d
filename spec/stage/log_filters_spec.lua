-- stage.log's filters beyond source/name/time (names, exclude, first, a list of sources) and the
-- gesture samples' collapse: `print` and `format` show a run of `panChanged` as one line, `events`
-- keeps every sample unless asked. The line's numbers are SampleRunTests'.
local function swipe()
  local t = stage.tableView{ rows = { "a", "b" },
    editActions = function() return { stage.swipeAction{ title = "Delete", style = "destructive" } } end }
  t:swipe(1, { dx = -220 })
  stage.clock.advance(1)
  return t
end

local function count(text, pattern)
  local n = 0
  for _ in string.gmatch(text, pattern) do n = n + 1 end
  return n
end

describe("stage.log filters", function()
  it("format and print show a run of samples as one line", function()
    swipe()
    local samples = #stage.log.events{ name = "panChanged" }
    assert.is_true(samples > 10)
    local text = stage.log.format()
    assert.are.equal(1, count(text, "panChanged"))
    assert.matches("%] screen panChanged ×" .. samples .. ", x [%d%.]+ → 157 over [%d%.]+ s layer=\"table#1\"", text)
    assert.are.equal(samples, count(stage.log.format{ collapse = false }, "panChanged"))
  end)

  it("events keeps every sample unless asked to collapse", function()
    swipe()
    local all = stage.log.events()
    local collapsed = stage.log.events{ collapse = true }
    local samples = #stage.log.events{ name = "panChanged" }
    assert.are.equal(#all - samples + 1, #collapsed)
    local run
    for _, e in ipairs(collapsed) do if e.name == "panChanged" then run = e end end
    assert.are.equal(samples, run.count)
    assert.are.equal("panChanged", run.last.name)
    assert.are.equal(157, run.last.x)
    assert.is_true(run.last.t > run.t)
  end)

  it("names picks events by a list of names, exclude drops them", function()
    swipe()
    local picked = stage.log.events{ names = { "panBegan", "panEnded" } }
    assert.are.same({ "panBegan", "panEnded" }, { picked[1].name, picked[2].name })
    assert.are.equal(2, #picked)
    for _, e in ipairs(stage.log.events{ exclude = { "panChanged", "panBegan" } }) do
      assert.is_true(e.name ~= "panChanged" and e.name ~= "panBegan")
    end
    assert.are.equal(0, count(stage.log.format{ exclude = { "panChanged" } }, "panChanged"))
  end)

  it("first starts at a position of the log: what came since a count taken earlier", function()
    stage.screen.tap(1, 1)
    local since = stage.log.count + 1
    stage.screen.tap(2, 2)
    stage.screen.tap(3, 3)
    local later = stage.log.events{ first = since }
    assert.are.same({ 2, 3 }, { later[1].x, later[2].x })
    assert.are.equal(0, #stage.log.events{ first = stage.log.count + 1 })
    assert.are.equal(2, #stage.log.events{ first = since, names = { "tap" }, exclude = {} })
  end)

  it("last keeps the last matching events: the latest without reading them all", function()
    stage.screen.tap(1, 1)
    stage.clock.after(0.1, function() end)
    stage.clock.advance(1)
    stage.screen.tap(2, 2)
    stage.screen.tap(3, 3)
    local latest = stage.log.events{ source = "screen", last = 1 }
    assert.are.same({ 3 }, { latest[1].x, latest[2] })
    local two = stage.log.events{ name = "tap", last = 2 }
    assert.are.same({ 2, 3 }, { two[1].x, two[2].x })
    assert.are.equal(3, #stage.log.events{ name = "tap", last = 10 })
    assert.are.equal("[  1.000] screen tap x=3 y=3 miss=true\n", stage.log.format{ last = 1 })
  end)

  it("source takes a list: any of its sources, names or timer names", function()
    local sheet = stage.actionController{ name = "share" }
    sheet:addAction("Edit")
    sheet:present()
    stage.screen.tap(1, 1)
    stage.clock.after(0.1, function() end, { name = "tick" })
    stage.clock.advance(1)
    local picked = stage.log.events{ source = { "screen", "tick" } }
    assert.are.same({ "tap", "timer" }, { picked[1].name, picked[2].name })
    assert.are.equal(2, #picked)
    assert.are.equal(#stage.log.events{ source = "share" } + 1, #stage.log.events{ source = { "share", "screen" } })
    assert.are.equal(0, #stage.log.events{ source = {} })
    -- The same as joining each source's text: every line of format ends with a newline.
    local a, b = stage.log.format{ source = "screen" }, stage.log.format{ source = "tick" }
    assert.are.equal("\n", a:sub(-1))
    assert.are.equal(a .. b, stage.log.format{ source = { "screen", "tick" } })
    assert.are.equal("", stage.log.format{ source = "nothing" })
    assert.has_error(function() stage.log.events{ source = { 1 } } end)
  end)

  it("refuses a bad filter, naming the option", function()
    assert.has_error(function() stage.log.events{ first = 0 } end,
      "bad argument #1 to 'events' (option 'first': a position from 1 expected, got 0)")
    assert.has_error(function() stage.log.format{ first = -3 } end,
      "bad argument #1 to 'format' (option 'first': a position from 1 expected, got -3)")
    assert.has_error(function() stage.log.events{ last = 0 } end,
      "bad argument #1 to 'events' (option 'last': a count from 1 expected, got 0)")
    assert.has_error(function() stage.log.events{ names = "tap" } end)
    assert.has_error(function() stage.log.events{ exclude = { 1 } } end)
    assert.has_error(function() stage.log.print{ collapse = "yes" } end)
  end)
end)
