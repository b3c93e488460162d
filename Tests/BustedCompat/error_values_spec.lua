-- An error value that is not a string reads as busted shows it (Penlight's pretty.write, as
-- busted's rewriteMessage does), and a failure whose message is a table as busted's failure
-- object. Each test fails or errors on purpose.
describe("error values", function()
  it("an empty table", function() error({}) end)
  it("a table with a list, keys and a nested table", function()
    error({ "x", a = 1, ["two words"] = true, nested = { 1, 2 } })
  end)
  it("a number", function() error(42) end)
  it("a boolean", function() error(false) end)
  it("nil", function() error() end)
  it("a table that refers to itself", function()
    local t = { name = "loop" }
    t.self = t
    error(t)
  end)
  it("a table with __tostring", function()
    error(setmetatable({}, { __tostring = function() return "custom text" end }))
  end)
  it("assert with a table message fails", function() assert(false, { 1 }) end)
  it("a string keeps its position", function() error("plain") end)
end)
