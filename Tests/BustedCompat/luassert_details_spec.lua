-- luassert and busted details that differ easily: every test here passes under busted 2.1.1.
local obj = { f = function() return "orig f" end, g = function() return "orig g" end }

describe("stubs and spies stay until reverted (busted takes no luassert snapshot)", function()
  setup(function() stub(obj, "g").returns("stubbed in setup") end)

  it("a stub made in setup is active in the block's tests", function()
    assert.are.equal("stubbed in setup", obj.g())
  end)

  it("a stub made in a test", function()
    stub(obj, "f").returns("stubbed in a test")
    assert.are.equal("stubbed in a test", obj.f())
  end)

  it("is still active in the next test", function()
    assert.are.equal("stubbed in a test", obj.f())
  end)

  it("a parameter set in a test stays set", function()
    assert:set_parameter("TableFormatLevel", 1)
    assert.are.equal(1, assert:get_parameter("TableFormatLevel"))
  end)
end)

describe("after the block that made them", function()
  it("the stubs are still active", function()
    assert.are.equal("stubbed in setup", obj.g())
    assert.are.equal("stubbed in a test", obj.f())
  end)

  it("and the parameter still set", function()
    assert.are.equal(1, assert:get_parameter("TableFormatLevel"))
    assert:set_parameter("TableFormatLevel", 3)
  end)

  it("revert restores the originals", function()
    obj.f:revert()
    obj.g:revert()
    assert.are.equal("orig f", obj.f())
    assert.are.equal("orig g", obj.g())
  end)
end)

describe("on_call_with", function()
  it("snapshots its arguments", function()
    local t = { id = 1 }
    local s = stub().returns("default")
    s.on_call_with(t).returns("matched")
    assert.are.equal("matched", s({ id = 1 }))
    t.id = 2 -- a later change does not move the match
    assert.are.equal("matched", s({ id = 1 }))
    assert.are.equal("default", s({ id = 2 }))
  end)
end)

describe("matcher constructors check their arguments", function()
  it("matches wants a string pattern and a number init", function()
    assert.has_error(function() match.matches(1) end)
    assert.has_error(function() match.matches("s", "s") end)
    assert.has_no.errors(function() match.matches("s", 2) end)
    assert.has_no.errors(function() match.matches("s", "2") end)
  end)

  it("near wants numbers", function()
    assert.has_error(function() match.near("a", 1) end)
    assert.has_error(function() match.near(1, "b") end)
    assert.has_error(function() match.near(1) end)
    assert.has_no.errors(function() match.near("1", 0.5) end)
  end)

  it("ref wants an object; composites want matchers", function()
    assert.has_error(function() match.ref(1) end)
    assert.has_error(function() match.any_of(1) end)
    assert.has_error(function() match.all_of() end)
  end)

  it("the failure names the argument", function()
    local ok, err = pcall(match.matches, "s", "s")
    assert.is_false(ok)
    assert.truthy(tostring(err):find("bad argument #2 to 'matches' (number expected, got string)", 1, true))
  end)
end)

describe("has_error around a failed assertion", function()
  it("is an error", function()
    assert.has_error(function() assert.are.equal(1, 2) end)
  end)

  it("compares its message with the position included", function()
    local message = "Expected objects to be equal.\nPassed in:\n(number) 2\nExpected:\n(number) 1"
    local ok = pcall(assert.has_error, function() assert.are.equal(1, 2) end, message)
    assert.is_false(ok)
  end)

  it("matches it with error_matches", function()
    assert.error_matches(function() assert.are.equal(1, 2) end, "Expected objects to be equal")
  end)
end)

describe("say", function()
  local say = require "say"

  it("fills templates with string.format", function()
    say:set("compat.hello", "hello %s and %s")
    assert.are.equal("hello a and b", say("compat.hello", { "a", "b" }))
    assert.are.equal("hello %s and %s", say("compat.hello"))
  end)

  it("raises on a missing substitution", function()
    assert.has_error(function() say("compat.hello", { "only one" }) end)
  end)

  it("keeps namespaces and falls back", function()
    say:set_namespace("xx")
    say:set("compat.only_xx", "in xx")
    assert.are.equal("in xx", say("compat.only_xx"))
    assert.are.equal("hello a and b", say("compat.hello", { "a", "b" })) -- from the fallback (en)
    say:set_namespace("en")
    assert.is_nil(say("compat.only_xx"))
    assert.are.equal("in xx", say.xx["compat.only_xx"])
    say:set_fallback("xx")
    assert.are.equal("in xx", say("compat.only_xx"))
    say:set_fallback("en")
  end)

  it("wants a table of values", function()
    assert.has_error(function() say("compat.hello", "a") end)
  end)
end)

describe("require 'busted'", function()
  local busted = require "busted"

  it("exposes the public API", function()
    for _, name in ipairs { "publish", "subscribe", "unsubscribe", "bindfenv", "gettime", "monotime",
      "sleep", "parent", "children", "fail", "describe", "it", "pending", "before_each" } do
      assert.is_function(busted[name], name)
    end
  end)

  it("is read-only", function()
    assert.has_error(function() busted.extra = 1 end)
    assert.is_nil(rawget(busted, "extra"))
  end)

  it("publishes to subscribers", function()
    local got = {}
    local sub = busted.subscribe({ "compat", "ping" }, function(x) got[#got + 1] = x end)
    busted.publish({ "compat", "ping" }, "one")
    busted.unsubscribe(sub.id, { "compat", "ping" })
    busted.publish({ "compat", "ping" }, "two")
    assert.are.same({ "one" }, got)
  end)

  it("has clocks", function()
    local t0, m0 = busted.gettime(), busted.monotime()
    busted.sleep(0.01)
    assert.is_true(busted.monotime() - m0 >= 0.009)
    assert.is_true(math.abs(t0 - os.time()) < 5)
  end)

  it("binds a function's environment", function()
    local function shout() return greeting end
    busted.bindfenv(shout, "greeting", "hey")
    assert.are.equal("hey", shout())
  end)
end)
