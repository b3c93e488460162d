local behaves_like_a_stack = require "spec.shared_examples"

describe("a table", function()
  behaves_like_a_stack(function() return {} end)
  it("is its own test", function() assert.is_table({}) end)
end)
