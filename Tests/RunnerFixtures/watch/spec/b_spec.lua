local b = require "b"
describe("b", function()
  it("reads b", function() assert.is_number(b.value) end)
end)
