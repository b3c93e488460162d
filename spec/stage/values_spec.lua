-- Values crossing from Lua into the host: bindings read only the shape they declare, and any copy
-- is bounded in depth and size (issue 8, item 2; docs/internals/BRIDGE.md "Values from Lua").

local function deep(n)
  local t = {}
  local c = t
  for _ = 1, n do
    c[1] = {}
    c = c[1]
  end
  return t
end

local function doubled(n)
  local t = {}
  for _ = 1, n do t = { t, t } end
  return t
end

local function cyclic()
  local t = {}
  t[1] = t
  t.title = t
  t.width = t
  return t
end

local function refuses(pattern, f, ...)
  local ok, err = pcall(f, ...)
  assert.is_false(ok)
  assert.matches(pattern, err)
end

describe("values from Lua", function()
  local hostile = {
    { "a table 50,000 deep", deep(50000) },
    { "a table of shared subtables (2^24 leaves)", doubled(24) },
    { "a cycle", cyclic() },
  }

  for _, case in ipairs(hostile) do
    local name, value = case[1], case[2]

    it("refuses " .. name .. " as a sheet header, quickly and by name", function()
      local started = os.clock()
      local sheet = stage.actionController{ style = "twitter" }
      refuses("bad value for field 'header' of ActionController %(unexpected number key in options", function() sheet.header = value end)
      refuses("bad value for field 'header' of ActionController %(subtitle: string expected, got table%)",
              function() sheet.header = { title = "x", subtitle = value } end)
      refuses("bad argument #1 to 'actionController'", stage.actionController, { style = "twitter", header = value })
      assert.is_true(os.clock() - started < 1)
    end)

    it("refuses " .. name .. " as a size setting", function()
      local sheet = stage.actionController()
      refuses("bad value for settings.animation.scale %({width =, height =} expected, got table%)",
              function() sheet.settings.animation.scale = value end)
      refuses("option 'settings.animation.scale': {width =, height =} expected, got table",
              stage.actionController, { settings = { animation = { scale = value } } })
    end)

    it("refuses " .. name .. " as a drag path", function()
      refuses("bad argument #1 to 'drag' %(option 'path%[1%]': point {x, y} expected%)", stage.screen.drag, { path = value })
      refuses("option 'path%[2%]': point {x, y} expected", stage.screen.drag, { path = { { 1, 2 }, value } })
    end)
  end

  it("reads just the fields it wants from a table that has more", function()
    local sheet = stage.actionController()
    -- The size reads width and height; the rest of the table is never copied.
    sheet.settings.animation.scale = { width = 0.9, height = 0.8, deep(50000), doubled(24) }
    assert.are.equal(0.9, sheet.settings.animation.scale.width)
    -- A path of points that carry extra fields.
    local p = { 10, 20, extra = doubled(24) }
    stage.screen.drag{ path = { p, { 30, 40, deep(50000) } }, duration = 0.1 }
  end)

  it("bounds a path made of one shared point", function()
    local p = { 1, 2 }
    local path = {}
    for i = 1, 200000 do path[i] = p end
    refuses("option 'path': table too large: more than 262144 values", stage.screen.drag, { path = path })
  end)

  it("accepts a header with a big title once, as a string", function()
    local sheet = stage.actionController{ style = "twitter" }
    local big = ("x"):rep(1 << 20)
    sheet.header = { title = big }
    assert.are.equal(1 << 20, #sheet.header.title)
  end)
end)
