-- `require "luassert.matchers"`: loads the core and composite matchers; returns nothing.
require "luassert.matchers.core"
require "luassert.matchers.composite"
