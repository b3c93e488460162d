-- `require "luassert.compatibility"`: kept by luassert for old code; its unpack warns that it is
-- deprecated (with a traceback, as luassert prints it) and calls luassert.util.unpack.
local unpack = require("luassert.util").unpack
return {
  unpack = function(...)
    print(debug.traceback("WARN: calling deprecated function 'luassert.compatibility.unpack' use 'luassert.util.unpack' instead"))
    return unpack(...)
  end,
}
