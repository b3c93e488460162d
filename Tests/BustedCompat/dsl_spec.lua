-- The DSL: nesting, aliases, curried forms, pending, finally, insulate/expose.
describe("outer", function()
  local log = {}

  it("runs a test", function()
    assert.is_true(true)
  end)

  context("a context", function()
    spec("spec is it", function() assert.truthy(1) end)
    test("test is it", function() assert.falsy(nil) end)
  end)

  describe("deeper", function()
    describe("deepest", function()
      it("is reached", function() assert.are.equal(3, 1 + 2) end)
    end)
  end)

  describe "curried" (function()
    it "works too" (function() assert.is_nil(nil) end)
  end)

  pending("not written yet")
  pending("also pending", function() error("never runs") end)

  it("can end as pending from inside", function()
    pending("waiting for the engine")
    error("not reached")
  end)

  it("runs finally after the body", function()
    finally(function() log[#log + 1] = "finally" end)
    log[#log + 1] = "body"
  end)

  it("saw finally run", function()
    assert.are.same({ "body", "finally" }, log)
  end)

  insulate("an insulated block", function()
    it("sets a global", function()
      leaked_global = 42
      assert.are.equal(42, leaked_global)
    end)
  end)

  it("does not see the insulated global", function()
    assert.is_nil(leaked_global)
  end)

  expose("an exposed block", function()
    exposed_global = "yes"
    it("sees its own global", function() assert.are.equal("yes", exposed_global) end)
  end)
end)

describe("failures in tests", function()
  it("fails an assertion", function()
    assert.are.equal(1, 2)
  end)

  it("raises an error", function()
    error("something broke")
  end)

  it("raises a table", function()
    error({ code = 7 })
  end)

  it("fails with assert()", function()
    assert(false, "plain assert")
  end)

  it("fails in finally", function()
    finally(function() error("finally broke") end)
  end)
end)
