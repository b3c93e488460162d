describe("b", function() it("passes", function() end) end)
