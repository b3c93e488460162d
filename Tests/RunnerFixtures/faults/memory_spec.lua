it("allocates without bound", function()
  local t = {}
  for i = 1, math.huge do t[i] = string.rep("x", 1024) .. i end
end)
