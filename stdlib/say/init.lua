-- `require "say"`: the namespaced string store luassert's messages live in (understudy's, unless
-- the project has its own `say`; see understudy/bundle.lua).
return require "understudy.test.say"
