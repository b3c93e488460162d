-- Error values the runner's message handler must show without running the spec's code or growing
-- without end: a value 300,000 tables deep (its pretty-printed text grew with the square of the
-- depth, past the memory limit, and the file died), one whose metatable reads through an
-- __index that raises a failure (the handler read __tostring through it, so the error became a
-- failure). Tests named by their true outcome.
local describe, it, assert, error, pcall, setmetatable = describe, it, assert, error, pcall, setmetatable

describe("[error]", function()
  it("an error value 300,000 tables deep", function()
    local t = {}
    for _ = 1, 300000 do t = { t } end
    error(t)
  end)
  it("an error value with 300,000 keys", function()
    local t = {}
    for i = 1, 300000 do t["key" .. i] = { i } end
    error(t)
  end)
  it("an error value whose metatable's __index raises a failure", function()
    local _, failure = pcall(assert.is_true, false)
    error(setmetatable({}, setmetatable({}, { __index = function() error(failure, 0) end })))
  end)
end)
describe("[failure]", function()
  it("an assertion after them", function() assert.are.equal(1, 2) end)
end)
describe("[success]", function()
  it("a passing assertion after them", function() assert.is_true(true) end)
end)
