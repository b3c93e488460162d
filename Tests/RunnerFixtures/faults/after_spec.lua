-- Sorted last: proves the suite goes on after the faults before it.
it("still runs after the faults", function() assert.truthy(true) end)
