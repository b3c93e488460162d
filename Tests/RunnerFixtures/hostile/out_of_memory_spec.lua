-- Run with no --memory-limit under `ulimit -v` (HostileMemoryTests): the first test grows until
-- Lua's allocator fails ("not enough memory", an error of that test); the tests after it must run
-- and be reported. The worker used to abort (SIGABRT) on its next allocation of its own, the
-- failed test's garbage still held, and the file's tests were "not run".
describe("a spec that runs its worker out of memory", function()
  it("grows until memory runs out", function()
    local t = {}
    for i = 1, math.maxinteger do t[i] = string.rep("x", 1000) .. i end
  end)
  it("fails after it", function() assert.are.equal(1, 2) end)
  it("passes after it", function() assert.is_true(true) end)
end)
