-- bench/cpu: the same work inside a spec (understudy test, busted).
package.path = "bench/cpu/?.lua;" .. package.path
describe("cpu", function()
  it("hashes and sorts", function()
    assert.are.equal("8a0f88da ca9c9dc5 149481720 97", require("work").run())
  end)
end)
