-- Run with ../arguments: the -Xoutput and -Xhelper forms busted's command line accepts
-- (`--Xoutput V`, `--Xoutput=V`, `-Xoutput=V`, `--Xhelper V`, `-Xhelper=V`, and `-p=PATTERN`). The
-- CI command of many projects is `busted --Xoutput "--color"`. Before: understudy exited 2.
describe("busted's -X option forms", function()
  it("gave the helper every -Xhelper value", function()
    assert.are.equal("a|b|c|d", HELPER_ARGS)
  end)
  it("fails on purpose", function() assert.are.equal(1, 2) end)
end)
