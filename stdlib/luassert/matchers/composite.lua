-- `require "luassert.matchers.composite"`: registers luassert's composite matchers (understudy's engine has
-- them already) and returns nothing, as luassert's does.
require "understudy.test.luassert"
