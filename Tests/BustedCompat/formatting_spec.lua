-- luassert's formatters, byte for byte: TableErrorHighlightColor around the "*" marker (lua-term's
-- escape codes), match._ (which luassert 1.9.0 cannot format: a failure message that shows it
-- is an error), and the binarystring formatter.
local ESC = string.char(27)

-- A failing assertion's message, without the position and the tables' addresses.
local function message(fn)
  local ok, e = pcall(fn)
  assert.is_false(ok)
  local text = string.gsub(tostring(e), "table: 0x%x+", "table")
  return (string.gsub(text, "^[^\n]-:%d+: ", ""))
end

local function sameTables()
  assert.are.same({ a = 1, b = { c = 2 } }, { a = 1, b = { c = 3 } })
end

local function marked(mark)
  return "Expected objects to be the same.\nPassed in:\n(table) {\n  [a] = 1\n " .. mark .. "[b] = {\n   "
    .. mark .. "[c] = 3 } }\nExpected:\n(table) {\n  [a] = 1\n " .. mark .. "[b] = {\n   " .. mark .. "[c] = 2 } }"
end

describe("TableErrorHighlightColor", function()
  after_each(function()
    assert:set_parameter("TableErrorHighlightColor", "none")
    assert:set_parameter("TableErrorHighlightCharacter", "*")
  end)

  it("is none by default when the output is not a terminal", function()
    assert.are.equal("none", assert:get_parameter("TableErrorHighlightColor"))
    assert.are.equal(marked("*"), message(sameTables))
  end)

  it("red wraps the marker in lua-term's red", function()
    assert:set_parameter("TableErrorHighlightColor", "red")
    assert.are.equal(marked(ESC .. "[31m*" .. ESC .. "[0m"), message(sameTables))
  end)

  it("bright.red applies each colour in turn", function()
    assert:set_parameter("TableErrorHighlightColor", "bright.red")
    assert.are.equal(marked(ESC .. "[31m" .. ESC .. "[1m*" .. ESC .. "[0m" .. ESC .. "[0m"), message(sameTables))
  end)

  it("an empty colour and none leave the marker plain", function()
    assert:set_parameter("TableErrorHighlightColor", "")
    assert.are.equal(marked("*"), message(sameTables))
    assert:set_parameter("TableErrorHighlightColor", "none")
    assert.are.equal(marked("*"), message(sameTables))
  end)

  it("colours a longer marker, indented by its length", function()
    assert:set_parameter("TableErrorHighlightColor", "onblue")
    assert:set_parameter("TableErrorHighlightCharacter", "->")
    local mark = ESC .. "[44m->" .. ESC .. "[0m"
    assert.are.equal("Expected objects to be the same.\nPassed in:\n(table) {\n  [a] = 1\n" .. mark
      .. "[b] = {\n  " .. mark .. "[c] = 3 } }\nExpected:\n(table) {\n  [a] = 1\n" .. mark .. "[b] = {\n  "
      .. mark .. "[c] = 2 } }", message(sameTables))
  end)

  it("an unknown colour makes the failure an error", function()
    assert:set_parameter("TableErrorHighlightColor", "purple")
    sameTables()
  end)

  it("a colour that is not a string makes the failure an error", function()
    assert:set_parameter("TableErrorHighlightColor", 5)
    sameTables()
  end)

  it("nil makes the failure an error", function()
    assert:set_parameter("TableErrorHighlightColor", nil)
    sameTables()
  end)

  it("an unknown colour is not used when no key is marked: a failure", function()
    assert:set_parameter("TableErrorHighlightColor", "purple")
    assert.are.equal({ a = 1 }, { a = 1 })
  end)
end)

describe("match._ in a failure message", function()
  it("as an expected value: an error", function()
    assert.are.equal(match._, 1)
  end)

  it("among expected call arguments: an error", function()
    local s = spy.new(function() end)
    s(1)
    assert.spy(s).was.called_with(match._, 2)
  end)

  it("in a negated call assertion: an error", function()
    local s = spy.new(function() end)
    s(1)
    assert.spy(s).was_not.called_with(match._)
  end)

  it("matching, so nothing is formatted: passes", function()
    local s = spy.new(function() end)
    s(1, "x")
    assert.spy(s).was.called_with(match._, match.is_string())
  end)

  it("a matcher with arguments formats: a failure", function()
    local s = spy.new(function() end)
    s(1)
    assert.spy(s).was.called_with(match.is_string())
  end)

  it("caught by has_error", function()
    assert.has_error(function() assert.are.equal(match._, 1) end)
  end)
end)

describe("the binarystring formatter", function()
  local binarystring = require "luassert.formatters.binarystring"

  it("dumps 16 bytes a line, controls as dots", function()
    assert.are.equal("Binary string length; 0 bytes\n", binarystring(""))
    assert.are.equal("Binary string length; 19 bytes\n"
      .. "61 62  0 63  a  9 ff 7f   20 31 32 33 34 35 36 37  ab.c..\255\127  1234567\n"
      .. "38 39 30                                           890              \n",
      binarystring("ab\0c\n\t\255\127 1234567890"))
    assert.is_nil(binarystring(5))
  end)

  it("formats assertion messages once added", function()
    assert:add_formatter(binarystring)
    local text = message(function() assert.are.equal("ab\0c", "ab\0d") end)
    assert:remove_formatter(binarystring)
    assert.are.equal("Expected objects to be equal.\nPassed in:\nBinary string length; 4 bytes\n"
      .. "61 62  0 64                                        ab.d             \n\nExpected:\n"
      .. "Binary string length; 4 bytes\n61 62  0 63                                        ab.c             \n",
      text)
  end)
end)
