-- `require "luassert"`: the assert object with every standard assertion, modifier, matcher and
-- formatter loaded, backed by understudy's test library (see understudy/bundle.lua for when a
-- project's own luassert wins).
local lib = require "understudy.test.luassert"
local assert = lib.assert
assert._COPYRIGHT = "Copyright (c) 2018 Olivine Labs, LLC."
assert._DESCRIPTION = "Extends Lua's built-in assertions to provide additional tests and the ability to create your own."
assert._VERSION = "Luassert 1.8.0"
return assert
