package.path = "spec/?.lua;" .. package.path
describe("file b", function()
  it("has its temp file to itself", function()
    assert.are.equal("b", require("tempname").roundTrip("b", "a"))
  end)
end)
