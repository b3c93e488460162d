-- `require "luassert.assert"`: the assertion engine (the same object as `require "luassert"`).
return require("understudy.test.luassert").assert
