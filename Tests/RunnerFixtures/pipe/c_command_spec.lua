-- Finds the worker's command pipe (the lowest pipe at or above fd 64, where WorkerChannels moves
-- it) and writes a forged command into it: the worker must refuse to read it as one.
describe("the command pipe", function()
  it("cannot be fed by a spec", function()
    local lowest
    for line in io.popen("ls -l /proc/$PPID/fd"):lines() do
      local fd = line:match(" (%d+) %-> pipe:")
      fd = tonumber(fd)
      if fd and fd >= 64 and (not lowest or fd < lowest) then lowest = fd end
    end
    assert.is_not_nil(lowest)
    local f = assert(io.open("/proc/self/fd/" .. lowest, "w"))
    f:write("run\tpipe/e_passes_spec.lua\n\0\0\0\1Rx\0\0\0\0\0\0\0\0")
    f:close()
  end)
end)
