package.path = "spec/?.lua;" .. package.path
describe("file b", function()
  it("runs alone", function() assert.is_false(require("helper").run("b", "a")) end)
end)
