-- `require "luassert.mock"`: understudy's mock module (luassert's API).
require "understudy.test.luassert"
return require "understudy.test.mock"
