-- `require "busted"`: busted's public API for specs (the DSL functions, publish, subscribe,
-- unsubscribe, bindfenv, fail, gettime, monotime, sleep, parent, children...), read-only.
return require("understudy.test.runner").busted
