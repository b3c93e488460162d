-- `require "luassert.namespaces"`: the registry of assertions, modifiers and matchers by space and
-- name (each entry: name, callback, positive_message, negative_message), as luassert keeps it.
require "understudy.test.luassert"
return require("understudy.test.assert").namespaces
