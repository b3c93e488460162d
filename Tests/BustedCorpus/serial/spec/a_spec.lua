package.path = "spec/?.lua;" .. package.path
describe("file a", function()
  it("runs alone", function() assert.is_false(require("helper").run("a", "b")) end)
end)
