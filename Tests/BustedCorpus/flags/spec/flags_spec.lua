-- Run with the command line in ../arguments, as a CI line passes it (before, understudy refused
-- -Xhelper, -Xoutput, --suppress-pending, --defer-print, --loaders, -k, --sort-files and
-- --coverage-config-file with status 2), and -e from .busted (before: ignored there).
describe("busted's command line", function()
  it("ran -e before the spec", function() assert.are.equal("e", FROM_E) end)
  it("gave the helper the -Xhelper values", function()
    assert.are.equal("x|y [0]=true [-1]=true", HELPER_ARGS)
  end)
  pending("is left out by --suppress-pending")
  it("fails on purpose", function() assert.are.equal(1, 2) end)
  it("keeps going after a failure (-k)", function() assert.is_true(true) end)
end)
