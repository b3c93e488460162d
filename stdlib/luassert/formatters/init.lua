-- `require "luassert.formatters"`: the standard formatters (strings, numbers, tables to
-- TableFormatLevel, functions, matchers, argument lists) and their parameters; understudy's
-- engine has them installed already. Returns nothing, as luassert's does.
require "understudy.test.luassert"
