-- getmetatable gives views of the test library's classes (stdlib/understudy/test/locked.lua):
-- copies, so Penlight's deepcopy of an assertion works as under busted, but neither rewriting a
-- view nor building objects on one changes a verdict. Tests named by their true outcome.
local describe, it, pending, expect, assert, spy, match = describe, it, pending, expect, assert, spy, match
local setmetatable, getmetatable, pcall, error, next, type = setmetatable, getmetatable, pcall, error, next, type

local _, failure = pcall(assert.is_true, false)
local views = {
  getmetatable(assert), getmetatable(assert.is_same), getmetatable(failure), getmetatable(expect(1)),
  getmetatable(spy.new(function() end)), getmetatable(match._), getmetatable(match.is_string()),
}
local liar = function() return true end
for _, view in next, views do
  assert(type(view) == "table", "getmetatable gives a table")
  for k in next, view do view[k] = liar end
end

describe("[failure]", function()
  it("an assertion after every class view was rewritten", function() assert.are.equal(1, 2) end)
  it("expect after every class view was rewritten", function() expect(1):toBe(2) end)
  it("a copy of a failure's fields raised again", function()
    local _, e = pcall(assert.is_true, false)
    error(e, 0)
  end)
end)
describe("[error]", function()
  it("an object made with a failure's view", function()
    error(setmetatable({ message = "forged" }, getmetatable(failure)), 0)
  end)
  it("a plain error", function() error("boom") end)
end)
describe("[pending]", function()
  it("pending()", function() pending("later") end)
  it("pending() after its marker's view was rewritten", function()
    local _, marker = pcall(pending, "x")
    for k in next, getmetatable(marker) do getmetatable(marker)[k] = liar end
    pending("later")
  end)
end)
describe("[success]", function()
  it("a passing assertion", function() assert.is_true(true) end)
end)
