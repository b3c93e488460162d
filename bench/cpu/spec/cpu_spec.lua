-- bench/cpu: the same work inside a spec (understudy test, busted).
package.path = "bench/cpu/?.lua;" .. package.path
describe("cpu", function()
  it("hashes and sorts", function()
    local result = require("work").run()
    if (os.getenv("CPU_SCALE") or "1") == "1" then assert.are.equal("8a0f88da ca9c9dc5 149481720 97", result) end
  end)
end)
