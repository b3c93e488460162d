-- `require "luassert.array"`: in luassert this registers its part of the standard set with the
-- assert engine and returns nothing; understudy's engine has them registered already.
require "understudy.test.luassert"
