-- getmetatable on luassert's objects gives a table, as under busted, so a spec can deep-copy an
-- assertion the way Penlight's tablex.deepcopy does (`setmetatable(copy, getmetatable(orig))`),
-- and the copy asserts like the original.
local function deepcopy(t, seen)
  if type(t) ~= "table" then return t end
  seen = seen or {}
  if seen[t] then return seen[t] end
  local c = {}
  seen[t] = c
  for k, v in pairs(t) do c[deepcopy(k, seen)] = deepcopy(v, seen) end
  return setmetatable(c, getmetatable(t))
end

describe("getmetatable on luassert's objects", function()
  it("gives tables", function()
    assert.is_table(getmetatable(assert))
    assert.is_table(getmetatable(assert.is_same))
    assert.is_table(getmetatable(spy.new(function() end)))
    assert.is_table(getmetatable(match.is_string()))
  end)

  it("a deep copy of assert asserts", function()
    local a = deepcopy(assert)
    a.is_true(true)
    a.are.same({ 1 }, { 1 })
  end)

  it("a deep copy of assert fails like assert", function()
    local a = deepcopy(assert)
    a.are.same({ 1 }, { 2 })
  end)

  it("a deep copy of a chain fails like the chain", function()
    local same = deepcopy(assert.is_same)
    same(1, 2)
  end)

  it("Penlight's deepcopy of assert", function()
    local ok, tablex = pcall(require, "pl.tablex")
    if not ok then return end -- busted installs Penlight; without it there is nothing to copy with
    local a = tablex.deepcopy(assert)
    a.is_equal(1, 1)
    assert.has_error(function() a.is_equal(1, 2) end)
  end)
end)
