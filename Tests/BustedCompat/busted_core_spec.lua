-- `require "busted.core"`: a constructor of busted instances, as specs and helpers use one (a
-- failure the runner counts as a failure, a pending test, busted.status, an instance's own
-- channels), and `require "busted"`'s channels, which follow the same mediator's rules.
local core = require "busted.core"

describe("busted.core", function()
  it("is busted's constructor, already loaded", function()
    assert.is_function(core)
    assert.are.equal(core, package.loaded["busted.core"])
    local a, b = core(), core()
    assert.are_not.equal(a, b)
    assert.are.equal("2.1.1", a.version)
    for _, name in ipairs { "fail", "pending", "status", "publish", "subscribe", "unsubscribe", "bindfenv",
      "gettime", "monotime", "sleep" } do
      assert.is_function(a[name], name)
    end
  end)

  it("fail is a failure at the caller's line", function()
    core().fail("boom")
  end)

  it("fail with a level blames that caller", function()
    local function check() core().fail("deep", 2) end
    check()
  end)

  it("fail with level 0 still gets this line", function()
    core().fail("nowhere", 0)
  end)

  it("fail as a helper's failure function", function()
    local fail = core().fail
    local function expectPositive(n) if n <= 0 then fail("not positive: " .. n, 2) end end
    expectPositive(1)
    expectPositive(-1)
  end)

  it("a caught fail carries the message", function()
    local ok, e = pcall(core().fail, "caught")
    assert.is_false(ok)
    assert.are.equal("caught", e.message)
    assert.are.equal("caught", tostring(e))
  end)

  it("pending ends the test as pending", function()
    core().pending("later")
    error("not reached")
  end)

  it("status reads outcomes as busted does", function()
    local status = core().status
    assert.are.equal("success", status(true):get())
    assert.are.equal("failure", status(false):get())
    assert.are.equal("error", status(nil):get())
    assert.are.equal("error", tostring(status("bogus")))
    local s = status("pending")
    assert.is_true(s:pending())
    s:update("success")
    assert.are.equal("pending", s:get())
    s:update("failure")
    s:update("success")
    assert.is_true(s:failure())
    s:set(true)
    assert.is_true(s:success())
    assert.are.equal(status, require "busted.status")
  end)

  it("an instance's channels are its own", function()
    local a, b = core(), core()
    local got = {}
    a.subscribe({ "ping" }, function(x) got[#got + 1] = "a" .. x end)
    b.subscribe({ "ping" }, function(x) got[#got + 1] = "b" .. x end)
    a.publish({ "ping" }, 1)
    require("busted").publish({ "ping" }, 2)
    assert.are.same({ "a1" }, got)
  end)

  it("clocks and environments", function()
    local c = core()
    assert.is_number(c.gettime())
    local t = c.monotime()
    c.sleep(0.001)
    assert.is_true(c.monotime() > t)
    local function greet() return greeting end
    c.bindfenv(greet, "greeting", "hi")
    assert.are.equal("hi", greet())
  end)
end)

describe("busted's channels (mediator)", function()
  for _, which in ipairs { "busted", "busted.core" } do
    local function instance()
      if which == "busted" then return require "busted" end
      return core()
    end

    it(which .. ": a subscriber that does not ask to continue stops the publication", function()
      local m, got = instance(), {}
      m.subscribe({ which, "stop" }, function(x) got[#got + 1] = 1 return "one" end)
      m.subscribe({ which, "stop" }, function(x) got[#got + 1] = 2 return "two" end)
      local results = m.publish({ which, "stop" }, "x")
      assert.are.same({ 1 }, got)
      assert.are.same({ "one" }, results)
    end)

    it(which .. ": continue = true reaches the next subscriber; values are collected", function()
      local m, got = instance(), {}
      m.subscribe({ which, "go" }, function(x) got[#got + 1] = "first " .. x return "r1", true end)
      m.subscribe({ which, "go" }, function(x) got[#got + 1] = "second " .. x return nil, true end)
      m.subscribe({ which, "go" }, function(x) got[#got + 1] = "third " .. x return "r3" end)
      local results = m.publish({ which, "go" }, "x")
      assert.are.same({ "first x", "second x", "third x" }, got)
      assert.are.same({ "r1", "r3" }, results)
    end)

    it(which .. ": publishing goes on to the parent channels while subscribers continue", function()
      local m, got = instance(), {}
      m.subscribe({ which }, function() got[#got + 1] = "parent" return "p" end)
      m.subscribe({ which, "child" }, function() got[#got + 1] = "child" return "c", true end)
      m.subscribe({ which, "stops" }, function() got[#got + 1] = "stops" return "s" end)
      assert.are.same({ "c", "p" }, m.publish({ which, "child" }))
      assert.are.same({ "s" }, m.publish({ which, "stops" }))
      assert.are.same({ "child", "parent", "stops" }, got)
    end)

    it(which .. ": priority, predicate and unsubscribe", function()
      local m, got = instance(), {}
      m.subscribe({ which, "p" }, function() got[#got + 1] = "late" return nil, true end)
      local early = m.subscribe({ which, "p" }, function() got[#got + 1] = "early" return nil, true end, { priority = 1 })
      m.subscribe({ which, "p" }, function() got[#got + 1] = "never" return nil, true end,
        { predicate = function(x) return x == "match" end })
      m.publish({ which, "p" }, "x")
      assert.are.same({ "early", "late" }, got)
      assert.are.equal(early, m.unsubscribe(early.id, { which, "p" }))
      m.publish({ which, "p" }, "match")
      assert.are.same({ "early", "late", "late", "never" }, got)
      assert.is_number(early.id)
      assert.is_function(early.update)
    end)
  end
end)
