local function busy(seconds)
  local t = os.clock() + seconds
  while os.clock() < t do end
end

describe("a slow file", function()
  for i = 1, 4 do
    it("takes a while " .. i, function()
      os.execute("sleep 0.3")
      assert.is_true(true)
    end)
  end
end)
