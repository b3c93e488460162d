-- The host's metatables, metamethods and bindings hold against the full debug library
-- (docs/internals/BRIDGE.md, "Hostile Lua"; issue 8 item 5).

local function fails(pattern, f, ...)
  local ok, err = pcall(f, ...)
  assert.is_false(ok)
  assert.matches(pattern, tostring(err))
end

local function presentedSheet()
  local sheet = stage.actionController()
  sheet:addAction("Delete")
  sheet:present()
  stage.clock.advance(0.7)
  return sheet
end

describe("host metatables", function()
  it("are hidden behind getmetatable", function()
    for _, module in ipairs{ stage.screen, stage.clock, stage } do
      local mt = getmetatable(module)
      assert.is_true(mt == nil or mt == false)
    end
    -- An object shows its methods table, not the machinery.
    local methods = getmetatable(stage.actionController())
    assert.is_nil(rawget(methods, "__gc"))
    assert.is_nil(rawget(methods, "__index"))
    assert.are.equal("function", type(methods.present))
  end)

  it("refuse a wrong self in every metamethod", function()
    local sheet = presentedSheet()
    local mt = debug.getmetatable(sheet)
    local foreign = { {}, io.tmpfile(), 42, "s", function() end, coroutine.create(print) }
    for _, v in ipairs(foreign) do
      fails("bad self", mt.__index, v, "state")
      fails("bad self", mt.__newindex, v, "header", "x")
      fails("ActionController expected", mt.__tostring, v)
      assert.is_false(mt.__eq(v, sheet))
      mt.__gc(v) -- ignored
    end
    local smt = debug.getmetatable(stage.screen)
    for _, v in ipairs(foreign) do
      fails("bad self", smt.__index, v, "width")
      fails("bad self", smt.__newindex, v, "width", 1)
      assert.is_nil(smt.__gc)
    end
    assert.are.equal("presented", sheet.state)
    assert.are.equal(393, stage.screen.width)
    foreign[2]:write("still a file")
  end)

  it("leave a live object usable when its __gc is called, any number of times", function()
    local sheet = presentedSheet()
    local mt = debug.getmetatable(sheet)
    for _ = 1, 3 do mt.__gc(sheet) end
    for _ = 1, 3 do mt.__gc(stage.screen) end
    collectgarbage()
    assert.are.equal("presented", sheet.state)
    assert.is_true(sheet:tap("Delete"))
    local timer = stage.clock.after(1, function() end)
    debug.getmetatable(timer).__gc(timer)
    assert.is_true(timer.due > 1)
  end)

  it("do not make a foreign value a host object (debug.setmetatable)", function()
    local sheet = presentedSheet()
    local mt = debug.getmetatable(sheet)
    local t = debug.setmetatable({}, mt)
    fails("ActionController expected, got table", function() return t.state end)
    fails("ActionController expected, got table", function() return t:present() end)
    fails("bad argument #1 to 'present' %(ActionController expected, got table%)", sheet.present, t)
    local f = debug.setmetatable(io.tmpfile(), mt)
    fails("ActionController expected, got userdata", function() return f.state end)
    fails("ActionController expected, got userdata", sheet.dismiss, f)
    -- And the other way: a real object under another metatable is still itself.
    debug.setmetatable(sheet, nil)
    assert.are.equal("presented", mt.__index(sheet, "state"))
    debug.setmetatable(sheet, mt)
    t, f = nil, nil
    collectgarbage()
    collectgarbage()
    assert.are.equal("presented", sheet.state)
  end)
end)

-- Replaces upvalues 1..n of f with `value` for the duration of body (the state is shared by the
-- specs that follow).
local function withUpvalues(f, n, value, body)
  local saved = {}
  for i = 1, n do saved[i] = select(2, debug.getupvalue(f, i)) end
  for i = 1, n do debug.setupvalue(f, i, value) end
  local ok, err = pcall(body)
  for i = 1, n do debug.setupvalue(f, i, saved[i]) end
  assert(ok, err)
end

describe("bindings whose upvalues are replaced (debug.setupvalue)", function()
  it("fail cleanly instead of crashing", function()
    local values = { 1e9, -1, 2^62, 0.5, io.stdout, {}, "x", print }
    for _, v in ipairs(values) do
      withUpvalues(stage.clock.advance, 1, v, function()
        fails("upvalue was replaced", stage.clock.advance, 1)
      end)
    end
    assert.are.equal(1, stage.clock.advance(1))
  end)

  it("keep the metamethods and loaders safe", function()
    local sheet = presentedSheet()
    local mt = debug.getmetatable(sheet)
    for _, v in ipairs{ 42, io.stdout, {}, "ActionController" } do
      withUpvalues(mt.__index, 5, v, function()
        fails("ActionController", function() return sheet.state end)
      end)
      withUpvalues(mt.__newindex, 5, v, function()
        fails("ActionController", function() sheet.header = "x" end)
      end)
      withUpvalues(mt.__gc, 1, v, function() mt.__gc(sheet) end)
    end
    assert.are.equal("presented", sheet.state)
    local loader = package.preload["understudy.pretty"]
    withUpvalues(loader, 1, 1e6, function()
      fails("upvalue was replaced", loader, "understudy.pretty")
    end)
    assert.are.equal("table", type(loader("understudy.pretty")))
  end)
end)
