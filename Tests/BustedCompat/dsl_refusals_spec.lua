-- DSL calls where busted refuses them, with the name busted gives, and `finally` only in a test
-- (nil in hooks). Before: spec/test said 'it', setup/teardown said strict_*, randomize and
-- pending inside finally were accepted, finally was visible in hooks.
describe("DSL where busted refuses it", function()
  it("spec inside it", function() spec("x", function() end) end)
  it("test inside it", function() test("x", function() end) end)
  it("it inside it", function() it("x", function() end) end)
  it("setup inside it", function() setup(function() end) end)
  it("teardown inside it", function() teardown(function() end) end)
  it("lazy_setup inside it", function() lazy_setup(function() end) end)
  it("randomize inside it", function() randomize() end)
  it("describe inside it", function() describe("x", function() end) end)
  it("pending inside finally", function() finally(function() pending("later") end) end)
  describe("finally in hooks", function()
    local seen = {}
    setup(function() seen.setup = type(finally) end)
    before_each(function() seen.before = type(finally) end)
    it("sees finally nil in hooks", function()
      assert.are.same({ setup = "nil", before = "nil" }, seen)
    end)
  end)
end)
