-- An assertion given wrong arguments fails at luassert's own line (busted shows
-- `luassert/assertions.lua:94: bad argument #1 to 'matches' ...`; here the library's line too),
-- and a spy assertion chained on something that is not a spy is an error at the spec's line,
-- as luassert raises it.
describe("wrong arguments fail in the library", function()
  it("near with a string", function() assert.near("a", 1, 0.1) end)
  it("near with two arguments", function() assert.near(1, 1) end)
  it("equal with one argument", function() assert.are.equal(1) end)
  it("same with one argument", function() assert.are.same(1) end)
  it("matches with a number pattern", function() assert.matches(1, "x") end)
  it("matches with nothing to match", function() assert.matches("x", nil) end)
  it("has_error with a number", function() assert.has_error(1) end)
  it("error_matches with a number pattern", function() assert.error_matches(function() error("x") end, 5) end)
  it("truthy with nothing", function() assert.truthy() end)
  it("match.equals with nothing", function() local _ = match.equals() end)
  it("match.same with nothing", function() local _ = match.same() end)
end)

describe("spy assertions on what is not a spy are errors", function()
  it("called on a number", function() assert.spy(1).was.called() end)
  it("returned_with on a number", function() assert.returned_with(1) end)
  it("called_with on a table", function() assert.spy({}).was.called_with(1) end)
  it("called on the original function", function()
    local t = { f = function() end }
    local original = t.f
    spy.on(t, "f")
    assert.spy(original).was.called()
  end)
end)
