-- `require "luassert.matchers.core"`: registers luassert's core matchers (understudy's engine has
-- them already) and returns nothing, as luassert's does.
require "understudy.test.luassert"
