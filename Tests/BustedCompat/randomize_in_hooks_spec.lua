-- randomize() inside a hook is refused as busted refuses it ("'randomize' not supported inside
-- current context block"): in before_each and after_each the test does not run and each hook
-- is an error; in setup the block's tests do not run; in teardown and lazy_setup it is an error
-- of that hook. Before: randomize() did nothing there and the tests passed.
describe("randomize in before_each and after_each", function()
  before_each(function() randomize() end)
  after_each(function() randomize() end)
  it("does not run", function() error("ran") end)
end)

describe("randomize in setup", function()
  setup(function() randomize(3) end)
  it("does not run", function() error("ran") end)
end)

describe("randomize in teardown", function()
  teardown(function() randomize() end)
  it("runs", function() end)
end)

describe("randomize in lazy_setup", function()
  lazy_setup(function() randomize(false) end)
  it("does not run", function() error("ran") end)
end)

describe("randomize in the block's body", function()
  randomize(7)
  it("runs 1", function() end)
  it("runs 2", function() end)
end)
