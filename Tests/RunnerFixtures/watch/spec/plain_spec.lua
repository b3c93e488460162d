-- Loads nothing of the project. Prints its worker's pid, so the watch test can check that no
-- worker outlives the watch process.
local stat = io.open("/proc/self/stat")
if stat then
  print("worker pid " .. string.match(stat:read("l"), "^(%d+)"))
  stat:close()
end
describe("plain", function()
  it("loads nothing", function() assert.is_true(true) end)
end)
