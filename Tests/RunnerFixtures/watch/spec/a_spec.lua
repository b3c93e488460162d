local a = require "a"
describe("a", function()
  it("reads a", function() assert.is_number(a.value) end)
end)
