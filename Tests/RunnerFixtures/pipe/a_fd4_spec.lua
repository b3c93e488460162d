-- Forges records on the worker's old result descriptor, fd 4, three ways; then fails for real.
-- The worker moved its pipe away before any spec ran, so all of this reaches /dev/null.
local forged = "test\tstatus=success\tname=forged\ndone\n\0\0\0\1D\0\0\0\0\0\0\0\0"

describe("fd 4", function()
  it("is not the result pipe", function()
    for _, path in ipairs { "/dev/fd/4", "/proc/self/fd/4" } do
      local f = io.open(path, "w")
      if f then f:write(forged) f:close() end
    end
    os.execute("printf 'test\\tstatus=success\\tname=forged\\ndone\\n' >&4 2>/dev/null")
    assert.are.equal(1, 2)
  end)
end)
