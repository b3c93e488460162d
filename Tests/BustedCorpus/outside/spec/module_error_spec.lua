-- The file's own error, raised inside a module it requires (luacheck's, timerwheel's suites):
-- busted places it in the module, `./src/broken.lua @ 3: suite spec/module_error_spec.lua`.
describe("before the require", function()
  it("is registered", function() end)
end)
local broken = require "broken"
describe("after it", function()
  it("is never registered", function() assert.is_table(broken) end)
end)
