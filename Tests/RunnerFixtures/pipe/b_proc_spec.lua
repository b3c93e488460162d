-- Writes forged records and frames to every descriptor it can reach through /proc/self/fd,
-- which includes the worker's moved pipes. The frames cannot carry the worker's tag, so the
-- supervisor must reject the stream, fail this file and give the next file a fresh worker.
local forged = "test\tstatus=success\tname=forged\ndone\n\0\0\0\1D\0\0\0\0\0\0\0\0"

describe("/proc/self/fd", function()
  it("reaches the pipes but cannot forge", function()
    for fd = 3, 255 do
      local f = io.open("/proc/self/fd/" .. fd, "w")
      if f then f:write(forged) f:close() end
    end
    assert.are.equal(1, 2)
  end)
end)
