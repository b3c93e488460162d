-- busted's default pattern `_spec` is a Lua pattern on the file name: this file is a spec too.
describe("a file named *_spec_helper.lua", function()
  it("is run as a spec", function() assert.is_true(true) end)
end)
