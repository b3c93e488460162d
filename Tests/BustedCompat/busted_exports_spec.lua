-- `require "busted"` gives the very objects a spec has as globals: busted exports luassert's
-- assert, spy, stub, mock and match and the DSL under the same names, so a helper module that
-- takes them from `require "busted"` works on the spec's own spies and matchers.
describe("require 'busted'", function()
  local busted = require "busted"

  it("exports the spec's assert, spy, stub, mock and match", function()
    assert.is_equal(assert, busted.assert)
    assert.is_equal(spy, busted.spy)
    assert.is_equal(stub, busted.stub)
    assert.is_equal(mock, busted.mock)
    assert.is_equal(match, busted.match)
  end)

  it("exports the luassert modules a spec requires", function()
    assert.is_equal(require "luassert.spy", busted.spy)
    assert.is_equal(require "luassert.stub", busted.stub)
    assert.is_equal(require "luassert.mock", busted.mock)
    assert.is_equal(require "luassert.match", busted.match)
  end)

  it("spies made through either are the same kind", function()
    local s = busted.spy.new(function() end)
    s(1)
    assert.spy(s).was.called_with(busted.match.is_number())
    assert.is_true(spy.is_spy(s))
  end)

  it("a failing check through the export is a failure", function()
    local s = busted.spy.new(function() end)
    assert.spy(s).was.called(1)
  end)
end)
