-- expect's matchers (issue 14, item 9): each passes, fails with a readable message, and negates.

-- The message of the failure `f` raises (fails the test when it does not raise).
local function failure(f)
  local ok, e = pcall(f)
  assert.is_false(ok, "expected a failure")
  return tostring(e)
end

local function fails(f, ...)
  local message = failure(f)
  for _, fragment in ipairs({ ... }) do
    assert.truthy(message:find(fragment, 1, true), "'" .. fragment .. "' not in:\n" .. message)
  end
  return message
end

describe("expect", function()
  it("is the global of scripts too", function()
    assert.are.equal("function", type(expect))
  end)

  it("toBe compares with ==, and tells equal tables apart", function()
    expect(1):toBe(1)
    expect("a").never:toBe("b")
    fails(function() expect(1):toBe(2) end, "expect(received):toBe(expected)", "Expected: 2", "Received: 1")
    fails(function() expect({ 1 }):toBe({ 1 }) end, "toEqual compares contents")
    fails(function() expect("1").never:toBe("1") end, "expect(received).never:toBe(expected)", 'Expected: never "1"')
  end)

  it("toEqual compares contents and shows a diff", function()
    expect({ a = { 1, 2 } }):toEqual({ a = { 1, 2 } })
    expect({ 1 }).no:toEqual({ 2 })
    fails(function() expect({ 1, 2 }):toEqual({ 1, 3 }) end, "--- expected", "+++ received", "-{ 1, 3 }", "+{ 1, 2 }")
  end)

  it("toBeTruthy, toBeFalsy, toBeNil", function()
    expect(0):toBeTruthy()
    expect(""):toBeTruthy()
    expect(false):toBeFalsy()
    expect(nil):toBeFalsy():toBeNil()
    expect(false).never:toBeNil()
    fails(function() expect(nil):toBeTruthy() end, "Expected a truthy value", "Received: nil")
    fails(function() expect(1):toBeFalsy() end, "Expected a falsy value", "Received: 1")
    fails(function() expect(false):toBeNil() end, "Expected: nil", "Received: false")
    fails(function() expect(nil).never:toBeNil() end, "Expected a value other than nil")
  end)

  it("toBeCloseTo uses Jest's rule (|a - b| < 10^-digits / 2)", function()
    expect(0.1 + 0.2):toBeCloseTo(0.3)
    expect(0.1 + 0.2):toBeCloseTo(0.3, 15)
    expect(1.004):toBeCloseTo(1)        -- 0.004 < 0.005
    expect(1.006).never:toBeCloseTo(1)  -- 0.006 >= 0.005
    expect(math.huge):toBeCloseTo(math.huge)
    fails(function() expect(0.1):toBeCloseTo(0.3) end, "Expected: 0.3", "Received: 0.1", "must be < 0.005, 2 digits")
    fails(function() expect("x"):toBeCloseTo(1) end, "toBeCloseTo: received value must be a number, got string")
    -- A matcher that cannot apply fails negated too.
    fails(function() expect("x").never:toBeCloseTo(1) end, "must be a number")
  end)

  it("toHaveLength of strings, lists and __len", function()
    expect("abc"):toHaveLength(3)
    expect({ 1, 2 }):toHaveLength(2)
    expect(setmetatable({}, { __len = function() return 7 end })):toHaveLength(7)
    expect({}).never:toHaveLength(1)
    fails(function() expect("abc"):toHaveLength(2) end, "Expected length: 2", "Received length: 3")
    fails(function() expect(5):toHaveLength(1) end, "toHaveLength: received value must be a string or a table")
  end)

  it("toContain finds substrings (plain) and list elements; toContainEqual by contents", function()
    expect("hello world"):toContain("o w")
    expect("a.c"):toContain(".")
    expect("abc").never:toContain(".")  -- plain text, not a pattern
    expect({ 1, "two", 3 }):toContain("two")
    expect({ { 1 } }).never:toContain({ 1 })
    expect({ { 1 } }):toContainEqual({ 1 })
    fails(function() expect({ 1, 2 }):toContain(3) end, "Expected to contain: 3", "Received: { 1, 2 }")
    fails(function() expect({ 1, 2 }).no:toContain(2) end, "expect(received).never:toContain(item)", "Expected not to contain: 2")
  end)

  it("toMatch takes a Lua pattern", function()
    expect("sheet#12"):toMatch("^sheet#%d+$")
    expect("abc").never:toMatch("%d")
    fails(function() expect("hello"):toMatch("^x") end, 'Expected pattern: "^x"', 'Received: "hello"')
    fails(function() expect("x"):toMatch("[") end, "toMatch: malformed pattern")
    fails(function() expect(1):toMatch("1") end, "toMatch: received value must be a string, got integer")
  end)

  it("toThrow, with a message substring or a pattern", function()
    expect(function() error("boom!") end):toThrow()
    expect(function() error("boom!") end):toThrow("boom!")          -- plain: '!' is no magic anyway
    expect(function() error("took 3 s") end):toThrow("took %d s")    -- a pattern
    expect(function() error({ code = 1 }) end):toThrow()
    expect(function() end).never:toThrow()
    expect(function() error("boom") end).never:toThrow("bang")
    expect(function() stage.clock.advance(-1) end):toThrow("bad argument #1 to 'advance'")
    fails(function() expect(function() end):toThrow() end, "Expected the function to throw", "It did not throw.")
    fails(function() expect(function() error("boom") end):toThrow("bang") end, 'Expected error: "bang"', "Thrown: ", "boom")
    fails(function() expect(function() error("boom") end).never:toThrow() end, "Expected the function not to throw", "boom")
    fails(function() expect(1):toThrow() end, "toThrow: received value must be a function")
  end)

  it("greater and less", function()
    expect(3):toBeGreaterThan(2):toBeGreaterThanOrEqual(3):toBeLessThan(4):toBeLessThanOrEqual(3)
    expect(3).never:toBeGreaterThan(3)
    fails(function() expect(3):toBeGreaterThan(4) end, "Expected: > 4", "Received: 3")
    fails(function() expect(3):toBeLessThanOrEqual(2) end, "Expected: <= 2")
    fails(function() expect(3).never:toBeLessThan(4) end, "Expected: not < 4")
    fails(function() expect("3"):toBeLessThan(4) end, "toBeLessThan: received value must be a number, got string")
  end)

  it("an unknown matcher lists the matchers and suggests the nearest", function()
    local m = fails(function() expect(1):toBeTrue() end, "no matcher 'toBeTrue'", "did you mean 'toBeTruthy'?",
      "toBeCloseTo", "toHaveEvents", "toThrow", ".never")
    assert.truthy(m:find("expect_spec.lua:%d+:"), m)  -- blamed on the caller's line
    fails(function() expect(1):tobe(1) end, "did you mean 'toBe'?")
    local far = failure(function() expect(1):zzzzzzzzzzzzzz() end)
    assert.falsy(far:find("did you mean", 1, true), far)
  end)

  it("says to use ':' when a matcher is called with '.'", function()
    fails(function() expect(1).toBe(1) end, "call it with ':'")
  end)

  it("toMatchSnapshot cannot be negated", function()
    fails(function() expect("x").never:toMatchSnapshot() end, "toMatchSnapshot cannot be negated")
  end)

  describe("toHaveEvents", function()
    local sheet
    before_each(function()
      sheet = stage.actionController{ style = "twitter" }
      sheet:addAction{ title = "Edit" }
      stage.screen.tap(1, 2)
      sheet:present()
      stage.clock.advance(1)
    end)

    it("matches in order, filtered by source", function()
      expect(stage.log):toHaveEvents{ { name = "willPresentView" }, { name = "didPresentView" } }
      expect(stage.log):toHaveEvents({ { name = "willPresentView" }, { name = "didPresentView" } },
        { source = "sheet#1", exhaustive = true })
      expect(stage.log):toHaveEvents({ { name = "tap" } }, { source = "screen", exhaustive = true })
      expect(stage.log).never:toHaveEvents{ { name = "didPresentView" }, { name = "willPresentView" } }
      expect(stage.log.events{ source = "sheet#1" }):toHaveEvents{ { name = "willPresentView", t = 0 } }
    end)

    it("lists the events once on failure, numbered", function()
      local m = fails(function()
        expect(stage.log):toHaveEvents({ { name = "didPresentView", t = 0.5 } }, { source = "sheet#1" })
      end, "expect(received):toHaveEvents(patterns, options?)", "MISSING", "closest #2: t = 0.6, expected 0.5",
        "Events (2 of sheet#1 since the test began):", "#1   [  0.000] sheet#1 willPresentView")
      assert.falsy(m:find("screen tap", 1, true), m)
      local _, count = m:gsub("willPresentView", "")
      assert.are.equal(1, count)
    end)

    it("the closest candidate counts the source, by source or by name", function()
      local events = {
        { t = 0.2, source = "popup#1", label = "a", name = "didPop" },
        { t = 0.3, source = "popup#2", label = "b", name = "didPop" },
      }
      fails(function() expect(events):toHaveEvents{ { source = "b", name = "didPop", t = 0.29 } } end,
        "(closest #2: t = 0.3, expected 0.29)")
      fails(function() expect(events):toHaveEvents{ { source = "popup#1", name = "didPop", t = 0.3 } } end,
        "(closest #1: t = 0.2, expected 0.3)")
      -- As close as each other: the earlier one.
      fails(function() expect(events):toHaveEvents{ { name = "didPop", t = 0.25 } } end,
        "(closest #1: t = 0.2, expected 0.25)")
    end)

    it("takes a list of sources", function()
      expect(stage.log):toHaveEvents({ { name = "tap" }, { name = "willPresentView" }, { name = "didPresentView" } },
        { source = { "screen", "sheet#1" }, exhaustive = true })
      fails(function() expect(stage.log):toHaveEvents({ { name = "nothing" } }, { source = { "screen", "sheet#1" } }) end,
        "among the events of screen, sheet#1")
    end)

    it("a name or a source no event has offers the nearest one there", function()
      fails(function() expect(stage.log):toHaveEvents{ { name = "willPresent" } } end,
        "MISSING { name = \"willPresent\" }  (no event named 'willPresent'; did you mean 'willPresentView'?)")
      fails(function() expect(stage.log):toHaveEvents{ { name = "zzz" } } end, "(no event named 'zzz')")
      -- A name that is there, only not after the last match, keeps the position.
      fails(function() expect(stage.log):toHaveEvents{ { name = "didPresentView" }, { name = "tap" } } end,
        "(not found after #3)")
      fails(function() expect(stage.log):toHaveEvents({ { name = "tap" } }, { source = "sheet#2" }) end,
        "(none); did you mean source = 'sheet#1'?")
    end)

    it("refuses one pattern where the list goes, and a pattern that is not a table", function()
      -- Without patterns nothing is missing: a lone pattern would pass on any log.
      fails(function() expect(stage.log):toHaveEvents({ name = "willPop" }) end,
        "toHaveEvents: expected a list of event patterns, got a table with field 'name' (one pattern?")
      fails(function() expect(stage.log):toHaveEvents({ "willPop" }) end, "pattern #1 must be a table of event fields, got string")
      expect(stage.log):toHaveEvents({ { name = "tap" } }, { source = "screen" })
    end)

    it("refuses a source that is not a string", function()
      fails(function() expect(stage.log):toHaveEvents({}, { source = 1 }) end, "option 'source' must be a string")
      fails(function() expect(stage.log):toHaveEvents({}, { source = { 1 } }) end, "option 'source' must be a string")
    end)
  end)
end)
