-- A file whose first line needs a module that is not installed (Moses's `require 'luacov'`,
-- tl's `require("compat53")`): `spec/missing_module_spec.lua @ 3: suite ...`.
local compat = require "no_such_compat_module"
describe("never", function()
  it("registers", function() assert.is_table(compat) end)
end)
