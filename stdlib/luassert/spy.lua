-- `require "luassert.spy"`: understudy's spy module (luassert's API).
require "understudy.test.luassert"
return require "understudy.test.spy"
