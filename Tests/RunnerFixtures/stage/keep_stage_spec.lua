-- stage.keepBetweenTests(): no reset between tests.
stage = { resets = 0 }
function stage.reset() stage.resets = stage.resets + 1 end
require("understudy.test.runner").keepBetweenTests()

it("was not reset", function() assert.are.equal(0, stage.resets) end)
it("still was not reset", function() assert.are.equal(0, stage.resets) end)
