-- Everything luassert offers, loaded together: `assert` with the standard assertions, modifiers,
-- spies, stubs, mocks and matchers. The test runner maps `require "luassert"`,
-- `require "luassert.spy"` (and .stub, .mock, .match, .assert, .state, .util) and `require "say"`
-- to these modules, so specs written for busted run unchanged.
local A = require "understudy.test.assert"
require "understudy.test.assertions"
local spy = require "understudy.test.spy"
local stub = require "understudy.test.stub"
local mock = require "understudy.test.mock"
local match = require "understudy.test.match"

return { assert = A.assert, spy = spy, stub = stub, mock = mock, match = match }
