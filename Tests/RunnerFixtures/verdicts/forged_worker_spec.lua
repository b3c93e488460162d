-- The issue's program: rewrites the worker's encoder so that every failure is sent as a success.
-- The runner does not use the spec's copy: 0 passed, 1 failed, 1 error.
local w = package.loaded["understudy.test.worker"] or require("understudy.test.worker")
local encode = w.encode
w.encode = function(r)
  if r.kind == "test" and r.status ~= "success" then r.status, r.message = "success", nil end
  return encode(r)
end
describe("forged", function()
  it("fails an assertion", function() assert.are.equal(1, 2) end)
  it("raises an error", function() error("boom") end)
end)
