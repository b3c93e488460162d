-- Rewrites what the runner's modules offer, through require and package.loaded: the error
-- classifier says "pending", the runner's entry points and the snapshot state are not there to
-- call, busted's publish/subscribe carries no verdict. Tests named by their true outcome.
local errors = require("understudy.test.errors")
errors.kind = function() return "pending" end
errors.isFailure = function() return false end
local runner = require("understudy.test.runner")
assert(runner.runFile == nil and runner.install == nil, "the runner's entry points are not public")
assert(require("understudy.test.worker").run == nil, "the worker's entry point is not public")
local snapshot = require("understudy.test.snapshot")
assert(snapshot.begin == nil and snapshot.finish == nil and snapshot.check == nil, "snapshot state is private")
local busted = require("busted")
busted.subscribe({ "test", "end" }, function(element, parent, status) return nil, false end)
busted.subscribe({ "error" }, function() return nil, false end)

describe("[failure]", function()
  it("an assertion with the classifier rewritten", function() assert.are.equal(1, 2) end)
  it("expect with the classifier rewritten", function() expect(1):toBe(2) end)
  it("busted.fail", function() busted.fail("no") end)
  it("a failure raised through the spec's copy of errors", function() errors.fail("mine") end)
end)
describe("[error]", function()
  it("a runtime error", function() local t = nil; return t.x end)
  it("error()", function() error("boom") end)
end)
describe("[pending]", function()
  it("pending()", function() pending("later") end)
end)
describe("[success]", function()
  it("a passing assertion", function() assert.is_true(true) end)
end)
