-- randomize(seed) in a describe body shuffles its tests in busted's order and reseeds math.random
-- (before: accepted and ignored). The last test fails on purpose with the order it saw.
describe("shuffled", function()
  randomize(42)
  local order = {}
  for i = 1, 8 do
    it("test " .. i, function()
      order[#order + 1] = i
      if #order == 8 then
        -- Fail on purpose with the order, so both runners print it.
        assert.are.equal("", table.concat(order, ",") .. " r=" .. math.random(1000))
      end
    end)
  end
end)
