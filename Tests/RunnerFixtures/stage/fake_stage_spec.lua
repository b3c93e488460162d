-- A stand-in for the `stage` API (only reset and log.events), to check the runner's simulation
-- hooks without the engine: reset before each test and before its before_each hooks, the
-- timeline of a failing test, and toHaveEvents.
stage = { resets = 0, list = {} }
function stage.reset() stage.resets = stage.resets + 1; stage.list = {} end
stage.log = { events = function() return stage.list end }
local function emit(t, source, name, extra)
  local e = { t = t, source = source, name = name }
  for k, v in pairs(extra or {}) do e[k] = v end
  stage.list[#stage.list + 1] = e
end

describe("stage hooks", function()
  local seenInBeforeEach
  before_each(function()
    seenInBeforeEach = #stage.list
    emit(0, "sheet#1", "willPresentView")
  end)

  it("resets before each test, before before_each", function()
    assert.are.equal(0, seenInBeforeEach)
    assert.are.equal(1, #stage.list)
    assert.is_true(stage.resets >= 1)
  end)

  it("matches events in order", function()
    emit(0.5, "sheet#1", "didPresentView")
    emit(0.6, "sheet#1", "handler", { title = "Delete" })
    expect(stage.log):toHaveEvents { { name = "willPresentView" }, { name = "handler", title = "Delete" } }
    expect(stage.log):toHaveEvents({ { name = "willPresentView", t = 0 }, { name = "didPresentView", t = 0.5 },
      { name = "handler" } }, { exhaustive = true })
  end)

  it("fails with a diff of events", function()
    emit(0.5, "sheet#1", "didPresentView")
    expect(stage.log):toHaveEvents { { name = "willPresentView" }, { name = "didPresentView", t = 0.7 } }
  end)

  it("fails exhaustively on extra events", function()
    emit(0.5, "sheet#1", "didPresentView")
    expect(stage.log):toHaveEvents({ { name = "willPresentView" } }, { exhaustive = true })
  end)

  it("shows the timeline when it fails", function()
    emit(0.25, "popup#2", "didPop", { priority = 100 })
    assert.are.equal("shown", "dismissed")
  end)
end)
