-- `require "luassert.stub"`: understudy's stub module (luassert's API).
require "understudy.test.luassert"
return require "understudy.test.stub"
