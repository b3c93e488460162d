-- Library code keeps Lua's `assert`: busted gives luassert's only to the spec's environment.
-- (Before, understudy put luassert's in _G, so a library's plain assert raised a table.)
local lib = load([[
  local M = {}
  function M.check(x) assert(x, "x is required") return x end
  function M.kind() return type(assert) end
  return M
]], "@lib.lua", "t", _G)()

describe("plain assert in library code", function()
  it("raises Lua's string error, with its position", function()
    local ok, err = pcall(lib.check, nil)
    assert.is_false(ok)
    assert.are.equal("lib.lua:2: x is required", err)
  end)

  it("is matched by has_error on the message", function()
    assert.has_error(function() lib.check(false) end, "x is required")
  end)

  it("is Lua's in _G, luassert's in the spec", function()
    assert.are.equal("function", lib.kind())
    assert.are.equal("function", type(_G.assert))
    assert.are.equal("table", type(assert))
  end)

  it("uncaught, is an error, not a failure", function()
    lib.check(nil)
  end)
end)
