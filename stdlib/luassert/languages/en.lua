-- `require "luassert.languages.en"`: luassert's English messages in say's "en" namespace (which
-- becomes the current one), as luassert's does. understudy's say has them loaded already.
local say = require "understudy.test.say"
require "understudy.test.luassert"
say:set_namespace "en"
