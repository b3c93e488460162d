-- A stand-in stage whose log gives events that lie: their __len and __index raise. The runner
-- reads the log to count the events before each test and to print a failing test's timeline; it
-- read them unprotected, so the first test's failure became the file's error and the other tests
-- were never reported. Tests named by their true outcome.
local describe, it, assert, error, setmetatable = describe, it, assert, error, setmetatable
local lying = setmetatable({}, {
  __len = function() error("the events' __len") end,
  __index = function() error("the events' __index") end,
})
stage = { log = { events = function() return lying end } }

describe("[failure]", function()
  it("an assertion with a stand-in stage whose events lie", function() assert.are.equal(1, 2) end)
end)
describe("[success]", function()
  it("a passing assertion after it", function() assert.is_true(true) end)
end)
