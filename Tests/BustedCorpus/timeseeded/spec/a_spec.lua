package.path = "spec/?.lua;" .. package.path
describe("file a", function()
  it("has its temp file to itself", function()
    assert.are.equal("a", require("tempname").roundTrip("a", "b"))
  end)
end)
