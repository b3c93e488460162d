-- `require "luassert.match"`: understudy's match module (luassert's API).
require "understudy.test.luassert"
return require "understudy.test.match"
