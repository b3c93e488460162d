-- The file raising by itself after registering a test, with a message and with a table.
describe("registered", function()
  it("never runs", function() end)
end)
local function check(v)
  if not v then error({ reason = "no value" }) end
end
check(false)
