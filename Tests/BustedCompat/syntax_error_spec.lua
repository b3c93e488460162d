-- A file that does not compile.
describe("x", function()
  it("y", function()
end)
